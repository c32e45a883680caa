/**
 * Field length limits: every text field of every form, at its limit (accepted) and one
 * character over it (refused with the field's own message), parsed as the actions parse them (a
 * FormData through Conform's `parseWithZod`). The limits and messages are written out here (most
 * messages as the field's label and limit, see `atMost`), not read from the schemas, so a changed
 * limit or message fails this file. docs/security.md "Field limits" shows the same table.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import type { ZodType } from 'zod'
import { LOGIN_LIMITS, LoginSchema } from '#app/lib/auth/login.schema.ts'
import { parseListParams, SEARCH_MAX_LENGTH } from '#app/lib/list-params.ts'
import { schemaConstraint } from '#app/lib/schema-constraint.ts'
import { LIMITS, RegistrationFormSchema } from '#app/modules/registration/registration.schema.ts'
import { GroupRegistrationSchema } from '#app/modules/registration/group-registration.schema.ts'
import {
	CONTACT_SETTINGS_LIMITS,
	ContactSettingsSchema,
} from '#app/modules/settings/contact-settings.schema.ts'
import { HOME_TEXTS_LIMITS, HomeTextsSchema } from '#app/modules/settings/home-texts.schema.ts'
import { INVOICE_SETTINGS_LIMITS, SiteSettingsSchema } from '#app/modules/settings/invoice-settings.schema.ts'
import { INVOICE_REQUEST_LIMITS, InvoiceRequestSchema } from '#app/modules/payments/invoice-request.schema.ts'
import { BLOG_POST_LIMITS, BlogPostSchema } from '#app/modules/blog/blog-post.schema.ts'
import { MEDIA_CATEGORY_LIMITS, MediaCategorySchema } from '#app/modules/blog/media-category.schema.ts'
import {
	PRACTICAL_PAGE_LIMITS,
	PracticalPageSchema,
} from '#app/modules/practical-pages/practical-page.schema.ts'
import { CATEGORY_LIMITS, CategorySchema } from '#app/modules/speaker-categories/speaker-category.schema.ts'
import { EDITION_LIMITS, EditionSchema } from '#app/modules/editions/edition.schema.ts'
import { MAP_INPUT_MAX } from '#app/lib/map-address.ts'
import { PACKAGE_LIMITS, PackageSchema } from '#app/modules/partnerships/package.schema.ts'
import { partnershipEnquirySchema } from '#app/modules/partnerships/partnership.schema.ts'
import { SESSION_LIMITS, SessionSchema } from '#app/modules/agenda/session.schema.ts'
import { EditSpeakerSchema, NewSpeakerSchema, SPEAKER_LIMITS } from '#app/modules/speakers/speaker.schema.ts'
import {
	EditSponsorSchema,
	SPONSOR_LIMITS,
	SponsorSchema,
	SponsorTierSchema,
	TIER_LIMITS,
} from '#app/modules/sponsors/sponsor.schema.ts'
import { EditUserSchema, NewUserSchema, USER_LIMITS } from '#app/modules/users/user.schema.ts'
import { editionForm, sessionForm, validContact } from '#tests/setup/schemas.ts'
import { PRIVACY_NOTICE_LIMIT, PrivacyNoticeFormSchema } from '#app/modules/settings/privacy-notice.schema.ts'

/** The spec's headline rules. */
const NAME_LIMIT = 120
const EMAIL_LIMIT = 254

interface FieldLimit {
	field: string
	/** Most characters (Unicode code points) the server accepts, after trimming unless `trimmed` is false. */
	limit: number
	/** The field's messages one character over the limit, in order. */
	messages: string[]
	/**
	 * The limit's constant, which the rendered input's `maxLength` must equal (the form reads it from
	 * the schema's `.max`, see `schemaConstraint`), or null when the input has none.
	 */
	maxLength: number | null
	/** A value of exactly `length` characters that passes the field's other rules. */
	value: (length: number) => string
	/** A person's (or organisation's) name, or an email address: the spec's headline limits. */
	kind?: 'name' | 'email'
	/** False when surrounding spaces count (passwords are not trimmed). */
	trimmed?: false
}

