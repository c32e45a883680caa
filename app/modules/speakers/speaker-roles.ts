/**
 * Speaker roles: stored values are the spec's; "Key Address" is labelled "Keynote Address"
 * and its public group "Keynote Addresses". Browser-safe.
 */
import type { SpeakerRole } from '#app/db/schema.ts'

export const SPEAKER_ROLES = [
	'Key Address',
	'Speaker',
	'Moderator',
	'Panelist',
] as const satisfies readonly SpeakerRole[]

/** Label of a stored role in selects and on cards. */
export function speakerRoleLabel(role: string | null): string {
	if (role === null || role === '') return 'Other'
	return role === 'Key Address' ? 'Keynote Address' : role
}

/** Heading of a role's group on /speakers: '{role} (s)', "Keynote Addresses", or "Others". */
export function speakerGroupHeading(role: string | null): string {
	if (role === null || role === '') return 'Others'
	return role === 'Key Address' ? 'Keynote Addresses' : `${role} (s)`
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
