/**
 * The "tell me about the next edition" form: e-mail, the privacy notice's box, the captcha and the
 * button, with the public forms' behaviour (works without JavaScript; the page script
 * shows the pending label and keeps the form when the connection is down).
 */
import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { SchemaInput } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { CaptchaField } from '#app/lib/captcha/captcha-field.tsx'
import type { FormCaptcha } from '#app/lib/captcha/captcha.ts'
import {
	ConsentField,
	PublicFormError,
	PublicFormSubmit,
} from '#app/modules/registration/components/contact-form.tsx'
import type { PublicFormReply } from '#app/modules/registration/components/offline-submit.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { InterestSchema } from '../interest.schema.ts'

export function InterestForm({
	reply,
	captcha,
}: {
	reply: PublicFormReply | undefined
	captcha: FormCaptcha
}) {
	const { form, fields, submitting, navigation } = useSchemaForm({
		id: 'interest',
		schema: InterestSchema,
		lastResult: reply?.result,
	})
	return (
		<>
			<PublicFormError reply={reply} idle={navigation.state === 'idle'} />
			<Form method="POST" {...getFormProps(form)} className="max-w-xl space-y-5">
				<SchemaInput field={fields.email} label={m.forms_email()} type="email" autoComplete="email" />
				<ConsentField field={fields.consent} />
				<CaptchaField captcha={captcha} question={reply?.question} resetKey={reply?.at} />
				<PublicFormSubmit subject="address" label={m.forms_next_submit()} submitting={submitting} />
			</Form>
		</>
	)
}
