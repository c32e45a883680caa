/**
 * The delegate's evaluation form (docs/event-days.md, "Evaluation"): the overall rating (required),
 * a rating of each session ("Did not attend" by default; the sessions the delegate was scanned into
 * come first) with an optional comment, and overall comments; before the button, that the answers
 * are anonymous and cannot be changed. A plain form posted to its own page: works without
 * JavaScript (the page is sent without React); a refused answer comes back with the input kept and
 * each message beside its field, the first refused field focused by the page's script. Rating
 * choices are native radio buttons in labelled groups (fieldset and legend), at least 44 px tall.
 */
import type { SubmissionResult } from '@conform-to/react'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import {
	EVALUATION_LIMITS,
	RATINGS,
	type Rating,
	sessionFields,
} from '#app/modules/evaluations/evaluation.schema.ts'
import type { SessionToRate } from '../evaluation-pages.server.ts'

/** "1 — Poor" … "5 — Excellent", in the page's language. */
export function ratingLabel(rating: Rating): string {
	switch (rating) {
		case 1:
			return m.evaluation_rating_1()
		case 2:
			return m.evaluation_rating_2()
		case 3:
			return m.evaluation_rating_3()
		case 4:
			return m.evaluation_rating_4()
		case 5:
			return m.evaluation_rating_5()
	}
}

const choice =
	'has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-brand-700 flex min-h-11 cursor-pointer items-center gap-2 rounded-md bg-white px-3 py-2 text-slate-900 ring-1 ring-slate-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2'
const textarea =
	'focus-visible:outline-brand-700 mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-700'

/** The values posted, as the reply keeps them (strings). */
type Kept = Record<string, unknown>

function keptText(kept: Kept, name: string): string {
	const value = kept[name]
	return typeof value === 'string' ? value : ''
}

/** A field's first message of the reply, or undefined. */
function errorOf(reply: SubmissionResult<string[]> | undefined, name: string): string | undefined {
	return reply?.error?.[name]?.[0]
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
	if (!message) return null
	return (
		<p id={id} className="mt-2 text-sm font-semibold text-red-800">
			{message}
		</p>
	)
}

/** A labelled group of rating radios named `name`; `none` adds "Did not attend" (value '') first. */
function RatingGroup({
	name,
	legend,
	hint,
	none,
	checked,
	error,
	required,
}: {
	name: string
	legend: React.ReactNode
	hint?: React.ReactNode
	none?: string
	checked: string
	error: string | undefined
	required?: boolean
}) {
	const errorId = `${name}-error`
	const hintId = hint ? `${name}-hint` : undefined
	const described = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
	const options: { value: string; label: string }[] = [
		...(none !== undefined ? [{ value: '', label: none }] : []),
		...RATINGS.map((r) => ({ value: String(r), label: ratingLabel(r) })),
	]
	return (
		<fieldset aria-describedby={described}>
			<legend className="font-semibold text-slate-900">{legend}</legend>
			{hint ? (
				<p id={hintId} className="mt-1 text-sm text-slate-700">
					{hint}
				</p>
			) : null}
			<div className="mt-2 flex flex-wrap gap-2">
				{options.map((option) => (
					<label key={option.value || 'none'} className={choice}>
						<input
							type="radio"
							name={name}
							value={option.value}
							defaultChecked={checked === option.value}
							required={required}
							aria-invalid={error ? true : undefined}
							className="accent-brand-700 size-4"
						/>
						{option.label}
					</label>
				))}
			</div>
			<FieldError id={errorId} message={error} />
		</fieldset>
	)
}

