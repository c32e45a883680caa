/**
 * Table types for Kysely. Conventions on both dialects:
 * - timestamps are ISO-8601 UTC strings (`2027-03-18T08:30:00.000Z`); `timestamptz` on PostgreSQL
 *   is read back in that form by the type parsers in `db.server.ts`;
 * - calendar dates are `YYYY-MM-DD` strings, interpreted in Africa/Accra (UTC+0);
 * - money is an integer number of pesewas (1 GH₵ = 100 pesewas);
 * - flags are integers 0/1.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

type Timestamp = string
type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>
/**
 * The French twin of a text column (ADR 0059, migration 0023): null or blank shows the English
 * column on French pages. Optional on insert.
 */
type French = ColumnType<string | null, string | null | undefined, string | null>
/** A registrant's language: the site's languages (`LOCALES` in `lib/i18n/locale.ts`, ADR 0059). */
type Locale = 'en' | 'fr'

export type SpeakerRole = 'Speaker' | 'Key Address' | 'Moderator' | 'Panelist'
export type UserRole = 'Administrator' | 'User'
export type BlogPostStatus = 'draft' | 'published'

export interface EventEditionsTable {
	id: Generated<number>
	year: number
	theme: string | null
	theme_fr: French
	venue: string | null
	/**
	 * The venue's map link (`https://`, ADR 0054), or null: then links search the maps for `venue`.
	 * Optional on insert, so rows written before it existed need not name it.
	 */
	venue_map_url: ColumnType<string | null, string | null | undefined, string | null>
	/** Start of the first day, or null while the date is not announced. */
	starts_at: Timestamp | null
	regular_fee_pesewas: number | null
	early_bird_fee_pesewas: number | null
	/** Last day (inclusive, Africa/Accra) on which the early-bird fee applies. */
	early_bird_expires_on: string | null
	/**
	 * The group-discount rule, both null or both set: a group of at least `group_min_size` attendees
	 * gets `group_discount_percent` (1–100) off each person's fee.
	 */
	group_min_size: ColumnType<number | null, number | null | undefined, number | null>
	group_discount_percent: ColumnType<number | null, number | null | undefined, number | null>
	created_at: CreatedAt
	updated_at: Timestamp
}

export interface SpeakerCategoriesTable {
	id: Generated<number>
	code: string
	title: string
	title_fr: French
	created_at: CreatedAt
}

export interface SpeakersTable {
	id: Generated<number>
	/** Honorific: Master, Mr., Mrs., Madam, Dr., Professor. */
	title: string
	full_name: string
	designation: string
	company: string
	designation_fr: French
	country: string | null
	role: SpeakerRole | null
	category_id: number | null
	bio: string
	bio_fr: French
	image_key: string | null
	sort_order: Generated<number>
	created_at: CreatedAt
	updated_at: Timestamp
}

export interface SponsorTiersTable {
	id: Generated<number>
	/** Sponsor, Partner, Media Partner, Previous Partner. */
	title: string
	title_fr: French
	sort_order: Generated<number>
}

export interface SponsorsTable {
	id: Generated<number>
	tier_id: number
	name: string | null
	logo_key: string
	website: string | null
	sort_order: Generated<number>
	created_at: CreatedAt
}

export interface AgendaSessionsTable {
	id: Generated<number>
	edition_id: number
	heading: string
	heading_fr: French
	starts_at: Timestamp
	ends_at: Timestamp
	/** What the agenda shows as speaker: a speaker's name or free text. */
	speaker: string | null
	speaker_id: number | null
	description: string | null
	description_fr: French
	/**
	 * The CPE hours the session earns, in hundredths of an hour (1.5 h = 150, 0–2400); null for none
	 * (breaks, lunch). Optional on insert (migration 0027, docs/event-days.md).
	 */
	cpe_hours_hundredths: ColumnType<number | null, number | null | undefined, number | null>
	created_at: CreatedAt
	updated_at: Timestamp
}

/**
 * The contact columns a registration and a partnership enquiry share: the six fields of the contact
 * form and where the person heard of the summit. The registration lists select them by the same
 * names from either table (`registration-lists.queries.server.ts`).
 */
