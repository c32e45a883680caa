/**
 * The home, agenda, speakers, speaker, sponsors and contact pages in French (ADR 0059): `lang="fr"`,
 * their headings, labels, dates, times and amounts in French, links that stay in French, and no
 * text of an English message of theirs (messages/pages/en.json) on the page.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { createLocalFileStore } from '#app/lib/storage/file-store.server.ts'
import { getSettings, saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { makeTestVideo } from '#tests/factories/videos.ts'
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { changeEdition } from './support/editions.ts'

/**
 * The English messages of the pages catalog that a French page must not show: those that differ
 * from their French text, without variables, of more than one word (a single word such as "Speaker"
 * may be staff's own text).
 */
async function englishOnlyMessages(): Promise<string[]> {
	const read = async (locale: string) =>
		JSON.parse(await fs.readFile(`messages/pages/${locale}.json`, 'utf8')) as Record<string, unknown>
	const [en, fr] = await Promise.all([read('en'), read('fr')])
	return Object.entries(en)
		.filter(([key, text]) => key !== '$schema' && typeof text === 'string' && text !== fr[key])
		.map(([, text]) => (text as string).trim())
		.filter((text) => !text.includes('{') && text.includes(' '))
}

/** Checks the page is French: `<html lang="fr">` and none of `englishOnlyMessages` in its text. */
async function expectFrench(page: Page) {
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	const text = await page.locator('body').innerText()
	for (const english of await englishOnlyMessages()) expect(text, english).not.toContain(english)
}

