/**
 * Mail (/admin/mail): Administrator only. The outbox: every mail queued, being sent, sent
 * or failed, with its attempts and last error; search by recipient or subject, status filter,
 * paging; Resend for a failed or sent mail; the `.eml` file when mail is written to files; and the
 * bursts of mail the mail limits refused.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { mailList } from '#app/modules/mail/mail-list.server.ts'
import { MailFilterForm, mailScreen } from '#app/modules/mail/components/mail-list-screen.tsx'
import { MailRefusals } from '#app/modules/mail/components/mail-refusals.tsx'
import type { Route } from './+types/mail'

export const handle = { breadcrumb: 'Mail' }

export const loader = mailList.loader

export const action = mailList.action

export default function Mail({ loaderData }: Route.ComponentProps) {
	const { q, status } = loaderData.params
	return (
		<>
			<ListScreen
				screen={mailScreen(loaderData.files)}
				list={loaderData}
				filter={<MailFilterForm q={q} status={status} />}
			/>
			<MailRefusals refusals={loaderData.refusals} />
		</>
	)
}