export interface ContactColumns {
	full_name: string
	email: string
	contact_number: string | null
	whatsapp_number: string
	company_name: string
	designation: string
	heard_from: string | null
}

export interface AttendeesTable extends ContactColumns {
	id: Generated<number>
	edition_id: number
	/** Stored trimmed and lower-cased; unique per edition. */
	email: string
	/**
	 * Random; the ticket and the manage link are signed from it (`ticket-token.server.ts`). Every
	 * registration gets one; a row written without (by a test) has no ticket.
	 */
	ticket_ref: ColumnType<string | null, string | undefined, string>
	/** `deskReference(ticket_ref)`, e.g. `7K3Q-9P2D`: typed at the check-in desk. */
	desk_ref: ColumnType<string | null, string | undefined, string>
	/**
	 * What the registration owes (pesewas), fixed when it was made (docs/payments.md); null when the
	 * edition had no fee. What was paid is in `payments`.
	 */
	fee_pesewas: ColumnType<number | null, number | null | undefined, number | null>
	fee_currency: ColumnType<Currency, Currency | undefined, Currency>
	/** The rule that gave the fee; null without a fee. */
	fee_rule: ColumnType<FeeRule | null, FeeRule | null | undefined, FeeRule | null>
	checked_in_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	/** The staff member's name when they checked the attendee in. */
	checked_in_by: ColumnType<string | null, string | null | undefined, string | null>
	/** When the registrant ticked the privacy notice's box, and which version of it they saw (null before consent was asked). */
	consent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	consent_version: ColumnType<number | null, number | null | undefined, number | null>
	/** The group this attendee was registered with by its contact, or null (registered alone). */
	group_id: ColumnType<number | null, number | null | undefined, number | null>
	/** The language of the page the form was posted on (ADR 0059): every mail and document to them is in it. */
	locale: ColumnType<Locale, Locale | undefined, Locale>
	created_at: CreatedAt
	/**
	 * When the row last changed (database clock, ms; migration 0024): kept by triggers, so a write
	 * never sets it. A payment movement on a registration moves it too.
	 */
	updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp | undefined>
}

/**
 * A group registration: one contact registering colleagues of one company (each an attendee row
 * with `group_id`), with the fee worked out when they registered (pesewas; null without a fee) and
 * the contact's consent to the privacy notice.
 */
export interface RegistrationGroupsTable {
	id: Generated<number>
	edition_id: number
	company_name: string
	contact_name: string
	/** Stored trimmed and lower-cased. */
	contact_email: string
	contact_whatsapp_number: string
	/** How many attendees were registered with it. */
	size: number
	/** The group discount applied (0 when the group was below the edition's minimum, or none). */
	discount_percent: number
	fee_per_person_pesewas: number | null
	total_pesewas: number | null
	consent_at: Timestamp | null
	consent_version: number | null
	/** Random (as `attendees.ticket_ref`); the contact's link to the group's payments is signed from it. */
	manage_ref: ColumnType<string | null, string | undefined, string>
	created_at: CreatedAt
}

/** The only currency taken: Ghana cedi, amounts in pesewas (1 GH₵ = 100 pesewas). */
export type Currency = 'GHS'
/** Which rule gave a registration's fee (docs/payments.md). */
export type FeeRule = 'early-bird' | 'regular' | 'group-discount'
/** A ledger movement: money in, money back out, or a fee let off. */
export type MovementKind = 'payment' | 'refund' | 'waiver'
/** How money moved; `desk` only for payments marked paid at the desk before the ledger existed. */
export type PaymentMethod = 'paystack' | 'momo' | 'bank' | 'cash' | 'waiver' | 'desk'
export type OnlinePaymentStatus = 'pending' | 'paid' | 'discrepancy' | 'failed'

