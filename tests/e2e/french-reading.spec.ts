/**
 * The reading pages in French (ADR 0059): the blog, a post, the practical information, the
 * accessibility statement, the privacy notice, the 404 and the error page, and the service worker's
 * offline pages, with `<html lang="fr">` and none of the English interface texts of the `common` and
 * `reading` catalogs. An unknown language prefix is a 404 in English.
 */
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import type { Database } from '#app/db/connect.server.ts'
import { expect, test } from './fixtures.ts'
import { startSiteServer, workerPorts } from './support/site-server.ts'

/** A catalog of `area` in `locale`, key → text. */
function catalog(area: string, locale: 'en' | 'fr'): Record<string, string> {
	const { $schema: _, ...messages } = JSON.parse(fs.readFileSync(`messages/${area}/${locale}.json`, 'utf8'))
	return messages
}

/**
 * The English texts of the `common` and `reading` catalogs that differ from their French, long
 * enough not to occur inside staff's own (English) content by chance, variables cut off.
 */
const englishTexts = ['common', 'reading'].flatMap((area) => {
	const en = catalog(area, 'en')
	const fr = catalog(area, 'fr')
	return Object.entries(en)
		.filter(([key, text]) => text !== fr[key])
		.map(([, text]) => text.split(/\{\w+\}/)[0]!.trim())
		.filter((text) => text.length >= 10)
})

/** The page's language and every text a visitor or a screen reader meets: none of it English interface text. */
async function expectFrenchOnly(page: Page) {
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	const texts = await page.evaluate(() =>
		[
			document.title,
			document.body.textContent ?? '',
			...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
		].join('\n'),
	)
	for (const english of englishTexts) expect(texts, `English text on ${page.url()}`).not.toContain(english)
}

/** The newest published post. */
async function publishedPostId(db: Database) {
	const row = await db
		.selectFrom('blog_posts')
		.select('id')
		.where('published_at', '<=', new Date().toISOString())
		.orderBy('published_at', 'desc')
		.executeTakeFirstOrThrow()
	return row.id
}

