/**
 * Starts the production server for the browser tests on a fresh data folder (the folder named by
 * DATA_DIR is emptied first, so every run starts from the seeded demo content).
 */
import fs from 'node:fs'

const dataDir = process.env.DATA_DIR
if (!dataDir || !dataDir.includes('summit-e2e')) throw new Error(`Refusing to clear DATA_DIR=${dataDir}`)
fs.rmSync(dataDir, { recursive: true, force: true })
await import('../../server/main.ts')
