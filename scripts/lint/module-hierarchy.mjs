/**
 * The module hierarchy (docs/architecture.md, "The module hierarchy"): every folder of app/modules
 * in one tier, top tier first. A module may import the modules of the tiers below its own and no
 * other, so imports between modules only ever point down and no two modules can import each other.
 * eslint.config.js turns this into lint rules; a test checks every module folder is here and in the
 * docs. A new module goes in the highest tier it needs to be below of, or a new tier.
 */
export const MODULE_TIERS = [
	// The API for programs: the public read API, the staff API, the OpenAPI document (docs/api.md).
	['api'],
	// Gather from many: the dashboard's figures; the mail worker, which composes every kind of mail.
	['dashboard', 'mail'],
	// Public forms and back-office screens built on registering: the desk, interest, partnership
	// enquiries, staff accounts (which reuse the registration form's phone field).
	// Announcements to registrants (by payment, check-in, group or session attendance).
	['announcements', 'check-in', 'interest', 'partnerships', 'users'],
	// Registering: the registration forms, group registration, manage-my-registration, tickets.
	['registration'],
	// Attendees (the back-office list), the agenda, and what every public page shares.
	// CPE certificates: issued from attendance and the evaluation, printed, verified publicly.
	['agenda', 'attendees', 'certificates', 'public-pages'],
	// The days around the event (docs/event-days.md): session attendance with CPE hours, and the
	// delegates' evaluation (below the lists, the desk and the certificates that show them).
	['attendance', 'evaluations'],
	// Practical pages (venue, hotels, visas, FAQ): written with the blog's editor and allow-list, and
	// shown in the public layout's menus.
	['practical-pages'],
	// Content and shared back-office parts.
	['blog', 'privacy', 'registration-lists', 'speakers', 'sponsors'],
	// Money: fees owed, the payments ledger, Paystack, invoices and receipts (below every list and
	// screen that shows what was paid; above the edition and the settings it prints).
	['payments'],
	// The edition, ordered lists, site settings, speaker categories.
	// Outgoing webhooks sit here too: every module that causes an event (registering, payments,
	// enquiries, the desk) is above them, and their screens write the activity log below.
	['api-tokens', 'editions', 'ordered-lists', 'settings', 'speaker-categories', 'webhooks'],
	// Below every module: the activity log, the mail outbox and its limits.
	['activity', 'outbox'],
]

/** Every module's name, top tier first. */
export const MODULES = MODULE_TIERS.flat()

/** The modules `name` may import: those of the tiers below its own. Throws for an unknown module. */
export function modulesBelow(name) {
	const tier = MODULE_TIERS.findIndex((names) => names.includes(name))
	if (tier < 0) throw new Error(`${name} is not in the module hierarchy (scripts/lint/module-hierarchy.mjs)`)
	return MODULE_TIERS.slice(tier + 1).flat()
}
