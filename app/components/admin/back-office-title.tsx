/**
 * The document title of a list screen, "{name} | Back office", rendered by the screen's frame
 * (`ListScreen`, the registration lists, the dashboard) so that their route modules export no
 * `meta`; React places the `<title>` in the document's head. Form screens, whose titles name the
 * record they change, export `meta` from their loader data; an error page renders its own title
 * (`GeneralErrorBoundary`).
 */
import { useMatches } from 'react-router'

/** What a back-office route module's `handle` says about its screen. */
export interface BackOfficeHandle {
	/**
	 * The screen's name: its breadcrumb ("Dashboard > Speakers") and a list screen's heading and
	 * title; or, for a route module serving several screens, a function of its loader data.
	 */
	breadcrumb: string | ((data: unknown) => string)
}

export function BackOfficeTitle({ name }: { name: string }) {
	return <title>{`${name} | Back office`}</title>
}

/** The current screen's name: the `breadcrumb` of the deepest route whose `handle` has one. */
export function useScreenName(): string {
	const matches = useMatches()
	const match = [...matches]
		.reverse()
		.find((m) => (m.handle as Partial<BackOfficeHandle> | undefined)?.breadcrumb)
	const breadcrumb = (match?.handle as BackOfficeHandle | undefined)?.breadcrumb ?? ''
	return typeof breadcrumb === 'function' ? breadcrumb(match?.data) : breadcrumb
}
