/** POST /admin/preferences: remembers the sidebar's collapsed state for the signed-in user's browser. */
import { data } from 'react-router'
import { requireUser } from '#app/lib/auth/auth.server.ts'
import { rememberSidebar } from '#app/lib/auth/preferences.server.ts'
import type { Route } from './+types/preferences'

export function loader({ context }: Route.LoaderArgs) {
	requireUser(context)
	throw data('Not found', { status: 404 })
}

export async function action({ request, context }: Route.ActionArgs) {
	requireUser(context)
	const state = (await request.formData()).get('sidebar') === 'collapsed' ? 'collapsed' : 'expanded'
	return data({ sidebar: state }, { headers: { 'Set-Cookie': await rememberSidebar(state) } })
}
