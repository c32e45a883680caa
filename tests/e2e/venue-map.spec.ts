/**
 * The edition's own venue map link (ADR 0054): an Administrator pastes what Google Maps gives into
 * "Venue map link" on the event-data form (text that is no address is refused, the other fields
 * kept); the link is stored clean and used by the home page's venue, the ticket page and the
 * confirmation mail (never the contact page's office map). Without one, the ticket and the mail
 * link a maps search for the venue. The edition's venue and map link are put back afterwards.
 */
import { restoreEditionAfterTest } from './support/editions.ts'
import { currentEdition, expect, gotoHydrated, test } from './fixtures.ts'
import { writtenMail } from './support/mail.ts'

const GOOGLE_EMBED =
	'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970.7!2d-0.1745!3d5.6037!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sgh!4v1700000000000!5m2!1sen!2sgh'
/** The link a delegate opens, read from the embed's centre. */
const VENUE_LINK = 'https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745'

test("the venue map link: Google's embed code is stored as a link the home page, the ticket and the mail use", async ({
	page,
	db,
	site,
	cleanup,
	registrant,
	signInAs,
}) => {
	const edition = await currentEdition(db)
	restoreEditionAfterTest(db, cleanup, edition, ['venue', 'venue_map_url'])
	await signInAs()
	await gotoHydrated(page, `/admin/basic-data-edit/${edition.id}`)
	const venue = page.getByLabel('Venue', { exact: true })
	const mapLink = page.getByLabel('Venue map link')
	await venue.fill('Accra International Conference Centre, Castle Road')
	await mapLink.fill('the big hall near the airport')
	await page.getByRole('button', { name: 'Update event data' }).click()
	await expect(mapLink).toHaveAccessibleDescription(
		/Venue map link must be a web address, or the code a map site gives to embed its map/,
	)
	await expect(venue).toHaveValue('Accra International Conference Centre, Castle Road')

	await mapLink.fill(
		`<iframe src="${GOOGLE_EMBED}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`,
	)
	await page.getByRole('button', { name: 'Update event data' }).click()
	await expect(page).toHaveURL(/\/admin\/data-center$/)
	await gotoHydrated(page, `/admin/basic-data-edit/${edition.id}`)
	await expect(page.getByLabel('Venue map link')).toHaveValue(VENUE_LINK)

	// The home page's venue is a link to the map.
	await page.goto('/')
	await expect(page.getByTestId('hero-venue').getByRole('link')).toHaveAttribute('href', VENUE_LINK)
	await expect(page.getByTestId('hero-venue')).toContainText(
		'Accra International Conference Centre, Castle Road',
	)

	// The staff-written venue page (a demo practical page) names the venue and links its map.
	await page.goto('/info/venue-and-directions')
	await expect(page.getByText('Venue: Accra International Conference Centre, Castle Road')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Map of the venue' })).toHaveAttribute('href', VENUE_LINK)

	// The ticket, and the confirmation mail: the venue's map, not the office's.
	const registered = await registrant('Akosua Venue Boateng')
	await page.goto(registered.ticketPath)
	await expect(page.getByRole('link', { name: 'Map of the venue' })).toHaveAttribute('href', VENUE_LINK)
	const mail = await writtenMail(db, site.dataDir, 'attendee-confirmation', {
		attendeeId: registered.attendeeId,
	})
	expect(mail.html).toContain(`href="${VENUE_LINK.replaceAll('&', '&amp;')}"`)
	expect(mail.text).toContain('Accra International Conference Centre, Castle Road')
	const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!.content.toString('utf8')
	expect(ics).toContain('GEO:5.6037;-0.1745')
})

test('without a venue map link, the ticket links a maps search for the venue; the home page venue is text', async ({
	page,
	db,
	cleanup,
	registrant,
}) => {
	const edition = await currentEdition(db)
	restoreEditionAfterTest(db, cleanup, edition, ['venue', 'venue_map_url'])
	await db
		.updateTable('event_editions')
		.set({ venue: 'Kempinski Hotel Gold Coast City', venue_map_url: null })
		.where('id', '=', edition.id)
		.execute()
	const registered = await registrant('Yaw Search Darko')
	await page.goto(registered.ticketPath)
	await expect(page.getByRole('link', { name: 'Map of the venue' })).toHaveAttribute(
		'href',
		'https://www.google.com/maps/search/?api=1&query=Kempinski%20Hotel%20Gold%20Coast%20City',
	)
	await page.goto('/')
	await expect(page.getByTestId('hero-venue')).toHaveText('Kempinski Hotel Gold Coast City')
	await expect(page.getByTestId('hero-venue').getByRole('link')).toHaveCount(0)
})
