/**
 * What the public read API's routes call (docs/api.md): the answers of
 * `public-api-answers.server.ts` on the app's database, at its `SITE_URL`, now.
 */
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import * as answers from './public-api-answers.server.ts'

/** The app's database, origin and clock, read at each call. */
const deps = (): answers.PublicApiDeps => ({ db, siteUrl: env.SITE_URL, now: () => new Date() })

/** `GET /api/v1/edition`. */
export const editionApi = (request: Request) => answers.answerEdition(deps(), request)
/** `GET /api/v1/sessions`. */
export const sessionsApi = (request: Request) => answers.answerSessions(deps(), request)
/** `GET /api/v1/sessions/{sessionId}`. */
export const sessionApi = (request: Request, id: string | undefined) =>
	answers.answerSession(deps(), request, id)
/** `GET /api/v1/speakers`. */
export const speakersApi = (request: Request) => answers.answerSpeakers(deps(), request)
/** `GET /api/v1/speakers/{speakerId}`. */
export const speakerApi = (request: Request, id: string | undefined) =>
	answers.answerSpeaker(deps(), request, id)
/** `GET /api/v1/sponsors`. */
export const sponsorsApi = (request: Request) => answers.answerSponsors(deps(), request)
/** `GET /api/v1/posts`. */
export const postsApi = (request: Request) => answers.answerPosts(deps(), request)
/** `GET /api/v1/posts/{postId}`. */
export const postApi = (request: Request, id: string | undefined) => answers.answerPost(deps(), request, id)
