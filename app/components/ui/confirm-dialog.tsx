/**
 * A button that asks before it acts ("a confirm dialog before every delete"): it opens a
 * modal with Cancel and the confirming button, which submits a POST form with `fields`. The buttons
 * open and close the dialog by the HTML `command` attribute (invoker commands), so it works without
 * JavaScript too; the click handlers do the same where a browser lacks those commands.
 */
import { type ReactNode, useId, useRef } from 'react'
import { Form } from 'react-router'

export function ConfirmButton({
	label,
	title,
	children,
	confirmLabel = 'Delete',
	fields,
	action,
	className = 'rounded-md px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50',
}: {
	/** Text of the button that opens the dialog; include what it acts on for screen readers. */
	label: ReactNode
	title: string
	/** The question, e.g. "This cannot be undone." */
	children: ReactNode
	confirmLabel?: string
	/** Hidden fields posted on confirmation (e.g. intent and id). */
	fields: Record<string, string | number>
	/** Form action; the current route by default. */
	action?: string
	className?: string
}) {
	const dialog = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	const dialogId = useId()
	return (
		<>
			<button
				type="button"
				className={className}
				{...invoke(dialogId, 'show-modal')}
				onClick={() => {
					if (!dialog.current?.open) dialog.current?.showModal()
				}}
			>
				{label}
			</button>
			<dialog
				ref={dialog}
				id={dialogId}
				aria-labelledby={titleId}
				className="fixed inset-0 m-auto w-[min(92vw,28rem)] rounded-xl border-t-8 border-t-red-600 bg-white p-6 text-slate-800 shadow-2xl"
			>
				<h2 id={titleId} className="text-xl font-bold">
					{title}
				</h2>
				<div className="mt-2 text-slate-700">{children}</div>
				<Form
					method="post"
					action={action}
					className="mt-6 flex justify-end gap-3"
					onSubmit={() => dialog.current?.close()}
				>
					{Object.entries(fields).map(([name, value]) => (
						<input key={name} type="hidden" name={name} value={value} />
					))}
					<button
						type="button"
						autoFocus
						{...invoke(dialogId, 'close')}
						onClick={() => dialog.current?.close()}
						className="min-h-11 rounded-md px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
					>
						Cancel
					</button>
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

/**
 * The attributes that make a button open or close the dialog `id` without JavaScript (HTML invoker
 * commands, `commandfor` and `command`; React's types do not know them yet).
 */
function invoke(id: string, command: 'show-modal' | 'close'): Record<string, string> {
	return { commandfor: id, command }
}
