/** Helpers for schema tests: the messages a Zod schema gives, directly or through a submitted form. */
import { parseWithZod } from '@conform-to/zod/v4'
import { expect } from 'vitest'
import type { z } from 'zod'

/**
 * A valid registration as the browser posts it: the contact fields, the required ones only, and the
 * privacy notice's box ticked, that the partnership enquiry form shares (it adds `packages`).
 */
export const validContact = {
	name: 'Kwabena Ɔdɔm',
	company_name: 'Gold Coast Assurance',
	role: 'Chief Audit Executive',
	email: 'kwabena@goldcoast.example',
	whatsapp_number: '+233 24 123 4567',
	consent: 'on',
}

/**
 * A complete event data form (/admin/basic-data) as the browser posts it: the 2027 edition on
 * 2027-03-18 at 08:30, early bird until 2027-02-15, spaces around the theme, the fees typed as
 * "2500.50" and "2,000" cedis.
 */
export const editionForm = {
	year: '2027',
	theme: '  Beyond Compliance  ',
	venue: 'Accra International Conference Centre',
	regularFee: '2500.50',
	earlyBirdFee: '2,000',
	earlyBirdExpiry: '2027-02-15',
	eventDate: '2027-03-18',
	eventTime: '08:30',
}

/**
 * A valid agenda session form (/admin/add-agenda) as the browser posts it: edition 2, "Opening
 * Keynote" (spaces around it) on 2027-03-25 from 09:15 to 10:00, no speaker and no description.
 */
export const sessionForm = {
	editionId: '2',
	heading: '  Opening Keynote  ',
	date: '2027-03-25',
	startTime: '09:15',
	endTime: '10:00',
	speakerId: '',
	speaker: '',
	description: '',
}

/** The message of each required contact field (see `validContact`) when it is left out. */
export const missingContactMessages = {
	name: 'Full name is required',
	company_name: 'Company name is required',
	role: 'Designation/Role is required',
	email: 'Email is required',
	whatsapp_number: 'WhatsApp number is required',
}

/**
 * Parses `input` with `schema`; returns each issue's message keyed by its field path ("a.b"), or `{}`
 * when the input is valid.
 */
export function issueMessages(schema: z.ZodType, input: unknown): Record<string, string> {
	const result = schema.safeParse(input)
	return result.success
		? {}
		: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

/** Submits `fields` as form data to `schema`, as the app's forms do (Conform); returns the submission. */
export function submitForm<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return parseWithZod(form, { schema })
}

/**
 * Submits `fields` to `schema` as a form, expects the submission to be refused, and returns its
 * errors by field name (`{}` if it was not refused, next to the failed expectation).
 */
export function formErrors(schema: z.ZodType, fields: Record<string, string>) {
	const submission = submitForm(schema, fields)
	expect(submission.status).toBe('error')
	return (submission.status === 'error' ? submission.error : undefined) ?? {}
}