test.describe('French pages', () => {
	test('home: hero, countdown, fee card, sections, buttons and meta in French', async ({ page, db }) => {
		const edition = await currentEdition(db)
		await gotoHydrated(page, '/fr')
		await expectFrench(page)
		await expect(page).toHaveTitle(new RegExp(String(edition.year)))
		await expect(page.locator('meta[name="description"]')).toHaveAttribute(
			'content',
			/Inscrivez-vous dès aujourd’hui\.$/,
		)
		await expect(page.getByText('Rejoignez-nous à Accra, au Ghana')).toBeVisible()
		await expect(page.getByTestId('hero-theme')).toContainText(`Thème : ${edition.theme}`)
		const start = new Date(edition.starts_at!)
		// "jeudi 18 mars 2027", "8 h 30".
		await expect(page.getByTestId('hero-date')).toHaveText(
			start.toLocaleDateString('fr', {
				timeZone: 'Africa/Accra',
				weekday: 'long',
				day: 'numeric',
				month: 'long',
				year: 'numeric',
			}),
		)
		await expect(page.getByTestId('hero-time')).toHaveText(/^\d{1,2}\u00a0h\u00a0\d{2}$/)
		const countdown = page.getByTestId('countdown')
		await expect(countdown).toHaveAttribute('aria-label', 'Temps restant avant l’ouverture du sommet')
		for (const label of ['Jours', 'Heures', 'Minutes', 'Secondes'])
			await expect(countdown).toContainText(label)
		// Still ticking: the page's script finds the figures by their (English) unit names.
		const seconds = countdown.locator('[data-unit="Seconds"]')
		const first = await seconds.textContent()
		await expect(seconds).not.toHaveText(first!, { timeout: 3000 })

		await expect(page.getByRole('heading', { name: 'Tarif de l’événement' })).toBeVisible()
		await expect(page.getByTestId('fee-regular')).toHaveText(/^\d{1,3}(\u202f\d{3})*\u00a0GH₵$/)
		await expect(page.getByRole('heading', { name: 'Ce que les participants retiendront' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Profil de l’événement' })).toBeVisible()
		for (const [name, href] of [
			['S’inscrire', '/fr/registrants'],
			['Sponsoriser', '/fr/add-sponsorship'],
			['Intervenir', '/fr/speakers'],
			['Contact', '/fr/contact'],
		] as const) {
			await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
				'href',
				href,
			)
		}
		// The event's structured data points at the French pages.
		const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
		expect(ld.url).toMatch(/\/fr$/)
		expect(ld.offers.map((o: { name: string }) => o.name)).toContain('Tarif normal')
	})

	test('home: the past edition and its video toggle in French', async ({ page, db, cleanup, site }) => {
		const edition = await currentEdition(db)
		await changeEdition(db, cleanup, edition, { starts_at: new Date(Date.now() - 86_400_000).toISOString() })
		const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-fr-video-'))
		const film = path.join(dir, 'summit.mp4')
		await makeTestVideo(film, { seconds: 3 })
		const key = 'site/0f0f0f0f0f0f0f0f.mp4'
		const store = createLocalFileStore(site.uploadsDir)
		await store.put(key, await fs.readFile(film))
		const saved = await getSettings(db)
		await saveSettings(db, { ...saved, hero_video_key: key }, new Date())
		cleanup(async () => {
			await saveSettings(db, saved, new Date())
			await store.removeKey(key)
			await fs.rm(dir, { recursive: true, force: true })
		})

		await page.goto('/fr')
		await expectFrench(page)
		const hero = page.getByTestId('past-hero')
		await expect(hero).toContainText(`Le sommet ${edition.year} a eu lieu le`)
		await expect(hero).toContainText('La prochaine édition sera annoncée ici.')
		await expect(hero.getByRole('link', { name: 'Informez-moi de la prochaine édition' })).toHaveAttribute(
			'href',
			'/fr/next-edition',
		)
		const toggle = hero.getByRole('button', { name: 'Mettre la vidéo en pause' })
		await expect(toggle).toBeVisible()
		await toggle.click()
		await expect(hero.getByRole('button', { name: 'Lire la vidéo' })).toHaveAttribute('aria-pressed', 'true')
	})

	test('agenda: days, times and calendar links in French', async ({ page, db }) => {
		const edition = await currentEdition(db)
		const sessions = await db
			.selectFrom('agenda_sessions')
			.select(['id'])
			.where('edition_id', '=', edition.id)
			.execute()
		await page.goto('/fr/agenda')
		await expectFrench(page)
		await expect(page).toHaveTitle(`Programme ${edition.year} | Internal Audit Leadership Summit`)
		await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()
		await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Accueil')
		await expect(
			page.getByRole('heading', { level: 2, name: /^Jour 1 · [a-z]+ \d{1,2} [a-zéû]+ \d{4}$/ }),
		).toBeVisible()
		await expect(
			page.getByRole('link', { name: 'Ajouter tout le programme à votre agenda' }),
		).toHaveAttribute('href', '/fr/agenda.ics')
		for (const s of sessions) {
			const item = page.locator(`#session-${s.id}`)
			await expect(item).toContainText(/\d{1,2}\u00a0h\u00a0\d{2} – \d{1,2}\u00a0h\u00a0\d{2}/)
			await expect(item.getByRole('link', { name: /^Ajouter à l’agenda/ })).toHaveAttribute(
				'href',
				`/fr/agenda/${s.id}.ics`,
			)
		}
	})

	test('speakers and a speaker’s profile in French', async ({ page, db }) => {
		const speaker = await db
			.selectFrom('speakers')
			.innerJoin('agenda_sessions', 'agenda_sessions.speaker_id', 'speakers.id')
			.select(['speakers.id', 'speakers.full_name', 'speakers.role'])
			.orderBy('speakers.id')
			.executeTakeFirstOrThrow()
		await page.goto('/fr/speakers')
		await expectFrench(page)
		await expect(page).toHaveTitle('Intervenants | Internal Audit Leadership Summit')
		await expect(page.getByRole('heading', { level: 1, name: 'Intervenants' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Devenez intervenant' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: 'Intervenant(s)' })).toBeVisible()
		await expect(
			page.getByRole('link', { name: `En savoir plus… sur`, exact: false }).first(),
		).toHaveAttribute('href', /^\/fr\/speakers\/\d+$/)

		await page.goto(`/fr/speakers/${speaker.id}`)
		await expectFrench(page)
		for (const label of ['Rôle', 'Fonction', 'Organisation']) {
			await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible()
		}
		await expect(page.getByRole('heading', { name: `À propos de ${speaker.full_name}` })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText(
			/[a-z]+ \d{1,2} [a-zéû]+ \d{4} · \d{1,2}\u00a0h\u00a0\d{2}/,
		)
		await expect(page.getByRole('link', { name: /^Ajouter à l’agenda/ }).first()).toHaveAttribute(
			'href',
			/^\/fr\/agenda\/\d+\.ics$/,
		)
		await expect(page.getByRole('link', { name: '← Tous les intervenants' })).toHaveAttribute(
			'href',
			'/fr/speakers',
		)
	})

	test('sponsors and contact in French', async ({ page }) => {
		await page.goto('/fr/sponsors')
		await expectFrench(page)
		await expect(page).toHaveTitle('Partenaires et sponsors | Internal Audit Leadership Summit')
		await expect(page.getByRole('heading', { level: 1, name: 'Découvrez nos sponsors' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Devenez sponsor' }).first()).toHaveAttribute(
			'href',
			'/fr/add-sponsorship',
		)

		await page.goto('/fr/contact')
		await expectFrench(page)
		await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
		for (const label of ['Adresse', 'Téléphone', 'E-mail']) {
			await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible()
		}
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Contactez l’équipe/)
	})

	test('the English pages keep their English texts', async ({ page }) => {
		await page.goto('/agenda')
		await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
		await expect(page.getByRole('link', { name: 'Add the whole agenda to your calendar' })).toHaveAttribute(
			'href',
			'/agenda.ics',
		)
		await page.goto('/speakers')
		await expect(page.getByRole('heading', { name: 'Become a Speaker' })).toBeVisible()
		await page.goto('/sponsors')
		await expect(page.getByRole('heading', { level: 1, name: 'Meet our Sponsors' })).toBeVisible()
		await page.goto('/contact')
		await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible()
	})
})
