/**
 * Sign-out (issue 4 §3): POST only. Ends the session on the server and sends the user to `/`; the
 * sidebar's Logout also shows "Success: You are logged out".
 */
import { redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import { endAuthSession } from '#app/lib/auth/auth-session.server.ts'
import { setToastCookie } from '#app/lib/toast.server.ts'
import type { Route } from './+types/logout'

export function loader() {
	return redirect('/admin/dashboard')
}

export async function action({ request }: Route.ActionArgs) {
	const formData = await request.formData()
	const headers = new Headers()
	headers.append('Set-Cookie', await endAuthSession(db, request))
	if (formData.get('from') === 'sidebar') {
		headers.append(
			'Set-Cookie',
			await setToastCookie({ type: 'success', title: 'Success: You are logged out' }),
		)
	}
	return redirect('/', { headers })
}
