/**
 * Managing practical pages from the back office (ADR 0057): adding (last in the order), updating,
 * deleting and moving a page a place up or down. Each change and its activity row are written in one
 * transaction (`writeTransaction`), so a refused change writes nothing and a failed activity row
 * undoes the change. The text, English and French, is reduced to the blog's allow-list (`sanitizeBlogHtml`, ADR 0032)
 * before it is stored; the content version's triggers end every cached public page with the change.
 */
import type { Database } from '#app/db/handle.ts'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import { type Actor, actorActivity } from '#app/lib/auth/actor.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import { isBlankHtml } from '#app/modules/blog/blog-post.schema.ts'
import { orderedListAdmin } from '#app/modules/ordered-lists/ordered-list-admin.server.ts'
import {
	CONTENT_OR_FAQ_REQUIRED,
	type PracticalPageValues,
	SLUG_TAKEN,
	STATUS_LABELS,
} from './practical-page.schema.ts'
import {
	deletePracticalPage,
	findPracticalPage,
	insertPracticalPage,
	type PracticalPageWrite,
	practicalSlugOwner,
	updatePracticalPage,
} from './practical-pages.queries.server.ts'

/** A save's answer: saved (the page's id, title and status), a refusal on a field, or the page gone. */
export type PracticalPageSaveResult =
	| { ok: true; id: number; title: string; slug: string; status: PracticalPageValues['status'] }
	| { ok: false; reason: 'refused'; field: 'slug' | 'content'; message: string }
	| { ok: false; reason: 'not-found' }

/**
 * What `values` stores: the text reduced to the allow-list ('' when nothing is left), the FAQ as
 * JSON; the French text reduced likewise (null when nothing is left) and the French FAQ as JSON
 * (null when no pair has any French).
 */
function toWrite(values: PracticalPageValues): PracticalPageWrite {
	const html = sanitizeBlogHtml(values.content)
	const frenchHtml = values.contentFr ? sanitizeBlogHtml(values.contentFr) : ''
	const anyFrenchPair = (values.faqFr ?? []).some((pair) => pair.question || pair.answer)
	return {
		title: values.title,
		slug: values.slug,
		content_html: isBlankHtml(html) ? '' : html,
		faq_json: JSON.stringify(values.faq),
		placement: values.placement,
		status: values.status,
		title_fr: values.titleFr ?? null,
		content_html_fr: isBlankHtml(frenchHtml) ? null : frenchHtml,
		faq_json_fr: anyFrenchPair ? JSON.stringify(values.faqFr) : null,
	}
}

/**
 * Saves a practical page: with `id` null adds it last in the order ("Add Practical Page"), else
 * replaces page `id`, which keeps its place ("Update Practical Page"). Refused, writing nothing: a
 * web address another page has (`slug`, also when a unique index catches two saves racing), and a
 * page whose text is empty once reduced to the allow-list and that has no FAQ (`content`).
 * `not-found` when page `id` is gone. Throws on a database failure.
 */
export async function savePracticalPage(
	db: Database,
	actor: Actor,
	id: number | null,
	values: PracticalPageValues,
	now: Date,
): Promise<PracticalPageSaveResult> {
	const row = toWrite(values)
	if (!row.content_html && values.faq.length === 0)
		return { ok: false, reason: 'refused', field: 'content', message: CONTENT_OR_FAQ_REQUIRED }
	const slugTaken = { ok: false, reason: 'refused', field: 'slug', message: SLUG_TAKEN } as const
	try {
		return await writeTransaction(db, async (trx): Promise<PracticalPageSaveResult> => {
			if ((await practicalSlugOwner(trx, row.slug, id)) !== undefined) return slugTaken
			const status = STATUS_LABELS[row.status].toLowerCase()
			if (id === null) {
				const added = await insertPracticalPage(trx, row, now)
				await recordActivity(
					trx,
					actorActivity(actor, 'Add Practical Page', `Added practical page ${row.title} (${status})`),
					now,
				)
				return { ok: true, id: added, title: row.title, slug: row.slug, status: row.status }
			}
			const before = await findPracticalPage(trx, id)
			if (!before || !(await updatePracticalPage(trx, id, row, now)))
				return { ok: false, reason: 'not-found' }
			const detail =
				before.title === row.title
					? `Saved practical page ${row.title} (${status})`
					: `Saved practical page ${before.title} as ${row.title} (${status})`
			await recordActivity(trx, actorActivity(actor, 'Update Practical Page', detail), now)
			return { ok: true, id, title: row.title, slug: row.slug, status: row.status }
		})
	} catch (error) {
		if (isUniqueViolation(error)) return slugTaken
		throw error
	}
}

/** Deletes page `id` ("Delete Practical Page"). Returns its title, or undefined when it is gone. */
export async function removePracticalPage(
	db: Database,
	actor: Actor,
	id: number,
	now: Date,
): Promise<{ title: string } | undefined> {
	return writeTransaction(db, async (trx) => {
		const page = await findPracticalPage(trx, id)
		if (!page || !(await deletePracticalPage(trx, id))) return undefined
		await recordActivity(
			trx,
			actorActivity(actor, 'Delete Practical Page', `Deleted practical page ${page.title}`),
			now,
		)
		return { title: page.title }
	})
}

const ordered = orderedListAdmin({
	table: 'practical_pages',
	noun: 'practical page',
	activityName: { one: 'Practical Page', many: 'Practical Pages' },
	// Nothing is filed under a page; deleting is `removePracticalPage`.
	countMembers: async () => 0,
})

/**
 * Moves page `id` a place up or down in the order of /info and the menus ("Reorder Practical
 * Pages"). Returns the titles in their new order, or null when it is gone.
 */
export const reorderPracticalPage = ordered.move
