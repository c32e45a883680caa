/**
 * What the registrants' mails (React Email) share: their styles, the frame (the summit's
 * name above the heading, on a white card), a labelled detail, the "How to pay" box, what is still to
 * pay with its "Pay now" button, and the organisers' contact line. Every text is in the current
 * language (`inLocale`, the registrant's: ADR 0059), and so is the mail's `lang`.
 */
import { currentLocale } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'
import { linkHref } from '#app/lib/link-href.ts'
import {
	Body,
	Button,
	Container,
	Head,
	Heading,
	Html,
	Link,
	Preview,
	Section,
	Text,
} from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

export const brand = '#064e3b'
export const text: CSSProperties = {
	fontSize: '16px',
	lineHeight: '24px',
	color: '#0f172a',
	margin: '0 0 12px',
}
export const small: CSSProperties = { ...text, fontSize: '14px', lineHeight: '20px', color: '#475569' }
export const label: CSSProperties = { ...small, margin: '0', fontWeight: 700, color: '#0f172a' }
export const button: CSSProperties = {
	backgroundColor: brand,
	color: '#ffffff',
	borderRadius: '6px',
	padding: '12px 20px',
	fontSize: '16px',
	fontWeight: 700,
	textDecoration: 'none',
}

/** A mail: `preview` (the inbox's one line), `event` ("Summit 2027") above the h1 `heading`, then `children`. */
export function MailFrame({
	preview,
	event,
	heading,
	children,
}: {
	preview: string
	event: string
	heading: string
	children: ReactNode
}) {
	return (
		<Html lang={currentLocale()}>
			<Head />
			<Preview>{preview}</Preview>
			<Body
				style={{
					backgroundColor: '#f1f5f9',
					fontFamily: 'Helvetica, Arial, sans-serif',
					margin: 0,
					padding: '24px 0',
				}}
			>
				<Container
					style={{
						backgroundColor: '#ffffff',
						maxWidth: '600px',
						padding: '32px 28px',
						borderRadius: '12px',
					}}
				>
					<Text
						style={{
							...small,
							color: brand,
							fontWeight: 700,
							textTransform: 'uppercase',
							letterSpacing: '1px',
						}}
					>
						{event}
					</Text>
					<Heading
						as="h1"
						style={{ fontSize: '26px', lineHeight: '32px', color: '#0f172a', margin: '0 0 16px' }}
					>
						{heading}
					</Heading>
					{children}
				</Container>
			</Body>
		</Html>
	)
}

/** A detail: its `name` in bold, the value under it. */
export function Detail({ name, children }: { name: string; children: ReactNode }) {
	return (
		<Section style={{ margin: '0 0 12px' }}>
			<Text style={label}>{name}</Text>
			<Text style={{ ...text, margin: 0 }}>{children}</Text>
		</Section>
	)
}

/** "How to pay" (or `title`), a line each (from the site settings); nothing without lines. */
export function PaymentBox({ lines, title = m.mail_how_to_pay() }: { lines: string[]; title?: string }) {
	if (!lines.length) return null
	return (
		<Section style={{ backgroundColor: '#f8fafc', borderRadius: '8px', padding: '16px', margin: '0 0 24px' }}>
			<Text style={label}>{title}</Text>
			{lines.map((line, i) => (
				<Text key={i} style={{ ...small, margin: '4px 0 0' }}>
					{line}
				</Text>
			))}
		</Section>
	)
}

/** What is still to pay and how, in a mail that asks for money. */
export interface Owed {
	/** The amount still to pay, e.g. "GH₵ 2,000". */
	balance: string
	/** The page where it is paid online (Paystack), or null when online payment is not offered. */
	payUrl: string | null
	/** The organisers' instructions, a line each (from the site settings). */
	lines: string[]
}

/**
 * A "Pay GH₵ 2,000 now" button to `owed.payUrl` (by card or mobile money) when online payment is
 * offered, then the organisers' instructions ("How to pay", or "Other ways to pay" under the button).
 */
export function PayBlock({ owed }: { owed: Owed }) {
	return (
		<>
			{owed.payUrl ? (
				<Section style={{ textAlign: 'center', margin: '8px 0 16px' }}>
					<Button href={owed.payUrl} style={button}>
						{m.mail_pay_now({ amount: owed.balance })}
					</Button>
					<Text style={{ ...small, margin: '8px 0 0' }}>{m.mail_pay_online_note()}</Text>
				</Section>
			) : null}
			<PaymentBox lines={owed.lines} title={owed.payUrl ? m.mail_other_ways_to_pay() : m.mail_how_to_pay()} />
		</>
	)
}

/** "Questions? address · phone · phone", from the site settings. */
export function ContactLine({ email, phones }: { email: string | null; phones: string[] }) {
	return (
		<Text style={small}>
			{m.mail_questions()} {email ? <Link href={`mailto:${email}`}>{email}</Link> : null}
			{email && phones.length ? ' · ' : ''}
			{phones.join(' · ')}
		</Text>
	)
}

/** When and where the summit takes place, with the spec's fallbacks while not announced. */
export function WhenWhere(data: {
	dateText: string | null
	timeText: string | null
	venue: string | null
	mapUrl: string | null
}) {
	const mapHref = linkHref(data.mapUrl)
	return (
		<>
			<Detail name={m.mail_when()}>
				{data.dateText ? `${data.dateText}${data.timeText ? `, ${data.timeText}` : ''}` : m.mail_date_soon()}
			</Detail>
			<Detail name={m.mail_where()}>
				{data.venue ?? m.mail_venue_soon()}
				{mapHref ? (
					<>
						{' '}
						(<Link href={mapHref}>{m.mail_map()}</Link>)
					</>
				) : null}
			</Detail>
		</>
	)
}
