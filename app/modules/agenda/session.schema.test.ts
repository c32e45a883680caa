import { describe, expect, test } from 'vitest'
import { formErrors, sessionForm as valid, submitForm } from '#tests/setup/schemas.ts'
import {
	accraInstant,
	END_NOT_AFTER_START,
	SessionSchema,
	sessionFormDefaults,
	speakerDisplayName,
	SPEAKER_TWICE,
	CPE_HOURS_INVALID,
} from './session.schema.ts'

const parse = (fields: Record<string, string>) => submitForm(SessionSchema, fields)
const errorsOf = (fields: Record<string, string>) => formErrors(SessionSchema, fields)

describe('SessionSchema', () => {
	test('a valid session: ids as numbers, trimmed text, empty optional fields left out', () => {
		const submission = parse(valid)
		expect(submission.status === 'success' && submission.value).toEqual({
			editionId: 2,
			heading: 'Opening Keynote',
			date: '2027-03-25',
			startTime: '09:15',
			endTime: '10:00',
			cpeHours: null,
		})
		expect(accraInstant('2027-03-25', '09:15')).toBe('2027-03-25T09:15:00.000Z')
	})

	test('CPE hours: a decimal with a point or comma in hundredths, blank for none, anything else refused', () => {
		const hours = (cpeHours: string) => {
			const submission = parse({ ...valid, cpeHours })
			return submission.status === 'success' ? submission.value.cpeHours : undefined
		}
		expect(hours('1.5')).toBe(150)
		expect(hours(' 0,75 ')).toBe(75)
		expect(hours('2')).toBe(200)
		expect(hours('')).toBeNull()
		for (const bad of ['1.555', '-1', 'one', '25', '1.5 h'])
			expect(errorsOf({ ...valid, cpeHours: bad })).toEqual({ cpeHours: [CPE_HOURS_INVALID] })
	})

	test('edition, heading, date and both times are required', () => {
		const errors = errorsOf({})
		expect(errors).toMatchObject({
			editionId: ['Edition is required'],
			heading: ['Heading is required'],
			date: ['Date is required'],
			startTime: ['Start time is required'],
			endTime: ['End time is required'],
		})
		expect(errorsOf({ ...valid, heading: '   ' }).heading).toEqual(['Heading is required'])
		expect(errorsOf({ ...valid, editionId: 'abc' }).editionId).toEqual(['Choose an edition from the list'])
	})

	test('the end must be after the start (equal is refused too)', () => {
		expect(errorsOf({ ...valid, endTime: '09:00' }).endTime).toEqual([END_NOT_AFTER_START])
		expect(errorsOf({ ...valid, endTime: '09:15' }).endTime).toEqual([END_NOT_AFTER_START])
		expect(parse({ ...valid, startTime: '23:00', endTime: '23:59' }).status).toBe('success')
		// Seconds from a time input are dropped.
		const withSeconds = parse({ ...valid, startTime: '09:15:00', endTime: '09:45:30' })
		expect(
			withSeconds.status === 'success' && [withSeconds.value.startTime, withSeconds.value.endTime],
		).toEqual(['09:15', '09:45'])
	})

	test('the end-after-start message shows with other field messages', () => {
		const errors = errorsOf({ ...valid, heading: '', endTime: '08:00' })
		expect(errors.heading).toEqual(['Heading is required'])
		expect(errors.endTime).toEqual([END_NOT_AFTER_START])
	})

	test('dates and times must be real', () => {
		expect(errorsOf({ ...valid, date: '2027-02-29' }).date).toEqual([
			'Enter the date of the session as a date',
		])
		expect(errorsOf({ ...valid, startTime: '25:00' }).startTime).toEqual([
			'Enter the start time as hours and minutes, for example 09:15',
		])
	})

	test('heading ≤ 200, speaker ≤ 200, description ≤ 2000 characters', () => {
		expect(parse({ ...valid, heading: 'h'.repeat(200), description: 'd'.repeat(2000) }).status).toBe(
			'success',
		)
		expect(errorsOf({ ...valid, heading: 'h'.repeat(201) }).heading).toEqual([
			'Heading must be at most 200 characters',
		])
		expect(errorsOf({ ...valid, description: 'd'.repeat(2001) }).description).toEqual([
			'Description must be at most 2000 characters',
		])
		expect(errorsOf({ ...valid, speaker: 's'.repeat(121) }).speaker).toEqual([
			'Speaker must be at most 120 characters',
		])
	})

	test('a speaker is chosen from the list or typed, not both', () => {
		const chosen = parse({ ...valid, speakerId: '7' })
		expect(chosen.status === 'success' && chosen.value.speakerId).toBe(7)
		const typed = parse({ ...valid, speaker: ' All delegates ' })
		expect(typed.status === 'success' && [typed.value.speakerId, typed.value.speaker]).toEqual([
			undefined,
			'All delegates',
		])
		expect(errorsOf({ ...valid, speakerId: '7', speaker: 'Someone' }).speaker).toEqual([SPEAKER_TWICE])
	})
})

describe('sessionFormDefaults and speakerDisplayName', () => {
	const stored = {
		edition_id: 2,
		heading: 'Opening Keynote',
		starts_at: '2027-03-25T09:15:00.000Z',
		ends_at: '2027-03-25T10:00:00.000Z',
		description: null,
	}

	test('a session with a speaker from the list fills the select, not the typed name', () => {
		expect(sessionFormDefaults({ ...stored, speaker: 'Dr. Kwabena Ɔdɔm', speaker_id: 4 })).toEqual({
			editionId: '2',
			heading: 'Opening Keynote',
			date: '2027-03-25',
			startTime: '09:15',
			endTime: '10:00',
			speakerId: '4',
			speaker: '',
			headingFr: '',
			description: '',
			descriptionFr: '',
			cpeHours: '',
		})
	})

	test('a session’s CPE hours fill their field as staff type them', () => {
		expect(
			sessionFormDefaults({ ...stored, speaker: null, speaker_id: null, cpe_hours_hundredths: 150 }),
		).toMatchObject({ cpeHours: '1.5' })
		expect(
			sessionFormDefaults({ ...stored, speaker: null, speaker_id: null, cpe_hours_hundredths: null }),
		).toMatchObject({ cpeHours: '' })
	})

	test('the French heading and description fill their fields', () => {
		const french = { heading_fr: 'Discours d’ouverture', description_fr: 'Bienvenue.' }
		expect(sessionFormDefaults({ ...stored, ...french, speaker: null, speaker_id: null })).toMatchObject({
			headingFr: 'Discours d’ouverture',
			descriptionFr: 'Bienvenue.',
		})
	})

	test('a typed speaker fills the text field', () => {
		expect(sessionFormDefaults({ ...stored, speaker: 'All delegates', speaker_id: null })).toMatchObject({
			speakerId: '',
			speaker: 'All delegates',
		})
	})

	test('the agenda name of a listed speaker is the honorific and the name', () => {
		expect(speakerDisplayName({ title: 'Dr.', full_name: 'Kwabena Ɔdɔm' })).toBe('Dr. Kwabena Ɔdɔm')
		expect(speakerDisplayName({ title: '', full_name: 'Ama Mensah' })).toBe('Ama Mensah')
	})
})
