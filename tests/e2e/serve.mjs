/**
 * Starts the production server for the browser tests exactly as production runs it: plain `node`
 * on the build's `server/main.js` (ADR 0016), on a fresh data folder (the folder named by DATA_DIR
 * is emptied first, so every run starts from the seeded demo content).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const dataDir = process.env.DATA_DIR
if (!dataDir || !dataDir.includes('summit-e2e')) throw new Error(`Refusing to clear DATA_DIR=${dataDir}`)
fs.rmSync(dataDir, { recursive: true, force: true })
await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/main.js')).href)
