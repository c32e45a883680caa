/**
 * Privacy: the notice staff write and visitors read; the box on both public forms, refused unticked
 * and stored with the notice's version; erasing a past edition's personal data, without JavaScript;
 * and a back-office User's view of the activity log without other people's e-mail or addresses.
 */
import { defaultPrivacyNotice } from '#app/modules/settings/settings.ts'
import { updatePrivacyNotice } from '#app/modules/settings/settings.queries.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'
import { acceptedContact } from './pages/public-form.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { idsWhere, storedRow } from './support/rows.ts'
import { uniqueTag } from './support/unique.ts'

test('the notice staff write is the one visitors read, and registrations record its version', async ({
	page,
	noJsPage: visitor,
	db,
	email,
	signInAs,
	cleanup,
}) => {
	cleanup(() => updatePrivacyNotice(db, defaultPrivacyNotice, new Date()))
	await signInAs()
	await gotoHydrated(page, '/admin/privacy')
	const retention = `Until the summit is over, then erased (${email}).`
	await page.getByLabel('How long we keep it').fill(retention)
	await page.getByRole('button', { name: 'Save privacy notice' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Privacy notice saved' })).toBeVisible()
	const version = (await db.selectFrom('settings').select('privacy_version').executeTakeFirstOrThrow())
		.privacy_version

	await visitor.goto('/privacy')
	await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Privacy notice')
	await expect(visitor.getByRole('region', { name: 'How long we keep it' })).toContainText(retention)
	await expect(visitor.getByText(`Version ${version}`)).toBeVisible()

	// Without the box: refused by the server, saying which box, the input kept, nothing stored.
	const form = new RegistrationPage(visitor)
	await form.goto()
	await form.fill({ ...acceptedContact, email, consent: false })
	await form.answerCaptcha()
	await form.skipBrowserValidation()
	await form.submit()
	await expect(form.consentBox()).toHaveAttribute('aria-invalid', 'true')
	await expect(visitor.getByText('Tick the box to agree to the privacy notice')).toBeVisible()
	await expect(form.field('Email')).toHaveValue(email)
	expect(await idsWhere(db, 'attendees', 'email', email)).toEqual([])

	// The box links to the notice; ticked, the registration records when and which version.
	await expect(visitor.getByRole('link', { name: /privacy notice/ })).toHaveAttribute('href', '/privacy')
	await form.fill({ consent: true })
	await form.answerCaptcha()
	await form.submit()
	await expect(visitor).toHaveURL(/registered=1/)
	const row = await storedRow(db, 'attendees', 'email', email)
	cleanup(() => db.deleteFrom('attendees').where('id', '=', row.id).execute())
	expect(row.consent_version).toBe(version)
	expect(Date.now() - Date.parse(row.consent_at!)).toBeLessThan(60_000)
})

test('an Administrator erases a past edition’s personal data without JavaScript, its year typed first', async ({
	noJsPage: admin,
	db,
	factory,
	signInAs,
	cleanup,
}) => {
	const year = 1900 + Math.floor(Math.random() * 90)
	const past = await factory.edition('past', { year })
	const contact = {
		full_name: 'Yaa Asantewaa',
		company_name: 'Ejisu Audit',
		designation: 'Auditor',
		whatsapp_number: '+233 24 000 0000',
	}
	for (const email of [`a-${year}@ejisu.example`, `b-${year}@ejisu.example`])
		await db
			.insertInto('attendees')
			.values({ ...contact, email, edition_id: past })
			.execute()
	cleanup(() => db.deleteFrom('attendees').where('edition_id', '=', past).execute())

	await signInAs(undefined, admin.context())
	await admin.goto('/admin/erase-personal-data')
	const row = admin.getByTestId('erasure-edition').filter({ hasText: String(year) })
	await expect(row).toContainText('2')
	await expect(row).toContainText('Yes')

	await admin
		.getByRole('combobox', { name: 'Edition', exact: true })
		.selectOption({ label: `${year}: 2 registrations, 0 enquiries` })
	await admin.getByLabel('Type the edition’s year to confirm').fill(String(year + 1))
	await admin.getByRole('button', { name: 'Erase personal data' }).click()
	await expect(admin.getByText(`Type ${year}, the edition’s year, to confirm`)).toBeVisible()
	expect(await idsWhere(db, 'attendees', 'edition_id', past)).toHaveLength(2)

	await admin
		.getByRole('combobox', { name: 'Edition', exact: true })
		.selectOption({ label: `${year}: 2 registrations, 0 enquiries` })
	await admin.getByLabel('Type the edition’s year to confirm').fill(String(year))
	await admin.getByRole('button', { name: 'Erase personal data' }).click()
	await expect(admin.getByText('Personal data erased')).toBeVisible()
	expect(await idsWhere(db, 'attendees', 'edition_id', past)).toEqual([])
	await expect(admin.getByTestId('erasure-record').filter({ hasText: String(year) })).toContainText(
		'2 registrations and 0 partnership enquiries erased',
	)
	await expect(row).toContainText('Nothing left to erase')
})

test('a User reads the activity log without other people’s e-mail addresses or any network address', async ({
	page,
	db,
	factory,
	signInAs,
}) => {
	const stranger = `stranger-${uniqueTag()}@attacker.example`
	await recordActivity(
		db,
		{
			userId: null,
			username: stranger,
			type: 'Failed Login',
			description: `Failed sign-in for ${stranger} from 198.51.100.7`,
		},
		new Date(),
	)
	await signInAs(await factory.user({ role: 'User' }))
	await gotoHydrated(page, '/admin/dashboard')
	const activity = page.getByRole('region', { name: 'Recent Activity' })
	await expect(activity).toContainText('Failed sign-in for [e-mail hidden] from [address hidden]')
	await expect(activity).not.toContainText(stranger)
	await expect(activity).not.toContainText('198.51.100.7')
})
