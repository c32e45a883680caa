/**
 * The erasure screen (/admin/erase-personal-data): the editions with what personal data each still
 * holds, the form that erases one that is over (its year typed again first: it cannot be undone),
 * and the erasures done. Works without JavaScript.
 */
import { AdminForm, FormSection } from '#app/components/admin/admin-form.tsx'
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { SchemaInput, SchemaSelect } from '#app/components/forms.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { Panel } from '#app/components/ui/panel.tsx'
import { EraseEditionSchema } from '../erasure.schema.ts'

export interface ErasureScreenEdition {
	id: number
	year: number
	dateText: string | null
	attendees: number
	enquiries: number
	over: boolean
	erasable: boolean
}

export interface ErasureScreenRecord {
	year: number
	attendees: number
	enquiries: number
	erasedBy: string
	at: string
	atText: string
}

const cell = 'px-3 py-2 text-left'

export function ErasureScreen({
	editions,
	erasures,
	answer,
}: {
	editions: ErasureScreenEdition[]
	erasures: ErasureScreenRecord[]
	answer: FormAnswer
}) {
	const erasable = editions.filter((edition) => edition.erasable)
	const { form, fields, submitting } = useSchemaForm({
		id: 'erase-edition',
		schema: EraseEditionSchema,
		lastResult: answer.result,
	})
	return (
		<div className="space-y-8">
			<Panel id="editions-title" title="What each edition holds">
				{/* Scrolls sideways on the narrowest phones: focusable, so the keyboard can scroll it. */}
				<div
					className="mt-3 overflow-x-auto"
					tabIndex={0}
					role="region"
					aria-label="Table of what each edition holds"
				>
					<table className="w-full text-sm">
						<caption className="sr-only">Personal data held per edition</caption>
						<thead className="bg-slate-50 text-slate-700">
							<tr>
								<th scope="col" className={cell}>
									Edition
								</th>
								<th scope="col" className={cell}>
									Registrations
								</th>
								<th scope="col" className={cell}>
									Partnership enquiries
								</th>
								<th scope="col" className={cell}>
									Can be erased
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-slate-200">
							{editions.map((edition) => (
								<tr key={edition.id} data-testid="erasure-edition">
									<th scope="row" className={`${cell} font-semibold`}>
										{edition.year}
										{edition.dateText ? (
											<span className="block text-xs font-normal text-slate-600">{edition.dateText}</span>
										) : null}
									</th>
									<td className={cell}>{edition.attendees}</td>
									<td className={cell}>{edition.enquiries}</td>
									<td className={cell}>
										{edition.erasable
											? 'Yes'
											: edition.over
												? 'Nothing left to erase'
												: 'Not yet: the edition is not over'}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</Panel>

			<Panel id="erase-title" title="Erase an edition’s personal data" tone="danger">
				<p className="mt-2 text-sm text-slate-700">
					Every registration and partnership enquiry of the edition is deleted, with the mail still queued for
					them. Only the counts are kept, below. This cannot be undone: export the lists first if you need
					them.
				</p>
				{erasable.length ? (
					<AdminForm
						form={form}
						intent="erase-edition"
						answer={answer}
						note={null}
						buttons={{
							submitting,
							submitLabel: 'Erase personal data',
							pendingLabel: 'Erasing...',
							cancel: { to: '/admin/dashboard', label: 'Cancel' },
						}}
						className="mt-4 max-w-xl space-y-5"
					>
						<FormSection legend="Edition">
							<SchemaSelect
								field={fields.editionId}
								label="Edition"
								placeholder="Choose an edition"
								options={erasable.map((edition) => ({
									value: String(edition.id),
									label: `${edition.year}: ${edition.attendees} registrations, ${edition.enquiries} enquiries`,
								}))}
							/>
							<SchemaInput
								field={fields.confirmYear}
								label="Type the edition’s year to confirm"
								inputMode="numeric"
								autoComplete="off"
							/>
						</FormSection>
					</AdminForm>
				) : (
					<p className="mt-4 text-sm font-medium text-slate-800" role="status">
						No edition that is over holds personal data.
					</p>
				)}
			</Panel>

			<Panel id="erasures-title" title="Erasures done">
				{erasures.length ? (
					<ul className="mt-3 divide-y divide-slate-200 text-sm">
						{erasures.map((erasure) => (
							<li key={erasure.at} className="py-2" data-testid="erasure-record">
								<strong>{erasure.year}</strong>: {erasure.attendees} registrations and {erasure.enquiries}{' '}
								partnership enquiries erased by {erasure.erasedBy},{' '}
								<time dateTime={erasure.at}>{erasure.atText}</time>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-3 text-sm text-slate-700">None yet.</p>
				)}
			</Panel>
		</div>
	)
}
