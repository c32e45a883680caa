/**
 * Reading pasted map addresses (ADR 0054): what Google Maps and OpenStreetMap give (embed code,
 * embed address, share links), with or without `https://`, into the clean address stored; anything
 * else refused with a message, never a throw.
 */
import { describe, expect, test } from 'vitest'
import { mapEmbedAddress, mapLinkAddress, mapLinkPoint, venueMapHref } from './map-address.ts'

const GOOGLE_EMBED =
	'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3970.7!2d-0.1745!3d5.6037!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sAccra%20International%20Conference%20Centre!5e0!3m2!1sen!2sgh!4v1700000000000!5m2!1sen!2sgh'
const GOOGLE_SNIPPET = `<iframe src="${GOOGLE_EMBED}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`
const OSM_EMBED =
	'https://www.openstreetmap.org/export/embed.html?bbox=-0.178%2C5.600%2C-0.171%2C5.607&layer=mapnik&marker=5.6037%2C-0.1745'
const OSM_SNIPPET = `<iframe width="425" height="350" src="${OSM_EMBED.replaceAll('&', '&amp;')}" style="border: 1px solid black"></iframe><br/><small><a href="https://www.openstreetmap.org/?mlat=5.6037&amp;mlon=-0.1745#map=17/5.6037/-0.1745">View Larger Map</a></small>`
const LABEL = 'Map embed address'

function embed(text: string) {
	return mapEmbedAddress(text, LABEL)
}

describe('the contact page map (embed)', () => {
	test("Google's “Embed a map” code gives its src, the entities decoded", () => {
		expect(embed(GOOGLE_SNIPPET)).toEqual({ ok: true, url: GOOGLE_EMBED })
		expect(embed(GOOGLE_SNIPPET.replace(GOOGLE_EMBED, GOOGLE_EMBED.replaceAll('&', '&amp;')))).toEqual({
			ok: true,
			url: GOOGLE_EMBED,
		})
	})

	test("OpenStreetMap's Share → HTML gives the frame's address, not the link below it", () => {
		expect(embed(OSM_SNIPPET)).toEqual({ ok: true, url: OSM_EMBED })
	})

	test('an embed address with or without https:// is kept', () => {
		expect(embed(GOOGLE_EMBED)).toEqual({ ok: true, url: GOOGLE_EMBED })
		expect(embed(GOOGLE_EMBED.replace('https://', ''))).toEqual({ ok: true, url: GOOGLE_EMBED })
		expect(embed(`  ${OSM_EMBED.replace('https://', '//')}\n`)).toEqual({ ok: true, url: OSM_EMBED })
	})

	test('a Google Maps place or point link becomes an embed of it on www.google.com', () => {
		const place = embed(
			'https://www.google.com/maps/place/Accra+International+Conference+Centre/@5.6037,-0.1745,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d5.6039!4d-0.1741',
		)
		expect(place).toEqual({
			ok: true,
			url: 'https://www.google.com/maps?q=Accra+International+Conference+Centre&ll=5.6039%2C-0.1741&z=17&output=embed',
		})
		expect(embed('maps.google.com/maps?q=5.6037,-0.1745')).toEqual({
			ok: true,
			url: 'https://www.google.com/maps?q=5.6037%2C-0.1745&z=16&output=embed',
		})
	})

	test('an OpenStreetMap link becomes an embed of its area, with its marker', () => {
		const result = embed('https://www.openstreetmap.org/?mlat=5.6037&mlon=-0.1745#map=17/5.6037/-0.1745')
		expect(result.ok).toBe(true)
		const url = new URL((result as { url: string }).url)
		expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
		expect(url.searchParams.get('marker')).toBe('5.6037,-0.1745')
		const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number)
		expect(west! < -0.1745 && -0.1745 < east! && south! < 5.6037 && 5.6037 < north!).toBe(true)
	})

	test('short links, other hosts, http, and text that is no address are refused with a message', () => {
		const refusals = {
			'https://maps.app.goo.gl/AbCdEf123': 'short link',
			'https://osm.org/go/zZ2Sx--': 'short link',
			'https://www.bing.com/maps?cp=5.6~-0.17': 'Google Maps or OpenStreetMap',
			'<iframe src="https://evil.example/x"></iframe>': 'Google Maps or OpenStreetMap',
			'http://www.google.com/maps/embed?pb=!1m18': 'starting with https://',
			'javascript:alert(1)': 'must be a web address',
			'Accra International Conference Centre': 'must be a web address',
			'<iframe width="600"></iframe>': 'must be a web address',
			'https://www.google.com/search?q=summit': 'shows no place',
			'https://user:pw@www.google.com/maps/embed?pb=1': 'must be a web address',
			'http://[::1': 'must be a web address',
		}
		for (const [text, message] of Object.entries(refusals)) {
			const result = embed(text)
			expect(result, text).toMatchObject({ ok: false, message: expect.stringContaining(message) })
			expect((result as { message: string }).message, text).toContain(LABEL)
		}
		expect(embed('https://www.google.com/maps/place/%E0%A4%A').ok).toBe(true)
	})
})

