import { useRouteError, isRouteErrorResponse } from 'react-router'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { PageBanner } from '#app/components/public/page-banner.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loadAgendaPage } from '#app/modules/agenda/agenda-pages.server.ts'
import { SessionCalendarLink } from '#app/modules/agenda/components/session-calendar-link.tsx'
import type { Route } from './+types/agenda'

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: args.loaderData?.year
			? m.pages_agenda_title_year({ year: args.loaderData.year })
			: m.pages_agenda_title(),
		description: m.pages_agenda_description(),
	})

export function loader() {
	return loadAgendaPage()
}

export default function Agenda({ loaderData }: Route.ComponentProps) {
	const { days, year } = loaderData
	const locale = useLocale()
	return (
		<>
			<PageBanner title={m.pages_agenda_title()} crumbs={[{ label: m.pages_agenda_title() }]}>
				{year ? <p>{m.pages_agenda_summit_year({ year })}</p> : null}
			</PageBanner>
			<div className="mx-auto max-w-4xl px-4 py-10">
				{days.length === 0 ? (
					<p className="rounded-xl bg-slate-50 p-6 text-center text-slate-700 ring-1 ring-slate-200">
						{m.pages_agenda_no_session()}
					</p>
				) : (
					<>
						<p className="mb-8">
							<a
								href={localizedPath('/agenda.ics', locale)}
								className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold text-white"
							>
								<svg
									viewBox="0 0 24 24"
									className="size-5"
									aria-hidden="true"
									fill="none"
									stroke="currentColor"
									strokeWidth="2"
								>
									<rect x="3" y="5" width="18" height="16" rx="2" />
									<path d="M3 10h18M8 3v4M16 3v4" />
								</svg>
								{m.pages_agenda_add_all()}
							</a>
						</p>
						{days.map((day) => (
							<section key={day.date} aria-labelledby={`day-${day.date}`} className="mb-12">
								<h2 id={`day-${day.date}`} className="text-brand-900 text-2xl font-bold">
									{day.heading}
								</h2>
								<ol className="border-brand-100 mt-6 border-l-4 pl-6">
									{day.sessions.map((s) => (
										<li key={s.id} id={`session-${s.id}`} className="relative mb-8 last:mb-0">
											<span
												aria-hidden="true"
												className="bg-gold-500 ring-brand-100 absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white ring-2"
											/>
											<p className="text-gold-700 text-sm font-semibold">
												<time dateTime={s.startsAt}>{s.timeText}</time>
											</p>
											<h3 className="mt-1 text-lg font-bold text-slate-900">{s.heading}</h3>
											{s.cpeText ? (
												<p className="mt-1 text-sm font-semibold text-slate-700" data-testid="session-cpe">
													{s.cpeText}
												</p>
											) : null}
											{s.speaker ? (
												<p className="text-brand-700 mt-1 font-medium">
													{s.speakerId ? (
														<SiteLink
															to={`/speakers/${s.speakerId}`}
															className="hover:text-brand-900 underline"
														>
															{s.speaker}
														</SiteLink>
													) : (
														s.speaker
													)}
												</p>
											) : null}
											{s.description ? <p className="mt-2 text-slate-700">{s.description}</p> : null}
											<SessionCalendarLink session={s} className="mt-2" />
										</li>
									))}
								</ol>
							</section>
						))}
					</>
				)}
			</div>
		</>
	)
}

/** The agenda's failure: an Error dialog with the server's message. */
export function ErrorBoundary() {
	const error = useRouteError()
	const message =
		isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : m.pages_agenda_load_failed()
	return (
		<>
			<PageBanner title={m.pages_agenda_title()} crumbs={[{ label: m.pages_agenda_title() }]} />
			<div className="mx-auto max-w-4xl px-4 py-10">
				<div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
					<h2 className="font-bold">{m.pages_error()}</h2>
					<p className="mt-1">{message}</p>
				</div>
				<MessageDialog tone="error" title={m.pages_error()}>
					<p>{message}</p>
				</MessageDialog>
			</div>
		</>
	)
}
