import { parseWithZod } from '@conform-to/zod/v4'
import { beforeEach, describe, expect, test } from 'vitest'
import type { Actor } from '#app/lib/auth/actor.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { ContactSettingsSchema } from './contact-settings.schema.ts'
import { HomeTextsSchema } from './home-texts.schema.ts'
import { SiteSettingsSchema } from './invoice-settings.schema.ts'
import { saveContactSettings, saveHomeTexts, savePrivacyNotice } from './settings-admin.server.ts'
import { defaultSettings, getSettings, saveSettings } from './settings.queries.server.ts'

const now = new Date('2027-02-01T10:00:00.000Z')

/** The form's fields as the browser posts them, parsed as the action parses them. */
function submitted(fields: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	return parseWithZod(formData, { schema: ContactSettingsSchema })
}

const valid = {
	organiserName: 'Institute of Internal Auditors Ghana',
	address: '  Airport City\n\n  Accra, Ghana  ',
	phones: '+233 30 221 0000\n 024 555 0101 \n',
	email: 'info@iia.example',
	mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=-0.2,5.5,-0.1,5.6',
	mapLinkUrl: 'https://maps.example/accra',
	linkedinUrl: 'https://www.linkedin.com/company/iia-ghana',
}

describe('the Contact & organiser form', () => {
	test('accepts a full form and leaves out what is empty', () => {
		const result = submitted({ ...valid, facebookUrl: '' })
		expect(result.status).toBe('success')
		if (result.status === 'success') expect(result.value.facebookUrl).toBeUndefined()
	})

	test("the map fields take Google's embed code and an address without https://, and keep the clean address", () => {
		const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970.7!2d-0.1745!3d5.6037!5e0'
		const result = submitted({
			...valid,
			mapEmbedUrl: `<iframe src="${embed}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`,
			mapLinkUrl: 'maps.app.goo.gl/AbCdEf123',
		})
		expect(result.status).toBe('success')
		if (result.status === 'success') {
			expect(result.value.mapEmbedUrl).toBe(embed)
			expect(result.value.mapLinkUrl).toBe('https://maps.app.goo.gl/AbCdEf123')
		}
	})

	test('each bad value gets a message naming its field', () => {
		const errors = (fields: Record<string, string>) =>
			(submitted({ ...valid, ...fields }).reply().error ?? {}) as Record<string, string[]>
		expect(errors({ address: ' ' }).address).toEqual(['Address is required'])
		expect(errors({ mapEmbedUrl: 'https://evil.example/map' }).mapEmbedUrl).toEqual([
			expect.stringMatching(
				/^Map embed address must be a map of Google Maps or OpenStreetMap \(www.openstreetmap.org or www.google.com\)/,
			),
		])
		expect(errors({ mapEmbedUrl: 'the map near the airport' }).mapEmbedUrl).toEqual([
			'Map embed address must be a web address, or the code a map site gives to embed its map',
		])
		expect(errors({ mapEmbedUrl: 'http://www.openstreetmap.org/export/embed.html' }).mapEmbedUrl).toEqual([
			'Map embed address must be a web address starting with https://',
		])
		expect(errors({ facebookUrl: 'javascript:alert(1)' }).facebookUrl).toEqual([
			'Facebook must be a web address starting with https://',
		])
		expect(errors({ phones: '+233 30 221 0000\ncall me' }).phones).toEqual([
			'Phone numbers: one a line, each of digits, spaces, +, - or brackets',
		])
		expect(errors({ email: 'not-an-email' }).email).toEqual(['Enter a valid email address'])
	})
})