/** A labelled optional comment box named `name`, at most `max` characters. */
function CommentBox({
	name,
	label,
	max,
	value,
	error,
}: {
	name: string
	label: string
	max: number
	value: string
	error: string | undefined
}) {
	const id = `field-${name}`
	const hintId = `${name}-hint`
	const errorId = `${name}-error`
	return (
		<div>
			<label htmlFor={id} className="font-semibold text-slate-900">
				{label}
			</label>
			<p id={hintId} className="text-sm text-slate-700">
				{m.evaluation_comment_hint({ max })}
			</p>
			<textarea
				id={id}
				name={name}
				rows={3}
				maxLength={max}
				defaultValue={value}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${hintId} ${errorId}` : hintId}
				className={textarea}
			/>
			<FieldError id={errorId} message={error} />
		</div>
	)
}

export function EvaluationForm({
	sessions,
	reply,
}: {
	sessions: readonly SessionToRate[]
	reply: SubmissionResult<string[]> | undefined
}) {
	const kept: Kept = (reply?.initialValue as Kept | undefined) ?? {}
	const refused = reply?.error && Object.values(reply.error).some((messages) => messages?.length)
	return (
		<form method="post" noValidate={false} className="space-y-8" aria-labelledby="evaluation-form-title">
			<h2 id="evaluation-form-title" className="sr-only">
				{m.evaluation_form_title()}
			</h2>
			{refused ? (
				<div role="alert" className="rounded-xl bg-red-50 p-4 text-red-950 ring-1 ring-red-300">
					<p className="font-bold">{m.evaluation_error_summary()}</p>
				</div>
			) : null}
			<section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
				<RatingGroup
					name="overall"
					legend={<span className="text-brand-900 text-xl font-bold">{m.evaluation_overall_legend()}</span>}
					hint={m.evaluation_overall_hint()}
					checked={keptText(kept, 'overall')}
					error={errorOf(reply, 'overall')}
					required
				/>
			</section>

			{sessions.length ? (
				<section
					aria-labelledby="evaluation-sessions-title"
					className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
				>
					<h2 id="evaluation-sessions-title" className="text-brand-900 text-xl font-bold">
						{m.evaluation_sessions_title()}
					</h2>
					<p className="mt-1 text-slate-700">{m.evaluation_sessions_intro()}</p>
					<ul className="mt-4 divide-y divide-slate-200">
						{sessions.map((session) => {
							const names = sessionFields(session.id)
							return (
								<li key={session.id} className="space-y-3 py-5" data-testid="evaluation-session">
									<RatingGroup
										name={names.rating}
										legend={
											<>
												<span className="block break-words">{session.heading}</span>
												<span className="block text-sm font-normal text-slate-700">
													{session.when}
													{session.attended ? ` · ${m.evaluation_session_attended()}` : ''}
												</span>
											</>
										}
										none={m.evaluation_did_not_attend()}
										checked={keptText(kept, names.rating)}
										error={errorOf(reply, names.rating)}
									/>
									<CommentBox
										name={names.comment}
										label={m.evaluation_session_comment_label()}
										max={EVALUATION_LIMITS.sessionComment}
										value={keptText(kept, names.comment)}
										error={errorOf(reply, names.comment)}
									/>
								</li>
							)
						})}
					</ul>
				</section>
			) : null}

			<section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
				<CommentBox
					name="comments"
					label={m.evaluation_comments_label()}
					max={EVALUATION_LIMITS.comments}
					value={keptText(kept, 'comments')}
					error={errorOf(reply, 'comments')}
				/>
			</section>

			<div className="space-y-3">
				<p
					className="rounded-md bg-amber-50 p-3 text-slate-900 ring-1 ring-amber-300"
					id="evaluation-anonymous"
				>
					{m.evaluation_anonymous_note()}
				</p>
				<button
					type="submit"
					className={buttonClasses('primary', 'w-full text-base sm:w-auto')}
					aria-describedby="evaluation-anonymous"
					data-pending-submit
				>
					<span className="inline-flex items-center gap-2" hidden data-pending>
						<Spinner label={m.evaluation_sending()} />
						{m.evaluation_sending()}
					</span>
					<span data-idle>{m.evaluation_send()}</span>
				</button>
			</div>
		</form>
	)
}
