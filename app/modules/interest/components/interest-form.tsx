/**
 * The "tell me about the next edition" form: e-mail, the privacy notice's box, the captcha and the
 * button, with the public forms' behaviour (ADR 0028: works without JavaScript; the page script
 * shows the pending label and keeps the form when the connection is down).
 */
import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { SchemaInput } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { CaptchaField } from '#app/lib/captcha/captcha-field.tsx'
import type { FormCaptcha } from '#app/lib/captcha/captcha.ts'
import { ConsentField, type PublicFormReply } from '#app/modules/attendees/components/contact-form.tsx'
import { unsentMessage } from '#app/modules/attendees/components/offline-submit.ts'
import { InterestSchema } from '../interest.schema.ts'

const SUBMIT = 'Tell me'

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
			{reply?.message && navigation.state === 'idle' && reply.result.error?.[''] ? (
				<MessageDialog key={reply.at} tone="error" title="Error">
					<p>{reply.message}</p>
				</MessageDialog>
			) : null}
			<Form method="POST" {...getFormProps(form)} className="max-w-xl space-y-5">
				<SchemaInput field={fields.email} label="Email" type="email" autoComplete="email" />
				<ConsentField field={fields.consent} />
				<CaptchaField captcha={captcha} resetKey={reply?.at} />
				<p
					role="alert"
					hidden
					data-unsent-message={unsentMessage('address', SUBMIT)}
					className="rounded-md bg-amber-50 p-3 text-sm font-medium text-slate-900 ring-1 ring-amber-300"
				/>
				<Button type="submit" disabled={submitting} className="w-full sm:w-auto" data-pending-submit>
					<span className="inline-flex items-center gap-2" hidden={!submitting} data-pending>
						<Spinner label="Submitting..." />
						Submitting...
					</span>
					<span hidden={submitting} data-idle>
						{SUBMIT}
					</span>
				</Button>
			</Form>
		</>
	)
}
