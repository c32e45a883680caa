/**
 * Speaker roles: stored values are the spec's; "Key Address" is labelled "Keynote Address"
 * and its public group "Keynote Addresses". Labels and headings are in the language being rendered
 * (ADR 0059; the back office's is English); a role outside the four is shown as stored. Browser-safe.
 */
import type { SpeakerRole } from '#app/db/schema.ts'
import { m } from '#app/lib/i18n/messages.ts'

export const SPEAKER_ROLES = [
	'Key Address',
	'Speaker',
	'Moderator',
	'Panelist',
] as const satisfies readonly SpeakerRole[]

/** The label and the group heading of each of the four roles, in the language being rendered. */
const ROLE_TEXTS: Record<SpeakerRole, { label: () => string; group: () => string }> = {
	'Key Address': { label: m.pages_role_keynote, group: m.pages_group_keynote },
	Speaker: { label: m.pages_role_speaker, group: m.pages_group_speaker },
	Moderator: { label: m.pages_role_moderator, group: m.pages_group_moderator },
	Panelist: { label: m.pages_role_panelist, group: m.pages_group_panelist },
}

function roleTexts(role: string) {
	return Object.hasOwn(ROLE_TEXTS, role) ? ROLE_TEXTS[role as SpeakerRole] : null
}

/** Label of a stored role in selects and on cards ("Keynote Address", "Other" for none). */
export function speakerRoleLabel(role: string | null): string {
	if (role === null || role === '') return m.pages_role_other()
	return roleTexts(role)?.label() ?? role
}

/** Heading of a role's group on /speakers: '{role} (s)', "Keynote Addresses", or "Others". */
export function speakerGroupHeading(role: string | null): string {
	if (role === null || role === '') return m.pages_group_others()
	return roleTexts(role)?.group() ?? `${role} (s)`
}

export interface SpeakerGroup<S> {
	role: string | null
	heading: string
	speakers: S[]
}

/**
 * Groups speakers by role in the order keynote, speaker, moderator, panelist, then any other role
 * alphabetically, then those without a role ("Others"). Keeps each group's input order.
 */
export function groupSpeakersByRole<S extends { role: string | null }>(
	speakers: readonly S[],
): SpeakerGroup<S>[] {
	const byRole = new Map<string | null, S[]>()
	for (const s of speakers) {
		const role = s.role === '' ? null : s.role
		byRole.set(role, [...(byRole.get(role) ?? []), s])
	}
	const known: readonly string[] = SPEAKER_ROLES
	const others = [...byRole.keys()].filter((r): r is string => r !== null && !known.includes(r)).sort()
	return [...SPEAKER_ROLES, ...others, null]
		.filter((role) => byRole.has(role))
		.map((role) => ({ role, heading: speakerGroupHeading(role), speakers: byRole.get(role)! }))
}
