/**
 * What the registration pages (/register, /register/group) show in place of their form while
 * registration is not open: closed for edition `year` once it has started, not open yet before
 * there is an edition; both offer the interest list (/next-edition).
 */
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'

export function RegistrationClosed({ year }: { year: number | null }) {
	const locale = useLocale()
	return (
		<div role="status" className="rounded-xl bg-amber-50 p-6 text-slate-800 ring-1 ring-amber-200">
			<h2 className="text-lg font-bold">{m.forms_closed_title()}</h2>
			<p className="mt-2">
				{year !== null ? m.forms_closed_year({ year }) : m.forms_registration_not_open()}
			</p>
			<a
				href={localizedPath('/next-edition', locale)}
				className="bg-brand-700 hover:bg-brand-800 mt-4 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white"
			>
				{m.forms_next_edition_link()}
			</a>
		</div>
	)
}

/** The registration banner's line: "Internal Audit Leadership Summit 2027 · date · venue". */
export function EditionLine({
	edition,
}: {
	edition: { year: number; dateText: string | null; venue: string | null }
}) {
	return (
		<p>
			Internal Audit Leadership Summit {edition.year}
			{edition.dateText ? ` · ${edition.dateText}` : ''}
			{edition.venue ? ` · ${edition.venue}` : ''}
		</p>
	)
}
