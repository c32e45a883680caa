/**
 * The group registration form (/register/group): the contact's details and the company, a row per
 * colleague (full name, e-mail, designation/role, WhatsApp number), the fee the group pays, the
 * privacy notice's box, the captcha and the submit button.
 *
 * Rows work without JavaScript: "Add more rows" and each row's "Remove" are submit buttons
 * (`intent`) that the server answers with the same page, the input kept; the script inlined after
 * the form does the same in place (`group-rows-script.js`). Both kinds of button come
 * after a hidden copy of the submit button, so Enter in a field sends the form, never a row button.
 */
import { type FieldMetadata, getFormProps } from '@conform-to/react'
import { useState } from 'react'
import { Form } from 'react-router'
import { ErrorList, type FieldSpecs, SchemaFields, SchemaInput } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { CaptchaField } from '#app/lib/captcha/captcha-field.tsx'
import type { FormCaptcha } from '#app/lib/captcha/captcha.ts'
import { formatCedis } from '#app/lib/format.ts'
import { isUnsent } from '#app/lib/http/unsent.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { languageTag, useLocale } from '#app/lib/i18n/locale.ts'
import { discountedFee } from '#app/modules/editions/edition.ts'
import {
	colleagueLabel,
	GROUP_ROWS,
	GROUP_SIZE,
	type GroupFeeRule,
	GroupRegistrationSchema,
	isEmptyRow,
} from '../group-registration.schema.ts'
import { LIMITS } from '../registration.schema.ts'
import groupRowsScript from './group-rows-script.js?raw'
import { ConsentField, PublicFormError, PublicFormSubmit, RequiredNote } from './contact-form.tsx'
import type { PublicFormReply } from './offline-submit.ts'

/**
 * The rows' script, inlined after the form in the server's HTML only: the page is sent without React
 * (`STATIC_ROUTES`); rendered by React after a client navigation, the row buttons ask the server instead.
 */
const GROUP_ROWS_SCRIPT = import.meta.env.SSR ? groupRowsScript : null

type Row = { [K in 'name' | 'email' | 'role' | 'whatsapp_number']?: string }

/** The form's values as its inputs hold them. */
interface GroupFormShape {
	name?: string
	email?: string
	whatsapp_number?: string
	company_name?: string
	consent?: boolean
	colleagues: Row[]
}

/** The empty rows a new form starts with. */
const START: GroupFormShape = { colleagues: Array.from({ length: GROUP_ROWS.initial }, () => ({})) }

type RowFields = { [K in keyof Row]-?: FieldMetadata<string | undefined> }

/**
 * A colleague's four fields, in their order, labelled in the current language. Browsers must not
 * fill them with the contact's own details (`autoComplete` off), and the limits are the
 * registration form's.
 */
function colleagueFields(): FieldSpecs<keyof RowFields> {
	return {
		name: { label: m.forms_full_name(), autoComplete: 'off', maxLength: LIMITS.name },
		email: { type: 'email', label: m.forms_email(), autoComplete: 'off', maxLength: LIMITS.email },
		role: { label: m.forms_role(), autoComplete: 'off', maxLength: LIMITS.text },
		whatsapp_number: { type: 'tel', label: m.forms_whatsapp(), autoComplete: 'off', maxLength: LIMITS.phone },
	}
}

/** One colleague's row: a fieldset "Colleague n" with its four fields and, when allowed, Remove. */
function ColleagueRow({
	index,
	fields,
	removable,
}: {
	index: number
	fields: RowFields
	removable: boolean
}) {
	const label = colleagueLabel(index)
	return (
		<fieldset data-group-row className="rounded-lg p-4 ring-1 ring-slate-200">
			<legend className="text-brand-900 px-1 font-bold" data-row-label>
				{label}
			</legend>
			<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
				<SchemaFields fields={fields} specs={colleagueFields()} />
			</div>
			<button
				type="submit"
				name="intent"
				value={`remove-${index}`}
				formNoValidate
				hidden={!removable}
				data-remove-row
				className="text-brand-800 hover:bg-brand-50 mt-2 inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold underline"
			>
				{m.forms_group_remove()} <span className="sr-only" data-row-label>{` ${label.toLowerCase()}`}</span>
			</button>
		</fieldset>
	)
}

/**
 * What the group pays for `size` colleagues under `rule` (`discountedFee`), as a sentence in the
 * current language.
 */
function feeSummary(rule: GroupFeeRule, size: number): string {
	const fee = discountedFee(rule.basePesewas, rule.discount, size)
	const inputs = {
		people: m.forms_group_people({ count: size }),
		each: formatCedis(fee.perPersonPesewas),
		total: formatCedis(fee.totalPesewas),
	}
	return fee.discountPercent
		? m.forms_group_fee_summary_discount({ ...inputs, percent: fee.discountPercent })
		: m.forms_group_fee_summary(inputs)
}

/**
 * The group's fee, worked out again (by the page's script) as rows are filled in: the script reads
 * the sentence's templates, in the page's language, from the line's `data-*` attributes.
 */
