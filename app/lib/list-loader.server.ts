/**
 * The server half of the back office list kit (docs/architecture.md): one page of a list for its
 * loader, and its actions (a row's or a selection's delete, a move) answered with a redirect back to
 * the same view and a toast. A list screen's module (`<entity>-list.server.ts`) calls these with its
 * query functions and texts, and exports the route's `loader` and `action` made by `listRoute`.
 */
import type { PageWindow } from '#app/db/rows.ts'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { type AuthUser, requireRole, requireUser } from './auth/auth.server.ts'
import {
	type ListOptions,
	type ListParams,
	pageWindow,
	parseListParams,
	redirectPastLastPage,
} from './list-params.ts'
import { logger } from './logger.server.ts'
import { parseRecordId } from './record-id.ts'
import { type Toast, toastHeaders } from './toast.server.ts'

/** What a list screen's table and pager show: its URL state, the matching total and one page. */
export interface ListPage<Row, P extends ListParams = ListParams> {
	params: P
	/** Rows matching the search and filters, on every page. */
	total: number
	rows: Row[]
	/** The rows-per-page choices, and whether "All" is one. */
	sizes: readonly number[]
	allowAll: boolean
}

/** How a list counts its matching rows and reads one page of them. */
export interface ListSource<P extends ListParams, Row> {
	count: (params: P) => Promise<number>
	/** One page: `limit` rows after `offset` (`limit` null for All). */
	page: (query: P & PageWindow) => Promise<Row[]>
}

/**
 * Loads one page of a list: reads the URL through `parseListParams(url, options)` (plus `filters`,
 * e.g. an edition the module has read from the URL itself), then counts and reads the page at once.
 * A page past the last redirects to the last one, keeping the other parameters (unless
 * `redirectPastLast` is false: the view then shows an empty page). With `failureMessage`, a database
 * failure is logged and thrown as a 500 response with that message (the error page shows it);
 * without, the error itself is thrown.
 */
export async function loadListPage<S extends string, Row, X extends object = object>(
	url: URL,
	options: ListOptions<S>,
	source: ListSource<ListParams<S> & X, Row>,
	settings: { filters?: X; failureMessage?: string; redirectPastLast?: boolean } = {},
): Promise<ListPage<Row, ListParams<S> & X>> {
	const params = { ...parseListParams(url, options), ...settings.filters } as ListParams<S> & X
	let total: number
	let rows: Row[]
	try {
		;[total, rows] = await Promise.all([
			source.count(params),
			source.page({ ...params, ...pageWindow(params) }),
		])
	} catch (error) {
		if (settings.failureMessage === undefined) throw error
		logger.error({ err: error, path: url.pathname }, 'List could not be read')
		throw data(settings.failureMessage, { status: 500 })
	}
	if (settings.redirectPastLast !== false) redirectPastLastPage(url, params, total)
	return { params, total, rows, sizes: options.sizes, allowAll: options.allowAll === true }
}

/** A toast as an action sets it (see `toastHeaders`). */
export type ListToast = Omit<Toast, 'id'>

/** A list's actions by the `intent` its forms post: each gets the form and returns its toast. */
export type ListIntents = Record<string, (form: FormData) => Promise<ListToast>>

/**
 * Runs the action of the posted `intent` and redirects back to the same list view (search, sort,
 * page and size kept) with the toast it returns. Throws a 400 response for an unknown intent; a
 * handler may throw its own (e.g. `formRecordId`).
 */
export async function runListAction(request: Request, intents: ListIntents): Promise<Response> {
	const form = await request.formData()
	const intent = form.get('intent')
	const handler = typeof intent === 'string' ? new Map(Object.entries(intents)).get(intent) : undefined
	if (!handler) throw data('Unknown action.', { status: 400 })
	const toast = await handler(form)
	const url = new URL(request.url)
	return redirect(url.pathname + url.search, { headers: await toastHeaders(toast) })
}

/**
 * The record id a list's form posts as `id` (see `parseRecordId`). Throws a 400 response with
 * `unknown` (e.g. "Unknown user.") when it is missing or cannot be an id.
 */
export function formRecordId(form: FormData, unknown: string): number {
	const value = form.get('id')
	const id = typeof value === 'string' ? parseRecordId(value) : null
	if (id === null) throw data(unknown, { status: 400 })
	return id
}

/**
 * The way a list's Move button posts as `direction`: `up` (earlier in the order) or `down`. Throws a
 * 400 response "Unknown direction." for anything else.
 */
export function formDirection(form: FormData): 'up' | 'down' {
	const direction = form.get('direction')
	if (direction !== 'up' && direction !== 'down') throw data('Unknown direction.', { status: 400 })
	return direction
}

/**
 * `work`'s result, or undefined when it fails: the error is logged with `message`. For an action
 * whose failure becomes a toast ("Nothing was deleted.") rather than the error page; the operations
 * it wraps roll back on failure.
 */
export async function resultOrLogged<T>(work: Promise<T>, message: string): Promise<T | undefined> {
	try {
		return await work
	} catch (error) {
		logger.error({ err: error }, message)
		return undefined
	}
}

/** What a route's loader and action are called with (the parts a list screen needs). */
export interface ListRouteArgs {
	request: Request
	context: Readonly<RouterContextProvider>
}

/**
 * A back-office list screen's route `loader` and `action`, which its route module exports as they
 * are. The loader checks the signed-in user's role first (Administrator, or any signed-in user when
 * `readers` is 'signed-in'), then returns `load(request, user)`; the action always needs an
 * Administrator and runs the posted intent of `intents(actor)` (see `runListAction`). Both throw the
 * 403 or sign-in redirect of `requireRole` / `requireUser`.
 */
export function listRoute<Data>(screen: {
	readers?: 'Administrator' | 'signed-in'
	load: (request: Request, user: AuthUser) => Promise<Data>
	intents: (actor: AuthUser) => ListIntents
}) {
	return {
		loader: ({ request, context }: ListRouteArgs): Promise<Data> =>
			screen.load(request, screen.readers === 'signed-in' ? requireUser(context) : requireRole(context)),
		action: ({ request, context }: ListRouteArgs): Promise<Response> =>
			runListAction(request, screen.intents(requireRole(context))),
	}
}
