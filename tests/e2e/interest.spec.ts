/**
 * The interest list: a visitor leaves an address to hear of the next edition (without JavaScript,
 * the privacy notice's box required, the same answer for an address already listed); staff find it,
 * export it to CSV and remove it.
 */
import { expect, gotoHydrated, test } from './fixtures.ts'
import { answerCaptchaQuestion } from './pages/public-form.page.ts'

const THANKS = 'Thank you. We will write to you at that address when the next edition is announced'

test('a visitor joins the interest list once; staff search, export and remove the address', async ({
	page,
	noJsPage: form,
	db,
	email,
	signInAs,
	cleanup,
}) => {
	cleanup(() => db.deleteFrom('interest_signups').where('email', '=', email).execute())
	await form.goto('/next-edition')
	await expect(form.getByRole('heading', { level: 1 })).toHaveText('The next edition')

	// Without the box: refused, saying which box, the address kept, nothing stored.
	await form.getByLabel('Email').fill(email)
	await answerCaptchaQuestion(form)
	await form.getByRole('button', { name: 'Tell me' }).evaluate((button: HTMLButtonElement) => {
		button.formNoValidate = true
	})
	await form.getByRole('button', { name: 'Tell me' }).click()
	await expect(form.getByText('Tick the box to agree to the privacy notice')).toBeVisible()
	await expect(form.getByLabel('Email')).toHaveValue(email)
	expect(await db.selectFrom('interest_signups').selectAll().where('email', '=', email).execute()).toEqual([])

	// Twice, the second time in capitals: the same thanks, one row.
	for (const typed of [email, email.toUpperCase()]) {
		await form.goto('/next-edition')
		await form.getByLabel('Email').fill(typed)
		await form.getByRole('checkbox', { name: /privacy notice/ }).check()
		await answerCaptchaQuestion(form)
		await form.getByRole('button', { name: 'Tell me' }).click()
		await expect(form.getByRole('status')).toContainText(THANKS)
	}
	const rows = await db.selectFrom('interest_signups').selectAll().where('email', '=', email).execute()
	expect(rows).toHaveLength(1)

	await signInAs()
	await gotoHydrated(page, `/admin/interest?q=${encodeURIComponent(email)}`)
	await expect(page.getByTestId('interest-row')).toHaveCount(1)
	await expect(page.getByTestId('interest-row')).toContainText(email)
	const csv = await page.request.get(`/admin/export/interest?q=${encodeURIComponent(email)}`)
	expect(csv.headers()['content-type']).toContain('text/csv')
	const text = await csv.text()
	expect(text).toContain('Email,Privacy notice version,Date added')
	expect(text).toContain(email)

	await page.getByRole('button', { name: `Delete ${email}` }).click()
	await page
		.getByRole('dialog', { name: `Remove ${email}?` })
		.getByRole('button', { name: 'Delete' })
		.click()
	await expect(page.getByText(`${email} is no longer on the list.`)).toBeVisible()
	expect(await db.selectFrom('interest_signups').selectAll().where('email', '=', email).execute()).toEqual([])
})