function GroupFeeLine({ rule, size }: { rule: GroupFeeRule; size: number }) {
	const locale = useLocale()
	return (
		<div className="bg-brand-50 ring-brand-100 max-w-3xl rounded-lg p-4 ring-1">
			<h2 className="text-brand-900 font-bold">{m.forms_group_fee_title()}</h2>
			<p
				className="mt-1 text-slate-800"
				aria-live="polite"
				data-group-fee
				data-base={rule.basePesewas}
				data-min-size={rule.discount?.minSize}
				data-percent={rule.discount?.percent}
				data-lang={languageTag(locale)}
				data-one={m.forms_group_people({ count: 1 })}
				data-many={m.forms_group_people({ count: 9999 }).replace('9999', '{count}')}
				data-summary={m.forms_group_fee_summary({ people: '{people}', each: '{each}', total: '{total}' })}
				data-summary-discount={m
					.forms_group_fee_summary_discount({
						people: '{people}',
						each: '{each}',
						total: '{total}',
						percent: 9999,
					})
					.replace('9999', '{percent}')}
			>
				{feeSummary(rule, size)}
			</p>
			<p className="mt-1 text-sm text-slate-600">
				{m.forms_group_fee_base({ label: rule.baseLabel, amount: formatCedis(rule.basePesewas) })}
				{rule.discount ? m.forms_group_fee_discount_rule(rule.discount) : '.'}
			</p>
		</div>
	)
}

/** The number of rows of `rows` with something typed in them. */
function begunRows(rows: readonly FieldMetadata<unknown>[]): number {
	return rows.filter((row) => !isEmptyRow(row.value)).length
}

export function GroupForm({
	reply,
	captcha,
	feeRule,
}: {
	reply: PublicFormReply | undefined
	captcha: FormCaptcha
	feeRule: GroupFeeRule | null
}) {
	// A fresh challenge after each answer of the server; an unsent one used none (lib/http/unsent.ts).
	const [captchaKey, setCaptchaKey] = useState<number | undefined>(undefined)
	if (reply && !isUnsent(reply) && reply.at !== captchaKey) setCaptchaKey(reply.at)
	const { form, fields, submitting, navigation } = useSchemaForm<
		typeof GroupRegistrationSchema,
		GroupFormShape
	>({
		id: 'group-registration',
		schema: GroupRegistrationSchema,
		lastResult: reply?.result,
		defaultValue: START,
	})
	const rows = fields.colleagues.getFieldList()
	const listErrorId = `${fields.colleagues.id}-error`
	return (
		<>
			<PublicFormError reply={reply} idle={navigation.state === 'idle'} />
			<Form method="POST" {...getFormProps(form)} className="space-y-6">
				{/* Enter in a field sends the form: the first submit button is this copy of the last one. */}
				<button type="submit" hidden tabIndex={-1} aria-hidden="true" />
				<RequiredNote />
				<fieldset className="max-w-3xl space-y-5">
					<legend className="text-brand-900 text-lg font-bold">{m.forms_group_your_details()}</legend>
					<SchemaInput field={fields.name} label={m.forms_full_name()} autoComplete="name" />
					<div className="grid gap-5 sm:grid-cols-2">
						<SchemaInput field={fields.email} type="email" label={m.forms_email()} autoComplete="email" />
						<SchemaInput
							field={fields.whatsapp_number}
							type="tel"
							label={m.forms_whatsapp()}
							autoComplete="tel"
						/>
					</div>
					<SchemaInput
						field={fields.company_name}
						label={m.forms_company_name()}
						autoComplete="organization"
						hint={m.forms_group_company_hint()}
					/>
				</fieldset>

				<fieldset
					className="space-y-4"
					aria-describedby={
						fields.colleagues.errors?.length ? `${listErrorId} group-rows-note` : 'group-rows-note'
					}
				>
					<legend className="text-brand-900 text-lg font-bold">{m.forms_group_colleagues()}</legend>
					<p id="group-rows-note" className="max-w-3xl text-sm text-slate-600">
						{m.forms_group_rows_note({ min: GROUP_SIZE.min, max: GROUP_SIZE.max })}
					</p>
					<ErrorList id={listErrorId} errors={fields.colleagues.errors} />
					<div
						className="space-y-4"
						data-group-rows
						data-min-rows={GROUP_SIZE.min}
						data-max-rows={GROUP_SIZE.max}
						data-step={GROUP_ROWS.step}
						data-row-label={m.forms_colleague_label({ number: 9999 }).replace('9999', '{number}')}
					>
						{rows.map((row, index) => (
							<ColleagueRow
								key={row.key}
								index={index}
								fields={row.getFieldset() as RowFields}
								removable={rows.length > GROUP_SIZE.min}
							/>
						))}
					</div>
					<Button
						type="submit"
						variant="ghost"
						name="intent"
						value="more-rows"
						formNoValidate
						hidden={rows.length >= GROUP_SIZE.max}
						data-add-rows
						className="ring-brand-700 ring-1"
					>
						{m.forms_group_add_rows()}
					</Button>
				</fieldset>

				{feeRule ? <GroupFeeLine rule={feeRule} size={begunRows(rows)} /> : null}

				<ConsentField field={fields.consent} />
				<CaptchaField captcha={captcha} question={reply?.question} resetKey={captchaKey} />
				<PublicFormSubmit
					subject="group registration"
					label={m.forms_group_submit()}
					submitting={submitting}
				/>
			</Form>
			{GROUP_ROWS_SCRIPT ? <script dangerouslySetInnerHTML={{ __html: GROUP_ROWS_SCRIPT }} /> : null}
		</>
	)
}
