/**
 * The public forms' messages in both languages (ADR 0059): the schemas' messages, the captcha's
 * refusals and the offline message are looked up when used, so the same schema answers in English
 * on an English request and in French on a French one (`inLocale`, as the root middleware does).
 */
import { describe, expect, test } from 'vitest'
import { captchaRefusal } from '#app/lib/captcha/captcha.ts'
import { inLocale } from '#app/lib/i18n/locale.server.ts'
import { InterestSchema } from '#app/modules/interest/interest.schema.ts'
import { partnershipEnquirySchema } from '#app/modules/partnerships/partnership.schema.ts'
import { issueMessages, validContact } from '#tests/setup/schemas.ts'
import { unsentMessage } from './components/offline-submit.ts'
import { GroupRegistrationSchema } from './group-registration.schema.ts'
import { RegistrationFormSchema } from './registration.schema.ts'

/** A valid contact as parsed values (the box ticked). */
const valid = { ...validContact, consent: true }

const bad = { name: '', email: 'adjoa@', whatsapp_number: 'appelez-moi', consent: false }

describe('the registration schema', () => {
	test('answers in English by default and on an English request', () => {
		const english = {
			name: 'Full name is required',
			company_name: 'Company name is required',
			role: 'Designation/Role is required',
			email: 'Enter a valid email address',
			whatsapp_number: 'Enter a valid WhatsApp number, for example +233 24 123 4567',
			consent: 'Tick the box to agree to the privacy notice',
		}
		expect(issueMessages(RegistrationFormSchema, bad)).toEqual(english)
		expect(inLocale('en', () => issueMessages(RegistrationFormSchema, bad))).toEqual(english)
	})

	test('answers in French on a French request, the same schema object', () => {
		expect(inLocale('fr', () => issueMessages(RegistrationFormSchema, bad))).toEqual({
			name: 'Veuillez indiquer votre nom complet',
			company_name: "Veuillez indiquer le nom de l'entreprise",
			role: 'Veuillez indiquer votre fonction',
			email: 'Saisissez une adresse e-mail valide',
			whatsapp_number: 'Saisissez un numéro WhatsApp valide, par exemple +233 24 123 4567',
			consent: 'Cochez la case pour accepter la politique de confidentialité',
		})
		expect(
			inLocale('fr', () => issueMessages(RegistrationFormSchema, { ...valid, name: 'x'.repeat(121) })),
		).toEqual({ name: 'Le nom complet ne doit pas dépasser 120 caractères' })
		expect(
			inLocale('fr', () => issueMessages(RegistrationFormSchema, { ...valid, notice: 'Radio' })),
		).toEqual({
			notice: "Choisissez l'une des options proposées",
		})
	})
})

test('the enquiry and interest schemas answer in the request language', () => {
	const enquiry = partnershipEnquirySchema(['Gold'])
	expect(issueMessages(enquiry, { ...valid, packages: 'Diamond' })).toEqual({
		packages: 'Choose one of the listed packages',
	})
	expect(inLocale('fr', () => issueMessages(enquiry, { ...valid, packages: 'Diamond' }))).toEqual({
		packages: "Choisissez l'une des formules proposées",
	})
	expect(inLocale('fr', () => issueMessages(InterestSchema, { email: 'x' }))).toEqual({
		email: 'Saisissez une adresse e-mail valide',
		consent: 'Cochez la case pour accepter la politique de confidentialité',
	})
})

test('the group schema names rows in the request language', () => {
	const row = {
		name: 'Awa Diop',
		email: 'awa@example.org',
		role: 'Auditrice',
		whatsapp_number: '+221 77 123 45 67',
	}
	const input = { ...valid, colleagues: [row, { ...row, name: 'Fatou Diop' }] }
	expect(issueMessages(GroupRegistrationSchema, input)).toMatchObject({
		'colleagues.1.email': 'Colleague 1 has this email address already: each colleague needs their own',
	})
	expect(inLocale('fr', () => issueMessages(GroupRegistrationSchema, input))).toMatchObject({
		'colleagues.1.email': 'Collègue 1 a déjà cette adresse e-mail : chaque collègue doit avoir la sienne',
	})
	expect(
		inLocale('fr', () => issueMessages(GroupRegistrationSchema, { ...valid, colleagues: [row] })),
	).toMatchObject({
		colleagues: expect.stringMatching(/^Renseignez au moins 2 collègues/),
	})
})

test("the captcha's refusals and the offline message are in the request language", () => {
	expect(captchaRefusal('expired')).toMatchObject({
		message: 'The verification has expired. Please try again.',
	})
	expect(inLocale('fr', () => captchaRefusal('expired'))).toMatchObject({
		message: 'La vérification a expiré. Veuillez réessayer.',
	})
	expect(inLocale('fr', () => unsentMessage('registration', "S'inscrire"))).toBe(
		"Votre inscription ne nous est peut-être pas parvenue : la connexion a été interrompue. Vos informations sont toujours dans le formulaire. Appuyez de nouveau sur « S'inscrire » une fois la connexion rétablie ; si notre e-mail de confirmation vous est parvenu entre-temps, elle nous est bien parvenue et c'est inutile.",
	)
})
