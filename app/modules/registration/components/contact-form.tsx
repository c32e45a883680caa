/**
 * The form both public forms share (registration, partnership enquiry): the contact fields (full
 * name, company, designation/role, email, WhatsApp number and the optional contact number, with the
 * browser's validity attributes from the schema), the "How did you hear" select, and the
 * frame around a form's own fields: the Error dialog for the server's message, the note on required
 * fields, the captcha and the submit button.
 */
import { type FieldMetadata, getFormProps } from '@conform-to/react'
import { type ReactNode, useState } from 'react'
import { Form } from 'react-router'
import type { z } from 'zod'
import { SchemaCheckbox, SchemaInput, SchemaSelect } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { CaptchaField } from '#app/lib/captcha/captcha-field.tsx'
import type { FormCaptcha } from '#app/lib/captcha/captcha.ts'
import { isUnsent } from '#app/lib/http/unsent.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'
import { HEARD_FROM_OPTIONS, heardFromLabel } from '../registration.schema.ts'
import { type PublicFormReply, type UnsentSubject, unsentMessage } from './offline-submit.ts'

type ContactField = 'name' | 'company_name' | 'role' | 'email' | 'whatsapp_number' | 'contact_number'

/** Conform's metadata of the six fields, as `useForm` returns them for either form. */
export type ContactFieldsMetadata = { [K in ContactField]: FieldMetadata<string | undefined> }

/** The six contact fields, in the order both forms show them. */
export function ContactFields({ fields }: { fields: ContactFieldsMetadata }) {
	return (
		<>
			<SchemaInput field={fields.name} label={m.forms_full_name()} autoComplete="name" />
			<div className="grid gap-5 sm:grid-cols-2">
				<SchemaInput field={fields.company_name} label={m.forms_company_name()} autoComplete="organization" />
				<SchemaInput field={fields.role} label={m.forms_role()} autoComplete="organization-title" />
			</div>
			<SchemaInput field={fields.email} type="email" label={m.forms_email()} autoComplete="email" />
			<div className="grid gap-5 sm:grid-cols-2">
				<SchemaInput
					field={fields.whatsapp_number}
					type="tel"
					label={m.forms_whatsapp()}
					autoComplete="tel"
				/>
				<SchemaInput
					field={fields.contact_number}
					type="tel"
					label={m.forms_contact_number()}
					hint={m.forms_contact_number_hint()}
				/>
			</div>
		</>
	)
}

/** The optional "How did you hear about the event?" select: English values, labels in the page's language. */
export function HeardFromField({ field }: { field: FieldMetadata<string | undefined> }) {
	return (
		<SchemaSelect
			field={field}
			label={m.forms_heard_from()}
			options={HEARD_FROM_OPTIONS.map((value) => ({ value, label: heardFromLabel(value) }))}
			placeholder={m.forms_select_option()}
		/>
	)
}

/**
 * The privacy notice's box (docs/privacy.md), required; the notice opens in a new tab so the form
 * and its input stay.
 */
export function ConsentField({ field }: { field: FieldMetadata<unknown> }) {
	const locale = useLocale()
	return (
		<SchemaCheckbox
			field={field}
			label={
				<>
					{m.forms_consent_before()}{' '}
					<a
						href={localizedPath('/privacy', locale)}
						target="_blank"
						rel="noopener"
						className="text-brand-700 underline"
					>
						{m.forms_consent_link()}
						<span className="sr-only">{m.forms_new_tab()}</span>
					</a>
					{m.forms_consent_after()}
					<span className="text-red-700" aria-hidden="true">
						{' '}
						*
					</span>
				</>
			}
		/>
	)
}

/** "Fields marked * are required.", in the page's language. */
export function RequiredNote() {
	return (
		<p className="text-sm text-slate-600">
			{m.forms_required_before()} <span className="text-red-700">*</span> {m.forms_required_after()}
		</p>
	)
}