/** A payment received: numbered per edition without gaps, with the payer as they were then. */
export interface ReceiptsTable {
	id: Generated<number>
	edition_id: number
	/** 1, 2, 3 … within the edition; printed as `RCT-<year>-0001`. */
	number: number
	attendee_id: number | null
	group_id: number | null
	payer_name: string
	payer_company: ColumnType<string, string | undefined, string>
	payer_email: ColumnType<string, string | undefined, string>
	amount_pesewas: number
	currency: ColumnType<Currency, Currency | undefined, Currency>
	method: PaymentMethod
	/** The provider's, bank's or MoMo reference; unique per method. */
	reference: string | null
	recorded_by: string
	issued_at: Timestamp
}

/** The ledger: one movement on one registration (docs/payments.md). */
export interface PaymentsTable {
	id: Generated<number>
	edition_id: number
	/** Null once the registration is cancelled or erased; the movement stays. */
	attendee_id: number | null
	/** The group it was paid for as one, if any. */
	group_id: number | null
	receipt_id: number | null
	kind: MovementKind
	method: PaymentMethod
	/** Positive; `kind` says which way it moved. Negative only on a correction. */
	amount_pesewas: number
	currency: ColumnType<Currency, Currency | undefined, Currency>
	reference: string | null
	note: ColumnType<string, string | undefined, string>
	/** The movement this one undoes (same kind, opposite amount); each is undone at most once. */
	corrects_id: ColumnType<number | null, number | null | undefined, number | null>
	/** The staff member's name, or "Paystack". */
	recorded_by: string
	recorded_at: Timestamp
}

/** An invoice issued before payment, numbered per edition without gaps, with what it printed. */
export interface InvoicesTable {
	id: Generated<number>
	edition_id: number
	/** 1, 2, 3 … within the edition; printed as `INV-<year>-0001`. */
	number: number
	attendee_id: number | null
	group_id: number | null
	purchase_order: ColumnType<string, string | undefined, string>
	total_pesewas: number
	currency: ColumnType<Currency, Currency | undefined, Currency>
	/** Everything the invoice prints (seller, buyer, lines, taxes), as JSON. */
	document_json: string
	issued_by: string
	issued_at: Timestamp
}

