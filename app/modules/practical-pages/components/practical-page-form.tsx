/**
 * The add and update practical page form (/admin/add-practical-page,
 * /admin/update-practical-page/{pageId}), an `AdminSchemaForm` (plain POST, works without
 * JavaScript): the title, the web address and the text in the blog's rich-text editor
 * (`RichTextField`) on the left; where the link is shown and the status on the right (under them on
 * a phone); then the FAQ block, a numbered list of question and answer pairs. The form always holds
 * three empty pairs after the filled ones; an emptied pair is dropped on save (ADR 0057). The title
 * and each FAQ pair have their French beside them, the French text its own editor under the English
 * one (ADR 0059), each flagged while the English is written and the French is not.
 */
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { FrenchRichText } from '#app/components/admin/french-rich-text.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { isBlankHtml } from '#app/modules/blog/blog-post.schema.ts'
import {
	ErrorList,
	type FieldSpecs,
	SchemaFields,
	SchemaInput,
	SchemaTextarea,
} from '#app/components/forms.tsx'
import { BLOG_IMAGE_UPLOAD_PATH } from '#app/modules/blog/components/blog-post-form.tsx'
import { RichTextField } from '#app/modules/blog/components/rich-text-field.tsx'
import {
	BLANK_FAQ_PAIRS,
	PLACEMENT_LABELS,
	PRACTICAL_PAGE_LIMITS,
	PRACTICAL_PAGE_PLACEMENTS,
	PRACTICAL_PAGE_STATUSES,
	PracticalPageSchema,
	STATUS_LABELS,
} from '../practical-page.schema.ts'

/** The form's values, as it holds them (`PracticalPageFormDefaults` on the server). */
interface PracticalPageFormShape {
	title?: string
	titleFr?: string
	slug?: string
	content?: string
	contentFr?: string
	faq?: Array<{ question?: string; answer?: string; questionFr?: string; answerFr?: string }>
	placement?: string
	status?: string
}

type PracticalPageField = keyof PracticalPageFormShape

const DETAILS: FieldSpecs<PracticalPageField> = {
	placement: {
		control: 'select',
		label: 'Link shown in',
		hint: 'Header menu: under “Info” in the top menu. Footer: in the footer’s Practical information list. Every published page is also on the Practical information page (/info).',
		options: PRACTICAL_PAGE_PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_LABELS[p] })),
	},
	status: {
		control: 'select',
		label: 'Status',
		hint: 'Draft: only staff see it; its address answers “Page not found”.',
		options: PRACTICAL_PAGE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
	},
}

export function PracticalPageForm({
	mode,
	...fromRoute
}: {
	mode: 'new' | 'edit'
	/** Form id (unique per page on the update screen, so switching pages resets the form). */
	id: string
	/** The last answer (`actionDataParts`): the server's reply or the network failure. */
	answer: FormAnswer
	defaultValue: PracticalPageFormShape
}) {
	const saved = fromRoute.defaultValue
	const savedPairs = saved.faq ?? []
	return (
		<AdminSchemaForm<typeof PracticalPageSchema, PracticalPageFormShape>
			{...fromRoute}
			schema={PracticalPageSchema}
			intent={mode === 'new' ? 'add-practical-page' : 'update-practical-page'}
			note={<>{REQUIRED_NOTE} A page needs its text, or at least one FAQ question, or both.</>}
			buttons={{
				submitLabel: mode === 'new' ? 'Save page' : 'Save changes',
				cancel: { to: '/admin/practical-pages' },
			}}
			className="space-y-6"
		>
			{(fields) => (
				<>
					<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
						<div className="min-w-0 space-y-5">
							<TranslationPair
								english={
									<SchemaInput field={fields.title} label="Title" hint="For example: Venue and directions." />
								}
								french={
									<SchemaInput
										field={fields.titleFr}
										label={frenchLabel('Titre', needsFrench(saved.title, saved.titleFr))}
										hint={FRENCH_HINT}
									/>
								}
							/>
							<SchemaInput
								field={fields.slug}
								label="Web address"
								hint={
									<>
										The end of the page’s address, /info/<em>web-address</em>: lower-case letters, digits and
										hyphens. Empty: made from the title. Changing it breaks links already shared. An address
										with “venue” in it shows the edition’s venue and its map link above the text.
									</>
								}
							/>
							<RichTextField
								field={fields.content}
								label="Text"
								required={false}
								hint="Headings, lists, quotes, links and images, as in a blog post. Text pasted from Word or Google Docs keeps its headings and lists, not its fonts and colours."
								uploadUrl={BLOG_IMAGE_UPLOAD_PATH}
							/>
							<FrenchRichText
								summary="Texte (French)"
								hasFrench={!isBlankHtml(saved.contentFr ?? '')}
								missing={!isBlankHtml(saved.content ?? '') && isBlankHtml(saved.contentFr ?? '')}
							>
								<RichTextField
									field={fields.contentFr}
									label="Texte (French)"
									required={false}
									hint={FRENCH_HINT}
									uploadUrl={BLOG_IMAGE_UPLOAD_PATH}
									testId="rich-text-editor-fr"
								/>
							</FrenchRichText>
						</div>
						<div className="space-y-5">
							<SchemaFields fields={fields} specs={DETAILS} />
						</div>
					</div>
					<FormSection
						legend="FAQ"
						note={
							<>
								Optional. Each question shows on the page with its answer under it, and is given to search
								engines as a FAQ. Answers are plain text; a blank line starts a new paragraph. To remove a
								question, empty both of its fields. {BLANK_FAQ_PAIRS} empty pairs are always below the filled
								ones: save to get {BLANK_FAQ_PAIRS} more. At most {PRACTICAL_PAGE_LIMITS.faqPairs}.
							</>
						}
					>
						<ErrorList id={fields.faq.errorId} errors={fields.faq.errors} />
						<ol className="space-y-4">
							{fields.faq.getFieldList().map((pair, index) => {
								const { question, answer, questionFr, answerFr } = pair.getFieldset()
								const was = savedPairs[index]
								return (
									<li key={pair.key}>
										<fieldset className="space-y-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
											<legend className="px-1 text-sm font-semibold text-slate-800">
												Question {index + 1}
											</legend>
											<TranslationPair
												english={
													<div className="space-y-3">
														<SchemaInput
															field={question}
															label="Question"
															maxLength={PRACTICAL_PAGE_LIMITS.question}
														/>
														<SchemaTextarea
															field={answer}
															label="Answer"
															rows={4}
															maxLength={PRACTICAL_PAGE_LIMITS.answer}
														/>
													</div>
												}
												french={
													<div className="space-y-3">
														<SchemaInput
															field={questionFr}
															label={frenchLabel('Intitulé', needsFrench(was?.question, was?.questionFr))}
															maxLength={PRACTICAL_PAGE_LIMITS.question}
														/>
														<SchemaTextarea
															field={answerFr}
															label={frenchLabel('Réponse', needsFrench(was?.answer, was?.answerFr))}
															rows={4}
															maxLength={PRACTICAL_PAGE_LIMITS.answer}
														/>
													</div>
												}
											/>
										</fieldset>
									</li>
								)
							})}
						</ol>
					</FormSection>
				</>
			)}
		</AdminSchemaForm>
	)
}