interface FormLimits {
	/** The screen, as docs/security.md names it. */
	name: string
	schema: ZodType
	/** A valid submission: the required fields filled in, as the browser sends them. */
	valid: Record<string, string | File>
	fields: FieldLimit[]
}

const text = (length: number) => 'x'.repeat(length)
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
const phone = (length: number) => `+${'2'.repeat(length - 1)}`
const url = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`
const googleEmbed = (length: number) =>
	`https://www.google.com/maps/embed?pb=${'a'.repeat(length - 'https://www.google.com/maps/embed?pb='.length)}`
const password = (length: number) => ` ${'p'.repeat(length - 2)} `
const fee = (amount: string) => (length: number) => amount.padStart(length, '0')

/**
 * A field that takes `limit` characters and refuses one more with "`label` must be at most `limit`
 * characters", its input's maxLength read from `maxLength`; `rest` sets another value maker than plain
 * text, the kind, or `trimmed`.
 */
function atMost(
	field: string,
	label: string,
	limit: number,
	maxLength: number | null,
	rest: Partial<Pick<FieldLimit, 'value' | 'kind' | 'trimmed'>> = {},
): FieldLimit {
	return {
		field,
		limit,
		messages: [`${label} must be at most ${limit} characters`],
		maxLength,
		value: text,
		...rest,
	}
}

const image = () => new File([new Uint8Array([1, 2, 3])], 'image.png', { type: 'image/png' })

function contactFields(): FieldLimit[] {
	return [
		atMost('name', 'Full name', 120, LIMITS.name, { kind: 'name' }),
		atMost('company_name', 'Company name', 160, LIMITS.text),
		atMost('role', 'Designation/Role', 160, LIMITS.text),
		atMost('email', 'Email', 254, LIMITS.email, { value: email, kind: 'email' }),
		// Only the length is reported (the pattern, which fails too, is not checked then).
		atMost('whatsapp_number', 'WhatsApp number', 30, LIMITS.phone, { value: phone }),
		atMost('contact_number', 'Contact number', 30, LIMITS.phone, { value: phone }),
	]
}

function userFields(): FieldLimit[] {
	return [
		atMost('fullName', 'Full name', 120, USER_LIMITS.fullName, { kind: 'name' }),
		atMost('email', 'Email', 254, USER_LIMITS.email, { value: email, kind: 'email' }),
		atMost('phone', 'Contact number', 30, LIMITS.phone, { value: phone }),
		atMost('password', 'Password', 128, USER_LIMITS.passwordMax, { value: password, trimmed: false }),
	]
}

function speakerFields(): FieldLimit[] {
	return [
		atMost('fullName', 'Full name', 120, SPEAKER_LIMITS.name, { kind: 'name' }),
		atMost('designation', 'Designation', 120, SPEAKER_LIMITS.designation),
		atMost('company', 'Company', 120, SPEAKER_LIMITS.company),
		atMost('bio', 'Description', 4000, SPEAKER_LIMITS.bio),
		// A select of COUNTRIES; the server still bounds whatever string is posted.
		{
			field: 'country',
			limit: 80,
			messages: ['Choose a country from the list'],
			maxLength: null,
			value: text,
		},
	]
}

function sponsorFields(): FieldLimit[] {
	return [
		atMost('name', 'Name', 120, SPONSOR_LIMITS.name, { kind: 'name' }),
		atMost('website', 'Website', 300, SPONSOR_LIMITS.website, { value: url }),
	]
}

const validSpeaker = {
	title: 'Dr.',
	fullName: 'Abena Asantewaa',
	designation: 'Chief Audit Executive',
	role: 'Speaker',
	company: 'Volta River Authority',
	country: 'Ghana',
	bio: 'Twenty years in internal audit.',
	sortOrder: '0',
}

/** Colleague row `i` of the group form, filled in as the browser posts it. */
function validColleague(i: number) {
	return {
		[`colleagues[${i}].name`]: `Colleague ${i + 1}`,
		[`colleagues[${i}].email`]: `colleague${i + 1}@example.com`,
		[`colleagues[${i}].role`]: 'Internal Auditor',
		[`colleagues[${i}].whatsapp_number`]: '+233 24 123 4567',
	}
}

