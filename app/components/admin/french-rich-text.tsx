/**
 * A French rich text (a blog post's or a practical page's French body, ADR 0059) under a disclosure
 * below its English one: two full editors side by side are too narrow to write in, so the French one
 * opens under the English. The disclosure starts open when a French text is saved, closed (its
 * summary flagged "Needs translating" when the English is written) when there is none; its editor
 * has its own `data-testid`, `rich-text-editor-fr`.
 */
import { type ReactNode, useState } from 'react'
import { NeedsTranslating } from './french-fields.tsx'

export function FrenchRichText({
	summary,
	hasFrench,
	missing,
	children,
}: {
	/** The disclosure's title, for example "Contenu (French)". */
	summary: string
	/** Whether a French text is saved: the disclosure starts open. */
	hasFrench: boolean
	/** Whether the English is written and the French is not: flagged. */
	missing: boolean
	/** The French field (a `RichTextField` with `testId="rich-text-editor-fr"`). */
	children: ReactNode
}) {
	// React keeps the open state it renders: follow the visitor's toggles so a re-render keeps them.
	const [open, setOpen] = useState(hasFrench)
	return (
		<details
			open={open}
			onToggle={(event) => setOpen(event.currentTarget.open)}
			className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
			data-testid="french-rich-text"
		>
			<summary className="cursor-pointer text-sm font-semibold text-slate-800">
				{summary}
				{missing ? <NeedsTranslating /> : null}
				<span className="ml-2 font-normal text-slate-600">Shown on French pages</span>
			</summary>
			<div className="mt-3">{children}</div>
		</details>
	)
}
