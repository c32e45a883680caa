/**
 * The announcement form (/admin/announcements/new, and an announcement's page while it is a draft
 * or scheduled), an `AdminSchemaForm` (plain POST, works without JavaScript): the edition; the
 * subject with its French beside it; the text in the blog's rich-text editor with its French under
 * it (ADR 0059); who gets it, and the session for "A session's attendees". Every session of every
 * edition is listed (the server refuses one of another edition), so the form needs no script.
 */
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { FrenchRichText } from '#app/components/admin/french-rich-text.tsx'
import { SchemaInput, SchemaSelect } from '#app/components/forms.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { isBlankHtml } from '#app/modules/blog/blog-post.schema.ts'
import { BLOG_IMAGE_UPLOAD_PATH } from '#app/modules/blog/components/blog-post-form.tsx'
import { RichTextField } from '#app/modules/blog/components/rich-text-field.tsx'
import { ANNOUNCEMENT_AUDIENCES } from '../announcement-audience.ts'
import { ANNOUNCEMENT_LIMITS, AnnouncementSchema } from '../announcement.schema.ts'
import type { AnnouncementFormDefaults, AnnouncementOption } from '../announcements-pages.server.ts'

export function AnnouncementForm({
	mode,
	choices,
	cancelTo,
	...fromRoute
}: {
	mode: 'new' | 'edit'
	/** Form id (unique per announcement, so switching announcements resets the form). */
	id: string
	answer: FormAnswer
	defaultValue: AnnouncementFormDefaults
	choices: { editions: AnnouncementOption[]; sessions: AnnouncementOption[] }
	cancelTo: string
}) {
	const saved = fromRoute.defaultValue
	return (
		<AdminSchemaForm<typeof AnnouncementSchema, AnnouncementFormDefaults>
			{...fromRoute}
			schema={AnnouncementSchema}
			intent={mode === 'new' ? 'add-announcement' : 'save-announcement'}
			note={<>{REQUIRED_NOTE} Saving keeps it as a draft: nothing is sent until you send or schedule it.</>}
			buttons={{ submitLabel: mode === 'new' ? 'Save draft' : 'Save changes', cancel: { to: cancelTo } }}
			className="space-y-6"
		>
			{(fields) => (
				<>
					<TranslationPair
						english={
							<SchemaInput
								field={fields.subject}
								label="Subject"
								hint="The mail’s subject and heading, e.g. “Doors open at 8:00 on Tuesday”."
								maxLength={ANNOUNCEMENT_LIMITS.subject}
							/>
						}
						french={
							<SchemaInput
								field={fields.subjectFr}
								label={frenchLabel('Objet', needsFrench(saved.subject, saved.subjectFr))}
								hint="Sent to registrants who registered in French. Left empty, they get the English."
								maxLength={ANNOUNCEMENT_LIMITS.subject}
							/>
						}
					/>
					<RichTextField
						field={fields.body}
						label="Text"
						hint="Headings, lists, links and images, as in a blog post. Each mail adds “Dear …” above it, and below it the registrant’s link to their registration, why they receive it and your contact details."
						uploadUrl={BLOG_IMAGE_UPLOAD_PATH}
					/>
					<FrenchRichText
						summary="Texte (French)"
						hasFrench={!isBlankHtml(saved.bodyFr)}
						missing={!isBlankHtml(saved.body) && isBlankHtml(saved.bodyFr)}
					>
						<RichTextField
							field={fields.bodyFr}
							label="Texte (French)"
							required={false}
							hint="Sent to registrants who registered in French. Left empty, they get the English."
							uploadUrl={BLOG_IMAGE_UPLOAD_PATH}
							testId="rich-text-editor-fr"
						/>
					</FrenchRichText>
					<FormSection
						legend="Who gets it"
						note="Counted when it is sent (or at its scheduled time): registrations made or paid meanwhile are included. Each address gets it once."
					>
						<div className="grid gap-5 md:grid-cols-2">
							<SchemaSelect
								field={fields.editionId}
								label="Edition"
								options={choices.editions}
								placeholder="Select an edition"
								empty={{
									message: 'No editions yet',
									linkText: 'add the event data first',
									to: '/admin/basic-data',
								}}
							/>
							<SchemaSelect
								field={fields.audience}
								label="Audience"
								options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))}
							/>
							<SchemaSelect
								field={fields.sessionId}
								label="Session"
								hint="Only for “A session’s attendees”: those scanned into it at its door."
								options={choices.sessions}
								placeholder="No session"
								className="md:col-span-2"
							/>
						</div>
					</FormSection>
				</>
			)}
		</AdminSchemaForm>
	)
}