const FORMS: FormLimits[] = [
	{
		name: 'Registration (/register)',
		schema: RegistrationFormSchema,
		valid: validContact,
		fields: contactFields(),
	},
	{
		name: 'Group registration (/register/group)',
		schema: GroupRegistrationSchema,
		valid: {
			name: validContact.name,
			email: validContact.email,
			whatsapp_number: validContact.whatsapp_number,
			company_name: validContact.company_name,
			consent: 'on',
			...validColleague(0),
			...validColleague(1),
		},
		fields: [
			atMost('name', 'Full name', 120, LIMITS.name, { kind: 'name' }),
			atMost('company_name', 'Company name', 160, LIMITS.text),
			atMost('email', 'Email', 254, LIMITS.email, { value: email, kind: 'email' }),
			atMost('whatsapp_number', 'WhatsApp number', 30, LIMITS.phone, { value: phone }),
			// A colleague's row: the same rules; its inputs get their maxLength from the same constants.
			atMost('colleagues[1].name', 'Full name', 120, null, { kind: 'name' }),
			atMost('colleagues[1].email', 'Email', 254, null, { value: email, kind: 'email' }),
			atMost('colleagues[1].role', 'Designation/Role', 160, null),
			atMost('colleagues[1].whatsapp_number', 'WhatsApp number', 30, null, { value: phone }),
		],
	},
	{
		name: 'Partnership enquiry (/add-sponsorship)',
		schema: partnershipEnquirySchema(['Gold']),
		valid: { ...validContact, packages: 'Gold' },
		fields: contactFields(),
	},
	{
		name: 'Sign-in (/admin/login)',
		schema: LoginSchema,
		valid: { email: 'ama@summit.example', password: 'correct horse battery' },
		fields: [
			atMost('email', 'Email', 254, LOGIN_LIMITS.email, { value: email, kind: 'email' }),
			atMost('password', 'Password', 200, LOGIN_LIMITS.password, { value: password, trimmed: false }),
		],
	},
	{
		name: 'Add user (/admin/adduser)',
		schema: NewUserSchema,
		valid: { fullName: 'Ama Mensah', email: 'ama@summit.example', password: 'ten chars!' },
		fields: userFields(),
	},
	{
		name: 'Update user (/admin/useredit)',
		schema: EditUserSchema,
		valid: { fullName: 'Ama Mensah', email: 'ama@summit.example', role: 'User' },
		fields: userFields(),
	},
	{
		name: 'Category (/admin/add-category, /admin/update-category)',
		schema: CategorySchema,
		valid: { title: 'Keynote Speakers' },
		fields: [atMost('title', 'Category Title', 80, CATEGORY_LIMITS.title)],
	},
	{
		name: 'Add speaker (/admin/add-speaker)',
		schema: NewSpeakerSchema,
		valid: { ...validSpeaker, photo: image() },
		fields: speakerFields(),
	},
	{
		name: 'Update speaker (/admin/update-speaker)',
		schema: EditSpeakerSchema,
		valid: validSpeaker,
		fields: speakerFields(),
	},
	{
		name: 'Add sponsor (/admin/addpartner)',
		schema: SponsorSchema,
		valid: { tierId: '1', logo: image() },
		fields: sponsorFields(),
	},
	{
		name: 'Update sponsor (/admin/update-sponsor)',
		schema: EditSponsorSchema,
		valid: { tierId: '1' },
		fields: sponsorFields(),
	},
	{
		name: 'Sponsor tier (/admin/add-sponsor-tier, /admin/update-sponsor-tier)',
		schema: SponsorTierSchema,
		valid: { title: 'Gold Sponsor' },
		fields: [atMost('title', 'Tier Title', 60, TIER_LIMITS.title)],
	},
	{
		name: 'Media category (/admin/add-media-category, /admin/update-media-category)',
		schema: MediaCategorySchema,
		valid: { title: 'Press Releases' },
		fields: [atMost('title', 'Category Title', 80, MEDIA_CATEGORY_LIMITS.title)],
	},
	{
		name: 'Blog post (/admin/add-blog-post, /admin/update-blog-post)',
		schema: BlogPostSchema,
		valid: {
			title: 'Audit news',
			categoryId: '1',
			author: 'Ama Owusu',
			status: 'draft',
			content: '<p>Text</p>',
		},
		fields: [
			atMost('title', 'Title', 200, BLOG_POST_LIMITS.title),
			atMost('author', 'Author', 120, BLOG_POST_LIMITS.author),
			atMost('excerpt', 'Excerpt', 300, BLOG_POST_LIMITS.excerpt),
			// The editor's HTML, counted as posted (tags included); not trimmed.
			atMost('content', 'Content', 50_000, BLOG_POST_LIMITS.content, { trimmed: false }),
		],
	},
	{
		name: 'Practical page (/admin/add-practical-page, /admin/update-practical-page)',
		schema: PracticalPageSchema,
		valid: { title: 'Venue', placement: 'none', status: 'draft', content: '<p>Text</p>' },
		fields: [
			atMost('title', 'Title', 120, PRACTICAL_PAGE_LIMITS.title),
			atMost('slug', 'Web address', 60, PRACTICAL_PAGE_LIMITS.slug),
			// The editor's HTML, counted as posted (tags included); not trimmed.
			atMost('content', 'Text', 30_000, PRACTICAL_PAGE_LIMITS.content, { trimmed: false }),
		],
	},
	{
		name: 'Partnership package (/admin/add-package, /admin/update-package)',
		schema: PackageSchema,
		valid: { title: 'Gold', description: 'Logo on the stage screen', active: 'on' },
		fields: [
			atMost('title', 'Package Name', 60, PACKAGE_LIMITS.title),
			atMost('description', 'Short description', 200, PACKAGE_LIMITS.description),
		],
	},
	{
		name: 'Site settings, contact and organiser (/admin/settings)',
		schema: ContactSettingsSchema,
		valid: { address: 'Accra' },
		fields: [
			atMost('organiserName', 'Organiser name', 120, CONTACT_SETTINGS_LIMITS.organiserName),
			atMost('organiserAbout', 'About the organiser', 1000, CONTACT_SETTINGS_LIMITS.organiserAbout),
			atMost('address', 'Address', 300, CONTACT_SETTINGS_LIMITS.address),
			atMost('paymentInstructions', 'How to pay', 1000, CONTACT_SETTINGS_LIMITS.paymentInstructions),
			// What the map sites give is pasted whole (an embed code runs to 700 characters or so).
			atMost('mapEmbedUrl', 'Map embed address', 2000, MAP_INPUT_MAX, { value: googleEmbed }),
			atMost('mapLinkUrl', 'Map link', 2000, MAP_INPUT_MAX, { value: url }),
		],
	},
	{
		name: 'Site settings, invoices and receipts (/admin/settings)',
		schema: SiteSettingsSchema,
		valid: { address: 'Accra', 'taxLines[0].name': 'VAT', 'taxLines[0].percent': '15' },
		fields: [
			atMost('legalName', 'Legal name', 160, INVOICE_SETTINGS_LIMITS.legalName),
			atMost('legalAddress', 'Legal address', 300, INVOICE_SETTINGS_LIMITS.legalAddress),
			atMost('taxNumber', 'Tax number', 40, INVOICE_SETTINGS_LIMITS.taxNumber),
			// A tax line's name; its percent is a number (checked in invoice-settings.schema.test.ts).
			atMost('taxLines[0].name', 'Tax name', 40, null),
		],
	},
	{
		name: 'Invoice request (/registration/{token}/invoice, /admin/invoices/new)',
		schema: InvoiceRequestSchema,
		valid: {},
		fields: [
			atMost('company', 'Company', 160, INVOICE_REQUEST_LIMITS.company),
			atMost('purchase_order', 'Purchase order number', 40, INVOICE_REQUEST_LIMITS.purchaseOrder),
		],
	},
	{
		name: 'Home page texts (/admin/home-texts)',
		schema: HomeTextsSchema,
		valid: { aboutHeading: 'About' },
		fields: [
			atMost('aboutHeading', 'About heading', 160, HOME_TEXTS_LIMITS.aboutHeading),
			atMost('about', 'About the summit', 4000, HOME_TEXTS_LIMITS.about),
			atMost('groupDiscountNote', 'Group discount note', 300, HOME_TEXTS_LIMITS.groupDiscountNote),
		],
	},
	{
		name: 'Privacy notice (/admin/privacy)',
		schema: PrivacyNoticeFormSchema,
		valid: { collected: 'Names', purpose: 'Tickets', retention: 'A year', contact: 'Write to us' },
		fields: [
			atMost('collected', 'What we collect', 3000, PRIVACY_NOTICE_LIMIT),
			atMost('purpose', 'Why we keep it', 3000, PRIVACY_NOTICE_LIMIT),
			atMost('retention', 'How long we keep it', 3000, PRIVACY_NOTICE_LIMIT),
			atMost('contact', 'Your rights and who to contact', 3000, PRIVACY_NOTICE_LIMIT),
		],
	},
	{
		name: 'Event data (/admin/basic-data, /admin/basic-data-edit)',
		schema: EditionSchema,
		valid: editionForm,
		fields: [
			atMost('theme', 'Event theme', 300, EDITION_LIMITS.theme),
			atMost('venue', 'Venue', 200, EDITION_LIMITS.venue),
			atMost('venueMapUrl', 'Venue map link', 2000, MAP_INPUT_MAX, { value: url }),
			// Amounts: anything longer than 16 characters cannot be one, hence the amount message.
			{
				field: 'regularFee',
				limit: 16,
				messages: ['Enter the regular fee as an amount, for example 2500 or 2500.50'],
				maxLength: EDITION_LIMITS.feeText,
				value: fee('2500'),
			},
			{
				field: 'earlyBirdFee',
				limit: 16,
				messages: ['Enter the early-bird fee as an amount, for example 2500 or 2500.50'],
				maxLength: EDITION_LIMITS.feeText,
				value: fee('2000'),
			},
		],
	},
	{
		name: 'Agenda session (/admin/add-agenda, /admin/edit-agenda)',
		schema: SessionSchema,
		valid: sessionForm,
		fields: [
			atMost('heading', 'Heading', 200, SESSION_LIMITS.heading),
			// Labelled "Or type a name": a person's name, so the spec's 120.
			atMost('speaker', 'Speaker', 120, SESSION_LIMITS.speaker, { kind: 'name' }),
			atMost('description', 'Description', 2000, SESSION_LIMITS.description),
		],
	},
]

