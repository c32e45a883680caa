/**
 * The Contact & organiser settings form (/admin/settings): organiser, address and phone numbers (one
 * a line), e-mail, map and social links. Validated in the browser and again by the action with the
 * same schema (`ContactSettingsSchema`); works before JavaScript loads.
 */
import { AdminSchemaForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { type FieldSpecs, SchemaFields } from '#app/components/forms.tsx'
import {
	type ContactSettingsDefaults,
	ContactSettingsSchema,
	MAP_EMBED_HOSTS,
} from '../contact-settings.schema.ts'

/** The form's sections, each with its fields, in the order the form shows them. */
const SECTIONS: { legend: string; specs: FieldSpecs<keyof ContactSettingsDefaults> }[] = [
	{
		legend: 'Organiser',
		specs: {
			organiserName: { label: 'Organiser name', hint: 'The footer says “Organised by …”.' },
			organiserAbout: { control: 'textarea', label: 'About the organiser', rows: 3 },
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
		},
	},
	{
		legend: 'Map',
		specs: {
			mapEmbedUrl: {
				type: 'url',
				label: 'Map embed address',
				hint: `The address of an embeddable map on ${MAP_EMBED_HOSTS.join(' or ')}, starting with https://.`,
			},
			mapLinkUrl: {
				type: 'url',
				label: 'Map link',
				hint: 'Where “Open the map” goes, starting with https://.',
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

export function ContactSettingsForm({
	...fromRoute
}: {
	/** The last answer (`actionDataParts`): the server's reply or the network failure. */
	answer: FormAnswer
	defaultValue: ContactSettingsDefaults
}) {
	return (
		<AdminSchemaForm
			id="contact-settings"
			schema={ContactSettingsSchema}
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
				</>
			)}
		</AdminSchemaForm>
	)
}
