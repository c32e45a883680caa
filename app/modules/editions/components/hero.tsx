/**
 * The home page hero: for an upcoming edition its details, countdown, buttons and
 * the Event Rate card, over the hero picture when there is one (darkened, so the white text keeps
 * its contrast); for a past edition only the background video (with a Pause/Play button, and
 * still for visitors who ask for less motion), or the static image when there is no video, it fails
 * to play or the visitor saves data. In the page's language (ADR 0059): staff's texts as they are.
 */
import { useState } from 'react'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { buttonClasses } from '#app/components/ui/button.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { StoredImage } from '#app/components/stored-image.tsx'
import { imageSrcSet, imageUrl } from '#app/lib/images/image-kinds.ts'
import type { EditionView } from '../event-view.server.ts'
import { Countdown } from './countdown.tsx'

/** The hero's buttons, the first (registering) the primary one. */
const CALLS_TO_ACTION = [
	{ to: '/registrants', label: m.pages_hero_register },
	{ to: '/add-sponsorship', label: m.pages_hero_sponsor },
	{ to: '/speakers', label: m.pages_hero_speak },
	{ to: '/contact', label: m.pages_hero_contact },
] as const

export function UpcomingHero({
	siteName,
	edition,
	groupDiscountNote,
	imageKey = null,
}: {
	siteName: string
	/** Null when no edition exists yet: every field shows its fallback text. */
	edition: EditionView | null
	groupDiscountNote: string
	/**
	 * The hero picture (/admin/hero-picture), or null: shown behind the text under a dark veil, as
	 * the page's Largest Contentful Paint (fetched first, ADR 0052).
	 */
	imageKey?: string | null
}) {
	return (
		<section
			aria-labelledby="hero-title"
			className="bg-brand-900 relative overflow-hidden bg-[radial-gradient(circle_at_20%_20%,rgba(251,191,36,0.18),transparent_40%),radial-gradient(circle_at_85%_70%,rgba(16,185,129,0.25),transparent_45%),linear-gradient(135deg,#022c22,#064e3b_55%,#065f46)] text-white"
		>
			{imageKey ? (
				<>
					<StoredImage
						imageKey={imageKey}
						kind="hero"
						alt=""
						sizes="100vw"
						loading="eager"
						defaultWidth={1600}
						className="absolute inset-0 size-full object-cover"
					/>
					{/* The veil: white text over any picture keeps a contrast above 7:1. */}
					<div
						aria-hidden="true"
						data-testid="upcoming-hero-veil"
						className="absolute inset-0 bg-[linear-gradient(90deg,rgba(2,44,34,0.92),rgba(2,44,34,0.82)_60%,rgba(2,44,34,0.7))]"
					/>
				</>
			) : null}
			<div className="relative mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_22rem] lg:items-center">
				<div>
					<p className="text-gold-300 text-sm font-semibold tracking-widest uppercase">
						{m.pages_hero_join_us()}
					</p>
					<h1 id="hero-title" className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">
						{siteName}
						{edition ? ` ${edition.year}` : null}
					</h1>
					<p className="text-brand-50 mt-4 max-w-2xl text-lg sm:text-xl" data-testid="hero-theme">
						{edition?.theme ? (
							<>
								<span className="text-gold-300 font-semibold">{m.pages_hero_theme()}</span>
								{edition.theme}
							</>
						) : (
							m.pages_hero_theme_soon()
						)}
					</p>
					<dl className="mt-6 grid gap-3 text-base sm:grid-cols-3">
						<HeroFact
							label={m.pages_hero_venue()}
							value={edition?.venue ?? m.pages_hero_venue_soon()}
							href={edition?.venueMapHref ?? null}
							testId="hero-venue"
						/>
						<HeroFact
							label={m.pages_hero_date()}
							value={edition?.dateText ?? m.pages_hero_date_soon()}
							testId="hero-date"
						/>
						<HeroFact
							label={m.pages_hero_time()}
							value={edition?.timeText ?? m.pages_hero_time_soon()}
							testId="hero-time"
						/>
					</dl>
					{edition?.startsAt && edition.secondsLeft !== null ? (
						<div className="mt-8">
							<Countdown
								startsAt={edition.startsAt}
								secondsLeft={edition.secondsLeft}
								serverNow={edition.serverNow}
							/>
						</div>
					) : null}
					<div className="mt-8 flex flex-wrap gap-3">
						{CALLS_TO_ACTION.map(({ to, label }, i) => (
							<SiteLink key={to} to={to} className={buttonClasses(i === 0 ? 'primary' : 'outline')}>
								{label()}
							</SiteLink>
						))}
					</div>
				</div>
				{edition?.fee ? <FeeCard fee={edition.fee} groupDiscountNote={groupDiscountNote} /> : null}
			</div>
		</section>
	)
}

