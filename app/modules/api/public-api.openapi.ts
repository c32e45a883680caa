/**
 * The public read API's operations in the OpenAPI document (docs/api.md): the edition, sessions,
 * speakers, sponsors and blog posts, each answered with the Zod schema that shapes the response
 * (`public-api.schema.ts`), and its refusals with the problem schema (`problem.schema.ts`).
 */
import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from 'zod-openapi'
import { problemResponses } from './problem.schema.ts'
import {
	editionResponseSchema,
	langSchema,
	postListSchema,
	postResponseSchema,
	sessionListSchema,
	sessionResponseSchema,
	speakerListSchema,
	speakerResponseSchema,
	sponsorListSchema,
} from './public-api.schema.ts'

const langQuery = z.object({ lang: langSchema.optional() })

const categoryParam = (of: string) =>
	z
		.int()
		.positive()
		.optional()
		.meta({
			description: `Only the ${of} of this category (its id). An unknown id gives an empty list.`,
			example: 1,
		})

const idParam = (name: string, noun: string) =>
	z.object({
		[name]: z
			.int()
			.positive()
			.meta({
				description: `The ${noun}’s id. One that is not a positive integer names nothing: 404.`,
				example: 1,
			}),
	})

/** A 200 with `schema` as JSON, its ETag, and the 304 a client gets when its copy is current. */
function readResponses(
	schema: z.ZodType,
	description: string,
	...problems: (400 | 404)[]
): ZodOpenApiResponsesObject {
	return {
		'200': {
			description,
			headers: z.object({
				ETag: z.string().meta({ description: 'A strong tag of the body: send it back in `If-None-Match`.' }),
				'Cache-Control': z.string().meta({ description: 'Shared caches may keep it for 60 s.' }),
				'Access-Control-Allow-Origin': z.literal('*'),
				'Content-Language': z.enum(['en', 'fr']),
			}),
			content: { 'application/json': { schema } },
		},
		'304': { description: 'Not Modified: the `If-None-Match` tag is the current one; no body.' },
		...problemResponses(...problems),
	}
}

function operation(op: ZodOpenApiOperationObject): { get: ZodOpenApiOperationObject } {
	return { get: op }
}

/** The public read API's paths, keyed by their path under the server URL (`/api/v1`). */
export const publicApiPaths: ZodOpenApiPathsObject = {
	'/edition': operation({
		operationId: 'getEdition',
		tags: ['Edition'],
		summary: 'The current edition',
		description:
			'The edition the site shows: the next one, or the latest past one when none is ahead. Its dates, days, venue and fees. 404 before any edition is announced.',
		requestParams: { query: langQuery },
		responses: readResponses(editionResponseSchema, 'The current edition.', 400, 404),
	}),
	'/sessions': operation({
		operationId: 'listSessions',
		tags: ['Agenda'],
		summary: 'The agenda’s sessions',
		description:
			'Every session of the current edition, in time order; an empty list before there is an edition.',
		requestParams: { query: langQuery },
		responses: readResponses(sessionListSchema, 'The sessions, in time order.', 400),
	}),
	'/sessions/{sessionId}': operation({
		operationId: 'getSession',
		tags: ['Agenda'],
		summary: 'One session',
		description: 'A session of the current edition.',
		requestParams: { path: idParam('sessionId', 'session'), query: langQuery },
		responses: readResponses(sessionResponseSchema, 'The session.', 400, 404),
	}),
	'/speakers': operation({
		operationId: 'listSpeakers',
		tags: ['Speakers'],
		summary: 'The speakers',
		description:
			'Every speaker in the order of the site’s Speakers page, each with their category; `category` keeps one category’s.',
		requestParams: { query: langQuery.extend({ category: categoryParam('speakers') }) },
		responses: readResponses(speakerListSchema, 'The speakers.', 400),
	}),
	'/speakers/{speakerId}': operation({
		operationId: 'getSpeaker',
		tags: ['Speakers'],
		summary: 'One speaker',
		description: 'A speaker, with the ids of the current edition’s sessions they speak at.',
		requestParams: { path: idParam('speakerId', 'speaker'), query: langQuery },
		responses: readResponses(speakerResponseSchema, 'The speaker.', 400, 404),
	}),
	'/sponsors': operation({
		operationId: 'listSponsors',
		tags: ['Sponsors'],
		summary: 'The sponsors, by tier',
		description:
			'Every sponsor and partner with its tier, tiers in their order and sponsors in theirs: group by `tier.id` to show them as the site does.',
		requestParams: { query: langQuery },
		responses: readResponses(sponsorListSchema, 'The sponsors.', 400),
	}),
	'/posts': operation({
		operationId: 'listPosts',
		tags: ['Blog'],
		summary: 'The blog’s latest posts',
		description:
			'The 50 newest published posts, without their bodies; `category` keeps one media category’s. Drafts and posts scheduled later never show.',
		requestParams: { query: langQuery.extend({ category: categoryParam('posts') }) },
		responses: readResponses(postListSchema, 'The posts, newest first.', 400),
	}),
	'/posts/{postId}': operation({
		operationId: 'getPost',
		tags: ['Blog'],
		summary: 'One post',
		description: 'A published post with its body (HTML reduced to the site’s allow-list).',
		requestParams: { path: idParam('postId', 'post'), query: langQuery },
		responses: readResponses(postResponseSchema, 'The post.', 400, 404),
	}),
}
