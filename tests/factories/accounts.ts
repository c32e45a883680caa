/**
 * Test factory for the ledger's accounts (docs/payments.md): a delegate registered alone, or a group
 * registered by its contact, through the registration itself (`registerAttendee`, `registerGroup`),
 * so each has its fee fixed as registering fixes it. Register for an edition made first
 * (`editionFactory`). Each returns the `Account` the ledger takes; throws when refused.
 */
import type { Database } from '#app/db/connect.server.ts'
import type { Account } from '#app/modules/payments/ledger.server.ts'
import { registerGroup } from '#app/modules/registration/group-registration.server.ts'
import { registerAttendee } from '#app/modules/registration/registration.server.ts'

/** Delegate `n` of Volta Assurance, `Ama Ɔdɔm <n>` unless `name` is given, at `ama<n>@volta.example`. */
export function delegateInput(n: number, name = `Ama Ɔdɔm ${n}`) {
	return {
		name,
		company_name: 'Volta Assurance',
		role: 'Auditor',
		email: `ama${n}@volta.example`,
		whatsapp_number: '+233 24 123 4567',
		contact_number: undefined,
		notice: undefined,
	}
}

/** Registers delegate `n` (`delegateInput`) at `now`: their account. */
export async function registrationAccount(db: Database, now: Date, n = 1, name?: string): Promise<Account> {
	const result = await registerAttendee(db, delegateInput(n, name), now, 'summit.test')
	if (!result.ok) throw new Error(result.message)
	return { kind: 'registration', id: result.attendeeId }
}

/**
 * Registers a group of Gold Coast Bank at `now`, its contact Efua Mensah <efua@goldcoast.example>:
 * `colleagues` names them, or counts them (`Colleague 1`, `Colleague 2`, …). The group's account.
 */
export async function groupAccount(
	db: Database,
	now: Date,
	colleagues: number | readonly string[],
): Promise<Account> {
	const names =
		typeof colleagues === 'number'
			? Array.from({ length: colleagues }, (_, i) => `Colleague ${i + 1}`)
			: colleagues
	const result = await registerGroup(
		db,
		{
			name: 'Efua Mensah',
			email: 'efua@goldcoast.example',
			whatsapp_number: '+233 20 765 4321',
			company_name: 'Gold Coast Bank',
			consent: true,
			colleagues: names.map((name, i) => ({
				name,
				email: `colleague${i + 1}@goldcoast.example`,
				role: 'Auditor',
				whatsapp_number: '+233 24 123 4567',
				index: i,
			})),
		},
		now,
		'summit.test',
	)
	if (!result.ok) throw new Error(result.message)
	return { kind: 'group', id: result.groupId }
}
