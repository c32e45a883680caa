/**
 * The public read API's response bodies (docs/api.md), as Zod schemas: they shape what
 * `public-api-read.server.ts` returns (its functions are typed by them) and the OpenAPI document
 * (`public-api.openapi.ts`), each a named component (`meta.id`). Conventions, for every schema:
 * members are snake_case (as the staff API and the webhooks; the schedule keeps frab's names);
 * ids are positive integers that never change; instants are ISO 8601 with their offset (`Z`: the
 * summit is in Accra, Africa/Accra, UTC+0 all year); days are `YYYY-MM-DD` in Accra; money is an
 * integer number of pesewas (1 GH₵ = 100 pesewas) beside a display string; URLs are absolute.
 */
import { z } from 'zod'

const id = (description: string) => z.int().positive().meta({ description, example: 12 })
const instant = (description: string) =>
	z.iso.datetime({ offset: true }).meta({ description, example: '2027-03-18T08:30:00.000Z' })
const day = (description: string) => z.iso.date().meta({ description, example: '2027-03-18' })
const url = (description: string) => z.url().meta({ description })

/** The language query parameter: English (default) or French, English where no French is written. */
export const langSchema = z.enum(['en', 'fr']).default('en').meta({
	description:
		'The language of the texts: `en` (the default) or `fr`. A text with no French yet comes in English.',
	example: 'fr',
})

/** An amount of money: pesewas, and the amount as the site prints it in the answer's language. */
export const moneySchema = z
	.object({
		pesewas: z
			.int()
			.nonnegative()
			.meta({ description: 'The amount in pesewas (1 GH₵ = 100 pesewas).', example: 250000 }),
		display: z.string().meta({ description: 'The amount as the site prints it.', example: 'GH₵ 2,500' }),
	})
	.meta({ id: 'Money', description: 'An amount in Ghana cedis (currency GHS).' })

/** A day of the summit: the first session's start and the last session's end on that day. */
export const editionDaySchema = z
	.object({
		date: day('The day, in Accra.'),
		starts_at: instant('When its first session starts.'),
		ends_at: instant('When its last session ends.'),
	})
	.meta({ id: 'EditionDay', description: 'A day of the agenda, from its first session to its last.' })

/** The edition the public site shows (the next one, or the latest past one). */
export const editionSchema = z
	.object({
		id: id('The edition’s id.'),
		year: z.int().meta({ example: 2027 }),
		title: z.string().meta({
			description: 'The name of the summit with its year.',
			example: 'Internal Audit Leadership Summit 2027',
		}),
		theme: z
			.string()
			.nullable()
			.meta({ description: 'The edition’s theme, or null before it is announced.' }),
		phase: z.enum(['upcoming', 'past']).meta({ description: '`upcoming` until its start, then `past`.' }),
		time_zone: z.literal('Africa/Accra').meta({ description: 'Where the times are local: Accra, UTC+0.' }),
		starts_at: instant(
			'When the summit opens (its first day), or null while the date is not announced.',
		).nullable(),
		ends_at: instant(
			'When the last session of the agenda ends, or null while there is no agenda.',
		).nullable(),
		days: z
			.array(editionDaySchema)
			.meta({ description: 'The days of the agenda, in order; empty while there is none.' }),
		venue: z
			.object({
				name: z.string().meta({
					description: 'The venue, with its address as staff wrote it.',
					example: 'Labadi Beach Hotel, Accra',
				}),
				map_url: url('A link to the venue on a map.'),
			})
			.nullable()
			.meta({ description: 'Null before the venue is announced.' }),
		fees: z
			.object({
				currency: z.literal('GHS'),
				regular: moneySchema,
				early_bird: z
					.object({
						fee: moneySchema,
						last_day: day('The last day (in Accra, included) on which the early-bird fee applies.'),
						applies: z.boolean().meta({ description: 'Whether it applies today.' }),
					})
					.nullable()
					.meta({ description: 'The early-bird offer, or null when the edition has none.' }),
				group_discount: z
					.object({
						min_size: z
							.int()
							.positive()
							.meta({ description: 'Registrations of at least this many people…', example: 5 }),
						percent: z
							.int()
							.min(1)
							.max(100)
							.meta({ description: '…get this many percent off each fee.', example: 10 }),
					})
					.nullable(),
			})
			.nullable()
			.meta({ description: 'The registration fee for one person, or null before fees are announced.' }),
		links: z.object({
			html: url('The site’s home page.'),
			agenda: url('The agenda page.'),
			ics: url('The whole agenda as an iCalendar file.'),
			register: url('The registration form.'),
		}),
	})
	.meta({ id: 'Edition', description: 'The edition of the summit the public site shows.' })

/** Who speaks at a session: a listed speaker (with their id), or a name staff typed. */
export const sessionSpeakerSchema = z
	.object({
		id: id(
			'The speaker’s id (`/speakers/{speakerId}`), or null for a name that is not a listed speaker.',
		).nullable(),
		name: z.string().meta({ example: 'Dr. Abena Asantewaa' }),
	})
	.meta({ id: 'SessionSpeaker' })

/** An agenda session of the current edition. */
export const sessionSchema = z
	.object({
		id: id('The session’s id.'),
		edition_id: id('The edition it belongs to.'),
		title: z.string().meta({ example: 'Opening keynote' }),
		description: z
			.string()
			.nullable()
			.meta({ description: 'Plain text (not HTML), paragraphs separated by blank lines; null for none.' }),
		date: day('Its day, in Accra.'),
		starts_at: instant('When it starts.'),
		ends_at: instant('When it ends.'),
		speakers: z
			.array(sessionSpeakerSchema)
			.meta({ description: 'Who speaks; empty for a break or a session with no speaker.' }),
		cpe_hours: z.number().min(0).max(24).nullable().meta({
			description:
				'The continuing professional education (CPE) hours attending it earns, in hours with at most two decimals; null for none (a break, a meal).',
			example: 1.5,
		}),
		links: z.object({
			html: url('The session on the agenda page.'),
			ics: url('The session as an iCalendar file.'),
		}),
	})
	.meta({
		id: 'Session',
		description: 'A session of the agenda. The data has no room, track or kind: breaks are sessions too.',
	})

