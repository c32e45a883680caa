/**
 * The values of the public read API (docs/api.md), read from `db` through the modules the public
 * pages use, shaped by the schemas of `public-api.schema.ts`. Each function runs in the language
 * being rendered (the caller wraps it in `inLocale`, ADR 0059): texts staff wrote in French come in
 * French when asked and filled, else in English. URLs are absolute on `siteUrl`, pages in the
 * answer's language (`/fr/…`). Instants are ISO 8601 UTC (Accra is UTC+0), money in pesewas.
 */
import type { Handle } from '#app/db/handle.ts'
import { accraDay, formatCedis } from '#app/lib/format.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { localized } from '#app/lib/i18n/localized.ts'
import { imageUrl } from '#app/lib/images/image-kinds.ts'
import { venueMapHref } from '#app/lib/map-address.ts'
import { absoluteUrl, SITE_NAME } from '#app/lib/seo.ts'
import { type AgendaSessionRow, listAgendaSessions } from '#app/modules/agenda/sessions.queries.server.ts'
import { blogExcerpt, sanitizeBlogHtml, toBlogCard } from '#app/modules/blog/blog-html.server.ts'
import { getBlogPost, getMediaCategory, listBlogPosts } from '#app/modules/blog/blog.queries.server.ts'
import { blogPostPath } from '#app/modules/blog/components/blog-card.tsx'
import { editionPhase, feeCard, groupRule } from '#app/modules/editions/edition.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { speakerName } from '#app/modules/speakers/components/speaker-card.tsx'
import {
	listSpeakerDirectory,
	type SpeakerDirectoryEntry,
} from '#app/modules/speakers/speakers.queries.server.ts'
import { listSponsorsWithTiers } from '#app/modules/sponsors/sponsors.queries.server.ts'
import type { Edition, Post, PostSummary, Session, Speaker, Sponsor } from './public-api.schema.ts'

/** What every read needs besides the database: the site's origin and the present. */
export interface PublicApiContext {
	/** The public origin, without a trailing slash (`SITE_URL`). */
	siteUrl: string
	now: Date
}

/** The absolute URL of the site page `path` in the answer's language. */
function pageUrl(ctx: PublicApiContext, path: string): string {
	return absoluteUrl(ctx.siteUrl, localizedPath(path, currentLocale()))
}

/** The absolute URL of a stored image's variant `width` (null without one). */
function storedImageUrl(ctx: PublicApiContext, key: string | null, width: number): string | null {
	return key ? absoluteUrl(ctx.siteUrl, imageUrl(key, width)) : null
}

/** The current edition's sessions (time order), none before there is an edition. */
async function currentSessions(db: Handle, now: Date) {
	const edition = await getCurrentEdition(db, now)
	return { edition, sessions: edition ? await listAgendaSessions(db, edition.id) : [] }
}

/**
 * The edition the public site shows at `ctx.now` (the next one, else the latest past one:
 * `pickCurrentEdition`), with its days drawn from its agenda, or null when there is none.
 */
export async function readEdition(db: Handle, ctx: PublicApiContext): Promise<Edition | null> {
	const { edition, sessions } = await currentSessions(db, ctx.now)
	if (!edition) return null
	const days: Edition['days'] = []
	for (const s of sessions) {
		const date = accraDay(s.starts_at)
		const last = days.at(-1)
		if (last?.date === date) {
			if (s.ends_at > last.ends_at) last.ends_at = s.ends_at
		} else days.push({ date, starts_at: s.starts_at, ends_at: s.ends_at })
	}
	const card = feeCard(edition, ctx.now)
	const group = groupRule(edition)
	const money = (pesewas: number) => ({ pesewas, display: formatCedis(pesewas) })
	const mapUrl = edition.venue ? venueMapHref(edition.venue, edition.venue_map_url) : null
	const earlyBird =
		edition.early_bird_fee_pesewas !== null && edition.early_bird_expires_on !== null
			? {
					fee: money(edition.early_bird_fee_pesewas),
					last_day: edition.early_bird_expires_on,
					applies: card?.earlyBird !== null && card?.earlyBird !== undefined,
				}
			: null
	return {
		id: edition.id,
		year: edition.year,
		title: `${SITE_NAME} ${edition.year}`,
		theme: localized(edition.theme, edition.theme_fr),
		phase: editionPhase(edition, ctx.now),
		time_zone: 'Africa/Accra',
		starts_at: edition.starts_at,
		ends_at: days.reduce<string | null>(
			(end, d) => (end === null || d.ends_at > end ? d.ends_at : end),
			null,
		),
		days,
		venue: edition.venue && mapUrl ? { name: edition.venue, map_url: mapUrl } : null,
		fees: card
			? {
					currency: 'GHS',
					regular: money(card.regularPesewas),
					early_bird: earlyBird,
					group_discount: group ? { min_size: group.minSize, percent: group.percent } : null,
				}
			: null,
		links: {
			html: pageUrl(ctx, '/'),
			agenda: pageUrl(ctx, '/agenda'),
			ics: pageUrl(ctx, '/agenda.ics'),
			register: pageUrl(ctx, '/register'),
		},
	}
}

