import { describe, expect, test, vi } from 'vitest'
import { expectUndoneWhenActivityFails } from '#tests/setup/activity-faults.ts'
import { activityBy, loggedActivity } from '#tests/setup/activity-log.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { now } from '#tests/setup/clock.ts'
import { testDialects } from '#tests/setup/databases.ts'
import { readContentVersion } from '#app/modules/public-pages/public-pages.queries.server.ts'
import {
	removePracticalPage,
	reorderPracticalPage,
	savePracticalPage,
} from './practical-page-admin.server.ts'
import {
	CONTENT_OR_FAQ_REQUIRED,
	localizedFaq,
	parseFaqJson,
	parseFaqJsonFr,
	type PracticalPageValues,
	SLUG_TAKEN,
} from './practical-page.schema.ts'
import {
	countAdminPracticalPages,
	findPracticalPage,
	findPublishedPracticalPage,
	listAdminPracticalPages,
	listPublishedPracticalPages,
	listPublishedPracticalPageSlugs,
} from './practical-pages.queries.server.ts'

vi.mock('#app/modules/activity/activity.queries.server.ts', (importOriginal) =>
	import('#tests/setup/activity-faults.ts').then((m) => m.failingActivityQueries(importOriginal)),
)

function page(overrides: Partial<PracticalPageValues> = {}): PracticalPageValues {
	return {
		title: 'Venue & directions',
		slug: 'venue-and-directions',
		content: '<p>Airport City, <strong>Accra</strong>.</p>',
		faq: [],
		placement: 'header',
		status: 'published',
		...overrides,
	}
}