/** A Paystack transaction started by the site, by its reference, and what came of it. */
export interface OnlinePaymentsTable {
	id: Generated<number>
	reference: string
	edition_id: number
	attendee_id: number | null
	group_id: number | null
	/** What it should bring (the balance when it was started). */
	amount_pesewas: number
	currency: ColumnType<Currency, Currency | undefined, Currency>
	status: ColumnType<OnlinePaymentStatus, OnlinePaymentStatus | undefined, OnlinePaymentStatus>
	/** What Paystack says was paid, once it says so. */
	paid_amount_pesewas: number | null
	paid_currency: string | null
	/** `card`, `mobile_money`, … as Paystack names it. */
	channel: string | null
	/** Why it is a discrepancy or failed, for staff. */
	detail: ColumnType<string, string | undefined, string>
	receipt_id: number | null
	created_at: Timestamp
	updated_at: Timestamp
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed'

/** A mail to send, written with what causes it and sent by the mail worker (ADR 0034). */
export interface MailOutboxTable {
	id: Generated<number>
	/** What the mail is (`MAIL_KINDS` in modules/mail): how it is composed. */
	kind: string
	attendee_id: number | null
	enquiry_id: number | null
	/** A group's summary mail to its contact. */
	group_id: ColumnType<number | null, number | null | undefined, number | null>
	/** A "payment received" mail: its receipt. */
	receipt_id: ColumnType<number | null, number | null | undefined, number | null>
	to_address: string
	subject: string
	/** Stable across attempts, so a copy sent twice is one message to mail clients. */
	message_id: string
	status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>
	attempts: ColumnType<number, number | undefined, number>
	last_error: string | null
	next_attempt_at: Timestamp
	/** While a worker is sending it: until when no other worker takes it. */
	lease_until: Timestamp | null
	sent_at: Timestamp | null
	/**
	 * When the worker sending the current attempt wrote the message's final "." to the SMTP
	 * connection, before any answer (ADR 0065); null before, and from each new attempt's claim.
	 */
	handed_over_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	/** Written to the mail-file store instead of sent (no `SMTP_URL`): the file's name. */
	eml_name: string | null
	/** An announcement's mail (kinds `announcement`, `announcement-test`): the announcement. */
	announcement_id: ColumnType<number | null, number | null | undefined, number | null>
	/** A certificate's mail (kind `certificate`): the certificate it attaches. */
	certificate_id: ColumnType<number | null, number | null | undefined, number | null>
	created_at: CreatedAt
}

/** Who an announcement goes to, of the registrations of its edition (docs/event-days.md). */
export type AnnouncementAudience =
	'all' | 'unpaid' | 'paid' | 'group-contacts' | 'checked-in' | 'not-checked-in' | 'session'
/** A draft; scheduled for `send_at`; queued (its mails are in the outbox); or cancelled before it was. */
export type AnnouncementStatus = 'draft' | 'scheduled' | 'queued' | 'cancelled'

/** A message staff write to registrants of one edition, kept after it is sent (migration 0027). */
export interface AnnouncementsTable {
	id: Generated<number>
	edition_id: number
	subject: string
	subject_fr: French
	/** Sanitised HTML (the blog's allow-list). */
	body_html: string
	body_html_fr: French
	audience: AnnouncementAudience
	/** The session whose attendees get it (audience `session`), else null. */
	session_id: ColumnType<number | null, number | null | undefined, number | null>
	status: ColumnType<AnnouncementStatus, AnnouncementStatus | undefined, AnnouncementStatus>
	/** When a scheduled announcement is to be queued (ISO, UTC); null for a draft. */
	send_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	/** When its mails were queued, and how many. */
	queued_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	recipient_count: ColumnType<number | null, number | null | undefined, number | null>
	/** The staff member's name. */
	created_by: string
	created_at: CreatedAt
	updated_at: Timestamp
}

/** An attendee scanned into a session at its door: one row however often they were scanned. */
export interface SessionAttendanceTable {
	session_id: number
	attendee_id: number
	scanned_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>
	/** The staff member's name. */
	scanned_by: string
}

/**
 * A CPE certificate as issued (migration 0027, docs/event-days.md): never deleted; revoked instead,
 * also when reissued after the name was corrected. At most one per attendee is not revoked.
 */
export interface CertificatesTable {
	id: Generated<number>
	edition_id: number
	attendee_id: number
	/** 1, 2, 3 … within the edition, without gaps. */
	serial: number
	/** What the certificate prints and its verification link carries (unique, with a random part). */
	number: string
	/** The delegate's name as printed. */
	full_name: string
	/** Total CPE hours printed, in hundredths of an hour. */
	cpe_hours_hundredths: number
	/** The sessions printed: JSON array of `{ heading, starts_at, cpe_hours_hundredths }`. */
	sessions_json: string
	issued_at: Timestamp
	/** The staff member's name. */
	issued_by: string
	revoked_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	revoked_by: ColumnType<string | null, string | null | undefined, string | null>
	revoked_reason: ColumnType<string | null, string | null | undefined, string | null>
}

/** One delegate's answer to an edition's evaluation, with nothing that says whose it is. */
export interface EvaluationResponsesTable {
	/** Random (not a sequence, so its order says nothing of who answered when). */
	id: string
	edition_id: number
	/** 1–5. */
	overall_rating: number
	comments: ColumnType<string, string | undefined, string>
	/** The Accra day it was answered (`YYYY-MM-DD`). */
	answered_on: string
}

/** A response's rating (1–5) of one session, with an optional comment. */
export interface EvaluationSessionRatingsTable {
	response_id: string
	session_id: number
	rating: number
	comment: ColumnType<string, string | undefined, string>
}

/** That a registration answered its edition's evaluation (so it answers once); not which answer. */
export interface EvaluationAnswersTable {
	attendee_id: number
	edition_id: number
}

/** Where a webhook delivery stands: waiting, being sent by a worker, answered 2xx, or given up. */
export type WebhookDeliveryStatus = 'queued' | 'sending' | 'delivered' | 'failed'

/** An HTTPS URL an Administrator registered for outgoing webhooks (ADR 0063, docs/webhooks.md). */
export interface WebhookEndpointsTable {
	id: Generated<number>
	url: string
	description: ColumnType<string, string | undefined, string>
	/** The event types it wants, a JSON array (`["registration.created"]`). */
	events: string
	/** The Standard Webhooks signing secret, `whsec_` and base64 of its key bytes. */
	secret: string
	/** When it was switched off; null while deliveries are made. */
	disabled_at: Timestamp | null
	created_by: number | null
	created_at: CreatedAt
	updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>
}

/** One event for one endpoint, sent by the webhook worker under a lease, as the mail outbox is. */
export interface WebhookDeliveriesTable {
	id: Generated<number>
	endpoint_id: number
	/** The event's type, e.g. `registration.created`. */
	event_type: string
	/** The Standard Webhooks message id (`msg_…`): the same on every attempt, so receivers can skip repeats. */
	message_id: string
	/** The JSON body as sent. */
	payload: string
	status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>
	attempts: ColumnType<number, number | undefined, number>
	next_attempt_at: Timestamp
	/** While a worker is sending it: until when no other worker takes it. */
	lease_until: Timestamp | null
	/** The last answer's status code, and the start of its body. */
	response_status: number | null
	response_body: string | null
	last_error: string | null
	delivered_at: Timestamp | null
	created_at: CreatedAt
}

/** Each attempt of a webhook delivery: its answer or error, for the delivery log. */
export interface WebhookAttemptsTable {
	id: Generated<number>
	delivery_id: number
	attempted_at: Timestamp
	response_status: number | null
	response_body: string | null
	error: string | null
	duration_ms: number
}

/** What a mail limit counts (ADR 0041): the client's network, a folded recipient address, a recipient domain. */
export type MailLimitScope = 'client' | 'recipient' | 'domain'

/** Mails visitors' requests queued for one counted key in one 5-minute step. */
export interface MailCountsTable {
	scope: MailLimitScope
	/** The client's network, the folded recipient address or the domain (`mail-limits.ts`). */
	key: string
	/** The 5-minute step: milliseconds since 1970 divided by 300,000, rounded down. */
	bucket: number
	count: number
}

/** A burst of mail the limits refused: one limit, key and form, refusals less than 15 minutes apart. */
export interface MailRefusalsTable {
	id: Generated<number>
	scope: MailLimitScope
	key: string
	/** The form whose mail was refused (`MailSource` in modules/mail). */
	source: string
	/** The limit in force at the last refusal (mails per hour). */
	limit_per_hour: number
	/** Submissions refused (or re-sends not mailed) in the burst. */
	submissions: number
	/** Mails they would have queued for this key. */
	mails: number
	first_at: Timestamp
	last_at: Timestamp
}

/** A registration cancelled by its registrant: no personal data, for the counts. */
export interface RegistrationCancellationsTable {
	id: Generated<number>
	edition_id: number
	created_at: CreatedAt
}

/**
 * Row counts per registration list and edition (migration 0003), so a list's total costs the same at
 * any size. Written only by triggers on `attendees` and `partnership_enquiries`, in the transaction
 * of the change (hence never insertable or updatable here).
 */
export interface RegistrationCountsTable {
	/** The counted table. */
	list: ColumnType<'attendees' | 'partnership_enquiries', never, never>
	/** The edition's id; 0 for enquiries sent while no edition was current. */
	edition_key: ColumnType<number, never, never>
	n: ColumnType<number, never, never>
}

export interface PartnershipEnquiriesTable extends ContactColumns {
	id: Generated<number>
	edition_id: number | null
	package: string
	/** Reference token shown to the enquirer and searchable by staff. */
	reference: string
	/** When the enquirer ticked the privacy notice's box, and which version of it they saw (null before consent was asked). */
	consent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	consent_version: ColumnType<number | null, number | null | undefined, number | null>
	/** The language of the page the form was posted on (ADR 0059): every mail and document to them is in it. */
	locale: ColumnType<Locale, Locale | undefined, Locale>
	created_at: CreatedAt
	/**
	 * When the row last changed (database clock, ms; migration 0024): kept by triggers, so a write
	 * never sets it. A payment movement on a registration moves it too.
	 */
	updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp | undefined>
}

/**
 * Someone who asked to hear about the next edition (`/next-edition`): an e-mail address, once
 * (lower-cased, unique), with their consent.
 */
export interface InterestSignupsTable {
	id: Generated<number>
	email: string
	consent_at: Timestamp
	consent_version: number
	/** The language of the page the form was posted on (ADR 0059): every mail and document to them is in it. */
	locale: ColumnType<Locale, Locale | undefined, Locale>
	created_at: CreatedAt
}

/**
 * A past edition's personal data erased by an Administrator: the counts of what was erased, which
 * stay once the rows are gone, and who did it.
 */
export interface EditionErasuresTable {
	id: Generated<number>
	edition_id: number
	/** The edition's year, kept should the edition itself be deleted later. */
	year: number
	attendees: number
	enquiries: number
	erased_by: string
	created_at: CreatedAt
}

/** A package the partnership enquiry form offers. */
export interface PartnershipPackagesTable {
	id: Generated<number>
	/** The package's name, unique; an enquiry stores it as chosen. */
	title: string
	title_fr: French
	/** A line shown under the form's Package select; '' for none. */
	description: Generated<string>
	description_fr: French
	/** The place in the form's list (`app/db/display-order.ts`). */
	sort_order: Generated<number>
	/** 1 while the form offers it, 0 when withdrawn. */
	active: Generated<number>
	created_at: CreatedAt
}

export interface MediaCategoriesTable {
	id: Generated<number>
	title: string
	title_fr: French
	/** The place in the Media menu, chosen in the back office (`app/db/display-order.ts`). */
	sort_order: Generated<number>
	created_at: CreatedAt
}

export interface BlogPostsTable {
	id: Generated<number>
	category_id: number
	title: string
	title_fr: French
	slug: string
	author: string
	published_at: Timestamp
	/** Sanitised on write (and again on render). */
	content_html: string
	content_html_fr: French
	image_key: string | null
	/** 'published' with `published_at` still ahead is scheduled: shown from that instant on. */
	status: ColumnType<BlogPostStatus, BlogPostStatus | undefined, BlogPostStatus>
	/** Written by staff; empty when the lists cut one from the text. */
	excerpt: ColumnType<string, string | undefined, string>
	excerpt_fr: French
	created_at: CreatedAt
	updated_at: Timestamp
}

/** Where a practical page's link is shown: the header's menu, the footer, or neither. */
export type PracticalPagePlacement = 'header' | 'footer' | 'none'

/** A page staff write for delegates, public at `/info/{slug}` when published (ADR 0057). */
export interface PracticalPagesTable {
	id: Generated<number>
	title: string
	title_fr: French
	/** Unique: lower-case letters, digits and hyphens. */
	slug: string
	/** Sanitised to the blog allow-list on write (and again on render). */
	content_html: string
	content_html_fr: French
	/** The FAQ block: a JSON array of `{ question, answer }` in plain text; '[]' for none. */
	faq_json: ColumnType<string, string | undefined, string>
	/** The FAQ in French, same shape; null or '[]' shows the English one. */
	faq_json_fr: French
	placement: ColumnType<PracticalPagePlacement, PracticalPagePlacement | undefined, PracticalPagePlacement>
	status: ColumnType<BlogPostStatus, BlogPostStatus | undefined, BlogPostStatus>
	sort_order: ColumnType<number, number | undefined, number>
	created_at: CreatedAt
	updated_at: Timestamp
}

export interface UsersTable {
	id: Generated<number>
	full_name: string
	/** Stored trimmed and lower-cased; unique. */
	email: string
	phone: string | null
	role: UserRole
	password_hash: string
	active: Generated<number>
	created_at: CreatedAt
	updated_at: Timestamp
}

export interface SessionsTable {
	/** SHA-256 (hex) of the cookie's random token: a database leak does not leak live cookies. */
	id: string
	user_id: number
	created_at: CreatedAt
	last_seen_at: Timestamp
	expires_at: Timestamp
}

export interface ActivityLogTable {
	id: Generated<number>
	user_id: number | null
	/** Snapshot of the user's name when the activity happened. */
	username: string
	type: string
	description: string
	created_at: CreatedAt
}

export interface SettingsTable {
	/** Always 1: one row of site-wide settings. */
	id: number
	site_name: string
	organiser_name: string
	organiser_about: string
	organiser_about_fr: French
	contact_address: string
	contact_phone: string
	contact_email: string
	map_embed_url: string | null
	map_link_url: string | null
	facebook_url: string | null
	twitter_url: string | null
	linkedin_url: string | null
	instagram_url: string | null
	/** Stored file name of the past-edition video, with its extension (e.g. `site/ab12.mp4`). */
	hero_video_key: string | null
	hero_image_key: string | null
	developer_whatsapp: string | null
	developer_credit: string | null
	/** Home page prose; JSON documents described in modules/settings. */
	home_content_json: string
	/** The home texts in French, same shape; a blank field shows the English one. */
	home_content_json_fr: French
	/** Where partnership enquiry notices go: addresses, one a line ('' for none). */
	notice_emails: ColumnType<string, string | undefined, string>
	/** How to pay, shown in the confirmation mail ('' for none). */
	payment_instructions: ColumnType<string, string | undefined, string>
	payment_instructions_fr: French
	/** The organiser as invoices and receipts name it ('' until set). */
	legal_name: ColumnType<string, string | undefined, string>
	legal_address: ColumnType<string, string | undefined, string>
	tax_number: ColumnType<string, string | undefined, string>
	/** Taxes an invoice adds: JSON list of `{ name, percent }` ('[]' for none). */
	tax_lines_json: ColumnType<string, string | undefined, string>
	/** Days before the event the unpaid get a reminder; null for none. */
	payment_reminder_days: ColumnType<number | null, number | null | undefined, number | null>
	/** The privacy notice's texts; a JSON document described in modules/settings ('' for the defaults). */
	privacy_json: ColumnType<string, string | undefined, string>
	/** The privacy notice's texts in French, same shape; a blank field shows the English one. */
	privacy_json_fr: French
	/** Raised each time the privacy notice's texts change; stored with each consent. */
	privacy_version: ColumnType<number, number | undefined, number>
	/** Who signs the CPE certificates: name and title ('' until set). */
	certificate_signatory_name: ColumnType<string, string | undefined, string>
	certificate_signatory_title: ColumnType<string, string | undefined, string>
	/** Stored file name of the logo printed on certificates, or null for none. */
	certificate_logo_key: ColumnType<string | null, string | null | undefined, string | null>
	/** 1: a certificate is issued only to a registration that answered the evaluation; 0 (default): to all. */
	certificates_require_evaluation: ColumnType<number, number | undefined, number>
	updated_at: Timestamp
}

/**
 * The signing secrets kept in the database when `SIGNING_SECRET` is unset (ADR 0040):
 * tickets, device cookies, fallback questions, the captcha's master key (`lib/secrets.server.ts`).
 */
export interface CaptchaSecretsTable {
	name: string
	/** 32 random bytes, hex; '' when none is kept (the environment's secret replaced it). */
	secret: string
	created_at: CreatedAt
	/** The secret `secret` replaced, still verifying until `previous_until` (tickets only); null for none. */
	previous_secret: ColumnType<string | null, string | null | undefined, string | null>
	previous_until: ColumnType<string | null, string | null | undefined, string | null>
}

/** Solved ALTCHA challenges already used once: SHA-256 (hex) of the challenge signature. */
export interface CaptchaUsedPayloadsTable {
	hash: string
	/** When the challenge itself expires; the row can be deleted afterwards. */
	expires_at: Timestamp
}

/**
 * One row (id 1) whose `version` rises with every change to a table the public pages show, by
 * triggers (migration 0004, ADR 0025). Absent until the first change; read it as 0 then.
 */
/**
 * A staff API token (ADR 0062, docs/api-tokens.md): only the SHA-256 (hex) of the token is kept;
 * `prefix` (its first characters, not secret) names it in lists; `scopes` is space-separated
 * (`API_TOKEN_SCOPES`). Revoked once `revoked_at` is set.
 */
export interface ApiTokensTable {
	id: Generated<number>
	name: string
	token_hash: string
	prefix: string
	scopes: string
	created_by: number | null
	created_at: CreatedAt
	last_used_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	revoked_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>
	revoked_by: ColumnType<number | null, number | null | undefined, number | null>
}

/**
 * A registration or an enquiry deleted (migration 0024): written only by triggers, so a client
 * syncing by `updated_since` learns of it. No personal data.
 */
export interface ApiRemovalsTable {
	id: Generated<number>
	kind: ColumnType<'registration' | 'enquiry', never, never>
	record_id: ColumnType<number, never, never>
	edition_id: ColumnType<number | null, never, never>
	removed_at: ColumnType<Timestamp, never, never>
}

export interface ContentVersionTable {
	id: number
	version: number
}

export interface DB {
	event_editions: EventEditionsTable
	speaker_categories: SpeakerCategoriesTable
	speakers: SpeakersTable
	sponsor_tiers: SponsorTiersTable
	sponsors: SponsorsTable
	agenda_sessions: AgendaSessionsTable
	attendees: AttendeesTable
	partnership_enquiries: PartnershipEnquiriesTable
	media_categories: MediaCategoriesTable
	partnership_packages: PartnershipPackagesTable
	blog_posts: BlogPostsTable
	practical_pages: PracticalPagesTable
	mail_outbox: MailOutboxTable
	announcements: AnnouncementsTable
	session_attendance: SessionAttendanceTable
	certificates: CertificatesTable
	evaluation_responses: EvaluationResponsesTable
	evaluation_session_ratings: EvaluationSessionRatingsTable
	evaluation_answers: EvaluationAnswersTable
	webhook_endpoints: WebhookEndpointsTable
	webhook_deliveries: WebhookDeliveriesTable
	webhook_attempts: WebhookAttemptsTable
	mail_counts: MailCountsTable
	mail_refusals: MailRefusalsTable
	registration_groups: RegistrationGroupsTable
	receipts: ReceiptsTable
	payments: PaymentsTable
	invoices: InvoicesTable
	online_payments: OnlinePaymentsTable
	registration_cancellations: RegistrationCancellationsTable
	registration_counts: RegistrationCountsTable
	edition_erasures: EditionErasuresTable
	interest_signups: InterestSignupsTable
	users: UsersTable
	sessions: SessionsTable
	activity_log: ActivityLogTable
	settings: SettingsTable
	captcha_secrets: CaptchaSecretsTable
	captcha_used_payloads: CaptchaUsedPayloadsTable
	content_version: ContentVersionTable
	api_tokens: ApiTokensTable
	api_removals: ApiRemovalsTable
}

export type EventEdition = Selectable<EventEditionsTable>
export type NewEventEdition = Insertable<EventEditionsTable>
export type EventEditionUpdate = Updateable<EventEditionsTable>
export type Speaker = Selectable<SpeakersTable>
export type NewSpeaker = Insertable<SpeakersTable>
export type Sponsor = Selectable<SponsorsTable>
export type AgendaSession = Selectable<AgendaSessionsTable>
export type Attendee = Selectable<AttendeesTable>
export type NewAttendee = Insertable<AttendeesTable>
export type NewRegistrationGroup = Insertable<RegistrationGroupsTable>
export type PartnershipEnquiry = Selectable<PartnershipEnquiriesTable>
export type MediaCategory = Selectable<MediaCategoriesTable>
export type BlogPost = Selectable<BlogPostsTable>
export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type Settings = Selectable<SettingsTable>
export type NewSettings = Insertable<SettingsTable>
export type Announcement = Selectable<AnnouncementsTable>
export type Certificate = Selectable<CertificatesTable>
