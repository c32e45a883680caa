/**
 * The organisers' notice of a new partnership enquiry (React Email): who asked, for which
 * package, how to reach them, and a link to the enquiry in the back office.
 */
import { Body, Button, Container, Head, Heading, Html, Preview, Section, Text } from '@react-email/components'

export interface PartnershipNoticeData {
	reference: string
	fullName: string
	companyName: string
	designation: string
	email: string
	whatsappNumber: string
	contactNumber: string | null
	packageName: string
	backOfficeUrl: string
}

const text = { fontSize: '15px', lineHeight: '22px', color: '#0f172a', margin: '0 0 8px' }

export function PartnershipNotice(data: PartnershipNoticeData) {
	const rows: [string, string][] = [
		['Package', data.packageName],
		['Name', data.fullName],
		['Company', data.companyName],
		['Designation', data.designation],
		['Email', data.email],
		['WhatsApp', data.whatsappNumber],
		...(data.contactNumber ? ([['Phone', data.contactNumber]] as [string, string][]) : []),
		['Reference', data.reference],
	]
	return (
		<Html lang="en">
			<Head />
			<Preview>{`${data.companyName} asks about the ${data.packageName} package`}</Preview>
			<Body
				style={{ backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', padding: '24px 0' }}
			>
				<Container
					style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '28px', borderRadius: '12px' }}
				>
					<Heading as="h1" style={{ fontSize: '22px', color: '#0f172a', margin: '0 0 16px' }}>
						New partnership enquiry
					</Heading>
					{rows.map(([name, value]) => (
						<Text key={name} style={text}>
							<strong>{name}:</strong> {value}
						</Text>
					))}
					<Section style={{ margin: '24px 0 0' }}>
						<Button
							href={data.backOfficeUrl}
							style={{
								backgroundColor: '#064e3b',
								color: '#ffffff',
								borderRadius: '6px',
								padding: '12px 20px',
								fontWeight: 700,
							}}
						>
							Open it in the back office
						</Button>
					</Section>
				</Container>
			</Body>
		</Html>
	)
}
