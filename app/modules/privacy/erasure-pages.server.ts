/**
 * The erasure screen's page functions (/admin/erase-personal-data): what the loader reads and what
 * the action does (docs/privacy.md).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { formReply } from '#app/lib/form-outcome.server.ts'
import { alertReplies, submitForm } from '#app/lib/form-submission.server.ts'
import { formatDateTime, formatShortDay } from '#app/lib/format.ts'
import { readOr500 } from '#app/lib/page-data.server.ts'
import { mailFileStore } from '#app/lib/storage/file-store.server.ts'
import { EraseEditionSchema } from './erasure.schema.ts'
import { erasePastEdition, listErasures } from './erasure.server.ts'

/**
 * The editions (each with its date text, what it holds and whether it can be erased) and the
 * erasures done (with their date text). Throws a 500 "Failed to fetch data" when unreadable.
 */
export async function loadErasurePage() {
	const { editions, erasures } = await readOr500(() => listErasures(db, new Date()), {
		message: 'Failed to fetch data',
		log: 'Erasure screen failed to load',
	})
	return {
		editions: editions.map((edition) => ({
			...edition,
			dateText: edition.startsAt ? formatShortDay(edition.startsAt.slice(0, 10)) : null,
			erasable: edition.over && edition.attendees + edition.enquiries > 0,
		})),
		erasures: erasures.map((erasure) => ({ ...erasure, atText: formatDateTime(erasure.at) })),
	}
}

/**
 * Erases the chosen edition's personal data by `actor`. Answers the form's messages (400 under the
 * field: no edition, not over, nothing left, the year mistyped; 500 "Server Error") or a redirect
 * back to the screen with a toast giving the counts.
 */
export function eraseEditionFromForm(actor: Actor, formData: FormData) {
	return submitForm(parseWithZod(formData, { schema: EraseEditionSchema }), alertReplies, {
		failure: 'Personal data could not be erased',
		save: (value) => erasePastEdition(db, actor, value, new Date(), mailFileStore),
		answer: (result, reply) =>
			result.ok
				? {
						redirectTo: '/admin/erase-personal-data',
						toast: {
							type: 'success',
							title: 'Personal data erased',
							description: `The ${result.year} edition: ${result.attendees} registrations and ${result.enquiries} partnership enquiries erased; their counts are kept.`,
						},
					}
				: formReply(400, reply({ fieldErrors: { [result.field]: [result.message] } })),
	})
}