function submit(form: FormLimits, field: string, value: string) {
	const formData = new FormData()
	for (const [name, entry] of Object.entries({ ...form.valid, [field]: value })) formData.set(name, entry)
	return parseWithZod(formData, { schema: form.schema })
}

function errorsOf(submission: ReturnType<typeof submit>) {
	return submission.status === 'error' ? submission.error : undefined
}

/** `field` takes `limit` characters and refuses `limit + 1`, with its messages only. */
function expectLimit(form: FormLimits, row: FieldLimit, limit: number) {
	const atLimit = row.value(limit)
	const over = row.value(limit + 1)
	expect([atLimit.length, over.length]).toEqual([limit, limit + 1])

	const accepted = submit(form, row.field, atLimit)
	expect(errorsOf(accepted)).toBeUndefined()
	expect(accepted.status).toBe('success')

	const refused = submit(form, row.field, over)
	expect(refused.status).toBe('error')
	expect(errorsOf(refused)).toEqual({ [row.field]: row.messages })
}

describe.each(FORMS)('$name', (form) => {
	test('the valid submission is accepted as it is', () => {
		const formData = new FormData()
		for (const [name, entry] of Object.entries(form.valid)) formData.set(name, entry)
		expect(parseWithZod(formData, { schema: form.schema }).status).toBe('success')
	})

	test.each(form.fields)('$field: $limit characters accepted, one more refused', (row) => {
		expectLimit(form, row, row.limit)
		if (row.trimmed !== false) {
			// The server counts after trimming: surrounding spaces do not use up the limit.
			expect(submit(form, row.field, `  ${row.value(row.limit)}  `).status).toBe('success')
		}
	})

	test.each(form.fields.filter((row) => row.maxLength !== null))(
		"$field: the input's maxLength is the server's limit",
		(row) => {
			expect(row.maxLength).toBe(row.limit)
			expect(schemaConstraint(form.schema)[row.field]?.maxLength).toBe(row.limit)
		},
	)
})

