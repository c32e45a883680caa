/**
 * Who an announcement goes to (docs/event-days.md): one of these groups of the registrations of the
 * announcement's edition. Labels are the back office's (English).
 */
import type { AnnouncementAudience } from '#app/db/schema.ts'

/** Every audience, in the order the form lists them, with its label. */
export const ANNOUNCEMENT_AUDIENCES: readonly { value: AnnouncementAudience; label: string }[] = [
	{ value: 'all', label: 'Everyone registered for the edition' },
	{ value: 'unpaid', label: 'Registrations not fully paid' },
	{ value: 'paid', label: 'Registrations fully paid' },
	{ value: 'group-contacts', label: 'Group contacts' },
	{ value: 'checked-in', label: 'Checked in' },
	{ value: 'not-checked-in', label: 'Not checked in' },
	{ value: 'session', label: "A session's attendees" },
]

/** The label of `audience`, e.g. "Checked in". */
export function audienceLabel(audience: AnnouncementAudience): string {
	return ANNOUNCEMENT_AUDIENCES.find((a) => a.value === audience)?.label ?? audience
}
