/**
 * What every public page shares, above the modules whose content they show: the public layout
 * (header and footer), the home page, the sitemap's stored pages, and the contact map's origin for
 * the Content-Security-Policy. On the app's own database.
 */
import type { RouterContextProvider } from 'react-router'
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { originOf } from '#app/lib/http/security-headers.server.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import type { SitemapEntry } from '#app/lib/sitemap.ts'
import {
	listBlogPostIds,
	listMediaCategories,
	type MediaCategoryLink,
} from '#app/modules/blog/blog.queries.server.ts'
import { pickCurrentEdition } from '#app/modules/editions/edition.ts'
import { listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { type EditionView, toEditionView } from '#app/modules/editions/event-view.server.ts'
import {
	type HomeSettings,
	homeSettings,
	type PublicSettings,
	publicSettings,
} from '#app/modules/settings/public-settings.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { listSpeakerIds } from '#app/modules/speakers/speakers.queries.server.ts'
import {
	listPublishedPracticalPages,
	listPublishedPracticalPageSlugs,
} from '#app/modules/practical-pages/practical-pages.queries.server.ts'
import { keptPerContentVersion } from './kept-reads.server.ts'

/**
 * The settings, the blog categories, the editions, the published practical pages and the map's
 * origin, kept per content version
 * (ADR 0053); each takes the request's React Router `context`, for which the version is read once.
 */
const keptSettings = keptPerContentVersion(db, getSettings)
const keptMediaCategories = keptPerContentVersion(db, listMediaCategories)
const keptEditions = keptPerContentVersion(db, listEditions)
const keptPracticalPages = keptPerContentVersion(db, listPublishedPracticalPages)
const keptMapOrigin = keptPerContentVersion(db, async () => originOf((await getSettings(db)).map_embed_url))

/**
 * The home page: the edition the public site shows now (`pickCurrentEdition`), or null before there is one,
 * what the page shows of the settings for that edition (`HomeSettings`: the texts, the hero picture,
 * the past edition's video) and whether online payment is on (`payOnline`, for the registration
 * Success dialog's "How to pay"). `context` is the request's React Router context.
 */
export async function loadHomePage(
	context: Readonly<RouterContextProvider>,
): Promise<{ edition: EditionView | null; home: HomeSettings; payOnline: boolean }> {
	const now = new Date()
	const [editions, settings] = await Promise.all([keptEditions(context), keptSettings(context)])
	const current = pickCurrentEdition(editions, now)
	const edition = current ? toEditionView(current, now) : null
	// Paystack is configured: the registration mail offers Pay now (docs/payments.md).
	return { edition, home: homeSettings(settings, edition), payOnline: Boolean(env.PAYSTACK_SECRET_KEY) }
}

/** A practical page's link in the header menu or the footer: its title and path (`/info/{slug}`). */
export interface PracticalPageMenuLink {
	title: string
	to: string
}

/**
 * The public layout, on every public page: what its header and footer show of the settings
 * (`PublicSettings`, never the row: docs/security.md, "Public data is what the page shows"), the
 * blog categories of the menu (id and title), the published practical pages linked from the header
 * menu and from the footer (in staff's order, ADR 0057), and the year (UTC) for the footer.
 * `context` is the request's React Router context.
 */
export async function loadPublicLayout(context: Readonly<RouterContextProvider>): Promise<{
	settings: PublicSettings
	mediaCategories: Pick<MediaCategoryLink, 'id' | 'title'>[]
	practicalLinks: { header: PracticalPageMenuLink[]; footer: PracticalPageMenuLink[] }
	year: number
}> {
	const [settings, mediaCategories, practicalPages] = await Promise.all([
		keptSettings(context),
		keptMediaCategories(context),
		keptPracticalPages(context),
	])
	// The kept rows hold both languages; the page's is picked here, after the kept read (ADR 0059).
	const linksIn = (placement: 'header' | 'footer') =>
		practicalPages
			.filter((page) => page.placement === placement)
			.map((page) => ({ title: localized(page.title, page.title_fr), to: `/info/${page.slug}` }))
	return {
		settings: publicSettings(settings),
		// Kept in both languages; the page's title picked after the kept read (ADR 0059).
		mediaCategories: mediaCategories.map((category) => ({
			id: category.id,
			title: localized(category.title, category.title_fr),
		})),
		practicalLinks: { header: linksIn('header'), footer: linksIn('footer') },
		year: new Date().getUTCFullYear(),
	}
}

/**
 * The sitemap's stored pages: every blog category, blog post, speaker and published practical page
 * (with its last change).
 */
export async function listSitemapRecords(): Promise<SitemapEntry[]> {
	const [categories, posts, speakers, practicalPages] = await Promise.all([
		listMediaCategories(db),
		listBlogPostIds(db, new Date()),
		listSpeakerIds(db),
		listPublishedPracticalPageSlugs(db),
	])
	return [
		...practicalPages.map((p) => ({ path: `/info/${p.slug}`, lastModified: p.updated_at })),
		...categories.map((c) => ({ path: `/newspage/${c.id}/collections/` })),
		...posts.map((p) => ({ path: `/our/blog/${p.id}/single`, lastModified: p.updated_at })),
		...speakers.map((s) => ({ path: `/speakers/${s.id}`, lastModified: s.updated_at })),
	]
}

/**
 * The origin of the contact page's map (`map_embed_url`), which the Content-Security-Policy allows
 * as a frame source; null when there is none. Read again whenever the content version has moved
 * (any change to the settings moves it, in any process), so a new map is allowed on the
 * next page rendered. `context` is the page's React Router context (its loaders read the version).
 */
export function currentMapOrigin(context: Readonly<RouterContextProvider>): Promise<string | null> {
	return keptMapOrigin(context)
}
