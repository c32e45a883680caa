/**
 * `npm run secrets:rotate`: replaces the signing secrets kept in the database with new random ones
 * (ADR 0040; README, "Rotating the signing secrets"), and records it in the activity log.
 *
 *   npm run secrets:rotate                        every secret; mailed tickets still open for 30 days
 *   npm run secrets:rotate -- --grace-days 0      the same, and mailed tickets stop opening at once
 *   npm run secrets:rotate -- --only devices      only the named secrets (comma-separated)
 *
 * Running servers sign with the new secrets within a minute, without a restart. With
 * `SIGNING_SECRET` set, the database keeps no secret: the command changes nothing and says how to
 * rotate that variable instead.
 */
import { parseArgs } from 'node:util'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { writeTransaction } from '#app/db/transaction.ts'
import {
	GRACE_DAYS,
	type Rotation,
	rotateDatabaseSecrets,
	SIGNING_SECRET_NAMES,
	type SigningSecretName,
} from '#app/lib/secrets.server.ts'
import { recordActivity } from '#app/modules/activity/activity.queries.server.ts'
import { runScript } from './run-script.ts'

const USAGE = `Usage: npm run secrets:rotate [-- --grace-days <0 to 365>] [--only <${SIGNING_SECRET_NAMES.join(',')}>]`

/** The options given, or a message saying what is wrong with them. */
function readOptions(): { names: SigningSecretName[]; graceDays: number } | string {
	let values: { 'grace-days'?: string; only?: string }
	try {
		values = parseArgs({
			options: { 'grace-days': { type: 'string' }, only: { type: 'string' } },
			allowPositionals: false,
		}).values
	} catch (error) {
		return error instanceof Error ? error.message : String(error)
	}
	const grace = values['grace-days'] ?? String(GRACE_DAYS)
	if (!/^\d{1,3}$/.test(grace) || Number(grace) > 365)
		return '--grace-days must be a whole number of days from 0 to 365'
	const names =
		values.only === undefined ? [...SIGNING_SECRET_NAMES] : values.only.split(',').map((n) => n.trim())
	const unknown = names.filter((n) => !(SIGNING_SECRET_NAMES as readonly string[]).includes(n))
	if (unknown.length || !names.length)
		return `--only takes secret names among ${SIGNING_SECRET_NAMES.join(', ')} (not ${unknown.join(', ') || 'nothing'})`
	return { names: names as SigningSecretName[], graceDays: Number(grace) }
}

/** What a rotation of `rotation.name` means for the people using the site. */
function consequence(rotation: Rotation, captchaFromEnvironment: boolean): string {
	if (!rotation.replaced) return `${rotation.name}: made (the database kept none)`
	switch (rotation.name) {
		case 'tickets':
			return rotation.previousUntil
				? `tickets and manage links: new ones are signed with the new secret; those mailed before still open until ${rotation.previousUntil}`
				: 'tickets and manage links: those mailed before no longer open. A registrant gets new ones by registering again with the same address (mailed at most once a day); the desk still finds everyone by the short reference'
		case 'devices':
			return 'device cookies: a staff member signing in from a browser they used before counts as a new browser once, then gets a new cookie'
		case 'fallback-questions':
			return 'fallback questions: a form open right now fails its check once; sending it again works'
		case 'altcha-master':
			return captchaFromEnvironment
				? 'captcha: not used while CAPTCHA_SECRET is set (change that variable to rotate the captcha’s secret)'
				: 'captcha: a form open right now fails its check once; sending it again works'
	}
}

await runScript(async ({ db, env }) => {
	const options = readOptions()
	if (typeof options === 'string') {
		console.error(`${options}\n${USAGE}`)
		process.exit(1)
	}
	if (env.SIGNING_SECRET) {
		console.error(
			[
				'Nothing changed: SIGNING_SECRET is set, so every signing secret is derived from it and the database keeps none.',
				'To rotate: give SIGNING_SECRET a new value (e.g. `openssl rand -base64 48`), move the old value to',
				'SIGNING_SECRET_PREVIOUS so that tickets and manage links already mailed keep opening, restart every',
				'server, and remove SIGNING_SECRET_PREVIOUS when they need not open any more (README, "Rotating the signing secrets").',
			].join('\n'),
		)
		process.exit(1)
	}
	await migrateToLatest(db)
	const now = new Date()
	const rotations = await writeTransaction(db, async (trx) => {
		const done = await rotateDatabaseSecrets(trx, options.names, now, options.graceDays)
		await recordActivity(
			trx,
			{
				userId: null,
				username: 'Command line',
				type: 'Rotate Secrets',
				description: `Signing secrets rotated: ${done
					.map((r) =>
						r.previousUntil ? `${r.name} (the previous one verifies until ${r.previousUntil})` : r.name,
					)
					.join(', ')}`,
			},
			now,
		)
		return done
	})
	console.log('New signing secrets are in the database:')
	for (const rotation of rotations) console.log(`- ${consequence(rotation, Boolean(env.CAPTCHA_SECRET))}`)
	console.log('Running servers sign with them within a minute; no restart is needed.')
})
