/**
 * A message dialog (Success / Error dialogs). Rendered open by the server so it works
 * without JavaScript (closed by a `method="dialog"` form); after hydration (or, on a page sent
 * without React, by `static-page-script.js`) it becomes a real modal (focus trapped, Escape closes,
 * backdrop).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

export interface MessageDialogProps {
	tone: 'success' | 'error' | 'warning'
	title: string
	children: ReactNode
	/** Label of the closing button. */
	closeLabel?: string
	/** Called after the dialog closes (button, Escape). */
	onClose?: () => void
	/** The address to show once the dialog is closed, e.g. `/` for `/?registered=1` (no new history entry). */
	closeUrl?: string
}

const tones = {
	success: { ring: 'border-t-brand-600', icon: '✓', iconClass: 'bg-brand-100 text-brand-700' },
	error: { ring: 'border-t-red-600', icon: '!', iconClass: 'bg-red-100 text-red-700' },
	warning: { ring: 'border-t-gold-500', icon: '!', iconClass: 'bg-amber-100 text-amber-800' },
} as const

export function MessageDialog({
	tone,
	title,
	children,
	closeLabel = 'OK',
	onClose,
	closeUrl,
}: MessageDialogProps) {
	const ref = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(true)
	const titleId = useId()
	const bodyId = useId()

	useEffect(() => {
		const dialog = ref.current
		if (!dialog || !dialog.open || typeof dialog.showModal !== 'function') return
		// Re-open as a modal. Removing the attribute (rather than calling close()) fires no `close` event.
		dialog.removeAttribute('open')
		dialog.showModal()
	}, [])

	if (!open) return null
	const style = tones[tone]
	return (
		<dialog
			ref={ref}
			open
			data-message-dialog
			data-close-url={closeUrl}
			role={tone === 'success' ? 'dialog' : 'alertdialog'}
			aria-labelledby={titleId}
			aria-describedby={bodyId}
			onClose={() => {
				setOpen(false)
				if (closeUrl) window.history.replaceState(window.history.state, '', closeUrl)
				onClose?.()
			}}
			className={`fixed inset-0 z-50 m-auto w-[min(92vw,28rem)] rounded-xl border-t-8 bg-white p-6 text-slate-800 shadow-2xl ${style.ring}`}
		>
			<div className="flex items-start gap-4">
				<span
					aria-hidden="true"
					className={`flex size-10 shrink-0 items-center justify-center rounded-full text-xl font-bold ${style.iconClass}`}
				>
					{style.icon}
				</span>
				<div>
					<h2 id={titleId} className="text-xl font-bold">
						{title}
					</h2>
					<div id={bodyId} className="mt-2 text-slate-700">
						{children}
					</div>
				</div>
			</div>
			<form method="dialog" className="mt-6 flex justify-end">
				<button
					autoFocus
					className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-md px-6 font-semibold text-white"
				>
					{closeLabel}
				</button>
			</form>
		</dialog>
	)
}
