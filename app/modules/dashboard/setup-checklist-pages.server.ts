/**
 * The dashboard's set-up checklist for its route (ADR 0055): `setupChecklist` on the app's database
 * and the server's mail settings, for an Administrator only.
 */
import { db } from '#app/db/db.server.ts'
import type { AuthUser } from '#app/lib/auth/auth.server.ts'
import { env } from '#app/lib/env.server.ts'
import { type SetupChecklistData, setupChecklist } from './setup-checklist.server.ts'

/**
 * The checklist `viewer` sees on the dashboard: null for a User (setting up is an Administrator's
 * work) and once every step is done.
 */
export function loadSetupChecklist(viewer: AuthUser): Promise<SetupChecklistData | null> {
	if (viewer.role !== 'Administrator') return Promise.resolve(null)
	return setupChecklist(db, new Date(), { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })
}
