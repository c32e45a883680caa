/**
 * The mail telling a staff member that their back-office account is being guessed at (React Email,
 * docs/security.md, "Sign-in"): sent when sign-ins with a wrong password from browsers the account
 * has not used reach the account's limit. Says what happened, what is paused, that their own
 * browsers are not, and what to do.
 */
import { Text } from '@react-email/components'
import { MailFrame, small, text } from './mail-frame.tsx'

export interface SignInWarningData {
	siteName: string
	/** How many failed sign-ins, and in how many minutes. */
	failures: number
	minutes: number
	contactEmail: string | null
}

export function SignInWarning(data: SignInWarningData) {
	return (
		<MailFrame
			preview={`${data.failures} sign-ins with a wrong password to your account.`}
			event={`${data.siteName} back office`}
			heading="Someone is trying to sign in as you"
		>
			<Text style={text}>
				In the last {data.minutes} minutes there were {data.failures} attempts to sign in to your back-office
				account with a wrong password, from browsers where you have not signed in before. Sign-ins to your
				account from such browsers are paused for {data.minutes} minutes.
			</Text>
			<Text style={text}>
				The browsers where you signed in before are not paused: you can sign in from them as usual.
			</Text>
			<Text style={text}>
				If it was you, wait and try again. If it was not, your password was not accepted and nothing else is
				needed; if it happens again, ask an Administrator to give your account a new, longer password.
			</Text>
			{data.contactEmail ? (
				<Text style={small}>This mail was sent by the site; questions: {data.contactEmail}</Text>
			) : null}
		</MailFrame>
	)
}
