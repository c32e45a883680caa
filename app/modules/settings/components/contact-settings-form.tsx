/**
 * The site settings form (/admin/settings): organiser, address and phone numbers (one a line),
 * e-mail, map and social links; then what invoices and receipts print (legal name, address, tax
 * number, tax lines in a fixed number of rows) and the payment reminder's days. Validated in the
 * browser and again by the action with the same schema (`SiteSettingsSchema`); works before
 * JavaScript loads.
 */
import type { FieldMetadata } from '@conform-to/react'
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { FRENCH_HINT, frenchLabel } from '#app/components/admin/french-fields.tsx'
import { type FieldSpecs, SchemaFields, SchemaInput } from '#app/components/forms.tsx'
import type { ContactSettingsDefaults } from '../contact-settings.schema.ts'
import {
	INVOICE_SETTINGS_LIMITS,
	type SiteSettingsDefaults,
	SiteSettingsSchema,
	TAX_LINE_ROWS,
} from '../invoice-settings.schema.ts'

/** The form's sections, each with its fields, in the order the form shows them. */
const SECTIONS: { legend: string; specs: FieldSpecs<keyof ContactSettingsDefaults> }[] = [
	{
		legend: 'Organiser',
		specs: {
			organiserName: { label: 'Organiser name', hint: 'The footer says “Organised by …”.' },
			organiserAbout: { control: 'textarea', label: 'About the organiser', rows: 3 },
			organiserAboutFr: {
				control: 'textarea',
				label: frenchLabel('Présentation de l’organisateur', false),
				hint: FRENCH_HINT,
				rows: 3,
			},
		},
	},
	{
		legend: 'Contact',
		specs: {
			address: {
				control: 'textarea',
				label: 'Address',
				hint: 'As it should read on the contact page and in the footer, one line each.',
				rows: 3,
			},
			phones: {
				control: 'textarea',
				label: 'Phone numbers',
				hint: 'One a line, e.g. +233 30 221 0000.',
				rows: 2,
			},
			email: { type: 'email', label: 'Email' },
		},
	},
	{
		legend: 'Mail',
		specs: {
			noticeEmails: {
				control: 'textarea',
				label: 'Enquiry notices to',
				hint: 'Each partnership enquiry is mailed to these addresses, one a line. Empty: to the Email above.',
				rows: 2,
			},
			paymentInstructions: {
				control: 'textarea',
				label: 'How to pay',
				hint: 'Shown in every registrant’s confirmation mail, line by line, e.g. the bank account or MoMo number.',
				rows: 4,
			},
			paymentInstructionsFr: {
				control: 'textarea',
				label: frenchLabel('Modalités de paiement', false),
				hint: 'Shown to registrants who registered in French (mails, the Pay page). Left empty, they get the English.',
				rows: 4,
			},
		},
	},
	{
		legend: 'Map',
		specs: {
			mapEmbedUrl: {
				control: 'textarea',
				label: 'Map embed address',
				hint: 'The map on the contact page. In Google Maps: Share, then “Embed a map”, then “Copy HTML”; in OpenStreetMap: Share, then HTML. Paste that code, or the map’s link. The address alone is kept.',
				rows: 2,
			},
			mapLinkUrl: {
				label: 'Map link',
				hint: 'Where “Open the map” goes: the map’s link (Share, then “Copy link”), or its embed code.',
			},
		},
	},
]

const SOCIAL_LINK = { type: 'url', hint: 'Starting with https://.' } as const

const SOCIAL_LINKS: FieldSpecs<keyof ContactSettingsDefaults> = {
	facebookUrl: { ...SOCIAL_LINK, label: 'Facebook' },
	twitterUrl: { ...SOCIAL_LINK, label: 'X (Twitter)' },
	linkedinUrl: { ...SOCIAL_LINK, label: 'LinkedIn' },
	instagramUrl: { ...SOCIAL_LINK, label: 'Instagram' },
}

/** The invoice fields above the tax lines. */
const INVOICE_FIELDS: FieldSpecs<keyof SiteSettingsDefaults> = {
	legalName: {
		label: 'Legal name',
		hint: 'The organiser as invoices and receipts name it, e.g. Institute of Internal Auditors Ghana. Empty: the organiser name above.',
	},
	legalAddress: {
		control: 'textarea',
		label: 'Legal address',
		hint: 'As invoices and receipts print it, one line each. Empty: the address above.',
		rows: 3,
	},
	taxNumber: { label: 'Tax number', hint: 'The Taxpayer Identification Number (TIN), printed on invoices.' },
}

const REMINDER: FieldSpecs<keyof SiteSettingsDefaults> = {
	paymentReminderDays: {
		label: 'Payment reminder (days before the event)',
		hint: 'Registrants who have not paid are mailed this many days before the event, 1 to 60. Empty: no reminder.',
		inputMode: 'numeric',
		className: 'max-w-xs',
	},
}

/**
 * The tax-line rows (`TAX_LINE_ROWS`, stored ones first): each a name and a percent side by side,
 * labelled with the row's number.
 */
function TaxLineRows({ list }: { list: FieldMetadata<SiteSettingsDefaults['taxLines']> }) {
	return list.getFieldList().map((row, index) => {
		const { name, percent } = row.getFieldset()
		return (
			<div key={row.key} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
				<SchemaInput
					field={name}
					label={`Tax ${index + 1} name`}
					maxLength={INVOICE_SETTINGS_LIMITS.taxName}
				/>
				<SchemaInput field={percent} label={`Tax ${index + 1} percent`} inputMode="decimal" maxLength={10} />
			</div>
		)
	})
}

export function ContactSettingsForm({
	...fromRoute
}: {
	/** The last answer (`actionDataParts`): the server's reply or the network failure. */
	answer: FormAnswer
	defaultValue: SiteSettingsDefaults
}) {
	return (
		<AdminSchemaForm
			id="contact-settings"
			schema={SiteSettingsSchema}
			{...fromRoute}
			intent="update-contact-settings"
			note={<>{REQUIRED_NOTE} The public site shows the changes at once.</>}
			buttons={{ submitLabel: 'Save settings', cancel: { to: '/admin/dashboard' } }}
			className="max-w-3xl space-y-6"
		>
			{(fields) => (
				<>
					{SECTIONS.map(({ legend, specs }) => (
						<FormSection key={legend} legend={legend}>
							<SchemaFields fields={fields} specs={specs} />
						</FormSection>
					))}
					<FormSection legend="Social links">
						<div className="grid gap-5 sm:grid-cols-2">
							<SchemaFields fields={fields} specs={SOCIAL_LINKS} />
						</div>
					</FormSection>
					<FormSection
						legend="Invoices and receipts"
						note="What invoices and receipts print about the organiser. Changes show on documents issued from now on; an invoice already issued keeps what it printed."
					>
						<SchemaFields fields={fields} specs={INVOICE_FIELDS} />
					</FormSection>
					<FormSection
						legend="Tax lines"
						note={`Taxes an invoice shows, e.g. VAT 15, NHIL 2.5, GETFund 2.5: up to ${TAX_LINE_ROWS}, empty rows are left out. The fees include them: each is worked out on the amount before tax, to the pesewa.`}
					>
						<TaxLineRows list={fields.taxLines} />
					</FormSection>
					<FormSection legend="Payment reminder">
						<SchemaFields fields={fields} specs={REMINDER} />
					</FormSection>
				</>
			)}
		</AdminSchemaForm>
	)
}
