/**
 * Reads of the delegates' evaluation (docs/event-days.md). Answers are anonymous: a response has no
 * link to its registration; `evaluation_answers` says only that a registration answered.
 */
import type { Handle } from '#app/db/handle.ts'

/** Whether registration `attendeeId` has answered its edition's evaluation. */
export async function hasAnsweredEvaluation(db: Handle, attendeeId: number): Promise<boolean> {
	const row = await db
		.selectFrom('evaluation_answers')
		.select('attendee_id')
		.where('attendee_id', '=', attendeeId)
		.executeTakeFirst()
	return row !== undefined
}
