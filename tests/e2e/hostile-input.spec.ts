/**
 * Hostile input: script payloads and SQL meta-characters sent through the forms come
 * back as the exact text, escaped, on every page that shows them, and never run; Unicode (French
 * accents, Ga/Twi letters, Arabic, emoji) is stored and shown exactly. One payload of each kind is
 * typed into the forms; the rest are parsed with the form's schema and stored by the module
 * function its action calls (see `TYPED_VALUES`).
 */
import { simpleParser } from 'mailparser'
import { signTicketRef, ticketSecret } from '#app/modules/registration/ticket-token.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { GroupRegistrationSchema } from '#app/modules/registration/group-registration.schema.ts'
import { RegistrationFormSchema } from '#app/modules/registration/registration.schema.ts'
import { submitEnquiry } from '#app/modules/partnerships/enquiry.server.ts'
import { partnershipEnquirySchema } from '#app/modules/partnerships/partnership.schema.ts'
import { addUserAccount } from '#app/modules/users/user-admin.server.ts'
import { NewUserSchema } from '#app/modules/users/user.schema.ts'
import { expect, test } from './fixtures.ts'
import {
	HOSTILE_VALUES,
	parseAsSubmitted,
	SCRIPT_PAYLOADS,
	STORED_VALUES,
	TYPED_VALUES,
	UNICODE,
	watch,
} from './hostile-payloads.ts'
import { answerCaptchaQuestion } from './pages/public-form.page.ts'
import { PartnershipPage } from './pages/partnership.page.ts'
import { RegistrationPage } from './pages/registration.page.ts'
import { pageWithoutJavaScript } from './support/no-javascript.ts'
import { seededAdministrator } from './support/sessions.ts'
import { uniqueTag } from './support/unique.ts'
import { sentMailCount } from './support/mail.ts'

test.describe('hostile input through the public forms', () => {
	const values = HOSTILE_VALUES

	test('registration and partnership store every payload exactly; admin lists, tickets, the desk and the mail show it as text', async ({
		browser,
		db,
		signInAs,
	}) => {
		test.setTimeout(120_000)
		const stamp = uniqueTag()
		const noJs = await pageWithoutJavaScript(browser)
		const registration = new RegistrationPage(noJs.page)
		const partnership = new PartnershipPage(noJs.page)
		const emails: string[] = []
		try {
			for (const [i, value] of values.entries()) {
				const email = `hostile-${stamp}-${i}@e2e.example`
				emails.push(email)
				const contact = {
					name: value.slice(0, 120),
					company: value,
					role: value,
					email,
					whatsapp: '+233 24 555 0101',
				}
				if (!TYPED_VALUES.includes(value)) {
					const input = {
						name: contact.name,
						company_name: value,
						role: value,
						email,
						whatsapp_number: contact.whatsapp,
						consent: 'on',
					}
					const now = new Date()
					expect(
						await registerAttendee(db, parseAsSubmitted(RegistrationFormSchema, input), now, 'summit.test'),
						value,
					).toMatchObject({
						ok: true,
					})
					const enquiry = parseAsSubmitted(partnershipEnquirySchema(['Gold']), { ...input, packages: 'Gold' })
					expect((await submitEnquiry(db, enquiry, now)).reference, value).toMatch(/^IALS-/)
					continue
				}
				await registration.goto()
				await registration.fill(contact)
				await registration.answerCaptcha()
				await registration.submit()
				await expect(noJs.page, value).toHaveURL(/registered=1/)

				await partnership.goto()
				await partnership.fill({ ...contact, package: 'Gold' })
				await partnership.answerCaptcha()
				await partnership.submit()
				await expect(noJs.page, value).toHaveURL(/enquiry=/)
			}
			const attendees = await db
				.selectFrom('attendees')
				.select(['email', 'company_name'])
				.where('email', 'in', emails)
				.execute()
			const enquiries = await db
				.selectFrom('partnership_enquiries')
				.select(['email', 'company_name'])
				.where('email', 'in', emails)
				.execute()
			expect(attendees.map((a) => a.company_name).sort()).toEqual([...values].sort())
			expect(enquiries.map((a) => a.company_name).sort()).toEqual([...values].sort())

			const admin = await browser.newPage()
			const watcher = watch(admin)
			await signInAs(undefined, admin.context())
			// Attendees are searched by name or email; partnerships by company or reference, so show them all.
			for (const list of [`/admin/attendees?q=hostile-${stamp}&size=30`, '/admin/partnerships?size=all']) {
				await admin.goto(list)
				for (const value of values) {
					await expect(
						admin.getByRole('main').getByText(value, { exact: true }).first(),
						`${list}: ${value}`,
					).toBeVisible()
				}
			}
			await watcher.assertNothingRan()

			// Each registrant's ticket, manage page and confirmation mail; the desk's search; the Mail screen.
			const secret = await ticketSecret(db)
			const stored = await db
				.selectFrom('attendees')
				.select(['id', 'full_name', 'company_name', 'ticket_ref'])
				.where('email', 'in', emails)
				.execute()
			for (const row of stored) {
				await watcher.open(`/ticket/${signTicketRef(secret, row.ticket_ref!, 'ticket')}`)
				await expect(admin.getByRole('heading', { level: 1 })).toHaveText(row.full_name)
				await expect(admin.getByTestId('ticket')).toContainText(row.company_name)
				await watcher.open(`/registration/${signTicketRef(secret, row.ticket_ref!, 'manage')}`)
				await expect(admin.getByLabel('Company name')).toHaveValue(row.company_name)
			}
			await expect
				.poll(() =>
					sentMailCount(
						db,
						stored.map((r) => r.id),
					),
				)
				.toBe(stored.length)
			const files = await db
				.selectFrom('mail_outbox')
				.select('eml_name')
				.where(
					'attendee_id',
					'in',
					stored.map((r) => r.id),
				)
				.execute()
			for (const { eml_name } of files) {
				const eml = await (await admin.request.get(`/admin/mail/${eml_name!.replace(/\D/g, '')}/eml`)).body()
				const mail = await simpleParser(eml)
				// The HTML part holds each payload as escaped text (the plain-text part holds it as text).
				// (Escaped, a payload reads `&lt;img src=x onerror=&quot;…`: no tag, no quoted attribute.)
				expect(mail.html).not.toMatch(/<script|<svg|<img src="?x|onerror="/i)
				expect([mail.bcc, mail.cc]).toEqual([undefined, undefined])
			}
			// The desk finds a registrant by their whole email address, never by a part of it.
			for (const [i, value] of values.entries()) {
				await watcher.open(`/admin/check-in?q=${encodeURIComponent(emails[i]!)}`)
				await expect(
					admin.getByTestId('desk-results').getByText(value, { exact: true }).first(),
					value,
				).toBeVisible()
			}
			await watcher.open(`/admin/mail?q=hostile-${stamp}`)
			await expect(admin.getByTestId('mail-row')).toHaveCount(stored.length)
			await watcher.assertNothingRan()
			await admin.close()
		} finally {
			await db.deleteFrom('attendees').where('email', 'in', emails).execute()
			await db.deleteFrom('partnership_enquiries').where('email', 'in', emails).execute()
			await noJs.close()
		}
	})
})

