/**
 * Sending a partnership enquiry from `/add-sponsorship`.
 */
import type { Database } from '#app/db/handle.ts'
import crypto from 'node:crypto'
import { isUniqueViolation } from '#app/db/dialect.ts'
import { contactColumns } from '#app/modules/attendees/registration.server.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import { type PartnershipEnquiryInput, REFERENCE_ALPHABET } from './partnership.schema.ts'
import { insertEnquiry } from './partnerships.queries.server.ts'

/** Attempts at a fresh reference before giving up (a clash has odds of about 1 in 650 billion). */
const REFERENCE_ATTEMPTS = 5

export interface EnquiryResult {
	enquiryId: number
	reference: string
	/** The edition current when the enquiry arrived, or null when there is none. */
	editionId: number | null
}

/** A new random reference such as `IALS-7K3Q-9P2D` (crypto random; see `REFERENCE_PATTERN`). */
export function generateReference(): string {
	const pick = () =>
		Array.from({ length: 4 }, () => REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]).join('')
	return `IALS-${pick()}-${pick()}`
}

/**
 * Stores an enquiry with the edition current at `now` (null when no edition exists: enquiries are
 * welcome at any time), the time, and a unique reference. Retries with a new reference when one is
 * already taken; throws after `REFERENCE_ATTEMPTS` clashes or on any other database error.
 * `newReference` is replaceable for tests.
 */
export async function submitEnquiry(
	db: Database,
	input: PartnershipEnquiryInput,
	now: Date,
	newReference: () => string = generateReference,
): Promise<EnquiryResult> {
	const edition = await getCurrentEdition(db, now)
	const editionId = edition?.id ?? null
	for (let attempt = 1; ; attempt++) {
		const reference = newReference()
		try {
			const enquiryId = await insertEnquiry(db, {
				edition_id: editionId,
				...contactColumns(input),
				package: input.packages,
				heard_from: input.notice ?? null,
				reference,
				created_at: now.toISOString(),
			})
			return { enquiryId, reference, editionId }
		} catch (error) {
			if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error
		}
	}
}