describe.each(testDialects)('saving the contact settings on %s', (dialect) => {
	const t = useTestDatabase(dialect)
	let actor: Actor
	beforeEach(async () => {
		actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
	})

	test('the French organiser paragraphs and payment instructions are saved (lines trimmed), blank as none', async () => {
		const french = submitted({
			...valid,
			organiserAboutFr: 'L’institut des auditeurs internes.',
			paymentInstructionsFr: '  Virement : GCB 1234  \n\n MoMo : 024 000 0000 ',
		})
		if (french.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, french.value, now)
		expect(await getSettings(t.db)).toMatchObject({
			organiser_about_fr: 'L’institut des auditeurs internes.',
			payment_instructions_fr: 'Virement : GCB 1234\nMoMo : 024 000 0000',
		})
		const blank = submitted({ ...valid, organiserAboutFr: ' ', paymentInstructionsFr: '' })
		if (blank.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, blank.value, now)
		expect(await getSettings(t.db)).toMatchObject({ organiser_about_fr: null, payment_instructions_fr: null })
	})

	test('writes the contact columns (lines trimmed) and keeps the rest of the settings, with an activity row', async () => {
		const homeContent = { ...defaultSettings.homeContent, aboutHeading: 'About the summit' }
		await saveSettings(
			t.db,
			{ ...defaultSettings, site_name: 'IALS', hero_image_key: 'site/hero', homeContent },
			now,
		)
		const result = submitted(valid)
		if (result.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, result.value, now)

		const settings = await getSettings(t.db)
		expect(settings).toMatchObject({
			site_name: 'IALS',
			hero_image_key: 'site/hero',
			organiser_name: 'Institute of Internal Auditors Ghana',
			organiser_about: '',
			contact_address: 'Airport City\nAccra, Ghana',
			contact_phone: '+233 30 221 0000\n024 555 0101',
			contact_email: 'info@iia.example',
			map_embed_url: valid.mapEmbedUrl,
			facebook_url: null,
			linkedin_url: valid.linkedinUrl,
		})
		expect(settings.homeContent.aboutHeading).toBe('About the summit')
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).execute()
		expect(log).toEqual([{ type: 'Update Settings', description: 'Saved the contact and organiser details' }])
	})

	test('the whole form also writes the invoice fields, in the same transaction and activity row', async () => {
		const formData = new FormData()
		for (const [name, value] of Object.entries({
			address: 'Accra',
			legalName: 'Institute of Internal Auditors Ghana',
			legalAddress: ' 4th Floor, Heritage Tower \n\n Accra ',
			taxNumber: 'C0001234567',
			'taxLines[0].name': 'VAT',
			'taxLines[0].percent': '15',
			'taxLines[1].name': '',
			'taxLines[1].percent': '',
			'taxLines[2].name': 'NHIL',
			'taxLines[2].percent': '2.5',
			paymentReminderDays: '7',
		}))
			formData.set(name, value)
		const result = parseWithZod(formData, { schema: SiteSettingsSchema })
		if (result.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, result.value, now)
		expect(await getSettings(t.db)).toMatchObject({
			contact_address: 'Accra',
			legal_name: 'Institute of Internal Auditors Ghana',
			legal_address: '4th Floor, Heritage Tower\nAccra',
			tax_number: 'C0001234567',
			tax_lines_json: '[{"name":"VAT","percent":15},{"name":"NHIL","percent":2.5}]',
			payment_reminder_days: 7,
		})
		const log = await t.db.selectFrom('activity_log').select(['type', 'description']).execute()
		expect(log).toEqual([
			{ type: 'Update Settings', description: 'Saved the contact, organiser and invoice details' },
		])

		// Emptied again: no tax lines, no reminder.
		const emptied = parseWithZod(
			(() => {
				const form = new FormData()
				form.set('address', 'Accra')
				return form
			})(),
			{ schema: SiteSettingsSchema },
		)
		if (emptied.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, emptied.value, now)
		expect(await getSettings(t.db)).toMatchObject({
			legal_name: '',
			tax_lines_json: '[]',
			payment_reminder_days: null,
		})
	})

	test('the invoice fields are kept by a save without them', async () => {
		await saveSettings(
			t.db,
			{ ...defaultSettings, legal_name: 'IIA Ghana', tax_lines_json: '[{"name":"VAT","percent":15}]' },
			now,
		)
		const contact = submitted(valid)
		if (contact.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, contact.value, now)
		expect(await getSettings(t.db)).toMatchObject({
			legal_name: 'IIA Ghana',
			tax_lines_json: '[{"name":"VAT","percent":15}]',
		})
	})

	test('on a database without settings, the defaults fill the rest', async () => {
		const result = submitted({ address: 'Accra' })
		if (result.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, result.value, now)
		expect(await getSettings(t.db)).toMatchObject({
			site_name: defaultSettings.site_name,
			contact_address: 'Accra',
		})
	})
	test('the home page texts: paragraphs at blank lines, filled rows only; the contact details kept', async () => {
		await saveSettings(t.db, { ...defaultSettings, contact_address: 'Accra' }, now)
		const formData = new FormData()
		for (const [name, value] of Object.entries({
			aboutHeading: 'About the summit',
			about: 'One.\n\nTwo.',
			'takeaways[0].title': 'Standards',
			'takeaways[0].text': 'Made practical',
			'takeaways[1].title': '',
			'takeaways[1].text': '',
			'eventProfile[0].label': 'Language',
			'eventProfile[0].value': 'English',
			groupDiscountNote: 'Five or more: 10% off',
		}))
			formData.set(name, value)
		const result = parseWithZod(formData, { schema: HomeTextsSchema })
		if (result.status !== 'success') throw new Error('invalid')
		await saveHomeTexts(t.db, actor, result.value, now)
		const settings = await getSettings(t.db)
		expect(settings.contact_address).toBe('Accra')
		expect(settings.homeContent).toEqual({
			aboutHeading: 'About the summit',
			aboutParagraphs: ['One.', 'Two.'],
			takeaways: [{ title: 'Standards', text: 'Made practical' }],
			eventProfile: [{ label: 'Language', value: 'English' }],
			groupDiscountNote: 'Five or more: 10% off',
		})
		const log = await t.db.selectFrom('activity_log').select('description').execute()
		expect(log).toEqual([{ description: 'Saved the home page texts' }])
	})
	test('the privacy notice: a change raises its version, with an activity row; saving the same texts changes nothing', async () => {
		await saveSettings(t.db, defaultSettings, now)
		const notice = {
			collected: 'Names and e-mail addresses.',
			purpose: 'To send tickets.',
			retention: 'Until the summit ends.',
			contact: 'Write to us.',
		}
		expect(await savePrivacyNotice(t.db, actor, notice, now)).toBe(2)
		expect(await savePrivacyNotice(t.db, actor, notice, now)).toBe(2)
		const settings = await getSettings(t.db)
		expect(settings.privacyNotice).toEqual(notice)
		expect(settings.privacy_version).toBe(2)
		// Other settings saved later keep the notice and its version.
		const contact = submitted(valid)
		if (contact.status !== 'success') throw new Error('invalid')
		await saveContactSettings(t.db, actor, contact.value, now)
		expect(await getSettings(t.db)).toMatchObject({ privacyNotice: notice, privacy_version: 2 })
		const log = await t.db.selectFrom('activity_log').select('description').orderBy('id').execute()
		expect(log[0]).toEqual({ description: 'Saved the privacy notice (version 2)' })
	})
})