test.describe('hostile input through the group form', () => {
	test('every payload in the contact and the colleague rows is stored exactly and shown as text, the summary mail too', async ({
		browser,
		db,
		signInAs,
	}) => {
		test.setTimeout(90_000)
		const stamp = uniqueTag()
		const contactEmails = [
			`hostile-group-${stamp}-typed@e2e.example`,
			`hostile-group-${stamp}-stored@e2e.example`,
		]
		const row = (value: string, i: number, label: string) => ({
			name: value.slice(0, 120),
			email: `hostile-group-${stamp}-${label}-${i}@e2e.example`,
			role: value,
		})
		const typedRows = TYPED_VALUES.map((value, i) => row(value, i, 'typed'))
		const storedRows = STORED_VALUES.map((value, i) => row(value, i, 'stored'))
		const noJs = await pageWithoutJavaScript(browser)
		try {
			// Typed: the contact named with a script payload, a row per typed value.
			const page = noJs.page
			await page.goto('/register/group')
			const details = page.getByRole('group', { name: 'Your details' })
			await details.getByLabel('Full Name').fill(TYPED_VALUES[0]!)
			await details.getByLabel('Email').fill(contactEmails[0]!)
			await details.getByLabel('WhatsApp Number').fill('+233 24 555 0101')
			await details.getByLabel('Company Name').fill(TYPED_VALUES[1]!)
			for (const [i, colleague] of typedRows.entries()) {
				const fields = page.getByRole('group', { name: `Colleague ${i + 1}`, exact: true })
				await fields.getByLabel('Full Name').fill(colleague.name)
				await fields.getByLabel('Email').fill(colleague.email)
				await fields.getByLabel('Designation/Role').fill(colleague.role)
				await fields.getByLabel('WhatsApp Number').fill('+233 24 555 0101')
			}
			await page.getByRole('checkbox', { name: /privacy notice/ }).check()
			await answerCaptchaQuestion(page)
			await page.getByRole('button', { name: 'Register the group' }).click()
			await expect(page).toHaveURL(new RegExp(`group=${typedRows.length}$`))
			// Stored: the other values through the form's schema and the module its action calls.
			const fields: Record<string, string> = {
				name: STORED_VALUES[0]!.slice(0, 120),
				email: contactEmails[1]!,
				whatsapp_number: '+233 24 555 0101',
				company_name: STORED_VALUES[1]!,
				consent: 'on',
			}
			for (const [i, colleague] of storedRows.entries())
				for (const [field, value] of Object.entries({ ...colleague, whatsapp_number: '+233 24 555 0101' }))
					fields[`colleagues[${i}].${field}`] = value
			expect(
				await registerGroup(db, parseAsSubmitted(GroupRegistrationSchema, fields), new Date(), 'summit.test'),
			).toMatchObject({ ok: true })

			const stored = await db
				.selectFrom('attendees')
				.select(['full_name', 'designation'])
				.where('email', 'like', `hostile-group-${stamp}-%`)
				.execute()
			expect(stored.map((a) => a.designation).sort()).toEqual([...TYPED_VALUES, ...STORED_VALUES].sort())

			const admin = await browser.newPage()
			const watcher = watch(admin)
			await signInAs(undefined, admin.context())
			await watcher.open(`/admin/attendees?q=hostile-group-${stamp}&size=30`)
			for (const value of [...TYPED_VALUES, ...STORED_VALUES])
				await expect(admin.getByRole('main').getByText(value, { exact: true }).first(), value).toBeVisible()
			// The contacts' summary mails hold each payload as escaped text.
			await expect
				.poll(
					async () =>
						(
							await db
								.selectFrom('mail_outbox')
								.select('eml_name')
								.where('kind', '=', 'group-summary')
								.where('to_address', 'in', contactEmails)
								.where('status', '=', 'sent')
								.execute()
						).length,
				)
				.toBe(2)
			const summaries = await db
				.selectFrom('mail_outbox')
				.select(['eml_name', 'to_address'])
				.where('kind', '=', 'group-summary')
				.where('to_address', 'in', contactEmails)
				.execute()
			for (const { eml_name, to_address } of summaries) {
				const eml = await (await admin.request.get(`/admin/mail/${eml_name!.replace(/\D/g, '')}/eml`)).body()
				const mail = await simpleParser(eml)
				expect(mail.html).not.toMatch(/<script|<svg|<img src="?x|onerror="/i)
				expect(mail.text).toContain('You registered')
				// Shown in a browser (a blank page of its own, as a mail reader would), the mail reads every
				// colleague's name as text.
				const reader = await browser.newPage()
				await reader.setContent(mail.html || '')
				const shown = await reader.locator('body').innerText()
				await reader.close()
				const colleagues = to_address === contactEmails[0] ? typedRows : storedRows
				for (const { name } of colleagues) expect(shown, name).toContain(name.trim())
			}
			await watcher.assertNothingRan()
			await admin.close()
		} finally {
			await db.deleteFrom('attendees').where('email', 'like', `hostile-group-${stamp}-%`).execute()
			await db.deleteFrom('registration_groups').where('contact_email', 'in', contactEmails).execute()
			await noJs.close()
		}
	})
})

