/**
 * The blog post form (/admin/add-blog-post, /admin/update-blog-post/{postId}): one schema for add
 * and update, shared by the form in the browser and the actions on the server. Browser-safe.
 *
 * Status: Draft (never shown to visitors), Published, or Scheduled (shown from its publish
 * date on, without anyone pressing a button). The publish date is a `YYYY-MM-DDTHH:MM` local time
 * in Accra, which is UTC+0 all year; empty means "now". A Scheduled post needs one still
 * ahead, a Published one one that has passed: the server checks both against its clock
 * (`publishTimeRefusal`).
 *
 * The content is HTML from the editor (or, without JavaScript, typed in its fallback field); the
 * server reduces it to the blog allow-list before it is stored.
 */
import { z } from 'zod'
import { frenchText, requiredText } from '#app/lib/schema-text.ts'
import { imageFileSchema } from '#app/lib/uploads/upload-form.ts'

/** Length limits (characters; the content's counts its HTML). */
export const BLOG_POST_LIMITS = { title: 200, author: 120, excerpt: 300, content: 50_000 } as const

export const BLOG_POST_STATUSES = ['draft', 'published', 'scheduled'] as const
export type BlogPostFormStatus = (typeof BLOG_POST_STATUSES)[number]

export const STATUS_LABELS: Record<BlogPostFormStatus, string> = {
	draft: 'Draft',
	published: 'Published',
	scheduled: 'Scheduled',
}

export const CONTENT_REQUIRED = 'Write the post’s text'
export const SCHEDULE_NEEDS_DATE = 'A scheduled post needs its publish date'
export const SCHEDULE_IN_PAST = 'This date has passed: choose a later one to schedule, or Published'
export const PUBLISHED_IN_FUTURE = 'This date is still ahead: choose Scheduled, or a date that has passed'
export const BLOG_POST_FETCH_FAILED = 'Unable to fetch blog posts. Please try again later.'

/** Columns the blog posts list can be sorted by (allow-list). */
export const BLOG_POST_SORTS = ['title', 'category', 'status', 'date'] as const
export type BlogPostSort = (typeof BLOG_POST_SORTS)[number]

/** The list's status filter: every post, or those of one status (scheduled: published, still ahead). */
export const BLOG_POST_FILTERS = ['all', ...BLOG_POST_STATUSES] as const
export type BlogPostFilter = (typeof BLOG_POST_FILTERS)[number]

/** True when `html` has no text and no image: what an emptied editor leaves (`<p></p>`). */
export function isBlankHtml(html: string): boolean {
	if (/<img\b/i.test(html)) return false
	return (
		html
			.replace(/<[^>]*>/g, '')
			.replace(/&nbsp;|&#160;/g, ' ')
			.trim() === ''
	)
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/

/**
 * A `datetime-local` value (Accra, UTC+0) as an ISO instant to the minute, or null when it is not
 * a real date and time.
 */
export function accraLocalToIso(text: string): string | null {
	const m = LOCAL_TIME.exec(text)
	if (!m) return null
	const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00.000Z`
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) || date.toISOString() !== iso ? null : iso
}

/** An ISO instant as the `datetime-local` value of its Accra time (`YYYY-MM-DDTHH:MM`). */
export function isoToAccraLocal(iso: string): string {
	return new Date(iso).toISOString().slice(0, 16)
}

const fields = {
	title: requiredText('Title', BLOG_POST_LIMITS.title),
	titleFr: frenchText('The French title', BLOG_POST_LIMITS.title),
	categoryId: z
		.number({ error: (issue) => (issue.input === undefined ? 'Category is required' : 'Choose a category') })
		.int('Choose a category')
		.positive('Choose a category'),
	author: requiredText('Author', BLOG_POST_LIMITS.author),
	excerpt: z
		.string()
		.trim()
		.max(BLOG_POST_LIMITS.excerpt, `Excerpt must be at most ${BLOG_POST_LIMITS.excerpt} characters`)
		.optional(),
	excerptFr: frenchText('The French excerpt', BLOG_POST_LIMITS.excerpt),
	status: z.enum(BLOG_POST_STATUSES, { error: 'Choose Draft, Published or Scheduled' }),
	publishAt: z
		.string()
		.trim()
		.refine((text) => accraLocalToIso(text) !== null, 'Enter a date and time, for example 2027-03-25 09:00')
		.transform((text) => accraLocalToIso(text)!)
		.optional(),
	content: z
		.string({ error: CONTENT_REQUIRED })
		.max(BLOG_POST_LIMITS.content, `Content must be at most ${BLOG_POST_LIMITS.content} characters`)
		.refine((html) => !isBlankHtml(html), CONTENT_REQUIRED),
	// The French text (ADR 0059): optional; blank (an emptied editor) means "show the English".
	contentFr: z
		.string()
		.max(
			BLOG_POST_LIMITS.content,
			`The French content must be at most ${BLOG_POST_LIMITS.content} characters`,
		)
		.transform((html) => (isBlankHtml(html) ? undefined : html))
		.optional(),
	cover: imageFileSchema('cover image', 'Choose a cover image').optional(),
}

/**
 * Add and update a blog post. Output: `title` (≤ 200), `categoryId`, `author` (≤ 120), an optional
 * `excerpt` (≤ 300), `status`, an optional `publishAt` (ISO, UTC), `content` (HTML, ≤ 50,000, not
 * blank) and an optional `cover` image; the French twins `titleFr`, `excerptFr` and `contentFr`
 * (same limits) are undefined when left blank (ADR 0059). A Scheduled post without a date is refused here.
 */
export const BlogPostSchema = z.object(fields).superRefine((value, ctx) => {
	if (value.status === 'scheduled' && !value.publishAt) {
		ctx.addIssue({ code: 'custom', path: ['publishAt'], message: SCHEDULE_NEEDS_DATE })
	}
})

export type BlogPostInput = z.infer<typeof BlogPostSchema>

/**
 * The refusal of a publish date at `now`, or null: a Scheduled post's date must be ahead of `now`, a
 * Published post's must not be.
 */
export function publishTimeRefusal(
	input: Pick<BlogPostInput, 'status' | 'publishAt'>,
	now: Date,
): string | null {
	if (!input.publishAt) return null
	const ahead = Date.parse(input.publishAt) > now.getTime()
	if (input.status === 'scheduled' && !ahead) return SCHEDULE_IN_PAST
	if (input.status === 'published' && ahead) return PUBLISHED_IN_FUTURE
	return null
}

/** The status a stored post shows at `now`: a published post still ahead is scheduled. */
export function postStatusAt(
	post: { status: 'draft' | 'published'; publishedAt: string },
	now: Date,
): BlogPostFormStatus {
	if (post.status === 'draft') return 'draft'
	return Date.parse(post.publishedAt) > now.getTime() ? 'scheduled' : 'published'
}
