/**
 * A registrant's own pages in French (ADR 0059), against the production build: the ticket at
 * `/fr/ticket/{token}`, the manage page at `/fr/registration/{token}` (correcting the details with a
 * bad input, then cancelling after the confirmation, which ends on `/fr/registration-cancelled`), and
 * the Pay page, paying on Paystack's stand-in and coming back to the French Pay page, and the group
 * contact's page at `/fr/group/{token}`. Every link
 * between these pages stays under `/fr`.
 */
import type { Database } from '#app/db/connect.server.ts'
import { formatCedis } from '#app/lib/format.ts'
import { expect, test } from './fixtures.ts'
import { registerTestGroup } from './support/registrants.ts'
import { uniqueEmail } from './support/unique.ts'

test.afterEach(({ paystack }) => paystack.reset())

/** The fee the registration `id` owes, as a French page prints it. */
async function frenchFeeOf(db: Database, id: number): Promise<string> {
	const row = await db
		.selectFrom('attendees')
		.select('fee_pesewas')
		.where('id', '=', id)
		.executeTakeFirstOrThrow()
	return formatCedis(row.fee_pesewas!, 'fr')
}

test('the ticket at /fr/ticket/{token} is in French, and its links stay in French', async ({
	page,
	db,
	registrant,
}) => {
	const me = await registrant('Aïcha Traoré')
	const fee = await frenchFeeOf(db, me.attendeeId)
	const answer = await page.goto(`/fr${me.ticketPath}`)
	expect(answer?.status()).toBe(200)
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	await expect(page).toHaveTitle(/^Votre billet \|/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aïcha Traoré')
	const ticket = page.getByTestId('ticket')
	await expect(ticket.getByText('Quand', { exact: true })).toBeVisible()
	await expect(ticket.getByText('Où', { exact: true })).toBeVisible()
	await expect(ticket.getByText('Frais', { exact: true })).toBeVisible()
	await expect(ticket).toContainText(/Tarif préférentiel|Tarif normal/)
	await expect(page.getByTestId('payment-state')).toHaveText(`Non payé : ${fee} restant à payer`)
	await expect(page.getByRole('img', { name: `Code QR du billet, référence ${me.deskRef}` })).toBeVisible()
	await expect(page.getByText(/Présentez cette page/)).toBeVisible()
	// Pay now posts to the French Pay page.
	await expect(page.locator('form[action$="/pay"]')).toHaveAttribute('action', `/fr${me.ticketPath}/pay`)
	await expect(page.getByRole('button', { name: `Payer ${fee} maintenant` })).toBeVisible()
	for (const english of ['When', 'Where', 'Not paid', 'left to pay', 'Show this page']) {
		await expect(page.getByTestId('ticket')).not.toContainText(english)
	}
})

test('the manage page at /fr/registration/{token}: a bad correction is refused in French, cancelling ends on /fr/registration-cancelled', async ({
	page,
	db,
	registrant,
}) => {
	const me = await registrant('Koffi Kouassi')
	await page.goto(`/fr${me.managePath}`)
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	await expect(page).toHaveTitle(/^Votre inscription \|/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre inscription')
	await expect(page.getByRole('region', { name: 'Ce que nous conservons' })).toContainText(me.deskRef)
	await expect(page.getByRole('region', { name: 'Paiement' }).getByTestId('payment-state')).toHaveText(
		'Non payé',
	)
	// The invoice form names the page's language, so a refusal comes back here in French.
	await expect(page.locator('form[action*="/invoice"]')).toHaveAttribute(
		'action',
		`${me.managePath}/invoice?lang=fr`,
	)

	// A bad input: the page answers in French, at its French address, and nothing is stored.
	const name = page.getByLabel('Nom complet')
	await name.fill('')
	await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()
	await expect(name).toHaveAttribute('aria-invalid', 'true')
	await expect(page).toHaveURL(`/fr${me.managePath}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre inscription')
	const stored = await db
		.selectFrom('attendees')
		.select('full_name')
		.where('id', '=', me.attendeeId)
		.executeTakeFirstOrThrow()
	expect(stored.full_name).toBe('Koffi Kouassi')

	// A good one is saved, and said so in French.
	await name.fill('Koffi A. Kouassi')
	await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible()

	// Cancel, after the confirmation, in French, to the French page that says it is done.
	await page.getByRole('button', { name: 'Annuler l’inscription' }).click()
	const dialog = page.getByRole('dialog', { name: 'Annuler votre inscription ?' })
	await expect(dialog).toContainText('Cette action est irréversible.')
	await expect(dialog.getByRole('button', { name: 'Retour' })).toBeVisible()
	await dialog.getByRole('button', { name: 'Annuler l’inscription' }).click()
	await expect(page).toHaveURL('/fr/registration-cancelled')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre inscription est annulée')
	await expect(page).toHaveTitle(/^Inscription annulée \|/)
	expect(await db.selectFrom('attendees').select('id').where('id', '=', me.attendeeId).execute()).toEqual([])

	// The link names nothing any more: a 404 that says so in French.
	const gone = await page.goto(`/fr${me.managePath}`)
	expect(gone?.status()).toBe(404)
	await expect(page.getByText(/Ce lien n’est pas valide/)).toBeVisible()
})

test('the Pay page in French: paying on Paystack comes back to the French Pay page, "Payé"', async ({
	page,
	db,
	registrant,
	paystack,
}) => {
	const me = await registrant('Fatou Diop')
	const fee = await frenchFeeOf(db, me.attendeeId)
	const answer = await page.goto(`/fr${me.managePath}/pay`)
	expect(answer?.status()).toBe(200)
	await expect(page).toHaveTitle(/^Payer \|/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payer votre inscription')
	const owed = page.getByRole('region', { name: 'Ce que vous devez' })
	await expect(owed.getByTestId('balance')).toHaveText(fee)
	await expect(owed.getByTestId('payment-state')).toHaveText('Non payé')
	await expect(page.getByRole('link', { name: 'Retour à votre inscription' })).toHaveAttribute(
		'href',
		`/fr${me.managePath}`,
	)

	await page.getByRole('button', { name: `Payer ${fee} maintenant` }).click()
	await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`))
	await page.getByRole('button', { name: 'Pay', exact: true }).click()

	await expect(page).toHaveURL(/\/fr\/registration\/[^/]+\/pay\?reference=SUM-\d{4}-[0-9A-F]{24}$/)
	const notice = page.getByTestId('payment-notice')
	await expect(notice).toContainText('Payé : merci')
	await expect(notice).toContainText(/Le numéro de votre reçu est RCT-\d{4}-\d{4}/)
	await expect(page.getByTestId('payment-state')).toHaveText('Payé')
	await expect(page.getByRole('link', { name: 'Télécharger le reçu (PDF)' })).toHaveAttribute(
		'href',
		/^\/registration\/[^/]+\/receipts\/RCT-\d{4}-\d{4}\.pdf$/,
	)
})

test('a Pay page in French refuses in French: Paystack unreachable', async ({
	page,
	db,
	registrant,
	paystack,
}) => {
	const me = await registrant('Moussa Ouédraogo')
	const fee = await frenchFeeOf(db, me.attendeeId)
	paystack.behaviour.unreachable = 'initialize'
	await page.goto(`/fr${me.ticketPath}/pay`)
	const answer = page.waitForResponse((r) => r.request().method() === 'POST')
	await page.getByRole('button', { name: `Payer ${fee} maintenant` }).click()
	expect((await answer).status()).toBe(503)
	await expect(page).toHaveURL(`/fr${me.ticketPath}/pay`)
	const alert = page.getByRole('alert')
	await expect(alert).toContainText('Paiement non lancé')
	await expect(alert).toContainText('Paystack est injoignable pour le moment')
	await expect(page.getByRole('link', { name: 'Retour à votre billet' })).toHaveAttribute(
		'href',
		`/fr${me.ticketPath}`,
	)
})

test('the group contact’s page at /fr/group/{token} is in French, its Pay page too', async ({
	page,
	db,
	cleanup,
}) => {
	const group = await registerTestGroup(
		db,
		{
			contact: 'Adjoa Kouamé',
			email: uniqueEmail('contact'),
			company: 'Banque du Golfe',
			names: ['Yao N’Guessan', 'Awa Sarr'],
		},
		cleanup,
	)
	await page.goto(`/fr${group.groupPath}`)
	await expect(page).toHaveTitle(/^Votre groupe \|/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre groupe de Banque du Golfe')
	const money = page.getByRole('region', { name: 'Paiement pour le groupe' })
	await expect(money).toContainText('Vous payez pour tout le groupe en une seule fois : 2 collègues')
	await expect(money.getByTestId('payment-state')).toHaveText('Non payé')
	const colleagues = page.getByRole('region', { name: 'Collègues' }).getByRole('listitem')
	await expect(colleagues).toHaveCount(2)
	for (const item of await colleagues.all()) await expect(item).toContainText('Non payé')
	await expect(page.locator('form[action$="/pay"]')).toHaveAttribute('action', `/fr${group.groupPath}/pay`)

	await page.goto(`/fr${group.groupPath}/pay`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Payer pour votre groupe de Banque du Golfe',
	)
	await expect(page.getByRole('link', { name: 'Retour à votre groupe' })).toHaveAttribute(
		'href',
		`/fr${group.groupPath}`,
	)
	// A colleague's own ticket says who pays, in French.
	await page.goto(`/fr${group.colleagues[0]!.ticketPath}`)
	await expect(page.getByTestId('paid-by-contact')).toContainText(
		'Adjoa Kouamé vous a inscrit(e) avec le groupe de Banque du Golfe',
	)
})
