/**
 * A button that asks before it acts ("a confirm dialog before every delete"): a dialog with Cancel
 * and the confirming button, which submits a POST form with `fields`.
 *
 * With JavaScript the button opens the dialog as a modal. Without it (or before the page's script has
 * run) the same control is a link to this page with `?confirm=<key>`; the server renders the page with
 * that dialog already open, its Cancel a link back. Every browser can so delete without JavaScript,
 * and the question is always asked (docs/accessibility.md, "Without JavaScript"; ADR 0038).
 */
import type { ReactNode } from 'react'
import { useRef } from 'react'
import { Form, useLocation, useNavigate } from 'react-router'
import { useHydrated } from '#app/components/use-hydrated.ts'

/** The URL parameter naming the confirmation the server renders open. */
export const CONFIRM_PARAM = 'confirm'

/** The URL parameter of the rows a "Delete selected" confirmation is about (one per row id). */
export const SELECTED_PARAM = 'selected'

/**
 * The key of a confirmation: `key`, or the values of its posted `fields` joined ("delete-12"), kept to
 * URL-safe characters. Two buttons posting the same fields do the same thing, so the key is unique on
 * a page.
 */
function confirmKeyOf(fields: Record<string, string | number>, key?: string): string {
	return (key ?? Object.values(fields).join('-')).replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 80)
}

/**
 * The URLs of confirmation `key` on the page at `location`: `open` when the URL asks for it, `ask`
 * (the page with `?confirm=<key>`, its fragment the dialog's Cancel, which the browser so focuses)
 * opens it, `back` is the page without any confirmation or selected rows.
 */
export function confirmUrls(location: { pathname: string; search: string }, key: string) {
	const params = new URLSearchParams(location.search)
	const open = params.get(CONFIRM_PARAM) === key
	params.set(CONFIRM_PARAM, key)
	const ask = `${location.pathname}?${params}#confirm-${key}-cancel`
	params.delete(CONFIRM_PARAM)
	params.delete(SELECTED_PARAM)
	const rest = params.toString()
	return { open, ask, back: `${location.pathname}${rest ? `?${rest}` : ''}` }
}

const CANCEL = 'min-h-11 rounded-md px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50'

export function ConfirmButton({
	label,
	title,
	children,
	confirmLabel = 'Delete',
	cancelLabel = 'Cancel',
	fields,
	action,
	confirmKey,
	className = 'rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50',
}: {
	/** Text of the button that opens the dialog; include what it acts on for screen readers. */
	label: ReactNode
	title: string
	/** The question, e.g. "This cannot be undone." */
	children: ReactNode
	confirmLabel?: string
	/** Text of the button that closes the dialog without acting (a public page's, in its language). */
	cancelLabel?: string
	/** Hidden fields posted on confirmation (e.g. intent and id). */
	fields: Record<string, string | number>
	/** Form action; the current page (without its confirmation parameters) by default. */
	action?: string
	/** The confirmation's key in the URL; by default made from `fields`. */
	confirmKey?: string
	className?: string
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const hydrated = useHydrated()
	const key = confirmKeyOf(fields, confirmKey)
	const { open, back, ask } = confirmUrls(useLocation(), key)
	const dialogId = `confirm-${key}`
	const titleId = `${dialogId}-title`
	const navigate = useNavigate()
	// Cancel closes a dialog the button opened, and leaves the page the server rendered it open on.
	const cancel = () => {
		if (dialog.current?.matches(':modal')) dialog.current.close()
		else void navigate(back, { replace: true, preventScrollReset: true })
	}
	return (
		<>
			{hydrated ? (
				<button
					type="button"
					className={className}
					aria-haspopup="dialog"
					onClick={() => {
						if (!dialog.current?.open) dialog.current?.showModal()
					}}
				>
					{label}
				</button>
			) : (
				<a href={ask} className={`inline-block text-center ${className}`}>
					{label}
				</a>
			)}
			<dialog
				ref={dialog}
				id={dialogId}
				open={open}
				aria-labelledby={titleId}
				className="fixed inset-0 z-50 m-auto w-[min(92vw,28rem)] rounded-xl border-t-8 border-t-red-600 bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-900/20 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(15_23_42/0.5)]"
			>
				<h2 id={titleId} className="text-xl font-bold">
					{title}
				</h2>
				<div className="mt-2 text-slate-700">{children}</div>
				<Form
					method="post"
					action={action ?? back}
					className="mt-6 flex justify-end gap-3"
					onSubmit={() => dialog.current?.close()}
				>
					{Object.entries(fields).map(([name, value]) => (
						<input key={name} type="hidden" name={name} value={value} />
					))}
					{hydrated ? (
						<button type="button" autoFocus onClick={cancel} className={CANCEL}>
							{cancelLabel}
						</button>
					) : (
						<a id={`${dialogId}-cancel`} href={back} className={`inline-flex items-center ${CANCEL}`}>
							{cancelLabel}
						</a>
					)}
					<button
						type="submit"
						className="min-h-11 rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
					>
						{confirmLabel}
					</button>
				</Form>
			</dialog>
		</>
	)
}
