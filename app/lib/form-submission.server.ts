/**
 * The steps a back-office form takes once its fields are read (docs/architecture.md, "Routes are
 * thin"): invalid fields answer 400 with the field messages; a valid form is saved; a save that
 * throws is logged and answers 500 "Server Error" with the input kept; the save's own answer (a
 * refusal with its message, or the redirect after success) comes from the page function. How each
 * answer looks on the page is a form's `FormReplies`: the message alert at the top of the form, or
 * the Error dialog.
 */
import type { Submission, SubmissionResult } from '@conform-to/react'
import { type FormOutcome, formReply } from './form-outcome.server.ts'
import { logger } from './logger.server.ts'
import { SERVER_ERROR } from './network-error.ts'

/** A parsed form, whatever its schema. */
export type AnySubmission = Submission<unknown, string[], unknown>

/** Messages added to a form's reply: for the whole form, or for named fields. */
export interface ReplyErrors {
	formErrors?: string[]
	fieldErrors?: Record<string, string[]>
}

/** How a form's answers look: the page data its component reads. */
export interface FormReplies<Reply> {
	/** The submission's fields and messages with `errors` added (invalid fields, refusals). */
	reply(submission: AnySubmission, errors?: ReplyErrors): Reply
	/** The answer when saving threw: "Server Error". */
	serverError(submission: AnySubmission): Reply
}

/** Conform's result of a form, as every back-office form's component reads it. */
export type FormResult = SubmissionResult<string[]>

/** Forms that show their messages in the alert at the top (`FormAlert`): `{ result }`. */
export const alertReplies: FormReplies<{ result: FormResult }> = {
	reply: (submission, errors) => ({ result: submission.reply(errors) }),
	serverError: (submission) => ({ result: submission.reply({ formErrors: [SERVER_ERROR] }) }),
}

/**
 * Forms with a password: `{ result }` with the messages next to the fields, and the password never
 * sent back into the page.
 */
export const passwordReplies: FormReplies<{ result: FormResult }> = {
	reply: (submission, errors) => ({ result: submission.reply({ ...errors, hideFields: ['password'] }) }),
	serverError: (submission) => ({
		result: submission.reply({ formErrors: [SERVER_ERROR], hideFields: ['password'] }),
	}),
}

/** What a form with an Error dialog reads: the dialog's message (or null) and when it was sent. */
export interface DialogReply {
	result: FormResult
	dialog: string | null
	at: number
}

/** Forms that show a server failure in an Error dialog (`useFormDialog`) rather than on a field. */
export const dialogReplies: FormReplies<DialogReply> = {
	reply: (submission, errors) => ({ result: submission.reply(errors), dialog: null, at: Date.now() }),
	serverError: (submission) => ({ result: submission.reply(), dialog: SERVER_ERROR, at: Date.now() }),
}

/** How to save a valid form and what to answer afterwards. */
export interface SaveSteps<Value, Saved, Reply> {
	/** Writes the parsed form; throws on a database or storage failure. */
	save: (value: Value) => Promise<Saved>
	/**
	 * The log line of a failed save. With it, a save that throws answers 500 "Server Error";
	 * without it, the error goes on to the error page.
	 */
	failure?: string
	/**
	 * The answer to a save: the redirect after success, or the refusal's reply (`reply` adds
	 * messages). `value` is the parsed form.
	 */
	answer: (saved: Saved, reply: (errors?: ReplyErrors) => Reply, value: Value) => FormOutcome<Reply>
}

/**
 * Runs a form's steps on its `submission`: 400 with `invalid` (or the plain reply) when the fields
 * are invalid, else `steps.save`, then `steps.answer`. A save that throws answers 500 (see
 * `SaveSteps.failure`).
 */
export async function submitForm<Value, Saved, Reply>(
	submission: Submission<unknown, string[], Value>,
	replies: FormReplies<Reply>,
	steps: SaveSteps<Value, Saved, Reply>,
	invalid: (submission: AnySubmission) => Reply = (s) => replies.reply(s),
): Promise<FormOutcome<Reply>> {
	if (submission.status !== 'success') return formReply(400, invalid(submission))
	let saved: Saved
	try {
		saved = await steps.save(submission.value)
	} catch (error) {
		if (steps.failure === undefined) throw error
		logger.error({ err: error }, steps.failure)
		return formReply(500, replies.serverError(submission))
	}
	return steps.answer(saved, (errors) => replies.reply(submission, errors), submission.value)
}
