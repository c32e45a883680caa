/**
 * The contact fields the two public forms share (spec §2, §5: registration and partnership
 * enquiry): full name, company, designation/role, email, WhatsApp number and the optional contact
 * number, with the browser's validity attributes from the form's schema.
 */
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { Field } from '#app/components/forms.tsx'
import { LIMITS } from '#app/modules/attendees/attendee.schema.ts'

type ContactField = 'name' | 'company_name' | 'role' | 'email' | 'whatsapp_number' | 'contact_number'

/** Conform's metadata of the six fields, as `useForm` returns them for either form. */
export type ContactFieldsMetadata = { [K in ContactField]: FieldMetadata<string | undefined> }

export function ContactFields({ fields }: { fields: ContactFieldsMetadata }) {
	return (
		<>
			<Field
				label="Full Name"
				errors={fields.name.errors}
				inputProps={{
					...getInputProps(fields.name, { type: 'text' }),
					autoComplete: 'name',
					maxLength: LIMITS.name,
				}}
			/>
			<div className="grid gap-5 sm:grid-cols-2">
				<Field
					label="Company Name"
					errors={fields.company_name.errors}
					inputProps={{
						...getInputProps(fields.company_name, { type: 'text' }),
						autoComplete: 'organization',
						maxLength: LIMITS.text,
					}}
				/>
				<Field
					label="Designation/Role"
					errors={fields.role.errors}
					inputProps={{
						...getInputProps(fields.role, { type: 'text' }),
						autoComplete: 'organization-title',
						maxLength: LIMITS.text,
					}}
				/>
			</div>
			<Field
				label="Email"
				errors={fields.email.errors}
				inputProps={{
					...getInputProps(fields.email, { type: 'email' }),
					autoComplete: 'email',
					maxLength: LIMITS.email,
				}}
			/>
			<div className="grid gap-5 sm:grid-cols-2">
				<Field
					label="WhatsApp Number"
					errors={fields.whatsapp_number.errors}
					inputProps={{
						...getInputProps(fields.whatsapp_number, { type: 'tel' }),
						autoComplete: 'tel',
						maxLength: LIMITS.phone,
					}}
				/>
				<Field
					label="Contact Number"
					hint="If different from WhatsApp"
					errors={fields.contact_number.errors}
					inputProps={{ ...getInputProps(fields.contact_number, { type: 'tel' }), maxLength: LIMITS.phone }}
				/>
			</div>
		</>
	)
}
