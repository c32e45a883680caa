/**
 * The add and update blog post form (/admin/add-blog-post, /admin/update-blog-post/{postId}), in an
 * `ImageForm` (multipart, for the cover): the title, the text in the rich-text editor
 * (`RichTextField`) and the excerpt on the left, the title and excerpt in English and French side
 * by side and the French text in its own editor under the English (ADR 0059; the French flagged
 * while empty); status, publish date, category, author and cover on
 * the right (under them on a phone). Checked in the browser before anything is sent and again on the
 * server.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel, TranslationPair } from '#app/components/admin/french-fields.tsx'
import { FrenchRichText } from '#app/components/admin/french-rich-text.tsx'
import { ImageForm } from '#app/components/admin/image-form.tsx'
import { UploadField } from '#app/components/admin/upload-field.tsx'
import { type FieldSpecs, SchemaFields, SchemaInput } from '#app/components/forms.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { BLOG_POST_STATUSES, BlogPostSchema, isBlankHtml, STATUS_LABELS } from '../blog-post.schema.ts'
import { RichTextField } from './rich-text-field.tsx'

/** Where the editor posts images placed in the text. */
export const BLOG_IMAGE_UPLOAD_PATH = '/admin/blog-images'

/** The form's values, as it holds them (`BlogPostFormDefaults` on the server). */
interface BlogPostFormShape {
	title?: string
	titleFr?: string
	categoryId?: string
	author?: string
	excerpt?: string
	excerptFr?: string
	status?: string
	publishAt?: string
	content?: string
	contentFr?: string
	cover?: File
}

type BlogPostField = keyof BlogPostFormShape

const EXCERPT: FieldSpecs<BlogPostField> = {
	excerpt: {
		control: 'textarea',
		label: 'Excerpt',
		hint: 'Optional: the summary under the title on the blog lists and in shared links. Empty: the first lines of the text.',
		rows: 3,
	},
}

/** The French excerpt, flagged while the English one is filled and it is not. */
function frenchExcerptSpecs(saved: Omit<BlogPostFormShape, 'cover'>): FieldSpecs<BlogPostField> {
	return {
		excerptFr: {
			control: 'textarea',
			label: frenchLabel('Résumé', needsFrench(saved.excerpt, saved.excerptFr)),
			hint: 'Shown on French pages. Empty: the first lines of the French text (or the English excerpt when there is no French text).',
			rows: 3,
		},
	}
}

/** The post's status, publish date, category (from `categories`) and author. */
function detailSpecs(categories: { id: number; title: string }[]): FieldSpecs<BlogPostField> {
	return {
		status: {
			control: 'select',
			label: 'Status',
			hint: 'Draft: only staff see it. Scheduled: it appears on its own at its publish date.',
			options: BLOG_POST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
		},
		publishAt: {
			type: 'datetime-local',
			label: 'Publish date (Accra time)',
			hint: 'Empty: the moment you save as Published. Needed for Scheduled.',
		},
		categoryId: {
			control: 'select',
			label: 'Category',
			placeholder: 'Select a category',
			options: categories.map((c) => ({ value: String(c.id), label: c.title })),
			empty: {
				message: 'No media categories yet',
				linkText: 'add one first',
				to: '/admin/add-media-category',
			},
		},
		author: { label: 'Author' },
	}
}

export function BlogPostForm({
	mode,
	categories,
	currentCover,
	...fromRoute
}: {
	mode: 'new' | 'edit'
	categories: { id: number; title: string }[]
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	defaultValue: Omit<BlogPostFormShape, 'cover'>
	/** On update: the cover shown until a new one is chosen. */
	currentCover?: { key: string | null; alt: string }
}) {
	const saved = fromRoute.defaultValue
	const contentMissing = !isBlankHtml(saved.content ?? '') && isBlankHtml(saved.contentFr ?? '')
	return (
		<ImageForm<typeof BlogPostSchema, BlogPostFormShape>
			id={mode === 'new' ? 'add-blog-post' : 'update-blog-post'}
			schema={BlogPostSchema}
			{...fromRoute}
			buttons={{
				submitLabel: mode === 'new' ? 'Save post' : 'Save changes',
				cancel: { to: '/admin/blog-posts' },
			}}
			className="space-y-5"
		>
			{(fields) => (
				<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
					<div className="min-w-0 space-y-5">
						<TranslationPair
							english={<SchemaInput field={fields.title} label="Title" />}
							french={
								<SchemaInput
									field={fields.titleFr}
									label={frenchLabel('Titre', needsFrench(saved.title, saved.titleFr))}
									hint={FRENCH_HINT}
								/>
							}
						/>
						<RichTextField
							field={fields.content}
							label="Content"
							hint="Headings, lists, quotes, links and images. Text pasted from Word or Google Docs keeps its headings and lists, not its fonts and colours."
							uploadUrl={BLOG_IMAGE_UPLOAD_PATH}
						/>
						<FrenchRichText
							summary="Contenu (French)"
							hasFrench={!isBlankHtml(saved.contentFr ?? '')}
							missing={contentMissing}
						>
							<RichTextField
								field={fields.contentFr}
								label="Contenu (French)"
								hint={FRENCH_HINT}
								uploadUrl={BLOG_IMAGE_UPLOAD_PATH}
								required={false}
								testId="rich-text-editor-fr"
							/>
						</FrenchRichText>
						<TranslationPair
							english={<SchemaFields fields={fields} specs={EXCERPT} />}
							french={<SchemaFields fields={fields} specs={frenchExcerptSpecs(saved)} />}
						/>
					</div>
					<div className="space-y-5">
						<SchemaFields fields={fields} specs={detailSpecs(categories)} />
						<UploadField
							field={fields.cover}
							kind="blog"
							current={currentCover}
							replacing={!!currentCover?.key}
						/>
					</div>
				</div>
			)}
		</ImageForm>
	)
}
