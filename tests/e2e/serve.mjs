/**
 * Starts the production server for the browser tests exactly as production runs it: plain `node`
 * on the build's `server/main.js`, on a fresh data folder (the folder named by DATA_DIR is emptied
 * first, so every start begins from the seeded demo content, or from nothing when
 * SEED_DEMO_CONTENT=false).
 *
 * Started by tests/e2e/support/site-server.ts with an IPC channel: it tells the parent when the
 * server listens on PORT (`{ listening: port }`), and when the parent goes away, even without a
 * teardown, the server stops too and removes its data folder.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const dataDir = process.env.DATA_DIR
if (!dataDir || !dataDir.includes('summit-e2e')) throw new Error(`Refusing to clear DATA_DIR=${dataDir}`)
fs.rmSync(dataDir, { recursive: true, force: true })

if (process.send) {
	const port = Number(process.env.PORT)
	const listen = net.Server.prototype.listen
	net.Server.prototype.listen = function (...args) {
		this.once('listening', () => {
			const address = this.address()
			if (typeof address === 'object' && address?.port === port) process.send?.({ listening: port })
		})
		return listen.apply(this, args)
	}
	process.on('disconnect', () => {
		// Nobody is left to remove the data folder: the server does it as it exits.
		process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))
		process.kill(process.pid, 'SIGTERM')
	})
	// The channel must not keep the process alive on its own once the server has closed.
	process.channel?.unref()
}
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/main.js')).href)
