/**
 * Group registration (/register/group): an HR officer registers colleagues of one company in one
 * form, without JavaScript (row buttons answered by the server) and with it (rows changed in place,
 * the fee worked out as rows fill); a colleague already registered, or an e-mail twice in the group,
 * is named on its row and nothing is stored; 51 colleagues are refused naming the 51st.
 */
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { formatCedis } from '#app/lib/format.ts'
import { currentEdition, expect, gotoHydrated, test, uniqueEmail } from './fixtures.ts'
import { answerCaptchaQuestion } from './pages/public-form.page.ts'
import { watchPosts } from './support/network.ts'
import { writtenMail } from './support/mail.ts'
import type { Page } from '@playwright/test'

/**
 * The demo edition's group fee for `size` colleagues, worked out here rather than by the app: the
 * early-bird fee until its last day (Accra is on UTC), else the regular one, less 10 % from five
 * colleagues, rounded to the pesewa.
 */
function demoGroupFee(
	edition: {
		early_bird_fee_pesewas: number | null
		early_bird_expires_on: string | null
		regular_fee_pesewas: number | null
	},
	size: number,
) {
	const today = new Date().toISOString().slice(0, 10)
	const early = edition.early_bird_expires_on !== null && today <= edition.early_bird_expires_on
	const base = (early ? edition.early_bird_fee_pesewas : edition.regular_fee_pesewas)!
	const perPersonPesewas = size >= 5 ? Math.round(base * 0.9) : base
	return { perPersonPesewas, totalPesewas: perPersonPesewas * size }
}

const WHATSAPP = '+233 24 555 0101'

/** Fills the contact's part of the form. */
async function fillContact(page: Page, email: string) {
	const details = page.getByRole('group', { name: 'Your details' })
	await details.getByLabel('Full Name').fill('Akosua Frimpong')
	await details.getByLabel('Email').fill(email)
	await details.getByLabel('WhatsApp Number').fill(WHATSAPP)
	await details.getByLabel('Company Name').fill('Gold Coast Bank')
}

/** Fills colleague row `n` (from 1), as the page labels it. */
async function fillRow(page: Page, n: number, colleague: { name: string; email: string }) {
	const row = page.getByRole('group', { name: `Colleague ${n}`, exact: true })
	await row.getByLabel('Full Name').fill(colleague.name)
	await row.getByLabel('Email').fill(colleague.email)
	await row.getByLabel('Designation/Role').fill('Internal Auditor')
	await row.getByLabel('WhatsApp Number').fill(WHATSAPP)
}

function colleagues(count: number, label: string) {
	return Array.from({ length: count }, (_, i) => ({
		name: `Colleague ${label} ${i + 1}`,
		email: uniqueEmail(label),
	}))
}

async function cleanupEmails(db: Parameters<typeof registerAttendee>[0], emails: string[]) {
	await db.deleteFrom('attendees').where('email', 'in', emails).execute()
	await db.deleteFrom('registration_groups').where('contact_email', 'in', emails).execute()
}

