/**
 * A back-office form of one field, a title (a speaker category, a sponsor tier, a media category),
 * with its French beside it (`titleFr`, "Titre (French)", flagged while empty: ADR 0059): the
 * fields, the buttons, and the Error dialog for a save that fails on the server or a request that
 * cannot reach it. Validated in the browser and again by the action with the same schema; works
 * before JavaScript loads.
 */
import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { SchemaInput } from '#app/components/forms.tsx'
import { needsFrench } from '#app/lib/i18n/localized.ts'
import { FRENCH_HINT, frenchLabel, TranslationPair } from './french-fields.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { CREATE_FAILED, UPDATE_FAILED } from '#app/lib/network-error.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { AdminForm } from './admin-form.tsx'
import { actionDataParts, type FormAnswer } from './form-alert.tsx'
import type { FormButtonsProps } from './form-buttons.tsx'
import { FormPage } from './form-page.tsx'
import { useFormDialog } from './use-form-dialog.tsx'

/**
 * What a title form is about: its schema, its field's label and hint, the intent it posts, and any
 * fields after the title (`more`: drawn from the form's fields, with their defaults for a new row or
 * from the row being updated).
 */
export interface TitleFormSpec {
	schema: z.ZodType<{ title: string; titleFr?: string }, { title: string; titleFr?: string }>
	label: string
	hint?: string
	intent: string
	more?: {
		fields: (fields: Record<string, FieldMetadata<unknown>>) => ReactNode
		defaults: (row: Record<string, unknown> | null) => Record<string, unknown>
	}
}

export function TitleForm({
	spec,
	id,
	answer,
	defaultTitle,
	defaultTitleFr,
	row,
	buttons,
}: {
	spec: TitleFormSpec
	id: string
	/** The last answer (`actionDataParts`): the server's reply, the Error dialog's message. */
	answer: FormAnswer
	defaultTitle?: string
	/** The saved French title (null or absent: none yet). */
	defaultTitleFr?: string | null
	/** The row being updated, for the defaults of `spec.more`'s fields. */
	row?: Record<string, unknown> | null
	buttons: FormButtonsProps
}) {
	const { form, fields } = useSchemaForm({
		id,
		schema: spec.schema,
		lastResult: answer.result,
		defaultValue: {
			title: defaultTitle ?? '',
			titleFr: defaultTitleFr ?? '',
			...spec.more?.defaults(row ?? null),
		},
	})
	const { dialogElement } = useFormDialog(answer.dialog)
	return (
		<>
			<AdminForm
				form={form}
				intent={spec.intent}
				note={null}
				buttons={buttons}
				className="max-w-3xl space-y-5"
			>
				<TranslationPair
					english={<SchemaInput field={fields.title} label={spec.label} hint={spec.hint} />}
					french={
						<SchemaInput
							field={fields.titleFr}
							label={frenchLabel('Titre', needsFrench(defaultTitle, defaultTitleFr))}
							hint={FRENCH_HINT}
						/>
					}
				/>
				{spec.more?.fields(fields as unknown as Record<string, FieldMetadata<unknown>>)}
			</AdminForm>
			{dialogElement}
		</>
	)
}

/** A title form that adds a row or updates one (a sponsor tier, a media category). */
export interface AddOrUpdateTitleSpec extends Omit<TitleFormSpec, 'intent'> {
	/** The stem of the form's id and intent, e.g. `sponsor-tier`: `add-sponsor-tier`, `update-sponsor-tier`. */
	name: string
	/** The buttons' noun, e.g. `tier`: "Add tier", "Adding tier...", "Update tier". */
	noun: string
	/** The list Cancel goes back to. */
	listUrl: string
}

/** The `TitleForm` of `spec` adding a row, or updating `row`. */
function AddOrUpdateTitleForm({
	spec: { name, noun, listUrl, ...spec },
	row,
	answer,
}: {
	spec: AddOrUpdateTitleSpec
	/** The row being updated; none when adding one. */
	row: ({ id: number; title: string } & Record<string, unknown>) | null
	answer: FormAnswer
}) {
	const rowId = row?.id
	const cancel = { to: listUrl }
	return (
		<TitleForm
			spec={{ ...spec, intent: rowId ? `update-${name}` : `add-${name}` }}
			id={rowId ? `update-${name}-${rowId}` : `add-${name}`}
			answer={answer}
			defaultTitle={row?.title}
			defaultTitleFr={typeof row?.title_fr === 'string' ? row.title_fr : null}
			row={row}
			buttons={
				rowId
					? { submitLabel: `Update ${noun}`, cancel }
					: { submitLabel: `Add ${noun}`, pendingLabel: `Adding ${noun}...`, cancel }
			}
		/>
	)
}

/** The add and update pages of an ordered list's row (a sponsor tier, a media category, a package). */
export interface OrderedTitlePageSpec extends AddOrUpdateTitleSpec {
	/** The URL parameter of the update page's id, e.g. `tierId`. */
	param: string
	/** The screen's breadcrumb, e.g. "Sponsor tier". */
	breadcrumb: string
	/** The page's heading (and document title) when adding and when updating. */
	heading: { add: string; update: string }
	/** The line under the heading when adding and when updating. */
	subtitle: { add: ReactNode; update: ReactNode }
}

/**
 * The page of `spec` adding a row, or updating `row`; `actionData` is the action's last answer (or
 * the network failure's).
 */
export function OrderedTitlePage({
	spec,
	row,
	actionData,
}: {
	spec: OrderedTitlePageSpec
	row: ({ id: number; title: string } & Record<string, unknown>) | null
	actionData: unknown
}) {
	return (
		<FormPage
			title={row ? spec.heading.update : spec.heading.add}
			subtitle={row ? spec.subtitle.update : spec.subtitle.add}
		>
			<AddOrUpdateTitleForm
				key={row?.id ?? 'new'}
				spec={spec}
				row={row}
				answer={actionDataParts(actionData)}
			/>
		</FormPage>
	)
}

/** The document title of `spec`'s page: "Update sponsor tier: Gold | Back office" or the add heading. */
export function orderedTitleMeta(spec: OrderedTitlePageSpec) {
	return ({ loaderData }: { loaderData?: { row: { title: string } | null } }) => [
		{
			title: `${loaderData?.row ? `${spec.heading.update}: ${loaderData.row.title}` : spec.heading.add} | Back office`,
		},
	]
}

/**
 * The `clientAction` of `spec`'s page: a request that cannot reach the server keeps the form and
 * opens the Error dialog.
 */
export function orderedTitleClientAction(spec: OrderedTitlePageSpec) {
	return <T,>(args: {
		request: Request
		params: Record<string, string | undefined>
		serverAction: () => Promise<T>
	}) => clientSubmit(args, spec.param in args.params ? UPDATE_FAILED : CREATE_FAILED)
}
