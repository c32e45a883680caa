/**
 * The Contact & organiser settings form (/admin/settings): organiser, address and phone numbers (one
 * a line), e-mail, map and social links. Validated in the browser and again by the action with the
 * same schema (`ContactSettingsSchema`); works before JavaScript loads.
 */
import { AdminForm, FormSection, REQUIRED_NOTE } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { SchemaInput, SchemaTextarea } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import {
	type ContactSettingsDefaults,
	ContactSettingsSchema,
	MAP_EMBED_HOSTS,
} from '../contact-settings.schema.ts'

const SOCIAL_FIELDS = [
	['facebookUrl', 'Facebook'],
	['twitterUrl', 'X (Twitter)'],
	['linkedinUrl', 'LinkedIn'],
	['instagramUrl', 'Instagram'],
] as const

export function ContactSettingsForm({
	answer,
	defaultValue,
}: {
	/** The last answer (`actionDataParts`): the server's reply or the network failure. */
	answer: FormAnswer
	defaultValue: ContactSettingsDefaults
}) {
	const { form, fields } = useSchemaForm({
		id: 'contact-settings',
		schema: ContactSettingsSchema,
		lastResult: answer.result,
		defaultValue,
	})
	return (
		<AdminForm
			form={form}
			intent="update-contact-settings"
			answer={answer}
			note={<>{REQUIRED_NOTE} The public site shows the changes at once.</>}
			buttons={{ submitLabel: 'Save settings', cancel: { to: '/admin/dashboard' } }}
			className="max-w-3xl space-y-6"
		>
			<FormSection legend="Organiser">
				<SchemaInput
					field={fields.organiserName}
					label="Organiser name"
					hint="The footer says “Organised by …”."
				/>
				<SchemaTextarea field={fields.organiserAbout} label="About the organiser" rows={3} />
			</FormSection>

			<FormSection legend="Contact">
				<SchemaTextarea
					field={fields.address}
					label="Address"
					hint="As it should read on the contact page and in the footer, one line each."
					rows={3}
				/>
				<SchemaTextarea
					field={fields.phones}
					label="Phone numbers"
					hint="One a line, e.g. +233 30 221 0000."
					rows={2}
				/>
				<SchemaInput field={fields.email} type="email" label="Email" />
			</FormSection>

			<FormSection legend="Mail">
				<SchemaTextarea
					field={fields.noticeEmails}
					label="Enquiry notices to"
					hint="Each partnership enquiry is mailed to these addresses, one a line. Empty: to the Email above."
					rows={2}
				/>
				<SchemaTextarea
					field={fields.paymentInstructions}
					label="How to pay"
					hint="Shown in every registrant’s confirmation mail, line by line, e.g. the bank account or MoMo number."
					rows={4}
				/>
			</FormSection>

			<FormSection legend="Map">
				<SchemaInput
					field={fields.mapEmbedUrl}
					type="url"
					label="Map embed address"
					hint={`The address of an embeddable map on ${MAP_EMBED_HOSTS.join(' or ')}, starting with https://.`}
				/>
				<SchemaInput
					field={fields.mapLinkUrl}
					type="url"
					label="Map link"
					hint="Where “Open the map” goes, starting with https://."
				/>
			</FormSection>

			<FormSection legend="Social links">
				<div className="grid gap-5 sm:grid-cols-2">
					{SOCIAL_FIELDS.map(([name, label]) => (
						<SchemaInput
							key={name}
							field={fields[name]}
							type="url"
							label={label}
							hint="Starting with https://."
						/>
					))}
				</div>
			</FormSection>
		</AdminForm>
	)
}
