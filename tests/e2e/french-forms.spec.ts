/**
 * The public forms in French (ADR 0059): under /fr the labels, the browser's and the server's
 * messages, the captcha and the thank-you page are French, the form posts to its French address,
 * and the input is kept, with JavaScript on and off.
 */
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { registerTestAttendee } from './support/registrants.ts'
import { storedRow } from './support/rows.ts'

/** Fills the registration form's fields by their French labels; `values` leaves out what is not given. */
async function fillFrench(
	page: Page,
	values: { name?: string; company?: string; role?: string; email?: string; whatsapp?: string },
) {
	if (values.name !== undefined) await page.getByLabel('Nom complet').fill(values.name)
	if (values.company !== undefined) await page.getByLabel("Nom de l'entreprise").fill(values.company)
	if (values.role !== undefined) await page.getByLabel('Fonction').fill(values.role)
	if (values.email !== undefined) await page.getByLabel('E-mail').fill(values.email)
	if (values.whatsapp !== undefined) await page.getByLabel('Numéro WhatsApp').fill(values.whatsapp)
}

/** Lets the form be sent as typed, the browser's own checks skipped (the server's are tested). */
async function skipBrowserChecks(page: Page) {
	await page
		.locator('form[method="post"]')
		.first()
		.evaluate((form: HTMLFormElement) => {
			form.noValidate = true
		})
}

const submit = (page: Page) => page.getByRole('button', { name: "S'inscrire" })

/** The server's field messages for the bad input `fillFrench` gets in these tests. */
async function expectFrenchFieldMessages(page: Page) {
	await expect(page.getByText("Veuillez indiquer le nom de l'entreprise")).toBeVisible()
	await expect(page.getByText('Veuillez indiquer votre fonction')).toBeVisible()
	await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible()
	await expect(page.getByText(/Saisissez un numéro WhatsApp valide/)).toBeVisible()
	await expect(page.getByText('Company name is required')).toHaveCount(0)
}

