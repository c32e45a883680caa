/**
 * What the back office's blog post screens need, on the app's own database and file store
 * (docs/architecture.md, "Routes are thin"): the add and update forms with their answers, the
 * preview of a post whatever its status, and the editor's image upload.
 */
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { notFound, readOr500, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { readUploadForm } from '#app/lib/uploads/multipart.server.ts'
import type { DialogReply, ReplyErrors } from '#app/lib/form-submission.server.ts'
import { submitUploadForm } from '#app/lib/uploads/upload-submission.server.ts'
import { toBlogPostView } from './blog-html.server.ts'
import {
	addBlogPost,
	BLOG_POST_MISSING,
	type BlogPostRefusal,
	editBlogPost,
	storePostImage,
} from './blog-post-admin.server.ts'
import {
	BLOG_POST_FETCH_FAILED,
	BlogPostSchema,
	type BlogPostFormStatus,
	isoToAccraLocal,
	postStatusAt,
} from './blog-post.schema.ts'
import { findBlogPostForEdit } from './blog-posts-admin.queries.server.ts'
import { listMediaCategories } from './blog.queries.server.ts'
import { blogPostPath } from './components/blog-card.tsx'

/** The form's values, as it holds them. */
export interface BlogPostFormDefaults {
	title: string
	titleFr: string
	categoryId: string
	author: string
	excerpt: string
	excerptFr: string
	status: BlogPostFormStatus
	publishAt: string
	content: string
	contentFr: string
}

/** The media categories a post can be filed under. Throws 500 `BLOG_POST_FETCH_FAILED`. */
function loadCategoryChoices() {
	return readOr500(() => listMediaCategories(db), {
		message: BLOG_POST_FETCH_FAILED,
		log: 'Media categories failed to load',
	})
}

/** The add page: the category choices, and the signed-in `actor` as the author it suggests. */
export async function loadBlogPostNewPage(actor: Actor) {
	return {
		categories: await loadCategoryChoices(),
		defaults: {
			title: '',
			titleFr: '',
			categoryId: '',
			author: actor.fullName,
			excerpt: '',
			excerptFr: '',
			status: 'draft',
			publishAt: '',
			content: '',
			contentFr: '',
		} satisfies BlogPostFormDefaults,
	}
}

/**
 * The post `idParam` names, whatever its status, with the status it shows now. Throws 404 for no
 * post, 500 `BLOG_POST_FETCH_FAILED` when it cannot be read.
 */
async function findPostOr404(idParam: string | undefined) {
	const post = await recordOr404(idParam, (id) => findBlogPostForEdit(db, id), {
		missing: BLOG_POST_MISSING,
		failure: { message: BLOG_POST_FETCH_FAILED, log: 'Blog post failed to load' },
	})
	return { post, status: postStatusAt({ status: post.status, publishedAt: post.published_at }, new Date()) }
}

/**
 * The update page of the post `idParam` names: its title, cover, status now and public path, the
 * form's values and the category choices. Throws 404 for no post, 500 `BLOG_POST_FETCH_FAILED`
 * when it cannot be read.
 */
export async function loadBlogPostEditPage(idParam: string | undefined) {
	const { post, status } = await findPostOr404(idParam)
	return {
		post: { id: post.id, title: post.title, imageKey: post.image_key, status },
		defaults: {
			title: post.title,
			titleFr: post.title_fr ?? '',
			categoryId: String(post.category_id),
			author: post.author,
			excerpt: post.excerpt,
			excerptFr: post.excerpt_fr ?? '',
			status,
			publishAt: isoToAccraLocal(post.published_at),
			content: post.content_html,
			contentFr: post.content_html_fr ?? '',
		} satisfies BlogPostFormDefaults,
		categories: await loadCategoryChoices(),
	}
}

/**
 * A post as visitors will see it, whatever its status (/admin/blog-preview/{postId}): the view of
 * its public page, its status now, its category and, once public, its public path. Throws 404 for
 * no post.
 */
export async function loadBlogPreviewPage(idParam: string | undefined) {
	const { post, status } = await findPostOr404(idParam)
	return {
		post: toBlogPostView(post),
		status,
		publicPath: status === 'published' ? blogPostPath(post.id) : null,
	}
}

const SAVED: Record<'draft' | 'published', (title: string) => string> = {
	draft: (title) => `${title} was saved as a draft: visitors do not see it.`,
	published: (title) => `${title} is on the blog (or will be, at its publish date).`,
}

function refusalReply(result: BlogPostRefusal, reply: (errors?: ReplyErrors) => DialogReply) {
	if (result.reason === 'not-found') notFound(result.message)
	return formReply(400, reply({ fieldErrors: { [result.field]: [result.message] } }))
}

/**
 * Adds a post from the add form by `actor`. Answers the form's messages (413 or 400 for the cover,
 * 400 with the fields' messages, 500 "Server Error") or a redirect to its update page with a toast,
 * so staff can preview it and go on writing.
 */
export function addBlogPostFromForm(actor: Actor, request: Request) {
	return submitUploadForm(
		request,
		BlogPostSchema,
		{ imageField: 'cover', required: [] },
		{
			failure: 'Add blog post failed',
			save: (value) => addBlogPost(db, fileStore, actor, value, new Date()),
			answer: (result, reply) => {
				if (!result.ok) return refusalReply(result, reply)
				return {
					redirectTo: `/admin/update-blog-post/${result.id}`,
					toast: {
						type: 'success',
						title: 'Blog post added',
						description: SAVED[result.status](result.title),
					},
				}
			},
		},
	)
}

/**
 * Updates the post `idParam` names from the update form by `actor`; a new cover replaces the old
 * one. Throws 404 for no post; answers the form's messages or a redirect to the blog posts list
 * with a toast.
 */
export function updateBlogPostFromForm(actor: Actor, idParam: string | undefined, request: Request) {
	const id = recordIdOr404(idParam, BLOG_POST_MISSING)
	return submitUploadForm(
		request,
		BlogPostSchema,
		{ imageField: 'cover', required: [] },
		{
			failure: 'Update blog post failed',
			save: (value) => editBlogPost(db, fileStore, actor, id, value, new Date()),
			answer: (result, reply) => {
				if (!result.ok) return refusalReply(result, reply)
				return {
					redirectTo: '/admin/blog-posts',
					toast: {
						type: 'success',
						title: 'Blog post saved',
						description: SAVED[result.status](result.title),
					},
				}
			},
		},
	)
}

/**
 * The editor's image upload (POST /admin/blog-images, field `image`): read within the upload limits,
 * verified and re-encoded (`storePostImage`). Answers JSON: 201 `{ src, width, height }`, or 400/413
 * `{ message }` with the same messages as every upload.
 */
export async function storePostImageFromRequest(request: Request): Promise<Response> {
	const upload = await readUploadForm(request)
	if (!upload.ok) return Response.json({ message: upload.message }, { status: upload.status })
	const file = upload.formData.get('image')
	if (!(file instanceof File) || file.size === 0) {
		return Response.json({ message: 'Choose an image.' }, { status: 400 })
	}
	const stored = await storePostImage(fileStore, new Uint8Array(await file.arrayBuffer()))
	if (!stored.ok) return Response.json({ message: stored.message }, { status: 400 })
	const { src, width, height } = stored
	return Response.json({ src, width, height }, { status: 201 })
}
