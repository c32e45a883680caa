/**
 * The attendee's confirmation mail (React Email, ADR 0034): the summit, its date and time in Accra,
 * the venue with a map link, the fee that applied on the day of registration, how to pay, the
 * ticket (a QR code attached inline as `cid:ticket-qr`, its desk reference and a link to its page),
 * the manage link, and the organisers' contact. Rendered to HTML and to plain text by
 * `compose.server.ts`; the calendar file is attached there.
 */
import {
	Body,
	Button,
	Container,
	Head,
	Heading,
	Hr,
	Html,
	Img,
	Link,
	Preview,
	Section,
	Text,
} from '@react-email/components'
import type { CSSProperties } from 'react'

export interface AttendeeConfirmationData {
	siteName: string
	year: number
	theme: string | null
	attendeeName: string
	/** "Thursday 25 March 2027", or null while the date is not announced. */
	dateText: string | null
	/** "8:30 AM (Accra time, GMT)". */
	timeText: string | null
	venue: string | null
	mapUrl: string | null
	/** The fee that applied on the day of registration, e.g. { label: 'Early-bird fee', amount: 'GH₵ 2,500' }. */
	fee: { label: string; amount: string } | null
	/** How to pay, a line each (from the site settings). */
	paymentLines: string[]
	ticketUrl: string
	manageUrl: string
	deskRef: string
	contactEmail: string | null
	contactPhones: string[]
}

const brand = '#064e3b'
const text: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: '#0f172a', margin: '0 0 12px' }
const small: CSSProperties = { ...text, fontSize: '14px', lineHeight: '20px', color: '#475569' }
const label: CSSProperties = { ...small, margin: '0', fontWeight: 700, color: '#0f172a' }
const button: CSSProperties = {
	backgroundColor: brand,
	color: '#ffffff',
	borderRadius: '6px',
	padding: '12px 20px',
	fontSize: '16px',
	fontWeight: 700,
	textDecoration: 'none',
}

function Detail({ name, children }: { name: string; children: React.ReactNode }) {
	return (
		<Section style={{ margin: '0 0 12px' }}>
			<Text style={label}>{name}</Text>
			<Text style={{ ...text, margin: 0 }}>{children}</Text>
		</Section>
	)
}

export function AttendeeConfirmation(data: AttendeeConfirmationData) {
	const event = `${data.siteName} ${data.year}`
	return (
		<Html lang="en">
			<Head />
			<Preview>{`You are registered for the ${event}. Your ticket is inside.`}</Preview>
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
						You are registered, {data.attendeeName}
					</Heading>
					<Text style={text}>
						Thank you for registering for the {event}
						{data.theme ? `: ${data.theme}` : ''}. Keep this mail: it holds your ticket.
					</Text>

					<Section style={{ margin: '24px 0' }}>
						<Detail name="When">
							{data.dateText
								? `${data.dateText}${data.timeText ? `, ${data.timeText}` : ''}`
								: 'The date will be announced soon.'}
						</Detail>
						<Detail name="Where">
							{data.venue ?? 'The venue will be announced soon.'}
							{data.mapUrl ? (
								<>
									{' '}
									(<Link href={data.mapUrl}>map</Link>)
								</>
							) : null}
						</Detail>
						{data.fee ? (
							<Detail
								name={data.fee.label}
							>{`${data.fee.amount} (the fee on the day you registered)`}</Detail>
						) : null}
					</Section>

					{data.paymentLines.length ? (
						<Section
							style={{ backgroundColor: '#f8fafc', borderRadius: '8px', padding: '16px', margin: '0 0 24px' }}
						>
							<Text style={label}>How to pay</Text>
							{data.paymentLines.map((line, i) => (
								<Text key={i} style={{ ...small, margin: '4px 0 0' }}>
									{line}
								</Text>
							))}
						</Section>
					) : null}

					<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
					<Heading as="h2" style={{ fontSize: '20px', color: '#0f172a', margin: '0 0 12px' }}>
						Your ticket
					</Heading>
					<Section style={{ textAlign: 'center', margin: '0 0 16px' }}>
						<Img
							src="cid:ticket-qr"
							width="200"
							height="200"
							alt={`Ticket QR code, reference ${data.deskRef}`}
							style={{ margin: '0 auto' }}
						/>
						<Text
							style={{ ...text, fontSize: '20px', fontWeight: 700, letterSpacing: '2px', margin: '8px 0 0' }}
						>
							{data.deskRef}
						</Text>
						<Text style={small}>Show the code (or say the reference) at the registration desk.</Text>
					</Section>
					<Section style={{ textAlign: 'center', margin: '0 0 24px' }}>
						<Button href={data.ticketUrl} style={button}>
							Open your ticket
						</Button>
					</Section>
					<Text style={small}>
						The calendar file attached adds the summit to your calendar. To correct your details or cancel
						your registration, <Link href={data.manageUrl}>manage your registration</Link>.
					</Text>

					<Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
					<Text style={small}>
						Questions?{' '}
						{data.contactEmail ? <Link href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Link> : null}
						{data.contactEmail && data.contactPhones.length ? ' · ' : ''}
						{data.contactPhones.join(' · ')}
					</Text>
				</Container>
			</Body>
		</Html>
	)
}