describe('a map link', () => {
	const link = (text: string) => mapLinkAddress(text, 'Venue map link')

	test('a share link is kept as pasted, clean, and https:// added when missing', () => {
		expect(link('https://maps.app.goo.gl/AbCdEf123')).toEqual({
			ok: true,
			url: 'https://maps.app.goo.gl/AbCdEf123',
		})
		expect(link('maps.app.goo.gl/AbCdEf123')).toEqual({ ok: true, url: 'https://maps.app.goo.gl/AbCdEf123' })
		expect(link('Accra International Conference Centre\nhttps://maps.app.goo.gl/AbCdEf123')).toEqual({
			ok: true,
			url: 'https://maps.app.goo.gl/AbCdEf123',
		})
	})

	test("an embed (code or address) becomes the map's own link a delegate can open", () => {
		expect(link(GOOGLE_SNIPPET)).toEqual({
			ok: true,
			url: 'https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745',
		})
		expect(link(OSM_SNIPPET)).toEqual({
			ok: true,
			url: 'https://www.openstreetmap.org/?mlat=5.6037&mlon=-0.1745#map=16/5.6037/-0.1745',
		})
		expect(link('https://www.google.com/maps?q=Accra&output=embed')).toEqual({
			ok: true,
			url: 'https://www.google.com/maps?q=Accra',
		})
	})

	test('what is no https:// address is refused', () => {
		for (const text of [
			'Accra International Conference Centre',
			'http://example.org/map',
			'ftp://x.org/a',
			'',
		])
			expect(link(text), text).toMatchObject({
				ok: false,
				message: expect.stringContaining('Venue map link'),
			})
	})
})

test("a venue's map link: its own, else a Google Maps search for the venue, else none", () => {
	expect(venueMapHref('AICC, Accra', 'https://maps.app.goo.gl/AbC')).toBe('https://maps.app.goo.gl/AbC')
	expect(venueMapHref('Accra International Conference Centre, Accra', null)).toBe(
		'https://www.google.com/maps/search/?api=1&query=Accra%20International%20Conference%20Centre%2C%20Accra',
	)
	expect(venueMapHref('AICC', 'javascript:alert(1)')).toBe(
		'https://www.google.com/maps/search/?api=1&query=AICC',
	)
	expect(venueMapHref(null, null)).toBeNull()
	expect(venueMapHref('  ', null)).toBeNull()
})

test('the point a map link names, for a calendar entry', () => {
	expect(mapLinkPoint('https://www.google.com/maps/search/?api=1&query=5.6037%2C-0.1745')).toEqual({
		lat: 5.6037,
		lon: -0.1745,
	})
	expect(mapLinkPoint('https://www.openstreetmap.org/?mlat=5.6&mlon=-0.17#map=17/5.6/-0.17')).toEqual({
		lat: 5.6,
		lon: -0.17,
	})
	expect(mapLinkPoint('https://maps.app.goo.gl/AbC')).toBeNull()
	expect(mapLinkPoint('https://www.google.com/maps/search/?api=1&query=AICC')).toBeNull()
	expect(mapLinkPoint(null)).toBeNull()
})
