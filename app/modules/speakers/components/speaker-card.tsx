/**
 * A speaker's card on /speakers (photo, title plus full name, designation, role, Read more...), and
 * the portrait and name the profile page shows the same way. In the page's language (ADR 0059).
 */
import { SiteLink } from '#app/components/public/site-link.tsx'
import { FALLBACK_IMAGE, StoredImage } from '#app/components/stored-image.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { speakerRoleLabel } from '../speaker-roles.ts'

export interface SpeakerCardData {
	id: number
	title: string
	full_name: string
	designation: string
	role: string | null
	image_key: string | null
}

/** How the public site names a speaker: title, then full name ("Dr. Abena Asantewaa"). */
export function speakerName(speaker: Pick<SpeakerCardData, 'title' | 'full_name'>): string {
	return `${speaker.title} ${speaker.full_name}`
}

/**
 * A speaker's square photo, described as their portrait; the site's fallback picture when they have
 * none. `sizes` is the `img` attribute for the layout it sits in.
 */
export function SpeakerPortrait({
	speaker,
	sizes,
	loading,
	className,
}: {
	speaker: Pick<SpeakerCardData, 'title' | 'full_name' | 'image_key'>
	sizes: string
	loading?: 'eager'
	className: string
}) {
	return (
		<StoredImage
			imageKey={speaker.image_key}
			kind="speaker"
			alt={m.pages_speakers_portrait({ name: speakerName(speaker) })}
			sizes={sizes}
			fallbackSrc={FALLBACK_IMAGE}
			loading={loading}
			className={className}
		/>
	)
}

/** A speaker's card in the speakers' grid; `first`: the grid's first card, whose portrait is fetched at once. */
export function SpeakerCard({ speaker, first = false }: { speaker: SpeakerCardData; first?: boolean }) {
	const name = speakerName(speaker)
	return (
		<li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
			<SpeakerPortrait
				speaker={speaker}
				loading={first ? 'eager' : undefined}
				// The card's width in the speakers' grid (`routes/public/speakers.tsx`: 16 px padding each
				// side; two columns from 360 px, 16 px apart, 24 px from 640 px; four from 1024 px).
				sizes="(min-width: 1024px) 280px, (min-width: 640px) calc(50vw - 28px), (min-width: 360px) calc(50vw - 24px), calc(100vw - 32px)"
				className="aspect-square w-full object-cover"
			/>
			<div className="flex flex-1 flex-col p-3 sm:p-5">
				<h3 className="text-base font-bold break-words text-slate-900 sm:text-lg">{name}</h3>
				<p className="mt-1 text-sm text-slate-700 sm:text-base">{speaker.designation}</p>
				<p className="text-gold-700 mt-1 text-sm font-semibold">{speakerRoleLabel(speaker.role)}</p>
				<SiteLink
					to={`/speakers/${speaker.id}`}
					className="text-brand-700 hover:text-brand-900 mt-auto pt-4 text-sm font-semibold underline"
				>
					{m.pages_speakers_read_more()}
					<span className="sr-only">{m.pages_speakers_read_more_about({ name })}</span>
				</SiteLink>
			</div>
		</li>
	)
}