describe.each(testDialects)('practical pages in the back office on %s', (dialect) => {
	const t = useBackOffice(dialect)

	test('the French title, text and FAQ are saved (the text sanitised) and shown pair by pair; blanks fall back to English', async () => {
		const faq = [
			{ question: 'How many CPE hours?', answer: 'Up to 14.' },
			{ question: 'Is there Wi-Fi?', answer: 'Yes.' },
		]
		await savePracticalPage(
			t.db,
			t.actor,
			null,
			page({
				faq,
				titleFr: 'Lieu et itinéraire',
				contentFr: '<p onclick="x()">Airport City, <em>Accra</em>.</p><script>alert(1)</script>',
				faqFr: [
					{ question: 'Combien d’heures de FPC ?', answer: 'Jusqu’à 14.' },
					{ question: '', answer: '' },
				],
			}),
			now,
		)
		const row = await findPublishedPracticalPage(t.db, 'venue-and-directions')
		expect(row).toMatchObject({
			title_fr: 'Lieu et itinéraire',
			content_html_fr: '<p>Airport City, <em>Accra</em>.</p>',
		})
		const french = localizedFaq(parseFaqJson(row!.faq_json), parseFaqJsonFr(row!.faq_json_fr), 'fr')
		expect(french).toEqual([
			{ question: 'Combien d’heures de FPC ?', answer: 'Jusqu’à 14.' },
			{ question: 'Is there Wi-Fi?', answer: 'Yes.' },
		])
		expect(localizedFaq(parseFaqJson(row!.faq_json), parseFaqJsonFr(row!.faq_json_fr), 'en')).toEqual(faq)
		expect(await listPublishedPracticalPages(t.db)).toEqual([
			{
				title: 'Venue & directions',
				title_fr: 'Lieu et itinéraire',
				slug: 'venue-and-directions',
				placement: 'header',
			},
		])
		const list = () =>
			listAdminPracticalPages(t.db, { q: '', sort: 'order', dir: 'asc', offset: 0, limit: 10 })
		expect((await list())[0]?.needsFrench).toBe(false)

		// Emptied: stored as null (an editor's empty paragraph is no text), the list flags it.
		await savePracticalPage(t.db, t.actor, row!.id, page({ faq, contentFr: '<p></p>' }), now)
		expect(await findPracticalPage(t.db, row!.id)).toMatchObject({
			title_fr: null,
			content_html_fr: null,
			faq_json_fr: null,
		})
		expect((await list())[0]?.needsFrench).toBe(true)
	})

	test('a page is added last, with its text reduced to the allow-list, its FAQ and its activity row', async () => {
		await savePracticalPage(t.db, t.actor, null, page(), now)
		const saved = await savePracticalPage(
			t.db,
			t.actor,
			null,
			page({
				title: 'FAQ',
				slug: 'faq',
				content: '<p onclick="steal()">Ask us.</p><script>alert(1)</script><img src="x" onerror="steal()">',
				faq: [{ question: 'How many CPE hours?', answer: 'Up to 14.' }],
				placement: 'footer',
			}),
			now,
		)
		expect(saved).toMatchObject({ ok: true, title: 'FAQ', slug: 'faq', status: 'published' })
		const row = await findPublishedPracticalPage(t.db, 'faq')
		expect(row?.content_html).toBe('<p>Ask us.</p>')
		expect(JSON.parse(row!.faq_json)).toEqual([{ question: 'How many CPE hours?', answer: 'Up to 14.' }])
		expect(await listPublishedPracticalPages(t.db)).toEqual([
			{ title: 'Venue & directions', slug: 'venue-and-directions', placement: 'header', title_fr: null },
			{ title: 'FAQ', slug: 'faq', placement: 'footer', title_fr: null },
		])
		expect((await loggedActivity(t.db)).slice(-1)).toEqual([
			activityBy(t.actor, 'Add Practical Page', 'Added practical page FAQ (published)'),
		])
	})

	test('a web address another page has is refused and nothing is written; a page may keep its own', async () => {
		const first = await savePracticalPage(t.db, t.actor, null, page(), now)
		const before = await countAdminPracticalPages(t.db, '')
		expect(await savePracticalPage(t.db, t.actor, null, page({ title: 'Directions' }), now)).toEqual({
			ok: false,
			reason: 'refused',
			field: 'slug',
			message: SLUG_TAKEN,
		})
		expect(await countAdminPracticalPages(t.db, '')).toBe(before)
		if (!first.ok) throw new Error('not saved')
		expect(await savePracticalPage(t.db, t.actor, first.id, page({ title: 'Venue' }), now)).toMatchObject({
			ok: true,
			id: first.id,
		})
	})

	test('a text the allow-list empties, without a FAQ, is refused', async () => {
		expect(
			await savePracticalPage(t.db, t.actor, null, page({ content: '<script>alert(1)</script>' }), now),
		).toEqual({ ok: false, reason: 'refused', field: 'content', message: CONTENT_OR_FAQ_REQUIRED })
		expect(await countAdminPracticalPages(t.db, '')).toBe(0)
	})

	test('a draft is not public: not found by its address, not listed, not in the sitemap', async () => {
		await savePracticalPage(t.db, t.actor, null, page({ status: 'draft' }), now)
		expect(await findPublishedPracticalPage(t.db, 'venue-and-directions')).toBeUndefined()
		expect(await listPublishedPracticalPages(t.db)).toEqual([])
		expect(await listPublishedPracticalPageSlugs(t.db)).toEqual([])
		expect(await countAdminPracticalPages(t.db, 'venue')).toBe(1)
	})

	test('an update replaces the page, keeps its place and logs the old and new titles', async () => {
		const a = await savePracticalPage(t.db, t.actor, null, page(), now)
		await savePracticalPage(t.db, t.actor, null, page({ title: 'Hotels', slug: 'hotels' }), now)
		if (!a.ok) throw new Error('not saved')
		const later = new Date(now.getTime() + 60_000)
		await savePracticalPage(t.db, t.actor, a.id, page({ title: 'Getting there', status: 'draft' }), later)
		const row = await findPracticalPage(t.db, a.id)
		expect(row).toMatchObject({ title: 'Getting there', status: 'draft', sort_order: 0 })
		expect(new Date(row!.updated_at).toISOString()).toBe(later.toISOString())
		expect((await loggedActivity(t.db)).slice(-1)).toEqual([
			activityBy(
				t.actor,
				'Update Practical Page',
				'Saved practical page Venue & directions as Getting there (draft)',
			),
		])
		expect(await savePracticalPage(t.db, t.actor, 9999, page({ slug: 'gone' }), now)).toEqual({
			ok: false,
			reason: 'not-found',
		})
	})

	test('pages move up and down in the order; the list follows it', async () => {
		for (const [title, slug] of [
			['Venue', 'venue'],
			['Hotels', 'hotels'],
			['FAQ', 'faq'],
		])
			await savePracticalPage(t.db, t.actor, null, page({ title, slug }), now)
		const faq = (
			await listAdminPracticalPages(t.db, { q: 'faq', sort: 'order', dir: 'asc', offset: 0, limit: 10 })
		)[0]!
		expect(await reorderPracticalPage(t.db, t.actor, faq.id, 'up', now)).toEqual(['Venue', 'FAQ', 'Hotels'])
		expect((await listPublishedPracticalPages(t.db)).map((p) => p.title)).toEqual(['Venue', 'FAQ', 'Hotels'])
		expect((await loggedActivity(t.db)).slice(-1)).toEqual([
			activityBy(t.actor, 'Reorder Practical Pages', 'Practical page order: Venue, FAQ, Hotels'),
		])
	})

	test('a delete removes the page and logs it; a page gone answers undefined', async () => {
		const saved = await savePracticalPage(t.db, t.actor, null, page(), now)
		if (!saved.ok) throw new Error('not saved')
		expect(await removePracticalPage(t.db, t.actor, saved.id, now)).toEqual({ title: 'Venue & directions' })
		expect(await findPracticalPage(t.db, saved.id)).toBeUndefined()
		expect(await removePracticalPage(t.db, t.actor, saved.id, now)).toBeUndefined()
		expect((await loggedActivity(t.db)).slice(-1)).toEqual([
			activityBy(t.actor, 'Delete Practical Page', 'Deleted practical page Venue & directions'),
		])
	})

	test('every change moves the content version, so cached public pages are rendered afresh', async () => {
		const start = await readContentVersion(t.db)
		const saved = await savePracticalPage(t.db, t.actor, null, page(), now)
		const added = await readContentVersion(t.db)
		expect(added).toBeGreaterThan(start)
		if (!saved.ok) throw new Error('not saved')
		await removePracticalPage(t.db, t.actor, saved.id, now)
		expect(await readContentVersion(t.db)).toBeGreaterThan(added)
	})

	test('a change whose activity row fails is undone', async () => {
		const state = () => t.db.selectFrom('practical_pages').selectAll().execute()
		await expectUndoneWhenActivityFails(() => savePracticalPage(t.db, t.actor, null, page(), now), state)
		const saved = await savePracticalPage(t.db, t.actor, null, page(), now)
		if (!saved.ok) throw new Error('not saved')
		await expectUndoneWhenActivityFails(() => removePracticalPage(t.db, t.actor, saved.id, now), state)
		await expectUndoneWhenActivityFails(
			() => savePracticalPage(t.db, t.actor, saved.id, page({ title: 'Other' }), now),
			state,
		)
	})
})
