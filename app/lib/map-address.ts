/**
 * Reading a map address as an organiser pastes it (ADR 0054): the code of Google Maps' "Embed a
 * map" or OpenStreetMap's "Share → HTML" (an `<iframe src="…">`, of which the `src` is read), an
 * embed address, or a map's share link; with or without its `https://`. Two readings:
 * - `mapEmbedAddress`: an address the contact page may show in a frame, only on `MAP_EMBED_HOSTS`
 *   (the Content-Security-Policy names its origin as the one frame source, docs/security.md);
 * - `mapLinkAddress`: a link a visitor or delegate opens (the contact page's "Open the map", an
 *   edition's venue map link), any `https://` address; an embed address becomes the map's own link.
 * Both return the clean address to store, or a message naming the field; they never throw, whatever
 * the text. `mapField` is a form field of either. `venueMapHref` gives the link for a venue: its map
 * link, or a maps search for its name. Browser-safe.
 */
import { z } from 'zod'

/** The hosts a map embed may come from (the contact page's only frame source). */
export const MAP_EMBED_HOSTS = ['www.openstreetmap.org', 'www.google.com'] as const

/** The clean address to store, or the message to show under the field. */
export type MapAddress = { ok: true; url: string } | { ok: false; message: string }

/** The most characters a map field takes: an embed code runs to 700 or so. */
export const MAP_INPUT_MAX = 2000

const GOOGLE_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com'])
const GOOGLE_SHORT_HOSTS = new Set(['maps.app.goo.gl', 'goo.gl'])
const OSM_HOSTS = new Set(['www.openstreetmap.org', 'openstreetmap.org'])
const OSM_SHORT_HOSTS = new Set(['osm.org', 'www.osm.org'])

/** How to get what the embed field wants, said in each of its refusals. */
const EMBED_HOW =
	'paste the code of Google Maps’ “Share → Embed a map → Copy HTML” or OpenStreetMap’s “Share → HTML”, or the map’s link'

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" }

/** `text` with the HTML entities a copied snippet's attribute may hold (`&amp;`, `&quot;`, …) decoded. */
function decodeEntities(text: string): string {
	return text.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
}

/** The value of attribute `name` in the first `tag` element of `html`, decoded; null without one. */
function attribute(html: string, tag: string, name: string): string | null {
	const element = new RegExp(`<${tag}\\b[^>]*>`, 'i').exec(html)?.[0]
	if (!element) return null
	const value = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(element)
	const raw = value?.[1] ?? value?.[2] ?? value?.[3]
	return raw === undefined ? null : decodeEntities(raw).trim()
}

/**
 * The web address in what was pasted: an `<iframe>`'s `src` (an `<a>`'s `href` without one), the
 * first `http(s)://` address of a text with spaces (a phone's share text: name, address, link), or
 * the text itself; with `https://` added when it has no scheme. Null when there is none.
 */
function pastedAddress(text: string): string | null {
	let address: string | null = text.trim()
	if (/<iframe\b/i.test(address)) address = attribute(address, 'iframe', 'src')
	else if (/<a\b/i.test(address)) address = attribute(address, 'a', 'href')
	else if (/\s/.test(address)) address = /\bhttps?:\/\/[^\s<>"']+/i.exec(address)?.[0] ?? null
	if (!address || /\s/.test(address)) return null
	if (address.startsWith('//')) return `https:${address}`
	return /^[a-z][a-z\d+.-]*:/i.test(address) && !/^[\w.-]+\.[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i.test(address)
		? address
		: `https://${address}`
}

/**
 * `text` read as a pasted `https://` address, or the message saying why not (`label` names the
 * field): nothing like an address, not `https://`, no dotted host, or a user name in it.
 */
function readAddress(text: string, label: string): { ok: true; url: URL } | { ok: false; message: string } {
	const address = pastedAddress(text)
	let url: URL | null
	try {
		url = address ? new URL(address) : null
	} catch {
		url = null
	}
	if (!url || !url.hostname.includes('.') || url.username || url.password) {
		return {
			ok: false,
			message: `${label} must be a web address, or the code a map site gives to embed its map`,
		}
	}
	if (url.protocol !== 'https:')
		return { ok: false, message: `${label} must be a web address starting with https://` }
	url.hostname = url.hostname.toLowerCase()
	return { ok: true, url }
}

/** A latitude and longitude in degrees, when both are numbers in range. */
type Point = { lat: number; lon: number }

function point(lat: string | undefined | null, lon: string | undefined | null): Point | null {
	if (!lat || !lon) return null
	const la = Number(lat)
	const lo = Number(lon)
	if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) return null
	return { lat: la, lon: lo }
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`

/**
 * What a Google Maps address says of its place: the place's name (`/maps/place/<name>/…`, `q`,
 * `query`), its point (the place's `!3d…!4d…`, else the view's `@lat,lon`, or a `q` of
 * coordinates) and the zoom (`@…,17z`, `z`).
 */
function googlePlace(url: URL): { name: string | null; at: Point | null; zoom: number | null } {
	let path = url.pathname
	try {
		path = decodeURIComponent(path.replace(/\+/g, ' '))
	} catch {
		// A malformed escape: the name is read as written.
	}
	const placeName = /^\/maps\/place\/([^/]+)/.exec(path)?.[1] ?? null
	const query = url.searchParams.get('q') ?? url.searchParams.get('query')
	const pin = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`).exec(url.pathname)
	const view = new RegExp(`@(${NUMBER}),(${NUMBER})(?:,(\\d+(?:\\.\\d+)?)z)?`).exec(url.pathname)
	const queryPoint = query ? new RegExp(`^\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*$`).exec(query) : null
	const at =
		point(pin?.[1], pin?.[2]) ?? point(view?.[1], view?.[2]) ?? point(queryPoint?.[1], queryPoint?.[2])
	const zoomText = view?.[3] ?? url.searchParams.get('z')
	const zoom = zoomText && Number.isFinite(Number(zoomText)) ? Math.round(Number(zoomText)) : null
	return { name: queryPoint ? null : (placeName ?? query?.trim() ?? null) || null, at, zoom }
}

