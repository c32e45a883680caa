/**
 * Loads the demo content pack (`content.ts`) into an empty database: two editions (2025, past; the next,
 * upcoming, dated from the day the seed runs), speakers, agenda, sponsors, blog, practical pages,
 * settings and one Administrator. Pictures are generated locally and stored through the file store.
 */
import type { Database, Handle } from '#app/db/handle.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import crypto from 'node:crypto'
import { hashPassword } from '#app/lib/auth/password.server.ts'
import { storeImage } from '#app/lib/images/images.server.ts'
import type { FileStore } from '#app/lib/storage/file-store.server.ts'
import { sanitizeBlogHtml } from '#app/modules/blog/blog-html.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { insertAgendaSession } from '#app/modules/agenda/sessions.queries.server.ts'
import { insertEdition } from '#app/modules/editions/editions.queries.server.ts'
import { saveSettings } from '#app/modules/settings/settings.queries.server.ts'
import { defaultPrivacyNotice } from '#app/modules/settings/settings.ts'
import { insertCategory } from '#app/modules/speaker-categories/speaker-categories.queries.server.ts'
import { insertUser } from '#app/modules/users/users.queries.server.ts'
import * as content from './content.ts'
import { hasRows, insertDemoRow } from './demo.queries.server.ts'
import { insertDemoPracticalPages } from './practical-pages.ts'
import { coverPng, logoPng, portraitPng } from './seed-images.server.ts'

const DAY_MS = 86_400_000
const SPONSOR_TIERS = ['Sponsor', 'Partner', 'Media Partner', 'Previous Partner'] as const

export interface SeedOptions {
	now: Date
	/** The first Administrator; when `password` is absent a random one is generated and returned. */
	admin: { email?: string; password?: string }
}

export interface SeedResult {
	adminEmail: string
	/** Set only when the seed made up the password: show it once. */
	generatedPassword?: string
}

/** True when the database holds no edition, no user and no settings (a fresh install). */
export async function isDatabaseEmpty(db: Handle): Promise<boolean> {
	const [editions, users, settings] = await Promise.all([
		hasRows(db, 'event_editions'),
		hasRows(db, 'users'),
		hasRows(db, 'settings'),
	])
	return !editions && !users && !settings
}

/**
 * The upcoming edition's first day: the first Thursday at least 120 days after `now`, so the demo
 * always has a countdown and an open early-bird window.
 */
export function upcomingEventDay(now: Date): Date {
	const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 120 * DAY_MS)
	while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1)
	return day
}

function at(day: Date, hhmm: string): string {
	const [h, m] = hhmm.split(':').map(Number)
	return new Date(day.getTime() + (h! * 60 + m!) * 60_000).toISOString()
}

/**
 * The CPE hours a demo session earns, in hundredths (docs/event-days.md): its length when it has a
 * speaker (talks, panels, the workshop), none for registration and meals.
 */
function demoCpeHours(session: { start: string; end: string; speakerKey: string | null }): number | null {
	if (session.speakerKey === null) return null
	const minutes = (hhmm: string) => {
		const [h, m] = hhmm.split(':').map(Number)
		return h! * 60 + m!
	}
	return Math.round(((minutes(session.end) - minutes(session.start)) * 100) / 60)
}

/**
 * Writes the content pack. Pictures are stored first; every row is then written in one transaction,
 * so a failure leaves no partial content, and the pictures stored for it are removed. That
 * transaction first checks again that the database is empty (`isDatabaseEmpty`): when another
 * process filled it meanwhile (two processes on one SQLite file, whose write transactions run one
 * after the other, ADR 0049), nothing is written, the pictures are removed, and the result is null.
 * On PostgreSQL, instances starting at once are kept apart by `prepareDatabase`'s lock (ADR 0066).
 * Throws on any database or image error.
 */
