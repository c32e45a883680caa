/**
 * An announcement's page (/admin/announcements/{announcementId}): what it is (edition, audience,
 * status, when scheduled or sent, who wrote it) and its mails' counts; while it is a draft or
 * scheduled, the number its audience selects now, "Send a test to me", "Send now" behind a
 * confirmation naming that number, "Schedule" at a time typed in Accra time (or "Cancel schedule"),
 * and the form; then the preview, as the mail looks in English and in French. A sent announcement
 * is read-only. Every action is a plain POST form, so the page works without JavaScript.
 */
import { Form } from 'react-router'
import { Field } from '#app/components/forms.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { ConfirmButton } from '#app/components/ui/confirm-dialog.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { BLOG_PROSE } from '#app/modules/blog/components/blog-content.tsx'
import type { AnnouncementActionData, loadAnnouncementPage } from '../announcements-pages.server.ts'
import { AnnouncementForm } from './announcement-form.tsx'
import { MailCounts, StatusBadge } from './announcement-badges.tsx'

type AnnouncementPage = Awaited<ReturnType<typeof loadAnnouncementPage>>
type Preview = AnnouncementPage['previews'][number]

const neutralButton =
	'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50'

/** "1 person" or "2,000 people". */
function people(count: number): string {
	return `${count.toLocaleString('en-GB')} ${count === 1 ? 'person' : 'people'}`
}

/** The announcement's facts. */
function Facts({ page }: { page: AnnouncementPage }) {
	const { announcement, counts } = page
	return (
		<dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
			<dt className="font-semibold text-slate-700">Status</dt>
			<dd className="flex flex-wrap items-center gap-2">
				<StatusBadge status={announcement.status} label={announcement.statusText} />
				<span className="text-slate-700">{announcement.whenText}</span>
			</dd>
			<dt className="font-semibold text-slate-700">Edition</dt>
			<dd className="text-slate-900">{announcement.editionYear}</dd>
			<dt className="font-semibold text-slate-700">Audience</dt>
			<dd className="text-slate-900">{announcement.audienceText}</dd>
			{announcement.open ? (
				<>
					<dt className="font-semibold text-slate-700">Recipients now</dt>
					<dd className="text-slate-900" data-testid="recipients-now">
						{page.recipientsNow
							? `${people(page.recipientsNow)} (one mail per address)`
							: 'Nobody: this audience selects no one at the moment.'}
					</dd>
				</>
			) : (
				<>
					<dt className="font-semibold text-slate-700">Sent to</dt>
					<dd className="text-slate-900">{people(announcement.recipientCount ?? 0)}</dd>
					<dt className="font-semibold text-slate-700">Mails</dt>
					<dd data-testid="announcement-counts">
						<MailCounts counts={counts} />
						<p className="mt-1 text-slate-600">
							Failed mails can be sent again from the Mail screen (search for the subject).
						</p>
					</dd>
				</>
			)}
			<dt className="font-semibold text-slate-700">Written by</dt>
			<dd className="text-slate-900">{announcement.createdBy}</dd>
		</dl>
	)
}

/** Test, Send now (confirmed), Schedule or Cancel schedule: while the announcement is open. */
function Actions({
	page,
	actionData,
}: {
	page: AnnouncementPage
	actionData: AnnouncementActionData | undefined
}) {
	const { announcement, recipientsNow } = page
	const schedule = actionData && 'schedule' in actionData ? actionData.schedule : null
	const notice = actionData && 'notice' in actionData ? actionData.notice : null
	const scheduled = announcement.status === 'scheduled'
	return (
		<section
			aria-labelledby="announcement-send-title"
			className="mt-6 rounded-lg p-4 ring-1 ring-slate-200 sm:p-5"
		>
			<h2 id="announcement-send-title" className="text-brand-900 text-lg font-bold">
				Send
			</h2>
			{notice ? (
				<p
					role="alert"
					className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
				>
					{notice.message}
				</p>
			) : null}
			<p className="mt-1 text-sm text-slate-600">
				Send yourself a test first: it goes to your own address only, marked “[Test]” (and a French one too
				when the French is written).
			</p>
			<div className="mt-3 flex flex-wrap items-center gap-3">
				<Form method="POST">
					<input type="hidden" name="intent" value="send-test" />
					<button type="submit" className={neutralButton}>
						Send a test to me
					</button>
				</Form>
				{recipientsNow ? (
					<ConfirmButton
						label="Send now"
						title={`Send this announcement to ${people(recipientsNow)}?`}
						confirmLabel={`Send to ${people(recipientsNow)}`}
						fields={{ intent: 'send-now' }}
						className={buttonClasses('brand')}
					>
						<p>
							“{announcement.subject}” goes by mail to {people(recipientsNow)} ({announcement.audienceText}),
							each in their language. It cannot be called back once sent.
						</p>
					</ConfirmButton>
				) : (
					<p className="text-sm text-slate-700">
						Nothing can be sent while the audience selects nobody: choose another audience below.
					</p>
				)}
			</div>
			<div className="mt-5 border-t border-slate-200 pt-4">
				{scheduled ? (
					<div className="flex flex-wrap items-center gap-3">
						<p className="text-sm text-slate-700">
							{announcement.whenText} (Accra time). It goes to whoever its audience selects then.
						</p>
						<Form method="POST">
							<input type="hidden" name="intent" value="cancel-schedule" />
							<button type="submit" className={neutralButton}>
								Cancel schedule
							</button>
						</Form>
					</div>
				) : null}
				<Form method="POST" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
					<input type="hidden" name="intent" value="schedule" />
					<Field
						label={scheduled ? 'Move to (Accra time, GMT)' : 'Send at (Accra time, GMT)'}
						hint="Sent within a minute of this time."
						errors={schedule ? [schedule.error] : undefined}
						inputProps={{
							id: 'announcement-send-at',
							name: 'sendAt',
							type: 'datetime-local',
							required: true,
							defaultValue: schedule?.sendAt ?? announcement.sendAtLocal,
						}}
					/>
					<button type="submit" className={`${neutralButton} mb-7`}>
						{scheduled ? 'Reschedule' : 'Schedule'}
					</button>
				</Form>
			</div>
		</section>
	)
}

