import { describe, expect, test } from 'vitest'
import { groupSpeakersByRole, speakerGroupHeading, speakerRoleLabel } from './speaker-roles.ts'

describe('speaker roles', () => {
	test('group headings follow the spec: "{role} (s)", Keynote Addresses, Others', () => {
		expect(speakerGroupHeading('Speaker')).toBe('Speaker (s)')
		expect(speakerGroupHeading('Key Address')).toBe('Keynote Addresses')
		expect(speakerGroupHeading(null)).toBe('Others')
		expect(speakerRoleLabel('Key Address')).toBe('Keynote Address')
	})

	test('groups in the order keynote, speaker, moderator, panelist, other roles, no role', () => {
		const speakers = [
			{ id: 1, role: 'Panelist' },
			{ id: 2, role: null },
			{ id: 3, role: 'Speaker' },
			{ id: 4, role: 'Host' },
			{ id: 5, role: 'Key Address' },
			{ id: 6, role: 'Speaker' },
			{ id: 7, role: 'Moderator' },
		]
		const groups = groupSpeakersByRole(speakers)
		expect(groups.map((g) => g.heading)).toEqual([
			'Keynote Addresses',
			'Speaker (s)',
			'Moderator (s)',
			'Panelist (s)',
			'Host (s)',
			'Others',
		])
		expect(groups[1]!.speakers.map((s) => s.id)).toEqual([3, 6])
	})
})
