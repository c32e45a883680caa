/**
 * The demo's practical pages (ADR 0057): what delegates ask before they come, for the upcoming
 * edition at the Airport City Conference Pavilion, Accra. Fictional but plausible: the venue and its
 * directions, hotels nearby, visa letters, and a FAQ (CPE hours, dress code, Wi-Fi, lunch, photos).
 * Written through the practical pages' own queries, with the text reduced to the blog allow-list.
 */
import type { Handle } from '#app/db/handle.ts'
import { sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import type { FaqEntry, PracticalPagePlacement } from '#app/modules/practical-pages/practical-page.schema.ts'
import {
	insertPracticalPage,
	practicalSlugOwner,
} from '#app/modules/practical-pages/practical-pages.queries.server.ts'

interface PracticalPageSeed {
	title: string
	slug: string
	placement: PracticalPagePlacement
	contentHtml: string
	faq: FaqEntry[]
}

export const practicalPages: PracticalPageSeed[] = [
	{
		title: 'Venue & directions',
		slug: 'venue-and-directions',
		placement: 'header',
		contentHtml: `<p>The summit takes place at the <strong>Airport City Conference Pavilion</strong>, Liberation Road, Airport City, Accra, five minutes from Kotoka International Airport.</p>
<h2>Getting there</h2>
<ul>
<li><strong>From the airport:</strong> take the Liberation Road exit towards Airport City; the Pavilion is on the left after the Marina Mall junction. A taxi or ride-hailing car takes about 10 minutes outside rush hour.</li>
<li><strong>From Osu and Cantonments:</strong> follow Liberation Road north past the 37 Military Hospital interchange; allow 20–30 minutes in the morning.</li>
<li><strong>By trotro:</strong> any Madina or Legon-bound trotro from 37 Station stops at the Airport City junction, a 5-minute walk from the entrance.</li>
</ul>
<h2>Parking</h2>
<p>Free parking for delegates in the Pavilion's own car park, entered from the service road behind the building. Spaces go quickly after 8:00: please share rides where you can.</p>
<h2>Accessibility</h2>
<p>The plenary hall, breakout rooms and toilets are step-free, with a lift to the first floor. Tell us at registration if you need a reserved seat near the front or a sign-language interpreter.</p>`,
		faq: [],
	},
	{
		title: 'Hotels nearby',
		slug: 'hotels-nearby',
		placement: 'footer',
		contentHtml: `<p>These hotels are within a short drive of the venue. The summit has no booking agreement with them: book directly, and mention the summit when you do, as some offer a corporate rate.</p>
<h2>Walking distance</h2>
<ul>
<li><strong>Airport City Residences</strong>: 3-minute walk, business rooms with desk and breakfast.</li>
<li><strong>Pavilion Garden Hotel</strong>: 6-minute walk, quieter rooms facing the garden.</li>
</ul>
<h2>A short drive</h2>
<ul>
<li><strong>Cantonments Lodge</strong>: 10 minutes by car, good value for groups.</li>
<li><strong>Osu Seaside Suites</strong>: 20 minutes by car, near the restaurants of Oxford Street.</li>
</ul>
<p>Rooms near Airport City fill up in March: we advise booking as soon as your registration is confirmed.</p>`,
		faq: [],
	},
	{
		title: 'Visa letters',
		slug: 'visa-letters',
		placement: 'footer',
		contentHtml: `<p>Delegates from countries whose citizens need a visa for Ghana can ask us for an <strong>invitation letter</strong> to support their application.</p>
<h2>How to ask for one</h2>
<ol>
<li>Register and pay for the summit: we write letters for confirmed delegates only.</li>
<li>E-mail us from the address you registered with, giving your full name as in your passport, your passport number, your nationality, and the dates you plan to arrive and leave.</li>
<li>We send the signed letter as a PDF within three working days.</li>
</ol>
<p>Apply early: Ghana's embassies and high commissions can take two to four weeks to issue a visa. Citizens of ECOWAS countries do not need a visa for Ghana.</p>
<p>The letter invites you to the summit; it does not guarantee a visa, and we cannot intervene in an application.</p>`,
		faq: [],
	},
	{
		title: 'FAQ',
		slug: 'faq',
		placement: 'header',
		contentHtml:
			'<p>The questions delegates ask us most often. Anything else: write to us from the Contact page.</p>',
		faq: [
			{
				question: 'How many CPE hours does the summit give?',
				answer:
					'Up to 14 CPE hours for the two days (7 a day), in line with the Institute of Internal Auditors’ requirements for group-live learning.\n\nCertificates of attendance are e-mailed to every delegate checked in at the desk, within a week of the summit.',
			},
			{
				question: 'What is the dress code?',
				answer:
					'Business or smart casual. Traditional and kente attire is very welcome at the dinner on the first evening. The conference hall is air-conditioned: bring a jacket or shawl.',
			},
			{
				question: 'Is there Wi-Fi at the venue?',
				answer:
					'Yes. Network: Summit-Delegates\nPassword: printed on the back of your badge.\n\nThe connection is shared by several hundred people: please avoid large downloads during sessions.',
			},
			{
				question: 'Are meals included in the fee?',
				answer:
					'Yes: breakfast on arrival, two coffee breaks and lunch on both days, and the dinner on the first evening. Tell us about dietary needs (vegetarian, halal, allergies) when you register.',
			},
			{
				question: 'Can I get an invoice for my employer?',
				answer:
					'Yes. The link in your confirmation e-mail lets you download an invoice, and a receipt once you have paid.',
			},
		],
	},
]

/**
 * Writes the demo's practical pages, published, in their order, at `now`. A page whose web address
 * is already taken is left as it is, so running it again changes nothing.
 */
export async function insertDemoPracticalPages(db: Handle, now: Date): Promise<void> {
	for (const page of practicalPages) {
		if ((await practicalSlugOwner(db, page.slug, null)) !== undefined) continue
		await insertPracticalPage(
			db,
			{
				title: page.title,
				slug: page.slug,
				content_html: sanitizeBlogHtml(page.contentHtml),
				faq_json: JSON.stringify(page.faq),
				placement: page.placement,
				status: 'published',
			},
			now,
		)
	}
}
