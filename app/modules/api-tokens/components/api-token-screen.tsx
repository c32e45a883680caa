/**
 * The API tokens screen's parts (/admin/api-tokens, docs/api-tokens.md): the token just made, shown
 * once with a copy button; the "New API token" form (name and scopes, validated in the browser and
 * again by the action, input kept on an error); the list of tokens; and the confirmation before a
 * token is revoked. Everything works without JavaScript (the copy button then leaves the token
 * selected in its field) and from the keyboard; the table scrolls sideways on a narrow screen.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { Button, buttonClasses } from '#app/components/ui/button.tsx'
import { formatDateTime } from '#app/lib/format.ts'
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES } from '../api-token.ts'
import { NewApiTokenSchema } from '../api-token.schema.ts'
import type { ApiTokenRow } from '../api-tokens.queries.server.ts'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8'
const fieldError = 'mt-1 text-sm font-medium text-red-700'

/** The token just made: its name, the token in a read-only field, a copy button, and the warning. */
export function CreatedToken({ name, token }: { name: string; token: string }) {
	const field = useRef<HTMLInputElement>(null)
	const [copied, setCopied] = useState(false)
	return (
		<section
			aria-labelledby="created-token-heading"
			className="rounded-xl border-l-4 border-emerald-600 bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6"
		>
			<h2 id="created-token-heading" className="text-lg font-bold text-emerald-900">
				Token “{name}” created
			</h2>
			<p className="mt-1 text-sm font-semibold text-emerald-900">
				Copy it now: you will not see it again. Only a fingerprint of it is kept.
			</p>
			<label htmlFor="created-token" className="mt-4 block text-sm font-medium text-slate-700">
				API token
			</label>
			<div className="mt-1 flex flex-col gap-2 sm:flex-row">
				<input
					ref={field}
					id="created-token"
					readOnly
					value={token}
					autoFocus
					onFocus={(event) => event.currentTarget.select()}
					className="min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm break-all"
				/>
				<Button
					type="button"
					onClick={async () => {
						field.current?.select()
						try {
							await navigator.clipboard.writeText(token)
							setCopied(true)
						} catch {
							setCopied(false)
						}
					}}
				>
					{copied ? 'Copied' : 'Copy'}
				</Button>
			</div>
			<p aria-live="polite" className="mt-2 text-sm text-emerald-900">
				{copied ? 'The token is on your clipboard.' : ''}
			</p>
			<p className="mt-2 text-sm text-slate-700">
				Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. Lost it? Revoke it
				and make a new one.
			</p>
		</section>
	)
}

/** The "New API token" form; `lastResult` is the action's answer (errors, input kept). */
export function NewTokenForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	const [form, fields] = useForm({
		id: 'new-api-token',
		lastResult,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: NewApiTokenSchema }),
	})
	const chosen = new Set(
		Array.isArray(fields.scopes.initialValue)
			? fields.scopes.initialValue
			: fields.scopes.initialValue
				? [fields.scopes.initialValue]
				: [],
	)
	return (
		<section aria-labelledby="new-token-heading" className={card}>
			<h2 id="new-token-heading" className="text-brand-900 text-lg font-bold">
				New API token
			</h2>
			<p className="mt-1 text-sm text-slate-600">
				For one program (a CRM, a door scanner): give it only the scopes it needs.
			</p>
			<Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
				<input type="hidden" name="intent" value="create" />
				<div>
					<label htmlFor={fields.name.id} className="block text-sm font-medium text-slate-700">
						Name
					</label>
					<input
						{...getInputProps(fields.name, { type: 'text' })}
						key={fields.name.key}
						maxLength={100}
						placeholder="e.g. CRM sync"
						className="mt-1 min-h-11 w-full rounded-md border border-slate-300 px-3 text-base sm:max-w-md"
					/>
					{fields.name.errors ? (
						<p id={fields.name.errorId} className={fieldError}>
							{fields.name.errors[0]}
						</p>
					) : null}
				</div>
				<fieldset aria-describedby={fields.scopes.errors ? fields.scopes.errorId : undefined}>
					<legend className="text-sm font-medium text-slate-700">Scopes</legend>
					<div className="mt-2 grid gap-2">
						{API_TOKEN_SCOPES.map((scope) => (
							<label key={scope} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
								<input
									type="checkbox"
									name={fields.scopes.name}
									value={scope}
									defaultChecked={chosen.has(scope)}
									className="size-5"
								/>
								<span>
									{API_TOKEN_SCOPE_LABELS[scope]}{' '}
									<code className="font-mono text-xs text-slate-500">{scope}</code>
								</span>
							</label>
						))}
					</div>
					{fields.scopes.errors ? (
						<p id={fields.scopes.errorId} className={fieldError}>
							{fields.scopes.errors[0]}
						</p>
					) : null}
				</fieldset>
				<div>
					<Button type="submit">Create token</Button>
				</div>
			</Form>
		</section>
	)
}

