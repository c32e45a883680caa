/**
 * The settings texts in French (ADR 0059) on SQLite and PostgreSQL: the French home texts, privacy
 * notice, organiser paragraphs and payment instructions are stored, read back, and shown on French
 * pages field by field, each blank one falling back to its English.
 */
import { describe, expect, test } from 'vitest'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { testDialects, useTestDatabase } from '#tests/setup/databases.ts'
import { actorFactory } from '#tests/factories/users.ts'
import { HomeTextsSchema } from './home-texts.schema.ts'
import { PrivacyNoticeFormSchema } from './privacy-notice.schema.ts'
import { homeSettings, paymentInstructions, privacySettings } from './public-settings.ts'
import { saveHomeTexts, savePrivacyNotice } from './settings-admin.server.ts'
import { defaultSettings, getSettings, saveSettings } from './settings.queries.server.ts'

const now = new Date('2027-02-01T10:00:00.000Z')

const homeContent = {
	aboutHeading: 'About the summit',
	aboutParagraphs: ['Two days for internal auditors.'],
	takeaways: [
		{ title: 'Network', text: 'Meet peers.' },
		{ title: 'Learn', text: 'New standards.' },
	],
	eventProfile: [{ label: 'Venue', value: 'Accra' }],
	groupDiscountNote: 'Groups of five pay less.',
}

describe.each(testDialects)('the settings texts in French on %s', (dialect) => {
	const t = useTestDatabase(dialect)

	test('saved and read back; French pages show each French text, a blank one its English; English pages keep the English', async () => {
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				organiser_name: 'IIA Ghana',
				organiser_about: 'The institute of auditors.',
				organiser_about_fr: 'L’institut des auditeurs.',
				payment_instructions: 'Pay by bank transfer.',
				payment_instructions_fr: 'Payez par virement bancaire.',
				homeContent,
				homeContentFr: {
					aboutHeading: 'À propos du sommet',
					aboutParagraphs: [''],
					takeaways: [{ title: 'Réseau', text: '' }],
					eventProfile: [],
					groupDiscountNote: '',
				},
				privacyNotice: {
					collected: 'Your name.',
					purpose: 'To register you.',
					retention: 'Two years.',
					contact: 'dpo@example.com',
				},
				privacyNoticeFr: { collected: 'Votre nom.', purpose: '', retention: 'Deux ans.', contact: '' },
			},
			now,
		)
		const settings = await getSettings(t.db)
		expect(settings.homeContentFr?.aboutHeading).toBe('À propos du sommet')
		expect(settings.privacyNoticeFr?.collected).toBe('Votre nom.')
		expect(settings.organiser_about_fr).toBe('L’institut des auditeurs.')

		const french = homeSettings(settings, null, 'fr')
		expect(french).toMatchObject({
			aboutHeading: 'À propos du sommet',
			aboutParagraphs: ['Two days for internal auditors.'],
			takeaways: [
				{ title: 'Réseau', text: 'Meet peers.' },
				{ title: 'Learn', text: 'New standards.' },
			],
			eventProfile: [{ label: 'Venue', value: 'Accra' }],
			organiserAbout: 'L’institut des auditeurs.',
		})
		expect(homeSettings(settings, null, 'en')).toMatchObject({
			aboutHeading: 'About the summit',
			takeaways: homeContent.takeaways,
			organiserAbout: 'The institute of auditors.',
		})
		expect(privacySettings(settings, 'fr').notice).toEqual({
			collected: 'Votre nom.',
			purpose: 'To register you.',
			retention: 'Deux ans.',
			contact: 'dpo@example.com',
		})
		expect(await inLocale('fr', async () => paymentInstructions(settings))).toBe(
			'Payez par virement bancaire.',
		)
		expect(await inLocale('en', async () => paymentInstructions(settings))).toBe('Pay by bank transfer.')

		// Cleared: null, and French pages show the English again.
		await saveSettings(
			t.db,
			{
				...defaultSettings,
				homeContent,
				homeContentFr: null,
				privacyNoticeFr: null,
				organiser_about_fr: null,
			},
			now,
		)
		const cleared = await getSettings(t.db)
		expect(cleared.homeContentFr).toBeNull()
		expect(homeSettings(cleared, null, 'fr').aboutHeading).toBe('About the summit')
	})

	test('the privacy notice form saves the French texts (blank ones as none) and a French change raises the version', async () => {
		const actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
		const english = {
			collected: 'Your name.',
			purpose: 'To register you.',
			retention: 'Two years.',
			contact: 'dpo@example.com',
		}
		const first = await savePrivacyNotice(t.db, actor, PrivacyNoticeFormSchema.parse(english), now)
		const withFrench = await savePrivacyNotice(
			t.db,
			actor,
			PrivacyNoticeFormSchema.parse({ ...english, collectedFr: 'Votre nom.', purposeFr: '  ' }),
			now,
		)
		expect(withFrench).toBe(first + 1)
		const settings = await getSettings(t.db)
		expect(settings.privacyNoticeFr).toEqual({
			collected: 'Votre nom.',
			purpose: '',
			retention: '',
			contact: '',
		})
		expect(privacySettings(settings, 'fr').notice).toMatchObject({
			collected: 'Votre nom.',
			purpose: 'To register you.',
		})
		// Saved again unchanged: the same version.
		expect(
			await savePrivacyNotice(
				t.db,
				actor,
				PrivacyNoticeFormSchema.parse({ ...english, collectedFr: 'Votre nom.' }),
				now,
			),
		).toBe(withFrench)
	})

	test('the home texts form saves the French heading, paragraphs and note; all blank is none', async () => {
		const actor = await actorFactory(t.db, now, { fullName: 'Ada Admin', email: 'ada@example.com' })
		const base = {
			aboutHeading: 'About the summit',
			about: 'Two days.',
			groupDiscountNote: 'Groups pay less.',
		}
		await saveHomeTexts(
			t.db,
			actor,
			HomeTextsSchema.parse({ ...base, aboutHeadingFr: 'À propos', aboutFr: 'Deux jours.\n\nÀ Accra.' }),
			now,
		)
		const settings = await getSettings(t.db)
		expect(settings.homeContentFr).toMatchObject({
			aboutHeading: 'À propos',
			aboutParagraphs: ['Deux jours.', 'À Accra.'],
		})
		expect(homeSettings(settings, null, 'fr')).toMatchObject({
			aboutHeading: 'À propos',
			aboutParagraphs: ['Deux jours.', 'À Accra.'],
		})
		await saveHomeTexts(t.db, actor, HomeTextsSchema.parse({ ...base, aboutHeadingFr: ' ' }), now)
		expect((await getSettings(t.db)).homeContentFr).toBeNull()
	})
})
