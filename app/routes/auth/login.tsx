/**
 * The back office sign-in (/admin/login, and the old /auditAdminDash/login): email and password,
 * throttled per account and per address (docs/security.md). A signed-in visitor goes straight on to
 * where they were sent from, or the dashboard.
 */
import { getFormProps } from '@conform-to/react'
import { Form, redirect, useSearchParams } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { SchemaInput } from '#app/components/forms.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { MessageDialog } from '#app/components/ui/dialog.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { useSchemaForm } from '#app/components/use-schema-form.ts'
import { readSignedInUser } from '#app/lib/auth/auth.server.ts'
import { LoginSchema, safeRedirectTo } from '#app/lib/auth/login.schema.ts'
import { formResponse } from '#app/lib/form-outcome.server.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { signInFromForm } from '#app/modules/users/users-pages.server.ts'
import type { Route } from './+types/login'
import { SummitMark } from '#app/components/ui/summit-mark.tsx'

export const meta: Route.MetaFunction = () => [
	{ title: `Sign in | ${SITE_NAME} back office` },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
	if (await readSignedInUser(request)) {
		throw redirect(safeRedirectTo(new URL(request.url).searchParams.get('redirectTo')))
	}
	return null
}

export async function action({ request }: Route.ActionArgs) {
	return formResponse(await signInFromForm(request))
}

export default function Login({ actionData }: Route.ComponentProps) {
	const [searchParams] = useSearchParams()
	const redirectTo = searchParams.get('redirectTo')
	const { form, fields, submitting, navigation } = useSchemaForm({
		id: 'login',
		schema: LoginSchema,
		lastResult: actionData?.result,
	})
	return (
		<main className="bg-brand-900 flex min-h-screen items-center justify-center px-4 py-12">
			<div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
				<div className="flex items-center gap-3">
					<SummitMark tone="sign-in" className="size-10" />
					<div>
						<p className="text-gold-700 text-sm font-semibold">{SITE_NAME}</p>
						<h1 className="text-brand-900 text-2xl font-bold">Back office sign-in</h1>
					</div>
				</div>
				{redirectTo ? (
					<p
						role="status"
						className="mt-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
					>
						Authorization token not found. Please log in.
					</p>
				) : null}
				{actionData?.message && navigation.state === 'idle' ? (
					<MessageDialog
						key={actionData.at}
						tone={actionData.tone === 'error' ? 'error' : 'warning'}
						title={actionData.tone === 'error' ? 'Error' : 'Warning'}
					>
						<p>{actionData.message}</p>
					</MessageDialog>
				) : null}
				<Form method="POST" {...getFormProps(form)} className="mt-6 space-y-5">
					<input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
					<SchemaInput field={fields.email} type="email" label="Email" autoComplete="username" autoFocus />
					<SchemaInput
						field={fields.password}
						type="password"
						label="Password"
						autoComplete="current-password"
					/>
					<Button type="submit" disabled={submitting} className="w-full">
						{submitting ? <Spinner label="Signing in..." /> : null}
						{submitting ? 'Signing in...' : 'Login'}
					</Button>
				</Form>
				<p className="mt-6 text-center text-sm">
					<a href="/" className="text-brand-700 font-semibold underline">
						Back to the summit website
					</a>
				</p>
			</div>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