/** A stored session as the API gives it, its texts in the answer's language. */
function toSession(ctx: PublicApiContext, s: AgendaSessionRow & { id: number }): Session {
	const speaker = s.speaker?.trim()
	return {
		id: s.id,
		edition_id: s.edition_id,
		title: localized(s.heading, s.heading_fr),
		description: localized(s.description, s.description_fr)?.trim() || null,
		date: accraDay(s.starts_at),
		starts_at: s.starts_at,
		ends_at: s.ends_at,
		speakers: speaker ? [{ id: s.speaker_id, name: speaker }] : [],
		cpe_hours: typeof s.cpe_hours_hundredths === 'number' ? s.cpe_hours_hundredths / 100 : null,
		links: {
			html: pageUrl(ctx, `/agenda#session-${s.id}`),
			ics: pageUrl(ctx, `/agenda/${s.id}.ics`),
		},
	}
}

/** The current edition's sessions in time order (none before there is an edition). */
export async function readSessions(db: Handle, ctx: PublicApiContext): Promise<Session[]> {
	const { sessions } = await currentSessions(db, ctx.now)
	return sessions.map((s) => toSession(ctx, s))
}

/** The current edition's session `id`, or null when it has none of that id. */
export async function readSession(db: Handle, ctx: PublicApiContext, id: number): Promise<Session | null> {
	const { sessions } = await currentSessions(db, ctx.now)
	const session = sessions.find((s) => s.id === id)
	return session ? toSession(ctx, session) : null
}

/** A speaker as the API gives them, with the current edition's sessions they speak at. */
function toSpeaker(
	ctx: PublicApiContext,
	s: SpeakerDirectoryEntry,
	sessions: readonly AgendaSessionRow[],
): Speaker {
	return {
		id: s.id,
		name: speakerName(s),
		honorific: s.title,
		full_name: s.full_name,
		position: s.designation,
		organisation: s.company,
		country: s.country?.trim() || null,
		role: s.role || null,
		bio: s.bio,
		photo_url: storedImageUrl(ctx, s.image_key, 640),
		category: s.category,
		sessions: sessions.filter((session) => session.speaker_id === s.id).map((session) => session.id),
		links: { html: pageUrl(ctx, `/speakers/${s.id}`) },
	}
}

/** Every speaker in the site's order, or those of the speaker category `categoryId`. */
export async function readSpeakers(
	db: Handle,
	ctx: PublicApiContext,
	filter: { categoryId?: number } = {},
): Promise<Speaker[]> {
	const [speakers, { sessions }] = await Promise.all([
		listSpeakerDirectory(db, filter),
		currentSessions(db, ctx.now),
	])
	return speakers.map((s) => toSpeaker(ctx, s, sessions))
}

/** The speaker `id`, or null when there is none. */
export async function readSpeaker(db: Handle, ctx: PublicApiContext, id: number): Promise<Speaker | null> {
	const [[speaker], { sessions }] = await Promise.all([
		listSpeakerDirectory(db, { id }),
		currentSessions(db, ctx.now),
	])
	return speaker ? toSpeaker(ctx, speaker, sessions) : null
}

/** Every sponsor with its tier, in the public page's order (tiers, then sponsors within a tier). */
export async function readSponsors(db: Handle, ctx: PublicApiContext): Promise<Sponsor[]> {
	const sponsors = await listSponsorsWithTiers(db)
	return sponsors.map((s) => ({
		id: s.id,
		name: s.name?.trim() || null,
		logo_url: absoluteUrl(ctx.siteUrl, imageUrl(s.logo_key, 480)),
		website: s.website?.trim() || null,
		tier: s.tier,
	}))
}

/**
 * The published posts at `ctx.now`, newest first, at most 50 (`BLOG_LIST_LIMIT`), or those of the
 * media category `categoryId`. Excerpts are plain text: staff's, or the start of the text.
 */
export async function readPosts(
	db: Handle,
	ctx: PublicApiContext,
	filter: { categoryId?: number } = {},
): Promise<PostSummary[]> {
	const posts = await listBlogPosts(db, ctx.now, filter)
	return posts.map((post) => {
		const card = toBlogCard(post)
		return {
			id: post.id,
			title: post.title,
			excerpt: card.excerpt,
			author: post.author,
			published_at: post.published_at,
			category: { id: post.category_id, title: post.category_title },
			image_url: storedImageUrl(ctx, post.image_key, 1440),
			links: { html: pageUrl(ctx, blogPostPath(post.id)) },
		}
	})
}

/** The published post `id` at `ctx.now` with its sanitised body, or null (none, a draft, scheduled). */
export async function readPost(db: Handle, ctx: PublicApiContext, id: number): Promise<Post | null> {
	const post = await getBlogPost(db, id, ctx.now)
	if (!post) return null
	const category = await getMediaCategory(db, post.category_id)
	return {
		id: post.id,
		title: post.title,
		excerpt: post.excerpt.trim() || blogExcerpt(post.content_html, 200),
		author: post.author,
		published_at: post.published_at,
		updated_at: post.updated_at,
		category: {
			id: post.category_id,
			title: category ? localized(category.title, category.title_fr) : '',
		},
		image_url: storedImageUrl(ctx, post.image_key, 1440),
		links: { html: pageUrl(ctx, blogPostPath(post.id)) },
		body_html: sanitizeBlogHtml(post.content_html),
	}
}