/** The centre of a Google embed's `pb` (`!2d<lon>!3d<lat>`), or null. */
function googleEmbedCentre(url: URL): Point | null {
	const pb = url.searchParams.get('pb') ?? ''
	const centre = new RegExp(`!2d(${NUMBER})!3d(${NUMBER})`).exec(pb)
	return point(centre?.[2], centre?.[1])
}

/** The place an OpenStreetMap address shows: its marker (`mlat`/`mlon`, `marker`), else its view (`#map=z/lat/lon`, `bbox`). */
function osmPlace(url: URL): { marker: Point | null; centre: Point | null; zoom: number | null } {
	const view = new RegExp(`map=(\\d+)/(${NUMBER})/(${NUMBER})`).exec(url.hash)
	const markerText = url.searchParams.get('marker')?.split(',')
	const marker =
		point(url.searchParams.get('mlat'), url.searchParams.get('mlon')) ??
		point(markerText?.[0], markerText?.[1])
	const box = url.searchParams.get('bbox')?.split(',').map(Number)
	const boxCentre =
		box?.length === 4 && box.every(Number.isFinite)
			? point(String((box[1]! + box[3]!) / 2), String((box[0]! + box[2]!) / 2))
			: null
	const boxZoom =
		box?.length === 4 && box.every(Number.isFinite) && box[2]! > box[0]!
			? Math.max(1, Math.min(19, Math.round(Math.log2(360 / (box[2]! - box[0]!)))))
			: null
	return {
		marker,
		centre: point(view?.[2], view?.[3]) ?? boxCentre,
		zoom: view ? Number(view[1]) : boxZoom,
	}
}

/** Degrees with at most 6 decimals (about 10 cm), without trailing zeros. */
function degrees(value: number): string {
	return String(Number(value.toFixed(6)))
}

/** The OpenStreetMap embed of the area round `centre` at `zoom`, with a marker at `marker` when given. */
function osmEmbed(centre: Point, zoom: number, marker: Point | null): string {
	const halfWidth = (360 / 2 ** zoom) * 1.2
	const halfHeight = halfWidth * Math.cos((centre.lat * Math.PI) / 180) * 0.6
	const bbox = [
		centre.lon - halfWidth,
		centre.lat - halfHeight,
		centre.lon + halfWidth,
		centre.lat + halfHeight,
	].map(degrees)
	const params = new URLSearchParams({ bbox: bbox.join(','), layer: 'mapnik' })
	if (marker) params.set('marker', `${degrees(marker.lat)},${degrees(marker.lon)}`)
	return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`
}

/**
 * `text` read as the contact page's map (`label` names the field): the embed address to store,
 * always on `MAP_EMBED_HOSTS`. Takes Google's embed code or address (`/maps/embed…`, `output=embed`),
 * a Google Maps link naming a place or a point (made into an `output=embed` address), OpenStreetMap's
 * embed code or address (`/export/embed.html`), or an OpenStreetMap link with a view or marker (made
 * into an embed of that area). Refuses short links (`maps.app.goo.gl`, `osm.org/go`: which place they
 * name is only known by following them), other hosts and anything else, with a message saying what to paste.
 */
export function mapEmbedAddress(text: string, label: string): MapAddress {
	const read = readAddress(text, label)
	if (!read.ok) return read
	const url = read.url
	if (GOOGLE_SHORT_HOSTS.has(url.hostname) || OSM_SHORT_HOSTS.has(url.hostname)) {
		return {
			ok: false,
			message: `${label}: a short link cannot be shown as a map on the page. Instead, ${EMBED_HOW} from the address bar`,
		}
	}
	if (GOOGLE_HOSTS.has(url.hostname)) {
		url.hostname = 'www.google.com'
		if (url.pathname.startsWith('/maps/embed')) return { ok: true, url: url.href }
		if (url.pathname.startsWith('/maps') && url.searchParams.get('output') === 'embed') {
			return { ok: true, url: url.href }
		}
		if (url.pathname.startsWith('/maps')) {
			const place = googlePlace(url)
			if (place.name || place.at) {
				const params = new URLSearchParams({
					q: place.name ?? `${degrees(place.at!.lat)},${degrees(place.at!.lon)}`,
				})
				if (place.name && place.at) params.set('ll', `${degrees(place.at.lat)},${degrees(place.at.lon)}`)
				params.set('z', String(place.zoom ?? 16))
				params.set('output', 'embed')
				return { ok: true, url: `https://www.google.com/maps?${params.toString()}` }
			}
		}
		return { ok: false, message: `${label}: this Google address shows no place. Instead, ${EMBED_HOW}` }
	}
	if (OSM_HOSTS.has(url.hostname)) {
		url.hostname = 'www.openstreetmap.org'
		if (url.pathname === '/export/embed.html') return { ok: true, url: url.href }
		const place = osmPlace(url)
		const centre = place.centre ?? place.marker
		if (centre) return { ok: true, url: osmEmbed(centre, place.zoom ?? 17, place.marker) }
		return {
			ok: false,
			message: `${label}: this OpenStreetMap address shows no place. Instead, ${EMBED_HOW}`,
		}
	}
	return {
		ok: false,
		message: `${label} must be a map of Google Maps or OpenStreetMap (${MAP_EMBED_HOSTS.join(' or ')}): ${EMBED_HOW}`,
	}
}

