/**
 * Add Sponsor/Partner (spec §2 /admin/addpartner; §4 "Add sponsor"; §5; issue 5): Administrator only.
 * Package (sponsor tier) and Logo are required ("All fields are required, including the image!");
 * name and website are optional. The logo is streamed with size limits, verified and stored as WebP;
 * success shows "Success" and goes to the dashboard.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { CREATE_FAILED, SERVER_ERROR } from '#app/lib/network-error.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { db } from '#app/db/db.server.ts'
import { requireRole } from '#app/lib/auth/auth.server.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { readUploadForm } from '#app/lib/uploads/multipart.server.ts'
import { clientSubmit } from '#app/lib/uploads/upload-client.ts'
import { isAnyMissing } from '#app/lib/uploads/upload-form.ts'
import { SponsorForm } from '#app/modules/sponsors/components/sponsor-form.tsx'
import { addSponsor } from '#app/modules/sponsors/sponsor-admin.server.ts'
import {
	ALL_FIELDS_REQUIRED,
	SPONSOR_REQUIRED_FIELDS,
	SPONSORS_FETCH_FAILED,
	SponsorSchema,
} from '#app/modules/sponsors/sponsor.schema.ts'
import { listSponsorTiers } from '#app/modules/sponsors/sponsors-admin.queries.server.ts'
import type { Route } from './+types/sponsor-new'

export const handle = { breadcrumb: 'Add Sponsor/Partner' }

export const meta: Route.MetaFunction = () => [{ title: 'Add Sponsor/Partner | Back office' }]

export async function loader({ context }: Route.LoaderArgs) {
	requireRole(context)
	try {
		return { tiers: await listSponsorTiers(db) }
	} catch (error) {
		console.error('Sponsor tiers failed to load:', error)
		throw data(SPONSORS_FETCH_FAILED, { status: 500 })
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = requireRole(context)
	const at = Date.now()
	const upload = await readUploadForm(request)
	const submission = parseWithZod(upload.formData, { schema: SponsorSchema })
	if (!upload.ok) {
		const result = submission.reply({ fieldErrors: { logo: [upload.message] } })
		return data({ result, dialog: null, at }, { status: upload.status })
	}
	if (submission.status !== 'success') {
		const missing = isAnyMissing(upload.formData, SPONSOR_REQUIRED_FIELDS)
		return data(
			{ result: submission.reply(), dialog: missing ? ALL_FIELDS_REQUIRED : null, at },
			{ status: 400 },
		)
	}
	let result: Awaited<ReturnType<typeof addSponsor>>
	try {
		result = await addSponsor(db, fileStore, actor, submission.value, new Date())
	} catch (error) {
		console.error('Add sponsor failed:', error)
		return data({ result: submission.reply(), dialog: SERVER_ERROR, at }, { status: 500 })
	}
	if (!result.ok) {
		const reply = submission.reply({ fieldErrors: { [result.field]: [result.message] } })
		return data({ result: reply, dialog: null, at }, { status: 400 })
	}
	return redirect('/admin/dashboard', {
		headers: await toastHeaders({
			type: 'success',
			title: 'Success',
			description: result.name
				? `${result.name} was added under ${result.tier}.`
				: `The logo was added under ${result.tier}.`,
		}),
	})
}

/** Uploads with a progress bar; a request that cannot reach the server keeps the form (spec §8). */
export function clientAction(args: Route.ClientActionArgs) {
	return clientSubmit(args, CREATE_FAILED)
}

export default function AddSponsor({ loaderData, actionData }: Route.ComponentProps) {
	const failure = actionData && 'networkError' in actionData ? actionData : null
	const reply = actionData && 'result' in actionData ? actionData : null
	const dialog = failure
		? { message: failure.networkError, at: failure.at }
		: reply?.dialog
			? { message: reply.dialog, at: reply.at }
			: null
	return (
		<section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
			<h1 className="text-brand-900 text-2xl font-bold">Add Sponsor/Partner</h1>
			<p className="mt-1 mb-6 text-sm text-slate-600">
				The logo appears on the Partners &amp; Sponsors page at once, under its package.
			</p>
			<SponsorForm tiers={loaderData.tiers} lastResult={reply?.result} dialog={dialog} />
		</section>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
