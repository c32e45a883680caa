/**
 * Whether staff-written content is public, as a labelled badge in a back-office list or form
 * header: grey for a draft, amber for scheduled, green for published. The status is said in words
 * (`label`), never by colour alone. Used by blog posts and practical pages.
 */
export type PublicationStatus = 'draft' | 'scheduled' | 'published'

const TONES: Record<PublicationStatus, string> = {
	draft: 'bg-slate-100 text-slate-800 ring-slate-300',
	scheduled: 'bg-amber-50 text-amber-900 ring-amber-300',
	published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
}

/** The badge of `status`, reading `label` ("Draft", "Published"…). */
export function PublicationBadge({ status, label }: { status: PublicationStatus; label: string }) {
	return (
		<span
			className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
		>
			{label}
		</span>
	)
}