test('without JavaScript: rows added by the server, duplicates named on their rows, then the group stored at its fee', async ({
	noJsPage: page,
	db,
	site,
	cleanup,
	page: staff,
	signInAs,
}) => {
	const contactEmail = uniqueEmail('hr')
	const team = colleagues(6, 'nojs')
	const already = team[5]!
	cleanup(() => cleanupEmails(db, [contactEmail, ...team.map((c) => c.email)]))
	expect(
		await registerAttendee(
			db,
			{ ...already, company_name: 'Gold Coast Bank', role: 'Auditor', whatsapp_number: WHATSAPP },
			new Date(),
			'summit.test',
		),
	).toMatchObject({ ok: true })

	await page.goto('/register')
	await page.getByRole('link', { name: 'Register a group' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register a Group')
	await expect(page.getByRole('group', { name: /^Colleague \d+$/ })).toHaveCount(5)

	await fillContact(page, contactEmail)
	for (const [i, colleague] of team.slice(0, 5).entries()) await fillRow(page, i + 1, colleague)
	// Five rows shown; "Add more rows" asks the server for more, the input kept.
	await page.getByRole('button', { name: 'Add more rows' }).click()
	await expect(page.getByRole('group', { name: /^Colleague \d+$/ })).toHaveCount(10)
	await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('Email')).toHaveValue(
		contactEmail,
	)
	await expect(page.getByRole('group', { name: 'Colleague 5' }).getByLabel('Email')).toHaveValue(
		team[4]!.email,
	)
	await fillRow(page, 6, already)
	// Row 4 repeats row 2's address.
	await page
		.getByRole('group', { name: 'Colleague 4' })
		.getByLabel('Email')
		.fill(team[1]!.email.toUpperCase())
	await page.getByRole('checkbox', { name: /privacy notice/ }).check()
	await answerCaptchaQuestion(page)
	await page.getByRole('button', { name: 'Register the group' }).click()
	await expect(page.getByRole('group', { name: 'Colleague 4' })).toContainText(
		'Colleague 2 has this email address already: each colleague needs their own',
	)
	expect(
		await db
			.selectFrom('registration_groups')
			.where('contact_email', '=', contactEmail)
			.selectAll()
			.execute(),
	).toEqual([])

	// Row 4 corrected: now the server finds colleague 6 already registered, names the row, stores nothing.
	await page.getByRole('group', { name: 'Colleague 4' }).getByLabel('Email').fill(team[3]!.email)
	await page.getByRole('checkbox', { name: /privacy notice/ }).check()
	await answerCaptchaQuestion(page)
	await page.getByRole('button', { name: 'Register the group' }).click()
	await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
		'One colleague is already registered',
	)
	await page.getByRole('alertdialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click()
	const sixth = page.getByRole('group', { name: 'Colleague 6' })
	await expect(sixth).toContainText(/Already registered for the \d{4} summit: leave this colleague out/)
	await expect(sixth.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
	expect(
		await db
			.selectFrom('attendees')
			.select('email')
			.where(
				'email',
				'in',
				team.map((c) => c.email),
			)
			.execute(),
	).toEqual([{ email: already.email }])

	// Row 6 removed (a server round trip): five colleagues, the group discount, stored whole.
	await sixth.getByRole('button', { name: 'Remove colleague 6' }).click()
	await expect(page.getByRole('group', { name: /^Colleague \d+$/ })).toHaveCount(9)
	await page.getByRole('checkbox', { name: /privacy notice/ }).check()
	await answerCaptchaQuestion(page)
	await page.getByRole('button', { name: 'Register the group' }).click()
	await expect(page).toHaveURL(/\/\?group=5$/)
	await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
		'Thank you for registering your group of 5',
	)

	const edition = await currentEdition(db)
	const fee = demoGroupFee(edition, 5)
	const group = await db
		.selectFrom('registration_groups')
		.selectAll()
		.where('contact_email', '=', contactEmail)
		.executeTakeFirstOrThrow()
	expect(group).toMatchObject({
		edition_id: edition.id,
		company_name: 'Gold Coast Bank',
		contact_name: 'Akosua Frimpong',
		size: 5,
		discount_percent: 10,
		fee_per_person_pesewas: fee.perPersonPesewas,
		total_pesewas: fee.totalPesewas,
		consent_version: expect.any(Number),
	})
	// The demo edition gives 10 % off from five colleagues.
	expect(group.discount_percent).toBe(10)
	const stored = await db
		.selectFrom('attendees')
		.select(['email', 'full_name', 'company_name', 'group_id'])
		.where('group_id', '=', group.id)
		.orderBy('id')
		.execute()
	expect(stored).toEqual(
		team.slice(0, 5).map((c) => ({
			email: c.email,
			full_name: c.name,
			company_name: 'Gold Coast Bank',
			group_id: group.id,
		})),
	)
	// The group is asked to pay once, through its contact: a colleague's confirmation asks for nothing.
	const colleagueMail = await writtenMail(db, site.dataDir, 'attendee-confirmation', {
		attendeeId: (
			await db
				.selectFrom('attendees')
				.select('id')
				.where('email', '=', team[0]!.email)
				.executeTakeFirstOrThrow()
		).id,
	})
	expect(colleagueMail.text).toContain(
		'Paid by Gold Coast Bank: Akosua Frimpong, who registered your group, pays for everyone in one payment.',
	)
	expect(colleagueMail.text).not.toContain('GH₵')
	expect(colleagueMail.text).not.toContain('How to pay')
	const summary = await writtenMail(db, site.dataDir, 'group-summary', { groupId: group.id })
	expect(summary.text).toContain(`${formatCedis(fee.totalPesewas)} for the group, in one payment.`)
	expect(summary.html).toMatch(/\/group\/[\w-]{22}\.[\w-]{22}"/)
	// Staff see the group on each colleague's row of the attendee list.
	await signInAs()
	await gotoHydrated(staff, `/admin/attendees?q=${encodeURIComponent(team[0]!.email)}`)
	await expect(staff.getByTestId('registration-row')).toHaveCount(1)
	await expect(staff.getByTestId('registration-row')).toContainText(`Group ${group.id}`)
})

test('with JavaScript: rows added and removed in place, the fee follows the rows, Enter sends the group', async ({
	page,
	db,
	cleanup,
}) => {
	const contactEmail = uniqueEmail('hr-js')
	const team = colleagues(5, 'js')
	cleanup(() => cleanupEmails(db, [contactEmail, ...team.map((c) => c.email)]))
	await page.goto('/register/group')
	const posts = watchPosts(page)
	const rows = page.getByRole('group', { name: /^Colleague \d+$/ })

	await page.getByRole('button', { name: 'Add more rows' }).click()
	await expect(rows).toHaveCount(10)
	await expect(page.getByRole('group', { name: 'Colleague 6' }).getByLabel('Full Name')).toBeFocused()
	await page.getByRole('button', { name: 'Remove colleague 3' }).click()
	await expect(rows).toHaveCount(9)
	await expect(page.getByRole('group', { name: 'Colleague 3' }).getByLabel('Full Name')).toBeFocused()
	// Renumbered: the ninth row posts as colleagues[8].
	await expect(page.getByRole('group', { name: 'Colleague 9' }).getByLabel('Email')).toHaveAttribute(
		'name',
		'colleagues[8].email',
	)
	expect(posts.posted()).toBe(false)

	await fillContact(page, contactEmail)
	const edition = await currentEdition(db)
	const feeLine = page.getByText(/colleagues?: GH₵/)
	for (const [i, colleague] of team.entries()) {
		await fillRow(page, i + 1, colleague)
		const fee = demoGroupFee(edition, i + 1)
		await expect(feeLine).toContainText(`${formatCedis(fee.totalPesewas)} in total`)
	}
	const five = demoGroupFee(edition, 5)
	await expect(feeLine).toHaveText(
		`5 colleagues: ${formatCedis(five.perPersonPesewas)} per person (10% group discount), ${formatCedis(five.totalPesewas)} in total.`,
	)
	await page.getByRole('checkbox', { name: /privacy notice/ }).check()
	await expect(page.getByRole('checkbox', { name: 'Verified', exact: true })).toBeChecked({ timeout: 20_000 })
	// Enter in a field sends the form (never a row button).
	await page.getByRole('group', { name: 'Colleague 5' }).getByLabel('WhatsApp Number').press('Enter')
	await expect(page).toHaveURL(/\/\?group=5$/)
	const stored = await db
		.selectFrom('attendees')
		.innerJoin('registration_groups', 'registration_groups.id', 'attendees.group_id')
		.select('attendees.email')
		.where('registration_groups.contact_email', '=', contactEmail)
		.execute()
	expect(stored.map((r) => r.email).sort()).toEqual(team.map((c) => c.email).sort())
})

test('51 colleagues are refused naming the 51st, and nothing is stored', async ({ page, db, baseURL }) => {
	const contactEmail = uniqueEmail('hr-51')
	const form: Record<string, string> = {
		name: 'Akosua Frimpong',
		email: contactEmail,
		whatsapp_number: WHATSAPP,
		company_name: 'Gold Coast Bank',
		consent: 'on',
	}
	for (let i = 0; i < 51; i++) {
		form[`colleagues[${i}].name`] = `Colleague ${i + 1}`
		form[`colleagues[${i}].email`] = `c${i}-${contactEmail}`
		form[`colleagues[${i}].role`] = 'Auditor'
		form[`colleagues[${i}].whatsapp_number`] = WHATSAPP
	}
	const response = await page.request.post('/register/group', { form, headers: { origin: baseURL! } })
	expect(response.status()).toBe(400)
	expect(await response.text()).toContain(
		'Colleague 51 is one too many: a group is at most 50 colleagues. Register the others as a second group.',
	)
	expect(
		await db.selectFrom('attendees').select('id').where('email', 'like', `%-${contactEmail}`).execute(),
	).toEqual([])
})
