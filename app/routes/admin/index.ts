/** `/admin` goes to the dashboard (which sends visitors to sign-in). */
import { redirect } from 'react-router'

export function loader() {
	return redirect('/admin/dashboard')
}