/**
 * `text` read as a map link (`label` names the field): the address to store, one a visitor can open.
 * Takes any `https://` address, pasted alone or in an `<iframe>` or `<a>` snippet; an embed address
 * becomes the map's own page: Google's embed, its point (`/maps/search/?api=1&query=lat,lon`, or the
 * address without `output=embed`); OpenStreetMap's embed, its marker or centre (`?mlat=…&mlon=…#map=…`).
 * Refuses what is not an `https://` address, with a message.
 */
export function mapLinkAddress(text: string, label: string): MapAddress {
	const read = readAddress(text, label)
	if (!read.ok) return read
	const url = read.url
	if (GOOGLE_HOSTS.has(url.hostname) && url.pathname.startsWith('/maps/embed')) {
		const centre = googleEmbedCentre(url)
		return {
			ok: true,
			url: centre ? googleSearchHref(`${degrees(centre.lat)},${degrees(centre.lon)}`) : url.href,
		}
	}
	if (GOOGLE_HOSTS.has(url.hostname) && url.searchParams.get('output') === 'embed') {
		url.searchParams.delete('output')
		return { ok: true, url: url.href }
	}
	if (OSM_HOSTS.has(url.hostname) && url.pathname === '/export/embed.html') {
		const place = osmPlace(url)
		const at = place.marker ?? place.centre
		if (at) {
			const lat = degrees(at.lat)
			const lon = degrees(at.lon)
			const marker = place.marker ? `?mlat=${lat}&mlon=${lon}` : ''
			return {
				ok: true,
				url: `https://www.openstreetmap.org/${marker}#map=${place.zoom ?? 17}/${lat}/${lon}`,
			}
		}
	}
	return { ok: true, url: url.href }
}

/** Google Maps' search for `query` (a place's name and town, or `lat,lon`): opens the app on a phone. */
export function googleSearchHref(query: string): string {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/**
 * The map link of a venue: its stored map link (`mapUrl`, when it may be a link: https), else a
 * Google Maps search for the venue's text, else null (no venue yet).
 */
export function venueMapHref(venue: string | null, mapUrl: string | null): string | null {
	if (mapUrl && mapUrl.startsWith('https://')) {
		try {
			return new URL(mapUrl).href
		} catch {
			// An unreadable stored address: the search below.
		}
	}
	return venue?.trim() ? googleSearchHref(venue.trim()) : null
}

/**
 * The point a map link names, when it names one: a Google link's `query`/`q` of coordinates, its
 * place's `!3d…!4d…` or view's `@lat,lon`; an OpenStreetMap link's marker or view. For a calendar
 * entry's GEO.
 */
export function mapLinkPoint(href: string | null): Point | null {
	if (!href) return null
	let url: URL
	try {
		url = new URL(href)
	} catch {
		return null
	}
	if (GOOGLE_HOSTS.has(url.hostname)) return googlePlace(url).at
	if (OSM_HOSTS.has(url.hostname)) {
		const place = osmPlace(url)
		return place.marker ?? place.centre
	}
	return null
}

/**
 * An optional form field of a map address: what was pasted (trimmed, at most `MAP_INPUT_MAX`
 * characters), read by `read` (`mapEmbedAddress` or `mapLinkAddress`) into the clean address the
 * form's value holds (undefined when empty), or refused with its message under the field. Never throws, whatever was
 * pasted, in the browser or on the server.
 */
export function mapField(label: string, read: (text: string, label: string) => MapAddress) {
	return z
		.string()
		.trim()
		.max(MAP_INPUT_MAX, `${label} must be at most ${MAP_INPUT_MAX} characters`)
		.transform((text, ctx) => {
			if (text === '') return undefined
			const address = read(text, label)
			if (address.ok) return address.url
			ctx.issues.push({ code: 'custom', input: text, message: address.message })
			return z.NEVER
		})
		.optional()
}
