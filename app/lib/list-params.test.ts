import { describe, expect, test } from 'vitest'
import { pageCount, pageWindow, parseListParams, redirectPastLastPage } from './list-params.ts'

const options = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: ['name', 'date'] as const,
	defaultSort: { sort: 'date' as const, dir: 'desc' as const },
}

describe('parseListParams', () => {
	test('reads allowed values from the URL', () => {
		const p = parseListParams(new URL('http://x/l?page=3&size=10&q=%20Ama%20&sort=name&dir=asc'), options)
		expect(p).toEqual({ page: 3, size: 10, q: 'Ama', sort: 'name', dir: 'asc' })
		expect(pageWindow(p)).toEqual({ offset: 20, limit: 10 })
	})

	test('falls back to defaults for anything not allowed, so no user text reaches SQL as a column', () => {
		const p = parseListParams(
			new URL('http://x/l?page=-2&size=7&sort=password_hash;drop&dir=sideways'),
			options,
		)
		expect(p).toEqual({ page: 1, size: 5, q: '', sort: 'date', dir: 'desc' })
	})

	test('"All" only where offered', () => {
		expect(parseListParams(new URL('http://x/l?size=all'), options).size).toBeNull()
		expect(parseListParams(new URL('http://x/l?size=all'), { ...options, allowAll: false }).size).toBe(5)
		expect(pageWindow({ page: 4, size: null, q: '', sort: 'date', dir: 'asc' })).toEqual({
			offset: 0,
			limit: null,
		})
		expect(pageCount(11, 5)).toBe(3)
		expect(pageCount(0, 5)).toBe(1)
	})
})

describe('redirectPastLastPage', () => {
	const url = new URL('http://x/admin/speakers?q=ama&size=5&page=4&sort=name')

	test('a page past the last goes to the last, keeping search, size and sort', () => {
		let thrown: unknown
		try {
			redirectPastLastPage(url, { page: 4, size: 5 }, 11)
		} catch (error) {
			thrown = error
		}
		expect(thrown).toBeInstanceOf(Response)
		const response = thrown as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/admin/speakers?q=ama&size=5&page=3&sort=name')
	})

	test('the last page, an empty list (page 1) and All stay where they are', () => {
		expect(() => redirectPastLastPage(url, { page: 3, size: 5 }, 11)).not.toThrow()
		expect(() => redirectPastLastPage(url, { page: 1, size: 5 }, 0)).not.toThrow()
		expect(() => redirectPastLastPage(url, { page: 1, size: null }, 500)).not.toThrow()
	})
})
