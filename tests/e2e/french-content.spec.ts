/**
 * Content staff write, in English and French (ADR 0059): an Administrator fills a speaker's French
 * biography and a session's French heading side by side with the English; French pages show them,
 * English pages keep the English; a text left without French shows its English on the French page
 * and is flagged in the back office ("Needs translating" on the edit screen, "Needs French" in the
 * list). Signed in as the seeded Administrator; every record made here is removed afterwards.
 */
import type { Page } from '@playwright/test'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { uniqueNames } from './support/unique.ts'

const { unique } = uniqueNames()

test.beforeEach(async ({ signInAs }) => {
	await signInAs()
})

/** Adds a speaker with English texts only (and no photo), removed after the test; returns its id. */
async function englishOnlySpeaker(
	{ db, cleanup }: { db: Parameters<typeof getCurrentEdition>[0]; cleanup: (task: () => unknown) => void },
	fullName: string,
): Promise<number> {
	const { id } = await db
		.insertInto('speakers')
		.values({
			title: 'Dr.',
			full_name: fullName,
			designation: 'Chief Audit Executive',
			company: 'Volta Bank',
			role: 'Speaker',
			bio: `${fullName} has led internal audit at Volta Bank for twelve years.`,
			updated_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => db.deleteFrom('speakers').where('id', '=', id).execute())
	return id
}

function frenchField(page: Page, name: string) {
	return page.getByLabel(`${name} (French)`)
}

test('an Administrator writes a speaker’s bio and a session’s heading in French; French pages show them, English pages keep the English', async ({
	page,
	db,
	cleanup,
}) => {
	const edition = await getCurrentEdition(db, new Date())
	expect(edition?.starts_at, 'the demo content has a current edition with its dates').toBeTruthy()
	const name = unique('Efua Sarpong')
	const speakerId = await englishOnlySpeaker({ db, cleanup }, name)
	const heading = unique('Risk in the boardroom')
	const day = edition!.starts_at!.slice(0, 10)
	const startsAt = `${day}T15:00:00.000Z`
	const { id: sessionId } = await db
		.insertInto('agenda_sessions')
		.values({
			edition_id: edition!.id,
			heading,
			starts_at: startsAt,
			ends_at: `${day}T15:45:00.000Z`,
			speaker: `Dr. ${name}`,
			speaker_id: speakerId,
			description: 'What the board asks of internal audit.',
			updated_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => db.deleteFrom('agenda_sessions').where('id', '=', sessionId).execute())

	// The speaker's edit screen: English and French side by side, the empty French flagged.
	await gotoHydrated(page, `/admin/update-speaker/${speakerId}`)
	await expect(page.getByLabel('Description')).toHaveValue(/twelve years/)
	const bioFr = frenchField(page, 'Biographie')
	await expect(bioFr).toHaveValue('')
	await expect(page.getByText('Biographie (French)')).toContainText('Needs translating')
	const frenchBio = `${name} dirige l’audit interne de Volta Bank depuis douze ans.`
	await bioFr.fill(frenchBio)
	await frenchField(page, 'Fonction').fill('Directrice de l’audit interne')
	await page.getByRole('button', { name: 'Update Speaker' }).click()
	await expect(page).toHaveURL('/admin/speakers')
	await expect(page.getByTestId('toast')).toContainText(`${name} was saved.`)

	// Saved and no longer flagged.
	await gotoHydrated(page, `/admin/update-speaker/${speakerId}`)
	await expect(frenchField(page, 'Biographie')).toHaveValue(frenchBio)
	await expect(page.getByText('Biographie (French)')).not.toContainText('Needs translating')

	// The session's French heading.
	await gotoHydrated(page, `/admin/edit-agenda/${sessionId}`)
	await expect(page.getByLabel('Heading')).toHaveValue(heading)
	await expect(page.getByText('Intitulé (French)')).toContainText('Needs translating')
	const frenchHeading = `${heading} : le risque vu du conseil`
	await frenchField(page, 'Intitulé').fill(frenchHeading)
	await page.getByRole('button', { name: 'Update Session' }).click()
	await expect(page).toHaveURL('/admin/sessions')

	// French pages show the French; English pages keep the English.
	await page.goto(`/fr/speakers/${speakerId}`)
	await expect(page.locator('main')).toContainText(frenchBio)
	await expect(page.locator('main')).toContainText('Directrice de l’audit interne')
	await expect(page.locator('main')).not.toContainText('twelve years')
	await page.goto('/fr/agenda')
	await expect(page.locator(`#session-${sessionId}`)).toContainText(frenchHeading)
	await page.goto(`/speakers/${speakerId}`)
	await expect(page.locator('main')).toContainText('twelve years')
	await expect(page.locator('main')).not.toContainText(frenchBio)
	await page.goto('/agenda')
	await expect(page.locator(`#session-${sessionId}`)).toContainText(heading)
	await expect(page.locator(`#session-${sessionId}`)).not.toContainText('le risque vu du conseil')
})

test('a speaker without French shows the English on French pages, and the back office says they need translating', async ({
	page,
	db,
	cleanup,
}) => {
	const name = unique('Kofi Boateng')
	const speakerId = await englishOnlySpeaker({ db, cleanup }, name)

	await page.goto(`/fr/speakers/${speakerId}`)
	await expect(page.locator('main')).toContainText('has led internal audit at Volta Bank for twelve years.')
	await expect(page.locator('main')).toContainText('Chief Audit Executive')

	await gotoHydrated(page, `/admin/speakers?q=${encodeURIComponent(name)}`)
	const row = page.getByTestId('speaker-row').filter({ hasText: name })
	await expect(row).toHaveCount(1)
	await expect(row.getByTestId('needs-french')).toHaveText('Needs French')
})

test('an Administrator writes a blog post’s title and text in French; /fr shows them, the English page keeps the English', async ({
	page,
	db,
	cleanup,
}) => {
	const stamp = new Date().toISOString()
	const { id: categoryId } = await db
		.insertInto('media_categories')
		.values({ title: unique('Summit News'), sort_order: 9999, created_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => db.deleteFrom('media_categories').where('id', '=', categoryId).execute())
	const title = unique('Registration is open')
	const { id: postId } = await db
		.insertInto('blog_posts')
		.values({
			category_id: categoryId,
			title,
			slug: `registration-${Date.now()}`,
			author: 'Ama Owusu',
			excerpt: '',
			status: 'published',
			published_at: stamp,
			content_html: '<p>Three days of talks in Accra.</p>',
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => db.deleteFrom('blog_posts').where('id', '=', postId).execute())

	// The list flags it; the edit screen shows the French fields, the empty ones flagged.
	await gotoHydrated(page, `/admin/blog-posts?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('row').filter({ hasText: title }).getByTestId('needs-french')).toBeVisible()
	await gotoHydrated(page, `/admin/update-blog-post/${postId}`)
	await expect(page.locator('label', { hasText: 'Titre (French)' })).toContainText('Needs translating')
	const frenchTitle = `${title} : les inscriptions sont ouvertes`
	// The French text opens under the English one; then the French title beside the English.
	await page.locator('summary', { hasText: 'Contenu (French)' }).click()
	const frenchEditor = page.getByTestId('rich-text-editor-fr')
	await frenchEditor.click()
	await page.keyboard.type('Trois jours de conférences à Accra.')
	await frenchField(page, 'Titre').fill(frenchTitle)
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page).toHaveURL(/\/admin\/blog-posts/)

	await page.goto(`/fr/our/blog/${postId}/single`)
	await expect(page.locator('main')).toContainText(frenchTitle)
	await expect(page.locator('main')).toContainText('Trois jours de conférences à Accra.')
	await expect(page.locator('main')).not.toContainText('Three days of talks')
	await page.goto(`/fr/newspage/${categoryId}/collections`)
	await expect(page.locator('main')).toContainText(frenchTitle)
	await page.goto(`/our/blog/${postId}/single`)
	await expect(page.locator('main')).toContainText('Three days of talks in Accra.')
	await expect(page.locator('main')).not.toContainText('Trois jours')
})

test('an Administrator writes a practical page in French; /fr shows it, a FAQ answer left without French shows its English', async ({
	page,
	db,
	cleanup,
}) => {
	const stamp = new Date().toISOString()
	const slug = `visa-${Date.now()}`
	const title = unique('Visa letters')
	const { id } = await db
		.insertInto('practical_pages')
		.values({
			title,
			slug,
			content_html: '<p>Ask us for an invitation letter.</p>',
			faq_json: JSON.stringify([
				{ question: 'Who needs a visa?', answer: 'Most delegates from outside ECOWAS.' },
			]),
			placement: 'none',
			status: 'published',
			sort_order: 9999,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	cleanup(() => db.deleteFrom('practical_pages').where('id', '=', id).execute())

	await gotoHydrated(page, `/admin/update-practical-page/${id}`)
	const frenchTitle = `${title} : lettres d’invitation`
	await page.locator('summary', { hasText: 'Texte (French)' }).click()
	await page.getByTestId('rich-text-editor-fr').click()
	await page.keyboard.type('Demandez-nous une lettre d’invitation.')
	await frenchField(page, 'Titre').fill(frenchTitle)
	await page
		.getByRole('group', { name: 'Question 1' })
		.getByLabel('Intitulé (French)')
		.fill('Qui a besoin d’un visa ?')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page).toHaveURL(/\/admin\/practical-pages/)

	await page.goto(`/fr/info/${slug}`)
	const main = page.locator('main')
	await expect(main).toContainText(frenchTitle)
	await expect(main).toContainText('Demandez-nous une lettre d’invitation.')
	await expect(main).toContainText('Qui a besoin d’un visa ?')
	await expect(main).toContainText('Most delegates from outside ECOWAS.')
	await expect(main).not.toContainText('Ask us for an invitation letter.')
	await page.goto(`/info/${slug}`)
	await expect(page.locator('main')).toContainText('Ask us for an invitation letter.')
	await expect(page.locator('main')).toContainText('Who needs a visa?')
})
