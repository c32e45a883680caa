/**
 * The per-request CSP nonce, handed from entry.server.tsx to the `<Scripts>` of
 * root.tsx. Empty in the browser, where the nonce is not needed after the page has loaded.
 */
import { createContext, type ReactNode, useContext } from 'react'

const NonceContext = createContext('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
	return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

/** The nonce of the current server render ('' in the browser). */
export function useNonce(): string {
	return useContext(NonceContext)
}
