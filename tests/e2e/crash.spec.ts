import { spawnSync } from 'node:child_process'
import { expect, test } from './fixtures.ts'

test.describe('crash safety', () => {
	test('a server killed with SIGKILL mid-burst loses no registration it confirmed', async ({ ports }) => {
		test.setTimeout(180_000)
		// The burst starts (and kills) a server of its own, with its own data folder, on this
		// worker's spare port: the worker's site and other workers are not touched.
		const run = spawnSync(
			process.execPath,
			[
				'--import',
				'tsx',
				'bench/registration-burst.ts',
				'--count',
				'160',
				'--concurrency',
				'20',
				'--crash',
				'--port',
				String(ports.spare),
			],
			{ encoding: 'utf8', timeout: 170_000 },
		)
		const output = `${run.stdout}\n${run.stderr}`
		expect(output, output).toContain('SIGKILL sent to the server')
		const result = JSON.parse(/^RESULT (.+)$/m.exec(output)?.[1] ?? 'null') as {
			accepted: number
			lost: number
			duplicates: number
			serverErrors: number
		} | null
		expect(result, output).not.toBeNull()
		expect(result!.accepted, output).toBeGreaterThan(0)
		expect(result!.lost, output).toBe(0)
		expect(result!.duplicates, output).toBe(0)
		expect(result!.serverErrors, output).toBe(0)
		expect(run.status, output).toBe(0)
	})
})