/** A speaker category (how staff group speakers). */
export const speakerCategorySchema = z
	.object({
		id: id('The category’s id, for `?category=`.'),
		title: z.string().meta({ example: 'Keynote speakers' }),
	})
	.meta({ id: 'SpeakerCategory' })

/** A listed speaker. */
export const speakerSchema = z
	.object({
		id: id('The speaker’s id.'),
		name: z.string().meta({
			description: 'Honorific and full name, as the site shows it.',
			example: 'Dr. Abena Asantewaa',
		}),
		honorific: z.string().meta({ example: 'Dr.' }),
		full_name: z.string().meta({ example: 'Abena Asantewaa' }),
		position: z.string().meta({ description: 'Their designation.', example: 'Chief Audit Executive' }),
		organisation: z.string().meta({ example: 'Bank of Accra' }),
		country: z.string().nullable(),
		role: z.string().nullable().meta({
			description:
				'Their role as stored: `Key Address` (keynote), `Speaker`, `Moderator`, `Panelist`, or null.',
		}),
		bio: z.string().meta({ description: 'Plain text (not HTML), paragraphs separated by blank lines.' }),
		photo_url: url('Their square photo (640 × 640 WebP), or null for none.').nullable(),
		category: speakerCategorySchema.nullable().meta({ description: 'Their category, or null for none.' }),
		sessions: z
			.array(id('A session’s id.'))
			.meta({ description: 'The current edition’s sessions they speak at, in time order.' }),
		links: z.object({ html: url('Their profile page.') }),
	})
	.meta({ id: 'Speaker', description: 'A speaker of the summit.' })

/** A sponsor tier. */
export const sponsorTierSchema = z
	.object({
		id: id('The tier’s id.'),
		title: z.string().meta({ example: 'Platinum' }),
		order: z.int().meta({ description: 'Where the tier comes: lower first.', example: 1 }),
	})
	.meta({ id: 'SponsorTier' })

/** A sponsor or partner, under its tier. */
export const sponsorSchema = z
	.object({
		id: id('The sponsor’s id.'),
		name: z.string().nullable().meta({ description: 'Its name, or null when only its logo is shown.' }),
		logo_url: url('Its logo (480 × 320 WebP, fitted inside).'),
		website: url('Its website, or null.').nullable(),
		tier: sponsorTierSchema,
	})
	.meta({ id: 'Sponsor', description: 'A sponsor or partner of the summit.' })

/** A media category of the blog. */
export const postCategorySchema = z
	.object({ id: id('The category’s id, for `?category=`.'), title: z.string().meta({ example: 'News' }) })
	.meta({ id: 'PostCategory' })

const postFields = {
	id: id('The post’s id.'),
	title: z.string(),
	excerpt: z.string().meta({ description: 'Plain text: the summary staff wrote, or the start of the text.' }),
	author: z.string(),
	published_at: instant('When it was published.'),
	category: postCategorySchema,
	image_url: url('Its picture (1440 × 810 WebP), or null for none.').nullable(),
	links: z.object({ html: url('The post’s page.') }),
}

/** A blog post as the list gives it (no body). */
export const postSummarySchema = z
	.object(postFields)
	.meta({ id: 'PostSummary', description: 'A published blog post, without its body.' })

/** A blog post with its body. */
export const postSchema = z
	.object({
		...postFields,
		updated_at: instant('When it was last changed.'),
		body_html: z
			.string()
			.meta({ description: 'The post’s HTML, reduced to the site’s allow-list (safe to show).' }),
	})
	.meta({ id: 'Post', description: 'A published blog post with its body.' })

/** `{ "data": … }`: every answer of the public read API has its value under `data`. */
function envelope<T extends z.ZodType>(schema: T, id: string, description: string) {
	return z.object({ data: schema }).meta({ id, description })
}

export const editionResponseSchema = envelope(editionSchema, 'EditionResponse', 'The current edition.')
export const sessionListSchema = envelope(z.array(sessionSchema), 'SessionList', 'Sessions in time order.')
export const sessionResponseSchema = envelope(sessionSchema, 'SessionResponse', 'One session.')
export const speakerListSchema = envelope(
	z.array(speakerSchema),
	'SpeakerList',
	'Speakers in the site’s order.',
)
export const speakerResponseSchema = envelope(speakerSchema, 'SpeakerResponse', 'One speaker.')
export const sponsorListSchema = envelope(
	z.array(sponsorSchema),
	'SponsorList',
	'Sponsors by tier: tiers in their order, sponsors in theirs within a tier.',
)
export const postListSchema = envelope(
	z.array(postSummarySchema),
	'PostList',
	'Published posts, newest first (at most 50).',
)
export const postResponseSchema = envelope(postSchema, 'PostResponse', 'One published post.')

export type Edition = z.infer<typeof editionSchema>
export type Session = z.infer<typeof sessionSchema>
export type Speaker = z.infer<typeof speakerSchema>
export type Sponsor = z.infer<typeof sponsorSchema>
export type PostSummary = z.infer<typeof postSummarySchema>
export type Post = z.infer<typeof postSchema>
export type Lang = z.infer<typeof langSchema>