/** One fact of the hero (venue, date, time); a link to `href` when given (the venue's map). */
function HeroFact({
	label,
	value,
	href = null,
	testId,
}: {
	label: string
	value: string
	href?: string | null
	testId: string
}) {
	return (
		<div className="rounded-lg bg-white/5 px-4 py-3 ring-1 ring-white/15">
			<dt className="text-gold-300 text-xs font-semibold tracking-wide uppercase">{label}</dt>
			<dd className="mt-1 font-medium" data-testid={testId}>
				{href ? (
					<a href={href} rel="noopener noreferrer" className="underline underline-offset-4 hover:text-white">
						{value}
						<span className="sr-only">{m.pages_hero_map()}</span>
					</a>
				) : (
					value
				)}
			</dd>
		</div>
	)
}

function FeeCard({
	fee,
	groupDiscountNote,
}: {
	fee: NonNullable<EditionView['fee']>
	groupDiscountNote: string
}) {
	return (
		<aside aria-labelledby="fee-title" className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl">
			<h2 id="fee-title" className="text-brand-900 text-lg font-bold">
				{m.pages_hero_event_rate()}
			</h2>
			{fee.earlyBird ? (
				<div className="bg-gold-400/15 ring-gold-500/40 mt-4 rounded-lg p-4 ring-1">
					<p className="text-gold-700 text-sm font-semibold">{m.pages_hero_early_bird()}</p>
					<p className="text-brand-900 text-3xl font-extrabold" data-testid="fee-early-bird">
						{fee.earlyBird.amount}
					</p>
					<p className="text-sm text-slate-700">{m.pages_hero_until({ date: fee.earlyBird.until })}</p>
				</div>
			) : null}
			<div className="mt-4">
				<p className="text-sm font-semibold text-slate-600">{m.pages_hero_regular()}</p>
				<p
					className={
						fee.earlyBird ? 'text-xl font-bold text-slate-700' : 'text-brand-900 text-3xl font-extrabold'
					}
					data-testid="fee-regular"
				>
					{fee.regular}
				</p>
			</div>
			{groupDiscountNote ? (
				<p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">{groupDiscountNote}</p>
			) : null}
		</aside>
	)
}

export function PastHero({
	title,
	tookPlace,
	imageKey,
	videoUrl,
}: {
	title: string
	/** "The 2025 summit took place on … at …." */
	tookPlace: string
	imageKey: string | null
	videoUrl: string | null
}) {
	const [videoFailed, setVideoFailed] = useState(false)
	const showVideo = videoUrl !== null && !videoFailed
	return (
		<section
			aria-labelledby="past-hero-title"
			data-testid="past-hero"
			className="bg-brand-900 relative flex min-h-[60vh] items-end overflow-hidden"
		>
			<div className="relative z-10 w-full bg-gradient-to-t from-black/85 via-black/60 to-transparent px-4 pt-24 pb-20 sm:pb-10">
				<div className="mx-auto max-w-7xl text-white">
					<h1 id="past-hero-title" className="text-3xl font-extrabold break-words sm:text-5xl">
						{title}
					</h1>
					<p className="mt-3 max-w-2xl text-lg">{tookPlace}</p>
					<p className="mt-1 max-w-2xl text-lg">{m.pages_hero_next_edition_soon()}</p>
					<SiteLink
						to="/next-edition"
						className="bg-gold-400 text-brand-900 hover:bg-gold-300 mt-5 inline-flex min-h-11 items-center rounded-md px-5 font-bold"
					>
						{m.pages_hero_tell_me_next()}
					</SiteLink>
				</div>
			</div>
			{imageKey ? (
				<img
					src={imageUrl(imageKey, 1600)}
					srcSet={imageSrcSet(imageKey, 'hero')}
					sizes="100vw"
					width={1600}
					height={900}
					alt=""
					data-testid="past-hero-image"
					className="absolute inset-0 size-full object-cover"
				/>
			) : null}
			{showVideo ? (
				<video
					className="absolute inset-0 size-full object-cover"
					autoPlay
					muted
					loop
					playsInline
					aria-hidden="true"
					data-remove-on-error
					onError={() => setVideoFailed(true)}
				>
					<source src={videoUrl} onError={() => setVideoFailed(true)} />
				</video>
			) : null}
			{showVideo ? (
				// Shown and wired by the page's script (static-page-script.js), which sets its label from
				// `data-pause-label` and `data-play-label`, in the page's language.
				<button
					type="button"
					hidden
					data-video-toggle
					data-pause-label={m.pages_hero_pause_video()}
					data-play-label={m.pages_hero_play_video()}
					aria-pressed="false"
					className="text-brand-900 absolute right-4 bottom-4 z-20 min-h-11 rounded-md bg-white/90 px-4 text-sm font-semibold shadow hover:bg-white"
				>
					{m.pages_hero_pause_video()}
				</button>
			) : null}
		</section>
	)
}
