/** What the scripts share: the environment, the database and the file store. */
export { env } from '#app/lib/env.server.ts'
export { db } from '#app/db/db.server.ts'
export { fileStore, mailFileStore } from '#app/lib/storage/file-store.server.ts'