test.describe('hostile input through back office text fields', () => {
	test('a user named with each payload shows as text in the users list and Recent Activity', async ({
		page,
		db,
		signInAs,
	}) => {
		const watcher = watch(page)
		await signInAs()
		const admin = await seededAdministrator(db)
		const created: string[] = []
		try {
			for (const [i, value] of [...SCRIPT_PAYLOADS, ...UNICODE].entries()) {
				const email = `hostile-user-${Date.now()}-${i}@e2e.example`
				created.push(email)
				if (!TYPED_VALUES.includes(value)) {
					const input = parseAsSubmitted(NewUserSchema, {
						fullName: value,
						email,
						password: 'a long enough password',
					})
					expect(await addUserAccount(db, admin, input, new Date()), value).toMatchObject({ ok: true })
				} else {
					await page.goto('/admin/adduser')
					await page.getByLabel('Full Name').fill(value)
					await page.getByLabel('Email').fill(email)
					await page.getByLabel('Create password').fill('a long enough password')
					await page.getByRole('button', { name: 'Add user' }).click()
					await expect(page).toHaveURL(/\/admin\/users/)
				}
				const stored = await db
					.selectFrom('users')
					.select('full_name')
					.where('email', '=', email)
					.executeTakeFirstOrThrow()
				expect(stored.full_name).toBe(value)
				await page.goto(`/admin/users?q=${encodeURIComponent(value)}`)
				await expect(page.getByRole('main').getByText(value, { exact: true }).first()).toBeVisible()
			}
			await page.goto('/admin/dashboard?size=20')
			await expect(
				page
					.getByRole('main')
					.getByText(/Add User/)
					.first(),
			).toBeVisible()
			await watcher.assertNothingRan()
		} finally {
			await db.deleteFrom('users').where('email', 'in', created).execute()
		}
	})
})
