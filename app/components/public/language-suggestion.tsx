/**
 * The suggestion to read an English page in French (ADR 0059): a visitor whose browser prefers
 * French (`navigator.languages`) sees, on an English page, a small notice in French linking to the
 * page's French twin, until they dismiss it (remembered in `localStorage`). It is decided in the
 * browser: the server renders the same page for everyone, hidden, so pages stay cacheable, and a
 * shared link is never redirected. On a page sent without React, `static-page-script.js` shows it
 * the same way; keep the two in step.
 */
import { useState, useSyncExternalStore } from 'react'
import { useLocation, useMatches } from 'react-router'
import { localeOfPath, localizedPath } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'

/** The `localStorage` key set to "1" once the visitor dismissed the suggestion. */
export const SUGGESTION_DISMISSED_KEY = 'summit:language-suggestion-dismissed'

/**
 * Whether a browser whose preferred languages are `languages` (BCP 47 tags, most preferred first,
 * as `navigator.languages`) prefers French to English: the first of them that is one of the site's
 * languages is French (`fr-FR`, `de, fr` do; `en-GB, fr` does not).
 */
export function prefersFrench(languages: readonly string[]): boolean {
	for (const tag of languages) {
		const primary = tag.toLowerCase().split('-')[0]
		if (primary === 'fr') return true
		if (primary === 'en') return false
	}
	return false
}

function dismissed(): boolean {
	try {
		return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1'
	} catch {
		return false
	}
}

/** Whether this browser prefers French and has not dismissed the suggestion. */
function wantsSuggestion(): boolean {
	return prefersFrench(navigator.languages ?? [navigator.language]) && !dismissed()
}

/** Dismissing in another tab hides it here too. */
function subscribeToStorage(onChange: () => void): () => void {
	window.addEventListener('storage', onChange)
	return () => window.removeEventListener('storage', onChange)
}

/** The notice, on English pages that have a French twin (every public page but the 404 page). */
export function LanguageSuggestion() {
	const { pathname, search } = useLocation()
	const matches = useMatches()
	// False on the server and while hydrating, then the browser's answer: the page is the same for all.
	const wanted = useSyncExternalStore(subscribeToStorage, wantsSuggestion, () => false)
	const [closed, setClosed] = useState(false)
	const notFound = matches[matches.length - 1]?.id === 'routes/public/not-found'
	const english = localeOfPath(pathname) === 'en' && !notFound
	if (!english) return null
	const dismiss = () => {
		try {
			window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1')
		} catch {
			// Private browsing without storage: dismissed for this page only.
		}
		setClosed(true)
	}
	const fr = { locale: 'fr' } as const
	return (
		<div
			role="region"
			aria-label={m.suggest_region({}, fr)}
			lang="fr"
			data-language-suggestion={localizedPath(pathname, 'fr')}
			hidden={!wanted || closed}
			onKeyDown={(event) => {
				if (event.key === 'Escape') dismiss()
			}}
			className="border-brand-200 text-brand-900 fixed right-4 bottom-4 left-4 z-40 flex items-center gap-3 rounded-md border bg-white p-3 text-sm shadow-lg sm:right-auto sm:max-w-sm"
		>
			<p className="flex-1">
				{m.suggest_notice({}, fr)}{' '}
				<a href={localizedPath(pathname + search, 'fr')} hrefLang="fr" className="font-semibold underline">
					{m.suggest_link({}, fr)}
				</a>
			</p>
			<button
				type="button"
				data-dismiss-suggestion
				onClick={dismiss}
				className="hover:bg-brand-50 rounded px-2 py-1 font-semibold"
			>
				{m.suggest_dismiss({}, fr)}
			</button>
		</div>
	)
}
