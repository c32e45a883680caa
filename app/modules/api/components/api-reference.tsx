/**
 * The API reference page's body (`/api/v1/reference`): an introduction, authentication, errors,
 * each operation of the OpenAPI document grouped by tag, and the webhooks, from `referenceView`.
 * Plain HTML that reads without JavaScript and reflows from 320 px; wide tables scroll inside a
 * focusable region (keyboard users can scroll them).
 */
import type { ReactNode } from 'react'
import type { FieldRow, OperationView, ParameterRow, ReferenceView } from '../api-reference.ts'

interface ProblemInfo {
	kind: string
	status: number
	title: string
	explanation: string
}

/** Text with `code` spans written between backticks. */
function Prose({ text }: { text: string }) {
	const parts = text.split(/`([^`]+)`/g)
	return (
		<>
			{parts.map((part, i) =>
				i % 2 === 1 ? (
					<code key={i} className="rounded bg-slate-100 px-1 text-[0.9em] break-words text-slate-900">
						{part}
					</code>
				) : (
					part
				),
			)}
		</>
	)
}

function Method({ method }: { method: string }) {
	const colour = method === 'GET' ? 'bg-brand-700' : method === 'POST' ? 'bg-blue-800' : 'bg-slate-700'
	return (
		<span className={`${colour} rounded px-2 py-0.5 font-mono text-sm font-bold tracking-wide text-white`}>
			{method}
		</span>
	)
}

/** A cell; on a narrow screen the rows stack, each cell on its own line after its column's name. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
	return (
		<td className="px-3 py-2 max-sm:block max-sm:py-0.5">
			<span className="font-semibold sm:hidden">{label}: </span>
			{children}
		</td>
	)
}

/** A dotted path that may wrap after each dot rather than inside a name. */
function Path({ path }: { path: string }) {
	const parts = path.split('.')
	return (
		<code className="font-semibold break-words text-slate-900">
			{parts.map((part, i) => (
				<span key={i}>
					{i > 0 ? (
						<>
							.<wbr />
						</>
					) : null}
					{part}
				</span>
			))}
		</code>
	)
}

/** A table that scrolls sideways inside its own focusable region when the screen is narrow. */
function ScrollTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
	return (
		<div
			role="region"
			aria-label={label}
			tabIndex={0}
			className="focus-visible:outline-brand-700 mt-3 overflow-x-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2"
		>
			<table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[34rem]">
				<caption className="sr-only">{label}</caption>
				<thead className="bg-slate-100 text-slate-900 max-sm:sr-only">
					<tr>
						{head.map((h) => (
							<th key={h} scope="col" className="px-3 py-2 font-semibold">
								{h}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-slate-200 align-top max-sm:block">{children}</tbody>
			</table>
		</div>
	)
}

function ParameterTable({ label, rows }: { label: string; rows: ParameterRow[] }) {
	return (
		<ScrollTable label={label} head={['Name', 'In', 'Type', 'Required', 'Description']}>
			{rows.map((p) => (
				<tr key={`${p.in}-${p.name}`} className="max-sm:block max-sm:py-2">
					<th scope="row" className="px-3 py-2 font-normal max-sm:block max-sm:py-0.5">
						<Path path={p.name} />
					</th>
					<Cell label="In">{p.in}</Cell>
					<Cell label="Type">
						<code className="break-words">{p.type}</code>
					</Cell>
					<Cell label="Required">{p.required ? 'yes' : 'no'}</Cell>
					{p.description ? (
						<Cell label="Description">
							<Prose text={p.description} />
						</Cell>
					) : (
						<td className="max-sm:hidden" />
					)}
				</tr>
			))}
		</ScrollTable>
	)
}

/** A nested field's indent on a wide screen, by depth (classes, not a style attribute: the CSP allows no inline style). */
const DEPTH_INDENT = ['sm:pl-3', 'sm:pl-7', 'sm:pl-11', 'sm:pl-15', 'sm:pl-19'] as const

function FieldTable({ label, rows }: { label: string; rows: FieldRow[] }) {
	return (
		<ScrollTable label={label} head={['Field', 'Type', 'Always present', 'Description']}>
			{rows.map((f) => (
				<tr key={f.path} className="max-sm:block max-sm:py-2">
					<th
						scope="row"
						className={`px-3 py-2 font-normal max-sm:block max-sm:py-0.5 ${DEPTH_INDENT[Math.min(f.depth, DEPTH_INDENT.length - 1)]}`}
					>
						<Path path={f.path} />
					</th>
					<Cell label="Type">
						<code className="break-words">{f.type}</code>
					</Cell>
					<Cell label="Always present">{f.required ? 'yes' : 'no'}</Cell>
					{f.description ? (
						<Cell label="Description">
							<Prose text={f.description} />
						</Cell>
					) : (
						<td className="max-sm:hidden" />
					)}
				</tr>
			))}
		</ScrollTable>
	)
}

function Operation({ op, heading, serverPath }: { op: OperationView; heading: string; serverPath: string }) {
	const title = `${op.method} ${heading}`
	return (
		<section
			id={op.anchor}
			aria-labelledby={`${op.anchor}-title`}
			className="scroll-mt-4 border-t border-slate-200 pt-8"
		>
			<h3
				id={`${op.anchor}-title`}
				className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900"
			>
				<Method method={op.method} />
				<code className="break-all">{serverPath + heading}</code>
			</h3>
			{op.summary ? <p className="mt-2 text-lg font-semibold text-slate-800">{op.summary}</p> : null}
			{op.description ? (
				<p className="mt-2">
					<Prose text={op.description} />
				</p>
			) : null}
			<p className="mt-2 text-slate-700">
				<span className="font-semibold">Authentication: </span>
				{op.security.length === 0
					? 'none, public.'
					: op.security.map((s, i) => (
							<span key={s.scheme}>
								{i > 0 ? ' or ' : ''}
								<a className="text-brand-700 underline" href="#authentication">
									{s.scheme}
								</a>
								{s.scopes.length > 0 ? (
									<>
										{' with scope '}
										{s.scopes.map((scope, j) => (
											<span key={scope}>
												{j > 0 ? ', ' : ''}
												<code>{scope}</code>
											</span>
										))}
									</>
								) : null}
							</span>
						))}
			</p>
			{op.parameters.length > 0 ? (
				<>
					<h4 className="mt-5 font-bold text-slate-900">Parameters</h4>
					<ParameterTable label={`Parameters of ${title}`} rows={op.parameters} />
				</>
			) : null}
			{op.requestBody ? (
				<>
					<h4 className="mt-5 font-bold text-slate-900">
						Body{' '}
						<span className="font-normal">
							({op.requestBody.contentType}
							{op.requestBody.schemaName ? `, ${op.requestBody.schemaName}` : ''})
						</span>
					</h4>
					{op.requestBody.fields.length > 0 ? (
						<FieldTable label={`Body of ${title}`} rows={op.requestBody.fields} />
					) : null}
				</>
			) : null}
			<h4 className="mt-5 font-bold text-slate-900">Responses</h4>
			<ul className="mt-2 space-y-4">
				{op.responses.map((r) => (
					<li key={r.status}>
						<p>
							<span className="font-mono font-bold">{r.status}</span> <Prose text={r.description} />
							{r.contentType ? (
								<>
									{' '}
									<span className="text-slate-700">
										(<code>{r.contentType}</code>
										{r.schemaName ? `, ${r.schemaName}` : ''})
									</span>
								</>
							) : null}
							{r.isProblem ? (
								<>
									{' '}
									<a className="text-brand-700 underline" href="#errors">
										Problem details
									</a>
								</>
							) : null}
						</p>
						{r.headers.length > 0 ? (
							<ParameterTable label={`Headers of ${title}, ${r.status}`} rows={r.headers} />
						) : null}
						{r.fields.length > 0 ? (
							<FieldTable label={`Body of ${title}, ${r.status}`} rows={r.fields} />
						) : null}
					</li>
				))}
			</ul>
		</section>
	)
}

const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** The reference page's body. */
export function ApiReference({ reference, problems }: { reference: ReferenceView; problems: ProblemInfo[] }) {
	const serverPath = new URL(reference.serverUrl, 'http://x').pathname.replace(/\/$/, '')
	return (
		<>
			<a
				href="#main"
				className="focus:text-brand-900 sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
			>
				Skip to the reference
			</a>
			<header className="bg-brand-900 text-white">
				<div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-4">
					<a href="/" className="font-bold underline-offset-2 hover:underline">
						Internal Audit Leadership Summit
					</a>
					<a href="/api/v1/openapi.json" className="underline underline-offset-2">
						OpenAPI document (JSON)
					</a>
				</div>
			</header>
			<main id="main" className="mx-auto max-w-5xl px-4 py-10 text-base text-slate-800 sm:text-lg">
				<h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{reference.title}: reference</h1>
				<p className="mt-2 text-slate-700">Version {reference.version}</p>
				<nav aria-label="On this page" className="mt-6 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
					<h2 className="font-bold text-slate-900">On this page</h2>
					<ul className="mt-2 grid gap-1 sm:grid-cols-2">
						<li>
							<a className={linkClass} href="#introduction">
								Introduction
							</a>
						</li>
						<li>
							<a className={linkClass} href="#authentication">
								Authentication
							</a>
						</li>
						<li>
							<a className={linkClass} href="#errors">
								Errors
							</a>
						</li>
						{reference.groups.map((g) => (
							<li key={g.anchor}>
								<a className={linkClass} href={`#${g.anchor}`}>
									{g.tag}
								</a>
							</li>
						))}
						<li>
							<a className={linkClass} href="#webhooks">
								Webhooks
							</a>
						</li>
					</ul>
				</nav>

				<section id="introduction" aria-labelledby="introduction-title" className="mt-10 space-y-3">
					<h2 id="introduction-title" className="text-2xl font-bold text-slate-900">
						Introduction
					</h2>
					<p>
						<Prose text={reference.description} />
					</p>
					<p>
						Every path below is under <code className="break-all">{reference.serverUrl}</code>. Answers are
						JSON (UTF-8); each read answer has its value under <code>data</code>. Ids are positive integers
						that never change. Times are ISO 8601 with their offset: the summit is in Accra (Africa/Accra,
						UTC+0). Money is in pesewas (1 GH₵ = 100 pesewas) beside the amount as the site prints it.
					</p>
					<p>
						Public answers carry an <code>ETag</code>: send it back in <code>If-None-Match</code> and an
						unchanged answer is a <code>304</code> with no body. Shared caches may keep them for a minute, and
						any web page may read them (<code>Access-Control-Allow-Origin: *</code>). Add <code>lang=fr</code>{' '}
						for the French texts; a text with no French yet comes in English. Version 1 only grows: fields and
						operations may be added, none is removed or changes meaning without a new version (
						<code>/api/v2</code>).
					</p>
				</section>

				<section id="authentication" aria-labelledby="authentication-title" className="mt-10 space-y-3">
					<h2 id="authentication-title" className="text-2xl font-bold text-slate-900">
						Authentication
					</h2>
					<p>
						Operations marked “none, public” need nothing. The others need a staff API token that an
						Administrator creates in the back office, with the scopes the operation names:
					</p>
					<ul className="list-disc space-y-2 pl-6">
						{reference.securitySchemes.map((s) => (
							<li key={s.name}>
								<code className="font-semibold">{s.name}</code>
								{s.type === 'http' && s.scheme === 'bearer' ? (
									<>
										: send <code className="break-all">Authorization: Bearer &lt;token&gt;</code>.{' '}
									</>
								) : (
									`: ${[s.type, s.scheme].filter(Boolean).join(', ')}. `
								)}
								<Prose text={s.description} />
							</li>
						))}
					</ul>
				</section>

				<section id="errors" aria-labelledby="errors-title" className="mt-10 space-y-3">
					<h2 id="errors-title" className="text-2xl font-bold text-slate-900">
						Errors
					</h2>
					<p>
						Every refusal is a problem details body (RFC 9457) sent as <code>application/problem+json</code>:{' '}
						<code>type</code> links to its kind below, <code>title</code> is the kind’s, <code>status</code>{' '}
						the HTTP status, <code>detail</code> says what was wrong with this request, and a 400 lists each
						bad field or parameter in <code>errors</code> (<code>name</code>, <code>reason</code>). An answer
						never holds a stack trace or a secret.
					</p>
					<dl className="space-y-4">
						{problems.map((p) => (
							<div
								key={p.kind}
								id={`problem-${p.kind}`}
								className="scroll-mt-4 rounded-lg p-3 ring-1 ring-slate-200"
							>
								<dt className="font-bold text-slate-900">
									<span className="font-mono">{p.status}</span> <code>{p.kind}</code>: {p.title}
								</dt>
								<dd className="mt-1">
									<Prose text={p.explanation} />
								</dd>
							</div>
						))}
					</dl>
				</section>

				{reference.groups.map((g) => (
					<section
						key={g.anchor}
						id={g.anchor}
						aria-labelledby={`${g.anchor}-title`}
						className="mt-12 space-y-8"
					>
						<h2 id={`${g.anchor}-title`} className="text-2xl font-bold text-slate-900">
							{g.tag}
						</h2>
						{g.operations.map((op) => (
							<Operation key={op.anchor} op={op} heading={op.path} serverPath={serverPath} />
						))}
					</section>
				))}

				<section id="webhooks" aria-labelledby="webhooks-title" className="mt-12 space-y-8">
					<h2 id="webhooks-title" className="text-2xl font-bold text-slate-900">
						Webhooks
					</h2>
					<p>
						An Administrator registers an HTTPS address and the events it receives. Each event is a request to
						that address, signed by the Standard Webhooks scheme (the <code>webhook-id</code>,{' '}
						<code>webhook-timestamp</code> and <code>webhook-signature</code> headers); a delivery that fails
						is tried again later.
					</p>
					{reference.webhooks.length === 0 ? (
						<p>No webhook event is documented yet.</p>
					) : (
						reference.webhooks.map((op) => (
							<Operation key={op.anchor} op={op} heading={op.name} serverPath="" />
						))
					)}
				</section>
			</main>
		</>
	)
}
