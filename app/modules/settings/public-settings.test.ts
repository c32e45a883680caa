import { describe, expect, test } from 'vitest'
import { contactSettings, homeSettings, privacySettings, publicSettings } from './public-settings.ts'
import { defaultSettings, type SiteSettings } from './settings.queries.server.ts'

/** A settings row with every field filled, the private ones included. */
const stored: SiteSettings = {
	...defaultSettings,
	site_name: 'Summit',
	organiser_name: 'Organiser',
	organiser_about: 'About the organiser.',
	contact_address: 'Accra',
	contact_phone: '+233 30 000 0000',
	contact_email: 'info@summit.example',
	map_embed_url: 'https://maps.example/embed',
	map_link_url: 'javascript:alert(1)',
	facebook_url: 'https://facebook.example/summit',
	twitter_url: 'data:text/html,x',
	linkedin_url: null,
	instagram_url: '',
	hero_image_key: 'site/picture',
	hero_video_key: 'site/video.mp4',
	developer_whatsapp: 'https://wa.me/233000000000',
	developer_credit: 'Built by a studio',
	notice_emails: 'staff@summit.example',
	payment_instructions: 'Pay into account 123',
	privacy_version: 3,
	homeContent: {
		aboutHeading: 'About',
		aboutParagraphs: ['One.'],
		takeaways: [{ title: 'T', text: 'Text' }],
		eventProfile: [{ label: 'L', value: 'V' }],
		groupDiscountNote: 'Groups save 10%.',
	},
}

describe('the public views of the settings', () => {
	test('the layout gets the header’s and footer’s fields only, and only links that may be links', () => {
		expect(publicSettings(stored)).toEqual({
			site_name: 'Summit',
			organiser_name: 'Organiser',
			contact_address: 'Accra',
			contact_phone: '+233 30 000 0000',
			contact_email: 'info@summit.example',
			facebook_url: 'https://facebook.example/summit',
			twitter_url: null,
			linkedin_url: null,
			instagram_url: null,
		})
	})

	test('the home page gets its texts, the fee card’s note, the hero picture and the past hero’s video where it shows them', () => {
		const upcoming = homeSettings(stored, { phase: 'upcoming', fee: { regular: 'GH₵ 2,800' } })
		expect(upcoming).toEqual({
			aboutHeading: 'About',
			aboutParagraphs: ['One.'],
			takeaways: [{ title: 'T', text: 'Text' }],
			eventProfile: [{ label: 'L', value: 'V' }],
			groupDiscountNote: 'Groups save 10%.',
			organiserAbout: 'About the organiser.',
			heroImageKey: 'site/picture',
			heroVideoKey: null,
		})
		// No fee card without a fee, nor before there is an edition; the hero's video only when past.
		expect(homeSettings(stored, { phase: 'upcoming', fee: null }).groupDiscountNote).toBe('')
		expect(homeSettings(stored, null)).toMatchObject({
			groupDiscountNote: '',
			heroImageKey: 'site/picture',
			heroVideoKey: null,
		})
		expect(homeSettings(stored, { phase: 'past', fee: null })).toMatchObject({
			groupDiscountNote: '',
			heroImageKey: 'site/picture',
			heroVideoKey: 'site/video.mp4',
		})
		// No about heading without paragraphs; no organiser's paragraphs without their name.
		const bare = {
			...stored,
			organiser_name: '',
			homeContent: { ...stored.homeContent, aboutParagraphs: [] },
		}
		expect(homeSettings(bare, null)).toMatchObject({ aboutHeading: '', organiserAbout: '' })
	})

	test('the contact page gets its map, the privacy page its notice; neither anything private', () => {
		expect(contactSettings(stored)).toEqual({ mapEmbedUrl: 'https://maps.example/embed', mapLinkHref: null })
		expect(privacySettings(stored)).toEqual({ notice: stored.privacyNotice, version: 3 })
		const everyView = JSON.stringify([
			publicSettings(stored),
			homeSettings(stored, { phase: 'past', fee: null }),
			contactSettings(stored),
			privacySettings(stored),
		])
		for (const secret of ['staff@summit.example', 'Pay into account', 'wa.me', 'Built by a studio'])
			expect(everyView).not.toContain(secret)
	})
})
