/**
 * What every public page shares, above the modules whose content they show: the public layout
 * (header and footer), the home page, the sitemap's stored pages, and the contact map's origin for
 * the Content-Security-Policy. On the app's own database.
 */
import { db } from '#app/db/db.server.ts'
import { originOf } from '#app/lib/http/security-headers.server.ts'
import type { SitemapEntry } from '#app/lib/sitemap.ts'
import {
	listBlogPostIds,
	listMediaCategories,
	type MediaCategoryLink,
} from '#app/modules/blog/blog.queries.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { type EditionView, toEditionView } from '#app/modules/editions/event-view.server.ts'
import {
	type HomeSettings,
	homeSettings,
	type PublicSettings,
	publicSettings,
} from '#app/modules/settings/public-settings.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { listSpeakerIds } from '#app/modules/speakers/speakers.queries.server.ts'
import { readContentVersion } from './public-pages.queries.server.ts'

/**
 * The home page: the edition the public site shows now (`pickCurrentEdition`), or null before there is one,
 * and what the page shows of the settings for that edition (`HomeSettings`: the texts, and the
 * past edition's hero picture and video).
 */
export async function loadHomePage(): Promise<{ edition: EditionView | null; home: HomeSettings }> {
	const now = new Date()
	const [current, settings] = await Promise.all([getCurrentEdition(db, now), getSettings(db)])
	const edition = current ? toEditionView(current, now) : null
	return { edition, home: homeSettings(settings, edition) }
}

/**
 * The public layout, on every public page: what its header and footer show of the settings
 * (`PublicSettings`, never the row: docs/security.md, "Public data is what the page shows"), the
 * blog categories of the menu (id and title), and the year (UTC) for the footer.
 */
export async function loadPublicLayout(): Promise<{
	settings: PublicSettings
	mediaCategories: MediaCategoryLink[]
	year: number
}> {
	const [settings, mediaCategories] = await Promise.all([getSettings(db), listMediaCategories(db)])
	return {
		settings: publicSettings(settings),
		mediaCategories,
		year: new Date().getUTCFullYear(),
	}
}

/** The sitemap's stored pages: every blog category, blog post and speaker (with its last change). */
export async function listSitemapRecords(): Promise<SitemapEntry[]> {
	const [categories, posts, speakers] = await Promise.all([
		listMediaCategories(db),
		listBlogPostIds(db, new Date()),
		listSpeakerIds(db),
	])
	return [
		...categories.map((c) => ({ path: `/newspage/${c.id}/collections/` })),
		...posts.map((p) => ({ path: `/our/blog/${p.id}/single`, lastModified: p.updated_at })),
		...speakers.map((s) => ({ path: `/speakers/${s.id}`, lastModified: s.updated_at })),
	]
}

let mapOrigin: { value: string | null; version: number } | undefined

/**
 * The origin of the contact page's map (`map_embed_url`), which the Content-Security-Policy allows
 * as a frame source; null when there is none. Read again whenever the content version has moved
 * (any change to the settings moves it, in any process), so a new map is allowed on the
 * next page rendered.
 */
export async function currentMapOrigin(): Promise<string | null> {
	const version = await readContentVersion(db)
	if (!mapOrigin || mapOrigin.version !== version) {
		const settings = await getSettings(db)
		mapOrigin = { value: originOf(settings.map_embed_url), version }
	}
	return mapOrigin.value
}
