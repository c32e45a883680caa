import { describe, expect, test } from 'vitest'
import { isPublicReadApi, preflightHeaders } from './cors.ts'

describe('the public read API’s paths', () => {
	test.each([
		'/api/v1/edition',
		'/api/v1/sessions',
		'/api/v1/sessions/12',
		'/api/v1/speakers',
		'/api/v1/speakers/4',
		'/api/v1/sponsors',
		'/api/v1/posts',
		'/api/v1/posts/3',
		'/api/v1/schedule.xml',
		'/api/v1/schedule.json',
		'/api/v1/openapi.json',
	])('%s is one', (path) => {
		expect(isPublicReadApi(path)).toBe(true)
	})

	test.each([
		'/api/v1/registrations',
		'/api/v1/enquiries',
		'/api/v1/check-ins',
		'/api/v1/sessions/12/extra',
		'/fr/api/v1/sessions',
		'/api/v2/sessions',
		'/api/v1/schedule.xml.data',
		'/agenda',
	])('%s is not', (path) => {
		expect(isPublicReadApi(path)).toBe(false)
	})
})

describe('preflightHeaders', () => {
	test('opens reading with GET and HEAD to every origin for a day on the public read API', () => {
		expect(preflightHeaders('/api/v1/schedule.xml')).toEqual({
			'Access-Control-Allow-Origin': '*',
			'Access-Control-Allow-Methods': 'GET, HEAD',
			'Access-Control-Allow-Headers': 'If-None-Match, Accept',
			'Access-Control-Max-Age': '86400',
		})
	})

	test('gives no CORS headers to the staff API or the site', () => {
		expect(preflightHeaders('/api/v1/registrations')).toBeNull()
		expect(preflightHeaders('/register')).toBeNull()
	})
})
