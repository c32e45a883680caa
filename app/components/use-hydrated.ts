/**
 * Whether JavaScript runs this page: false on the server and in the first render of the browser
 * (so hydration matches), true after. For a part that only works with JavaScript (an editor, a
 * field enabled again by a script), rendered in place of its no-JavaScript form.
 */
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

export function useHydrated(): boolean {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}
