/**
 * The language switch of the header and the footer (ADR 0059): a link to the page being read in the
 * other language, its query kept. A whole-document link: the next page is rendered, and cached, in
 * its own language. Named in the language it leads to ("Français" / "English").
 */
import { useLocation } from 'react-router'
import { languageTag, localeOfPath, localizedPath } from '#app/lib/i18n/locale.ts'

const NAMES = { en: 'English', fr: 'Français' } as const

/** `compact`: "FR" / "EN" shown, the language's name read (the header on a phone). */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
	const { pathname, search } = useLocation()
	const other = localeOfPath(pathname) === 'fr' ? 'en' : 'fr'
	const tag = languageTag(other)
	return (
		<a href={localizedPath(pathname + search, other)} hrefLang={tag} lang={tag} className={className}>
			{compact ? (
				<>
					<span aria-hidden="true">{other.toUpperCase()}</span>
					<span className="sr-only">{NAMES[other]}</span>
				</>
			) : (
				NAMES[other]
			)}
		</a>
	)
}