/** The confirmation before revoking `token`: revoke, or cancel back to the list. */
export function RevokeConfirm({ token }: { token: ApiTokenRow }) {
	return (
		<section
			id="confirm-revoke"
			role="alertdialog"
			aria-labelledby="confirm-revoke-heading"
			aria-describedby="confirm-revoke-text"
			className="rounded-xl border-l-4 border-red-600 bg-red-50 p-5 ring-1 ring-red-200 sm:p-6"
		>
			<h2 id="confirm-revoke-heading" className="text-lg font-bold text-red-900">
				Revoke “{token.name}”?
			</h2>
			<p id="confirm-revoke-text" className="mt-1 text-sm text-red-900">
				Programs using <code className="font-mono">{token.prefix}…</code> get “401 Unauthorized” from now on.
				This cannot be undone.
			</p>
			<Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row">
				<input type="hidden" name="intent" value="revoke" />
				<input type="hidden" name="id" value={token.id} />
				<button type="submit" autoFocus className={buttonClasses('brand', 'bg-red-700 hover:bg-red-800')}>
					Revoke token
				</button>
				<Link
					to="/admin/api-tokens"
					className="text-brand-700 inline-flex min-h-11 items-center justify-center rounded-md px-5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50"
				>
					Cancel
				</Link>
			</Form>
		</section>
	)
}

/** Every token: name, prefix, scopes, who made it and when, its last use, and Revoke or when it was revoked. */
export function TokenTable({ tokens }: { tokens: ApiTokenRow[] }) {
	return (
		<section aria-labelledby="tokens-heading" className={card}>
			<h2 id="tokens-heading" className="text-brand-900 text-lg font-bold">
				Tokens
			</h2>
			{tokens.length === 0 ? (
				<p className="mt-2 text-sm text-slate-600">
					No API tokens yet. Programs cannot read registrations until you make one.
				</p>
			) : (
				<div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="tokens-heading">
					<table className="w-full min-w-[44rem] text-left text-sm">
						<thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
							<tr>
								<th scope="col" className="py-2 pr-4">
									Name
								</th>
								<th scope="col" className="py-2 pr-4">
									Token
								</th>
								<th scope="col" className="py-2 pr-4">
									Scopes
								</th>
								<th scope="col" className="py-2 pr-4">
									Created
								</th>
								<th scope="col" className="py-2 pr-4">
									Last used
								</th>
								<th scope="col" className="py-2">
									Status
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-slate-100">
							{tokens.map((token) => (
								<tr key={token.id} className={token.revokedAt ? 'text-slate-500' : ''}>
									<th scope="row" className="py-3 pr-4 font-semibold text-slate-900">
										{token.name}
									</th>
									<td className="py-3 pr-4 font-mono">{token.prefix}…</td>
									<td className="py-3 pr-4">
										<ul>
											{token.scopes.map((scope) => (
												<li key={scope} className="font-mono text-xs">
													{scope}
												</li>
											))}
										</ul>
									</td>
									<td className="py-3 pr-4">
										{formatDateTime(token.createdAt)}
										<br />
										<span className="text-slate-500">by {token.createdBy ?? 'a deleted account'}</span>
									</td>
									<td className="py-3 pr-4">
										{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}
									</td>
									<td className="py-3">
										{token.revokedAt ? (
											<span>
												Revoked {formatDateTime(token.revokedAt)}
												{token.revokedBy ? ` by ${token.revokedBy}` : ''}
											</span>
										) : (
											<Link
												to={`/admin/api-tokens?revoke=${token.id}#confirm-revoke`}
												className="inline-flex min-h-11 items-center font-semibold text-red-700 underline"
												aria-label={`Revoke ${token.name}`}
											>
												Revoke…
											</Link>
										)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	)
}