/** One language's preview: the mail's frame, greeting, text, link, why and contact. */
function PreviewCard({ preview }: { preview: Preview }) {
	const language = preview.locale === 'fr' ? 'French' : 'English'
	return (
		<figure className="min-w-0">
			<figcaption className="mb-2 text-sm font-semibold text-slate-800">
				{language}
				{preview.fallsBack ? (
					<span className="ml-2 font-normal text-slate-600">
						(no French text: French registrants get the English)
					</span>
				) : null}
			</figcaption>
			<div
				className="rounded-xl bg-slate-100 p-3 sm:p-5"
				lang={preview.locale}
				data-testid={`preview-${preview.locale}`}
			>
				<div className="rounded-xl bg-white px-5 py-6 sm:px-7">
					<p className="text-brand-900 text-sm font-bold tracking-wider uppercase">{preview.event}</p>
					<p className="mt-3 text-2xl leading-tight font-bold text-slate-900">{preview.subject}</p>
					<p className="mt-4 text-slate-900">{preview.greeting}</p>
					<div
						className={`mt-3 ${BLOG_PROSE} !text-base`}
						// Reduced to the blog allow-list on the server (sanitizeBlogHtml).
						dangerouslySetInnerHTML={{ __html: preview.bodyHtml }}
					/>
					<p className="mt-4 text-slate-900">
						<span className="text-brand-700 underline">{preview.pageLabel}</span>
					</p>
					<hr className="my-5 border-slate-200" />
					<p className="text-sm text-slate-600">{preview.why}</p>
					<p className="mt-2 text-sm text-slate-600">
						{preview.questions} {preview.contactEmail}
						{preview.contactEmail && preview.contactPhones.length ? ' · ' : ''}
						{preview.contactPhones.join(' · ')}
					</p>
				</div>
			</div>
		</figure>
	)
}

/** The whole page. */
export function AnnouncementView({
	page,
	actionData,
	answer,
}: {
	page: AnnouncementPage
	actionData: AnnouncementActionData | undefined
	answer: FormAnswer
}) {
	const { announcement, choices } = page
	return (
		<>
			<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
				<h1 className="text-brand-900 text-2xl font-bold break-words">{announcement.subject}</h1>
				<p className="mt-1 mb-5 text-sm text-slate-600">
					{announcement.open
						? 'Announcement: preview it, send yourself a test, then send it now or at a set time.'
						: 'Announcement, kept as it was sent.'}
				</p>
				<Facts page={page} />
				{announcement.open ? <Actions page={page} actionData={actionData} /> : null}
			</section>
			{announcement.open && choices ? (
				<section
					aria-labelledby="announcement-edit-title"
					className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
				>
					<h2 id="announcement-edit-title" className="text-brand-900 mb-4 text-lg font-bold">
						Edit
					</h2>
					<AnnouncementForm
						key={announcement.id}
						mode="edit"
						id={`announcement-${announcement.id}`}
						answer={answer}
						defaultValue={page.defaults}
						choices={choices}
						cancelTo="/admin/announcements"
					/>
				</section>
			) : null}
			<section
				aria-labelledby="announcement-preview-title"
				className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
			>
				<h2 id="announcement-preview-title" className="text-brand-900 text-lg font-bold">
					Preview
				</h2>
				<p className="mt-1 text-sm text-slate-600">
					As the saved announcement reads in a registrant’s mail (“Ama Mensah” stands for each registrant’s
					name; the link goes to their own registration, or a group contact’s to the group’s page).
				</p>
				<div className="mt-4 grid gap-6 xl:grid-cols-2">
					{page.previews.map((preview) => (
						<PreviewCard key={preview.locale} preview={preview} />
					))}
				</div>
			</section>
		</>
	)
}
