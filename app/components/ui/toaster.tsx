/**
 * Shows the one-time message of the page (success, error or warning), announced to screen readers,
 * dismissible, and gone by itself after 6 seconds once JavaScript runs, but never while the pointer
 * is over it or the focus is in it (WCAG 2.2.1): the 6 seconds start again when it is left.
 */
import { useEffect, useState } from 'react'

export interface ToastMessage {
	id: string
	type: 'success' | 'error' | 'warning'
	title: string
	description?: string
}

const tones = {
	success: 'border-brand-600 bg-brand-50 text-brand-900',
	error: 'border-red-600 bg-red-50 text-red-900',
	warning: 'border-gold-500 bg-amber-50 text-amber-900',
} as const

/** Render with `key={toast.id}` so each new message starts visible. */
export function Toaster({ toast }: { toast: ToastMessage }) {
	const [visible, setVisible] = useState<ToastMessage | null>(toast)
	const [held, setHeld] = useState({ pointer: false, focus: false })
	const paused = held.pointer || held.focus
	useEffect(() => {
		if (paused) return
		const timer = setTimeout(() => setVisible(null), 6000)
		return () => clearTimeout(timer)
	}, [paused])
	if (!visible) return null
	return (
		<div
			role={visible.type === 'error' ? 'alert' : 'status'}
			data-testid="toast"
			onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
			onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
			onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }))
			}}
			className={`fixed right-4 bottom-4 z-50 w-[min(92vw,24rem)] rounded-lg border-l-4 p-4 shadow-xl ${tones[visible.type]}`}
		>
			<div className="flex items-start justify-between gap-4">
				<div>
					<p className="font-bold">{visible.title}</p>
					{visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
				</div>
				<button
					type="button"
					onClick={() => setVisible(null)}
					className="-m-1 rounded p-1 text-lg leading-none"
					aria-label="Dismiss message"
				>
					×
				</button>
			</div>
		</div>
	)
}
