/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, from the site settings'
 * contact address (else the contact page), valid for a year from when it is read, in English
 * (docs/security.md, "Reporting a vulnerability").
 */
import { db as appDb } from '#app/db/db.server.ts'
import type { Handle } from '#app/db/handle.ts'
import { getSettings } from './settings.queries.server.ts'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/** The file's text for the site at `siteUrl`, read at `now`. */
export async function securityTxt(db: Handle, siteUrl: string, now: Date): Promise<string> {
	const settings = await getSettings(db)
	const contact = settings.contact_email
		? `mailto:${settings.contact_email}`
		: new URL('/contact', siteUrl).toString()
	return [
		`Contact: ${contact}`,
		`Expires: ${new Date(now.getTime() + YEAR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
		'Preferred-Languages: en',
		`Canonical: ${new URL('/.well-known/security.txt', siteUrl).toString()}`,
		'',
	].join('\n')
}

/** `securityTxt` on the app's own database. */
export function loadSecurityTxt(siteUrl: string, now: Date): Promise<string> {
	return securityTxt(appDb, siteUrl, now)
}