test('French labels on /fr/register, and the form posts to /fr/register', async ({ page }) => {
	await page.goto('/fr/register')
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrivez-vous')
	await expect(page.getByLabel('Nom complet')).toBeVisible()
	await expect(page.getByLabel("Comment avez-vous entendu parler de l'événement ?")).toBeVisible()
	await expect(page.getByRole('option', { name: "Site officiel de l'événement" })).toHaveAttribute(
		'value',
		'Event official website',
	)
	await expect(page.getByRole('group', { name: 'Vérification' })).toBeVisible()
	await expect(page.getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute(
		'href',
		'/fr/privacy',
	)
	await expect(page.locator('form[method="post"]').first()).toHaveAttribute('action', '/fr/register')
	await expect(submit(page)).toBeVisible()
})

test.describe('with JavaScript on', () => {
	test('bad input: French messages from the server, the input kept, still on /fr/register', async ({
		page,
	}) => {
		await gotoHydrated(page, '/fr/register')
		await fillFrench(page, { name: 'Adjoa Kouassi', email: 'adjoa@', whatsapp: 'appelez-moi' })
		await skipBrowserChecks(page)
		await submit(page).click()
		await expectFrenchFieldMessages(page)
		await expect(page.getByLabel('Nom complet')).toHaveValue('Adjoa Kouassi')
		await expect(page.getByLabel('E-mail')).toHaveValue('adjoa@')
		await expect(page).toHaveURL(/\/fr\/register$/)
	})

	test('reached by client navigation, the browser checks fields in French as they are left', async ({
		page,
		db,
		email,
		cleanup,
	}) => {
		// A page React renders (a registrant's manage page, in French), then Register from its header.
		const { managePath } = await registerTestAttendee(db, { name: 'Esi Mensah', email }, cleanup)
		await gotoHydrated(page, `/fr${managePath}`)
		await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
		await page
			.getByRole('banner')
			.getByRole('link', { name: /S’inscrire/ })
			.first()
			.click()
		await expect(page).toHaveURL(/\/fr\/register$/)
		expect(await page.evaluate(() => '__sameDocument' in window), 'reached by client navigation').toBe(true)
		await page.getByLabel('E-mail').fill('adjoa@')
		await page.getByLabel('E-mail').blur()
		await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible()
		await page.getByLabel('Nom complet').focus()
		await page.getByLabel('Nom complet').blur()
		await expect(page.getByText('Veuillez indiquer votre nom complet')).toBeVisible()
	})

	test('a good registration from /fr/register ends on the French thank-you dialog', async ({
		page,
		db,
		email,
	}) => {
		await page.goto('/fr/register')
		await fillFrench(page, {
			name: 'Adjoa Kouassi',
			company: 'Cabinet Kouassi Audit',
			role: 'Auditrice interne',
			email,
			whatsapp: '+225 07 12 34 56 78',
		})
		await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check()
		await page.getByLabel('Nom complet').focus()
		await expect(page.getByRole('checkbox', { name: 'Vérifié', exact: true })).toBeChecked({
			timeout: 20_000,
		})
		await submit(page).click()
		await expect(page).toHaveURL(/\/fr\?registered=1$/)
		const dialog = page.getByRole('dialog', { name: 'Inscription réussie' })
		await expect(dialog).toContainText('Merci de votre inscription')
		await dialog.getByRole('button', { name: 'OK' }).click()
		await expect(dialog).toBeHidden()
		expect((await storedRow(db, 'attendees', 'email', email)).full_name).toBe('Adjoa Kouassi')
	})
})

test.describe('with JavaScript off', () => {
	test.use({ javaScriptEnabled: false })

	test('bad input: French messages and the French question, the input kept', async ({ page }) => {
		await page.goto('/fr/register')
		await expect(
			page.getByText("À l'envoi du formulaire, une courte question pourra vous être posée", { exact: false }),
		).toBeVisible()
		await fillFrench(page, { name: 'Adjoa Kouassi', email: 'adjoa@', whatsapp: 'appelez-moi' })
		await skipBrowserChecks(page)
		await submit(page).click()
		await expectFrenchFieldMessages(page)
		await expect(page.getByLabel(/Combien font \d+ \+ \d+ \?/)).toBeVisible()
		await expect(page.getByLabel('Nom complet')).toHaveValue('Adjoa Kouassi')
		await expect(page).toHaveURL(/\/fr\/register$/)
	})

	test('a good registration answers the French question and lands on the French home page', async ({
		page,
		db,
		email,
	}) => {
		await page.goto('/fr/register')
		await fillFrench(page, {
			name: 'Koffi Mensah',
			company: 'Lomé Conseil',
			role: 'Directeur de l’audit',
			email,
			whatsapp: '+228 90 12 34 56',
		})
		await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check()
		await skipBrowserChecks(page)
		await submit(page).click()
		const refusal = page.getByRole('alertdialog', { name: 'Erreur' })
		await expect(refusal).toContainText(
			'Veuillez répondre à la question de vérification en bas du formulaire',
		)
		await refusal.getByRole('button', { name: 'OK' }).click()
		const question = page.locator('label', { hasText: /Combien font \d+ \+ \d+ \?/ })
		const [, a, b] = /Combien font (\d+) \+ (\d+) \?/.exec(await question.innerText()) ?? []
		await page.getByLabel(/Combien font/).fill(String(Number(a) + Number(b)))
		await submit(page).click()
		await expect(page).toHaveURL(/\/fr\?registered=1$/)
		await expect(page.getByRole('dialog', { name: 'Inscription réussie' })).toBeVisible()
		expect((await storedRow(db, 'attendees', 'email', email)).full_name).toBe('Koffi Mensah')
	})
})

test('/fr/add-sponsorship, /fr/register/group and /fr/next-edition are labelled in French', async ({
	page,
}) => {
	await page.goto('/fr/add-sponsorship')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande de partenariat')
	await expect(page.getByLabel('Formule')).toBeVisible()
	await expect(page.getByLabel('Nom complet')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeVisible()
	await expect(page.locator('form[method="post"]').first()).toHaveAttribute('action', '/fr/add-sponsorship')

	await page.goto('/fr/register/group')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrire un groupe')
	await expect(page.getByRole('group', { name: 'Vos coordonnées' }).getByLabel('Nom complet')).toBeVisible()
	await expect(page.getByRole('group', { name: 'Collègue 1', exact: true })).toBeVisible()
	await page
		.getByRole('group', { name: 'Collègue 1', exact: true })
		.getByLabel('Nom complet')
		.fill('Awa Diop')
	await expect(page.locator('[data-group-fee]')).toContainText('1 collègue :')
	await page.getByRole('button', { name: 'Ajouter des lignes' }).click()
	await expect(page.getByRole('group', { name: 'Collègue 10', exact: true })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Inscrire le groupe' })).toBeVisible()

	await page.goto('/fr/next-edition')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('La prochaine édition')
	await expect(page.getByLabel('E-mail')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Me prévenir' })).toBeVisible()
})