const tagged = (kind: 'name' | 'email') =>
	FORMS.flatMap((form) =>
		form.fields
			.filter((row) => row.kind === kind)
			.map((row) => ({ form, row, title: `${form.name} ${row.field}` })),
	)

describe('the spec’s headline limits', () => {
	const names = tagged('name')
	const emails = tagged('email')

	test('these are all the name and email fields', () => {
		expect(names.map((entry) => entry.title)).toEqual([
			'Registration (/register) name',
			'Group registration (/register/group) name',
			'Group registration (/register/group) colleagues[1].name',
			'Partnership enquiry (/add-sponsorship) name',
			'Add user (/admin/adduser) fullName',
			'Update user (/admin/useredit) fullName',
			'Add speaker (/admin/add-speaker) fullName',
			'Update speaker (/admin/update-speaker) fullName',
			'Add sponsor (/admin/addpartner) name',
			'Update sponsor (/admin/update-sponsor) name',
			'Agenda session (/admin/add-agenda, /admin/edit-agenda) speaker',
		])
		expect(emails.map((entry) => entry.title)).toEqual([
			'Registration (/register) email',
			'Group registration (/register/group) email',
			'Group registration (/register/group) colleagues[1].email',
			'Partnership enquiry (/add-sponsorship) email',
			'Sign-in (/admin/login) email',
			'Add user (/admin/adduser) email',
			'Update user (/admin/useredit) email',
		])
	})

	test.each(names)('$title: a name is at most 120 characters', ({ form, row }) => {
		expectLimit(form, row, NAME_LIMIT)
		expect(row.messages).toEqual([expect.stringMatching(/ must be at most 120 characters$/)])
	})

	test.each(emails)('$title: an email is at most 254 characters', ({ form, row }) => {
		expectLimit(form, row, EMAIL_LIMIT)
		expect(row.messages).toEqual(['Email must be at most 254 characters'])
	})

	test("the constants the name and email inputs' maxLength read", () => {
		expect([
			LIMITS.name,
			USER_LIMITS.fullName,
			SPEAKER_LIMITS.name,
			SPONSOR_LIMITS.name,
			SESSION_LIMITS.speaker,
		]).toEqual([NAME_LIMIT, NAME_LIMIT, NAME_LIMIT, NAME_LIMIT, NAME_LIMIT])
		expect([LIMITS.email, USER_LIMITS.email]).toEqual([EMAIL_LIMIT, EMAIL_LIMIT])
	})
})