/** The server's message for the whole form (a refused captcha, a duplicate, a failed save), once idle. */
export function PublicFormError({ reply, idle }: { reply: PublicFormReply | undefined; idle: boolean }) {
	return reply?.message && idle && reply.result.error?.[''] ? (
		<MessageDialog key={reply.at} tone="error" title={m.forms_error_title()} closeLabel={m.forms_ok()}>
			<p>{reply.message}</p>
		</MessageDialog>
	) : null
}

/**
 * The end of a public form: the message the page script shows when the connection is down
 * (offline-submit.ts), and the submit button `label` with its pending label (both sent: a page
 * without React shows the pending one itself, `data-pending`). `subject` names a submission
 * ("registration") in the message.
 */
export function PublicFormSubmit({
	subject,
	label,
	submitting,
}: {
	subject: UnsentSubject
	label: string
	submitting: boolean
}) {
	return (
		<>
			<p
				role="alert"
				hidden
				data-unsent-message={unsentMessage(subject, label)}
				className="rounded-md bg-amber-50 p-3 text-sm font-medium text-slate-900 ring-1 ring-amber-300"
			/>
			<Button type="submit" disabled={submitting} className="w-full sm:w-auto" data-pending-submit>
				<span className="inline-flex items-center gap-2" hidden={!submitting} data-pending>
					<Spinner label={m.forms_submitting()} />
					{m.forms_submitting()}
				</span>
				<span hidden={submitting} data-idle>
					{label}
				</span>
			</Button>
		</>
	)
}

/** What sets one public form apart: its id, schema, submit button text and classes. */
export interface PublicFormSpec<Schema> {
	id: string
	schema: Schema
	submitLabel: string
	className: string
	/** What a submission is, for the message when it could not be sent: "registration". */
	subject: UnsentSubject
}

/** The Conform fields of a form of `Schema` (`useSchemaForm`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound for a form's shape
type FieldsOf<Schema extends z.ZodType<Record<string, any>, Record<string, any>>> = ReturnType<
	typeof useSchemaForm<Schema>
>['fields']

/**
 * A public form (`spec`): the note on required fields, the contact fields, the form's own fields
 * (`children`, given the form's fields), the captcha (a fresh challenge after each answer) and the
 * submit button. The server's message for the whole form (a refused captcha, a duplicate, a failed
 * save) opens an Error dialog once no navigation is under way. Both public schemas have the contact
 * fields (the enquiry's extends the registration's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function ContactForm<Schema extends z.ZodType<Record<string, any>, Record<string, any>>>({
	spec,
	reply,
	captcha,
	children,
}: {
	spec: PublicFormSpec<Schema>
	reply: PublicFormReply | undefined
	captcha: FormCaptcha
	children: (fields: FieldsOf<Schema>) => ReactNode
}) {
	// A fresh challenge after each answer of the server; an unsent one used none (lib/http/unsent.ts).
	const [captchaKey, setCaptchaKey] = useState<number | undefined>(undefined)
	if (reply && !isUnsent(reply) && reply.at !== captchaKey) setCaptchaKey(reply.at)
	const { form, fields, submitting, navigation } = useSchemaForm({
		id: spec.id,
		schema: spec.schema,
		lastResult: reply?.result,
	})
	return (
		<>
			<PublicFormError reply={reply} idle={navigation.state === 'idle'} />
			<Form method="POST" {...getFormProps(form)} className={spec.className}>
				<RequiredNote />
				<ContactFields fields={fields as unknown as ContactFieldsMetadata} />
				{children(fields)}
				<ConsentField field={(fields as unknown as { consent: FieldMetadata<unknown> }).consent} />
				<CaptchaField captcha={captcha} question={reply?.question} resetKey={captchaKey} />
				<PublicFormSubmit subject={spec.subject} label={spec.submitLabel} submitting={submitting} />
			</Form>
		</>
	)
}
