/**
 * The add and update form of an ordered list's row (a sponsor tier, a media category: one Title
 * field; `orderedListAdmin`), as its route answers it (`orderedTitleRoute`): the row for its update
 * page, and the save with its messages (400 with the field's message, 404 for a row that is gone,
 * 500 "Server Error" in the Error dialog) or the redirect to the list with a toast. Administrator
 * only.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import type { Actor } from '#app/lib/auth/actor.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { formReply, formResponse } from '#app/lib/form-outcome.server.ts'
import { dialogReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { notFound, type ReadFailure, recordIdOr404, recordOr404 } from '#app/lib/page-data.server.ts'
import type { OrderedTitleSaveResult } from './ordered-list-admin.server.ts'

/** What sets one ordered list's form apart; `Value` is what its schema parses (a title, and more). */
export interface OrderedTitleFormSpec<Value extends { title: string } = { title: string }> {
	schema: z.ZodType<Value>
	/** The 404 message for an id with no row, e.g. "There is no sponsor tier with that id. …". */
	missing: string
	/** The field's message for a title another row has. */
	titleTaken: string
	/** The list the form goes back to, e.g. /admin/sponsordata. */
	listUrl: string
	/** The row's name in log lines and toast titles, capitalised, e.g. "Sponsor tier". */
	noun: string
	/** Saves the form's values: adds a row for `id` null, else updates row `id`. */
	save: (actor: Actor, id: number | null, value: Value, now: Date) => Promise<OrderedTitleSaveResult>
}

/** What the route of an ordered list's form needs besides its `OrderedTitleFormSpec`. */
export interface OrderedTitleRouteSpec<
	Value extends { title: string } = { title: string },
	Row = { id: number; title: string },
> extends OrderedTitleFormSpec<Value> {
	/** The URL parameter of the update page's id, e.g. `tierId`; the add page has none. */
	param: string
	/** The row `id`, for its update page, or undefined when there is none. */
	find: (id: number) => Promise<Row | undefined>
	/** The 500 message and log line when the row cannot be read. */
	failure: ReadFailure
}

/** A route's loader or action arguments, as far as `orderedTitleRoute` reads them. */
interface OrderedTitleRouteArgs {
	request: Request
	params: Record<string, string | undefined>
	context: Readonly<RouterContextProvider>
}

/**
 * The `loader` and `action` of the route serving both the add and the update page of `spec`'s rows
 * (the update page's URL carries `spec.param`). The loader answers `{ row }`: null on the add page,
 * else the row (404 when there is none, 500 when it cannot be read). The action saves the form
 * (`saveOrderedTitleFromForm`). Both refuse anyone but an Administrator (403).
 */
export function orderedTitleRoute<Value extends { title: string }, Row>(
	spec: OrderedTitleRouteSpec<Value, Row>,
) {
	return {
		loader: async ({ params, context }: Omit<OrderedTitleRouteArgs, 'request'>) => {
			requireRole(context)
			const idParam = params[spec.param]
			return {
				row:
					idParam === undefined
						? null
						: await recordOr404(idParam, spec.find, { missing: spec.missing, failure: spec.failure }),
			}
		},
		action: async ({ request, params, context }: OrderedTitleRouteArgs) => {
			const actor = requireRole(context)
			return formResponse(
				await saveOrderedTitleFromForm(spec, actor, params[spec.param], await request.formData()),
			)
		},
	}
}

/**
 * Saves the form of `spec` by `actor`: adds a row when `idParam` is undefined, else renames the row
 * it names (404 when there is none, or it is gone meanwhile). Answers the form's messages (400, with
 * `spec.titleTaken` under the field; 500 "Server Error" in the dialog) or a redirect to
 * `spec.listUrl` with the toast "{noun} added" or "{noun} updated".
 */
function saveOrderedTitleFromForm<Value extends { title: string }>(
	spec: OrderedTitleFormSpec<Value>,
	actor: Actor,
	idParam: string | undefined,
	formData: FormData,
) {
	const id = idParam === undefined ? null : recordIdOr404(idParam, spec.missing)
	return submitForm(parseWithZod(formData, { schema: spec.schema }), dialogReplies, {
		failure: `${id === null ? 'Add' : 'Update'} ${spec.noun.toLowerCase()} failed`,
		save: (value) => spec.save(actor, id, value, new Date()),
		answer: (result, reply, value) => {
			if (!result.ok) {
				if (result.reason === 'not-found') notFound(spec.missing)
				return formReply(400, reply({ fieldErrors: { title: [spec.titleTaken] } }))
			}
			return {
				redirectTo: spec.listUrl,
				toast: {
					type: 'success',
					title: `${spec.noun} ${id === null ? 'added' : 'updated'}`,
					description: `${value.title} was saved.`,
				},
			}
		},
	})
}
