/**
 * Content in English and French side by side in the back office (ADR 0059): a pair of fields, the
 * English one as it always was and its French twin beside it from `md` up (stacked on phones), the
 * French one flagged "Needs translating" while it is empty; and the "Needs French" badge a list
 * shows on a row whose French texts are missing. French fields are labelled in French with
 * "(French)" after them ("Titre (French)"), so no French label contains its English one's words.
 */
import type { ReactNode } from 'react'

/** The amber "Needs translating" flag beside a French field left empty. */
export function NeedsTranslating() {
	return (
		<span
			className="ml-2 inline-block rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300"
			data-testid="needs-translating"
		>
			Needs translating
		</span>
	)
}

/** A list row's badge: some text of the row has no French yet. */
export function NeedsFrenchBadge() {
	return (
		<span
			className="inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300"
			data-testid="needs-french"
		>
			Needs French
		</span>
	)
}

/**
 * A French field's label: `name` (the field's name in French, e.g. "Titre"), then "(French)", then
 * the "Needs translating" flag when `missing`.
 */
export function frenchLabel(name: string, missing: boolean): ReactNode {
	return (
		<>
			{name} (French)
			{missing ? <NeedsTranslating /> : null}
		</>
	)
}

/** The hint under every French field: what an empty one does. */
export const FRENCH_HINT = 'Shown on French pages. Left empty, French pages show the English.'

/**
 * Two fields side by side from `md` up, stacked on phones: `english` on the left (or above),
 * `french` on the right (or below).
 */
export function TranslationPair({ english, french }: { english: ReactNode; french: ReactNode }) {
	return (
		<div className="grid gap-5 md:grid-cols-2" data-testid="translation-pair">
			<div className="min-w-0">{english}</div>
			<div className="min-w-0">{french}</div>
		</div>
	)
}