export async function seedDatabase(
	db: Database,
	store: FileStore,
	options: SeedOptions,
): Promise<SeedResult | null> {
	const { now } = options
	const stamp = now.toISOString()

	// The pictures are drawn and encoded side by side on sharp's own threads: measured on two idle
	// cores, the whole seed takes 3.0 s instead of 5.0 s one picture after the other.
	const [speakerKeys, sponsorLogos, blogImages, heroImage] = await Promise.all([
		Promise.all(
			content.speakers.map(async (s) =>
				storeImage(store, await portraitPng(s.key, s.palette), 'speaker', 'speakers'),
			),
		),
		Promise.all(
			content.sponsors.map(async (s) =>
				storeImage(store, await logoPng(s.name, s.palette), 'logo', 'sponsors'),
			),
		),
		Promise.all(
			content.blogPosts.map(async (p) =>
				storeImage(store, await coverPng(p.slug, p.palette), 'blog', 'blog'),
			),
		),
		coverPng('hero', ['#064e3b', '#b45309']).then((png) => storeImage(store, png, 'hero', 'site')),
	])
	const speakerImages = new Map(content.speakers.map((s, i) => [s.key, speakerKeys[i]!]))

	const password = options.admin.password ?? crypto.randomBytes(12).toString('base64url')
	const passwordHash = await hashPassword(password)
	const adminEmail = (options.admin.email ?? 'admin@auditsummit.example').trim().toLowerCase()

	const removePictures = () =>
		Promise.all(
			[...speakerKeys, ...sponsorLogos, ...blogImages, heroImage].map((key) => store.removeKey(key)),
		)
	const written = await writeTransaction(db, async (trx) => {
		if (!(await isDatabaseEmpty(trx))) return false
		const upcomingDay = upcomingEventDay(now)
		let upcomingEditionId = 0
		for (const e of content.editions) {
			const day = e.date === 'upcoming' ? upcomingDay : new Date(`${e.date}T00:00:00Z`)
			const expires = new Date(day.getTime() - e.earlyBirdDaysBefore * DAY_MS).toISOString().slice(0, 10)
			const id = await insertEdition(
				trx,
				{
					year: e.year === 'upcoming' ? upcomingDay.getUTCFullYear() : e.year,
					theme: e.theme,
					venue: e.venue,
					starts_at: at(day, e.startTime),
					regular_fee_pesewas: e.regularFeeCedis * 100,
					early_bird_fee_pesewas: e.earlyBirdFeeCedis * 100,
					early_bird_expires_on: expires,
					group_min_size: e.groupDiscount.minSize,
					group_discount_percent: e.groupDiscount.percent,
				},
				now,
			)
			if (e.date === 'upcoming') upcomingEditionId = id
		}

		const categoryIds = new Map<string, number>()
		for (const c of content.speakerCategories) {
			categoryIds.set(c.title, await insertCategory(trx, { code: c.code, title: c.title }, now))
		}

		const speakerIds = new Map<string, number>()
		for (const s of content.speakers) {
			const id = await insertDemoRow(trx, 'speakers', {
				title: s.title,
				full_name: s.fullName,
				designation: s.designation,
				company: s.company,
				country: s.country,
				role: s.role,
				category_id: categoryIds.get(s.category) ?? null,
				bio: s.bio,
				image_key: speakerImages.get(s.key) ?? null,
				sort_order: s.sortOrder,
				created_at: stamp,
				updated_at: stamp,
			})
			speakerIds.set(s.key, id)
		}

		const upcomingDayMs = upcomingDay.getTime()
		for (const s of content.sessions) {
			const day = new Date(upcomingDayMs + s.day * DAY_MS)
			await insertAgendaSession(
				trx,
				{
					edition_id: upcomingEditionId,
					heading: s.heading,
					starts_at: at(day, s.start),
					ends_at: at(day, s.end),
					speaker: s.speakerText,
					speaker_id: s.speakerKey ? (speakerIds.get(s.speakerKey) ?? null) : null,
					description: s.description,
					cpe_hours_hundredths: demoCpeHours(s),
				},
				now,
			)
		}

		const tierIds = new Map<string, number>()
		for (const [index, title] of SPONSOR_TIERS.entries()) {
			tierIds.set(title, await insertDemoRow(trx, 'sponsor_tiers', { title, sort_order: index }))
		}
		for (const [index, s] of content.sponsors.entries()) {
			await insertDemoRow(trx, 'sponsors', {
				tier_id: tierIds.get(s.tier)!,
				name: s.name,
				logo_key: sponsorLogos[index]!,
				website: s.website,
				sort_order: s.sortOrder,
				created_at: stamp,
			})
		}

		const mediaCategoryIds = new Map<string, number>()
		for (const title of content.mediaCategories) {
			mediaCategoryIds.set(title, await insertDemoRow(trx, 'media_categories', { title, created_at: stamp }))
		}
		for (const [index, p] of content.blogPosts.entries()) {
			await insertDemoRow(trx, 'blog_posts', {
				category_id: mediaCategoryIds.get(p.category)!,
				title: p.title,
				slug: p.slug,
				author: p.author,
				published_at: new Date(now.getTime() - p.daysAgo * DAY_MS).toISOString(),
				content_html: sanitizeBlogHtml(p.contentHtml),
				image_key: blogImages[index]!,
				created_at: stamp,
				updated_at: stamp,
			})
		}

		await insertDemoPracticalPages(trx, now)

		const s = content.siteSettings
		await saveSettings(
			trx,
			{
				site_name: s.siteName,
				organiser_name: s.organiserName,
				organiser_about: s.organiserAbout,
				contact_address: s.contactAddress,
				contact_phone: s.contactPhone,
				contact_email: s.contactEmail,
				map_embed_url: s.mapEmbedUrl,
				map_link_url: s.mapLinkUrl,
				facebook_url: s.facebookUrl,
				twitter_url: s.twitterUrl,
				linkedin_url: s.linkedinUrl,
				instagram_url: s.instagramUrl,
				hero_video_key: null,
				hero_image_key: heroImage,
				developer_whatsapp: s.developerWhatsapp,
				developer_credit: s.developerCredit,
				homeContent: content.homeContent,
				// The demo is a site ready for delegates: its privacy notice counts as reviewed (ADR 0055).
				privacyNotice: defaultPrivacyNotice,
			},
			now,
		)

		const adminId = await insertUser(
			trx,
			{
				fullName: 'Summit Administrator',
				email: adminEmail,
				phone: null,
				role: 'Administrator',
				passwordHash,
			},
			now,
		)
		await recordActivity(
			trx,
			{
				userId: adminId,
				username: 'Summit Administrator',
				type: 'Seed',
				description: 'Loaded the demo content pack',
			},
			now,
		)
		return true
	}).catch(async (error: unknown) => {
		await removePictures()
		throw error
	})
	if (!written) {
		await removePictures()
		return null
	}
	return options.admin.password ? { adminEmail } : { adminEmail, generatedPassword: password }
}