test('the blog in French: the list, the categories and a post with its date, byline and share links', async ({
	page,
	db,
}) => {
	const response = await page.goto('/fr/blogs')
	expect(response?.status()).toBe(200)
	await expect(page).toHaveTitle('Nos articles | Internal Audit Leadership Summit')
	await expect(page.getByRole('heading', { level: 1, name: 'Nos articles' })).toBeVisible()
	const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
	await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr')
	const categories = page.getByRole('navigation', { name: 'Catégories du blog' })
	await expect(categories.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute(
		'href',
		'/fr/blogs',
	)
	const readMore = page.getByRole('link', { name: /^Lire la suite/ }).first()
	await expect(readMore).toHaveAttribute('href', /^\/fr\/our\/blog\/\d+\/single$/)
	await expectFrenchOnly(page)

	const id = await publishedPostId(db)
	await page.goto(`/fr/our/blog/${id}/single`)
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/fr/blogs')
	await expect(page.getByTestId('blog-post-date')).toHaveText(
		/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
	)
	await expect(page.getByTestId('blog-post-author').locator('..')).toContainText('Par ')
	await expect(page.getByRole('heading', { level: 2, name: 'Partager cet article' })).toBeVisible()
	await expect(
		page.getByRole('link', { name: 'Partager sur Facebook (s’ouvre dans un nouvel onglet)' }),
	).toHaveAttribute('href', new RegExp(encodeURIComponent(`/fr/our/blog/${id}/single`)))
	await expect(page.getByRole('complementary', { name: 'Articles liés' })).toBeVisible()
	await expectFrenchOnly(page)

	// A post id that names no post: the list, with its warning in French.
	await page.goto('/fr/our/blog/987654/single')
	await expect(page).toHaveURL(/\/fr\/blogs\?notice=no-blog$/)
	const dialog = page.getByRole('alertdialog', { name: 'Avertissement' })
	await expect(dialog).toContainText('Aucun article trouvé.')
	await dialog.getByRole('button', { name: 'OK' }).click()
	await expect(page).toHaveURL(/\/fr\/blogs$/)
})

test('the practical information in French, its FAQ block too', async ({ page }) => {
	await page.goto('/fr/info')
	await expect(page.getByRole('heading', { level: 1, name: 'Informations pratiques' })).toBeVisible()
	await expect(page.getByText('Ce que les délégués demandent avant de venir.')).toBeVisible()
	const pages = page.getByTestId('practical-pages').getByRole('link')
	await expect(pages.first()).toHaveAttribute('href', /^\/fr\/info\/[\w-]+$/)
	await expectFrenchOnly(page)

	await page.goto('/fr/info/faq')
	await expect(page.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible()
	await expect(
		page
			.getByRole('navigation', { name: 'Fil d’Ariane' })
			.getByRole('link', { name: 'Informations pratiques' }),
	).toHaveAttribute('href', '/fr/info')
	await expectFrenchOnly(page)
})

test('the accessibility statement and the privacy notice’s own parts in French', async ({ page }) => {
	await page.goto('/fr/accessibility')
	await expect(page).toHaveTitle('Accessibilité | Internal Audit Leadership Summit')
	await expect(page.getByRole('heading', { level: 1, name: 'Accessibilité' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
		'Notre objectif',
		'Comment le site est testé',
		'Limites connues',
		'Signalez-nous ce qui ne fonctionne pas',
	])
	await expect(
		page.getByRole('region', { name: 'Comment le site est testé' }).getByRole('listitem'),
	).toHaveCount(7)
	await expect(page.getByRole('region', { name: 'Limites connues' }).getByRole('listitem')).toHaveCount(3)
	await expect(page.getByText(/Règles pour l’accessibilité des contenus Web \(WCAG\) 2\.2/)).toBeVisible()
	await expectFrenchOnly(page)

	await page.goto('/fr/privacy')
	await expect(page).toHaveTitle('Avis de confidentialité | Internal Audit Leadership Summit')
	await expect(page.getByRole('heading', { level: 1, name: 'Avis de confidentialité' })).toBeVisible()
	await expect(page.getByText(/^Version \d+$/)).toBeVisible()
	await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
		'Ce que nous collectons',
		'Pourquoi nous le conservons',
		'Combien de temps nous le conservons',
		'Vos droits et qui contacter',
		'Les organisateurs',
	])
	await expectFrenchOnly(page)
})

test('an address that names no page is a 404 in French under /fr, and in English under another prefix', async ({
	page,
}) => {
	const french = await page.goto('/fr/no-such-page')
	expect(french?.status()).toBe(404)
	await expect(page).toHaveTitle('Page introuvable | Internal Audit Leadership Summit')
	await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
	await expect(page.getByText('La page que vous cherchez n’existe pas ou a été déplacée.')).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
		'href',
		'/fr',
	)
	await expectFrenchOnly(page)

	// A loader's 404 (a post id that cannot be one) on the error page: the French text, not the loader's English.
	const badId = await page.goto('/fr/our/blog/not-a-number/single')
	expect(badId?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
	await expect(page.getByText('Article introuvable.')).toBeVisible()
	await expectFrenchOnly(page)

	for (const path of ['/de/agenda', '/en/agenda']) {
		const other = await page.goto(path)
		expect(other?.status(), path).toBe(404)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
		await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	}
})

test('offline, a French page is its saved copy said in French, and the offline page is in French', async ({
	browser,
	cleanup,
}) => {
	test.setTimeout(90_000)
	const server = await startSiteServer({ port: workerPorts(test.info().parallelIndex).spare, seed: true })
	cleanup(() => server.stop())

	const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' })
	cleanup(() => context.close())
	const page = await context.newPage()
	await page.goto('/fr/agenda')
	await expect
		.poll(
			() =>
				page.evaluate(async () => {
					const copy = await (await caches.open('summit-pages-v1')).match('/fr/agenda')
					return copy ? (await copy.text()).includes('</html>') : false
				}),
			{ timeout: 15_000 },
		)
		.toBe(true)
	await page.goto('/fr')
	await server.stop()

	await page.goto('/fr/agenda')
	await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })).toContainText(
		/ceci est la copie enregistrée lors de votre dernière visite, mise à jour le \d{1,2} \S+ \d{4}/,
	)
	await page.goto('/fr/register')
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
	await expect(page.getByRole('link', { name: 'Programme' })).toHaveAttribute('href', '/fr/agenda')
	await expect(page.getByRole('link', { name: 'Informations pratiques' })).toHaveAttribute('href', '/fr/info')
})
