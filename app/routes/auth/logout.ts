/**
 * Sign-out: POST only. Ends the auth session on the server and sends the user to `/`, whatever the
 * body holds (none, JSON, a broken form): the session ends first. The sidebar's Logout (a form field
 * `from=sidebar`) also shows "Success: You are logged out".
 */
import { redirect } from 'react-router'
import { signOut } from '#app/lib/auth/auth.server.ts'
import { setToastCookie } from '#app/lib/toast.server.ts'
import type { Route } from './+types/logout'

export function loader() {
	return redirect('/admin/dashboard')
}

export async function action({ request }: Route.ActionArgs) {
	const headers = new Headers()
	headers.append('Set-Cookie', await signOut(request))
	const formData = await request.formData().catch(() => null)
	if (formData?.get('from') === 'sidebar') {
		headers.append(
			'Set-Cookie',
			await setToastCookie({ type: 'success', title: 'Success: You are logged out' }),
		)
	}
	return redirect('/', { headers })
}
