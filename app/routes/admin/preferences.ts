/**
 * POST /admin/preferences: remembers the sidebar's collapsed state for the signed-in user's browser.
 * The page's fetcher gets the state back; a plain form post (no JavaScript, the browser asks for
 * HTML) is sent back to the screen it came from (`returnTo`, an admin path).
 */
import { data, redirect } from 'react-router'
import { safeRedirectTo } from '#app/lib/auth/login.schema.ts'
import { requireUser } from '#app/lib/auth/auth.server.ts'
import { rememberSidebar } from '#app/lib/auth/preferences.server.ts'
import type { Route } from './+types/preferences'

export function loader({ context }: Route.LoaderArgs) {
	requireUser(context)
	throw data('Not found', { status: 404 })
}

export async function action({ request, context }: Route.ActionArgs) {
	requireUser(context)
	const form = await request.formData()
	const state = form.get('sidebar') === 'collapsed' ? 'collapsed' : 'expanded'
	const headers = { 'Set-Cookie': await rememberSidebar(state) }
	const returnTo = form.get('returnTo')
	if ((request.headers.get('Accept') ?? '').includes('text/html') && typeof returnTo === 'string')
		return redirect(safeRedirectTo(returnTo), { headers })
	return data({ sidebar: state }, { headers })
}
