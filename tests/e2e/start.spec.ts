/**
 * Starting the production server as a deployment does: a missing `SITE_URL` in production stops it
 * with one readable line; its files are its user's only; a good start names the address
 * it really listens on and prints no warning.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, serverEnv } from './support/site-server.ts'

const main = path.join(process.env.BUILD_DIR ?? 'build', 'server/main.js')

/**
 * Runs the built server with `env` until it exits or its output contains `until`; resolves its
 * output (stdout and stderr together) and exit code (null when stopped by us).
 */
async function runServer(env: Record<string, string>, until?: string) {
	const child = spawn(process.execPath, [main], { env: { ...process.env, ...env } })
	let output = ''
	const collect = (chunk: Buffer) => {
		output += chunk.toString('utf8')
		if (until && output.includes(until)) child.kill('SIGTERM')
	}
	child.stdout.on('data', collect)
	child.stderr.on('data', collect)
	const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
	const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)))
	clearTimeout(timer)
	return { output, code }
}

test.describe('starting the production server', () => {
	let dataDir: string
	test.beforeEach(async () => {
		dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'summit-e2e-start-'))
	})
	test.afterEach(async () => {
		await fs.rm(dataDir, { recursive: true, force: true })
	})

	test('in production without SITE_URL it refuses to start, saying why in one message', async () => {
		const port = await freePort()
		const { output, code } = await runServer({ ...serverEnv(port, dataDir, false), SITE_URL: '' })
		expect(code).toBe(1)
		expect(output).toContain('SITE_URL: must be set in production: the public address')
		expect(output).not.toMatch(/^\s+at /m)
	})

	test('its files are readable by its user only; an older release’s looser ones are tightened, in one log line', async () => {
		const database = path.join(dataDir, 'summit.db')
		const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777
		await runServer(serverEnv(await freePort(), dataDir, false), 'Summit is serving on')
		expect(await modeOf(dataDir)).toBe(0o700)
		expect(await modeOf(database)).toBe(0o600)

		// As an older release left them.
		await fs.chmod(dataDir, 0o755)
		await fs.chmod(database, 0o644)
		const { output } = await runServer(serverEnv(await freePort(), dataDir, false), 'Summit is serving on')
		const lines = output.split('\n').filter((line) => line.includes('readable by the server'))
		expect(lines).toHaveLength(1)
		expect(lines[0]).toContain(`${dataDir} (0755 → 0700)`)
		expect(lines[0]).toContain(`${database} (0644 → 0600)`)
		expect(await modeOf(dataDir)).toBe(0o700)
		expect(await modeOf(database)).toBe(0o600)
	})

	test('it names the address it listens on, and prints no warning', async () => {
		const port = await freePort()
		const { output } = await runServer(serverEnv(port, dataDir, false), 'Summit is serving on')
		expect(output).toContain(`Summit is serving on http://127.0.0.1:${port}`)
		expect(output).not.toMatch(/warn|deprecat/i)
	})
})
