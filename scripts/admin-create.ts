/**
 * `npm run admin:create`: creates an Administrator on a fresh deployment.
 * Asks for the email, full name and password (hidden), or takes them from ADMIN_EMAIL, ADMIN_NAME and
 * ADMIN_PASSWORD. Refuses a taken email, and a password shorter than 10 characters or too easy to
 * guess (the users module's `createAdministrator`, ADR 0056).
 */
import readline from 'node:readline/promises'
import { Writable } from 'node:stream'
import { z } from 'zod'
import { migrateToLatest } from '#app/db/migrate.server.ts'
import { createAdministrator } from '#app/modules/users/user-admin.server.ts'
import { runScript } from './run-script.ts'

const Input = z.object({
	email: z.email('Enter a valid email address'),
	name: z.string().trim().min(1, 'Full name is required').max(120),
	password: z.string().min(10, 'Password must be at least 10 characters').max(128),
})

let muted = false
let terminal: readline.Interface | undefined
let pipedLines: AsyncIterator<string> | undefined

/**
 * Asks one question. On a terminal the typing of a hidden answer (password) is not echoed; from a
 * pipe, answers are read line by line.
 */
async function ask(question: string, hidden = false): Promise<string> {
	if (!process.stdin.isTTY) {
		process.stdout.write(`${question}\n`)
		pipedLines ??= readline.createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]()
		const { value } = await pipedLines.next()
		return String(value ?? '').trim()
	}
	terminal ??= readline.createInterface({
		input: process.stdin,
		output: new Writable({
			write(chunk, _encoding, callback) {
				if (!muted) process.stdout.write(chunk)
				callback()
			},
		}),
		terminal: true,
	})
	const answer = terminal.question(question)
	muted = hidden
	const value = await answer
	if (muted) process.stdout.write('\n')
	muted = false
	return value.trim()
}

await runScript(async ({ db, env }) => {
	await migrateToLatest(db)
	const parsed = Input.safeParse({
		email: env.ADMIN_EMAIL ?? (await ask('Email: ')),
		name: env.ADMIN_NAME ?? (await ask('Full name: ')),
		password: env.ADMIN_PASSWORD ?? (await ask('Password (at least 10 characters, hard to guess): ', true)),
	})
	terminal?.close()
	process.stdin.pause()
	if (!parsed.success) {
		console.error(parsed.error.issues.map((i) => i.message).join('\n'))
		process.exit(1)
	}
	const result = await createAdministrator(
		db,
		{ fullName: parsed.data.name, email: parsed.data.email, password: parsed.data.password },
		new Date(),
		{ source: 'command line' },
	)
	if (!result.ok) {
		console.error(
			result.reason === 'email-taken'
				? `A user with the email ${parsed.data.email.toLowerCase()} already exists.`
				: result.message,
		)
		process.exit(1)
	}
	console.log(`Administrator ${parsed.data.email.toLowerCase()} created. Sign in at /admin/login.`)
})