describe('how characters are counted', () => {
	const registration = FORMS[0]!
	const name = registration.fields[0]!

	test('on the server in Unicode code points (Zod 4.6): an emoji counts as 1 there, as 2 in maxLength', () => {
		// The browser's maxLength counts UTF-16 code units: 120 emoji are 240 of them.
		expect('😀'.repeat(120)).toHaveLength(240)
		expect(submit(registration, 'name', '😀'.repeat(120)).status).toBe('success')
		expect(errorsOf(submit(registration, 'name', '😀'.repeat(121)))).toEqual({ name: name.messages })
		expect(submit(registration, 'name', 'Ɔ'.repeat(120)).status).toBe('success')
	})

	test('a letter and its combining accent count as 2', () => {
		const accented = 'e\u0301'.repeat(60)
		expect(submit(registration, 'name', accented).status).toBe('success')
		expect(errorsOf(submit(registration, 'name', `${accented}x`))).toEqual({ name: name.messages })
	})
})

describe('admin list search (q)', () => {
	const options = { sizes: [10], defaultSize: 10 }
	const q = (value: string) =>
		parseListParams(new URL(`http://x/admin/users?q=${encodeURIComponent(value)}`), options).q

	test('is cut to 100 characters after trimming, as far as the search inputs let one type', () => {
		expect(SEARCH_MAX_LENGTH).toBe(100)
		expect(q('a'.repeat(100))).toBe('a'.repeat(100))
		expect(q('a'.repeat(101))).toBe('a'.repeat(100))
		expect(q(`   ${'a'.repeat(100)}   `)).toBe('a'.repeat(100))
	})
})
