import { describe, expect, test } from 'vitest'
import {
	contentListOptions,
	listParamsSchema,
	pageCount,
	pageWindow,
	parseListParams,
	redirectPastLastPage,
	SEARCH_MAX_LENGTH,
} from './list-params.ts'

const options = {
	sizes: [5, 10, 15],
	defaultSize: 5,
	allowAll: true,
	sortable: ['name', 'date'] as const,
	defaultSort: { sort: 'date' as const, dir: 'desc' as const },
}

const defaults = { page: 1, size: 5, q: '', sort: 'date', dir: 'desc' }

describe('contentListOptions', () => {
	test('the content screens page 5, 10, 15 or All, five at first unless a screen says otherwise', () => {
		const sorting = {
			sortable: ['name', 'date'] as const,
			defaultSort: { sort: 'date' as const, dir: 'desc' as const },
		}
		expect(contentListOptions(sorting)).toEqual(options)
		expect(contentListOptions({ ...sorting, defaultSize: 10 })).toEqual({ ...options, defaultSize: 10 })
		expect(
			parseListParams(new URL('https://x.example/?size=all'), contentListOptions(sorting)).size,
		).toBeNull()
	})
})

describe('parseListParams', () => {
	test('reads allowed values from the URL', () => {
		const p = parseListParams(new URL('http://x/l?page=3&size=10&q=%20Ama%20&sort=name&dir=asc'), options)
		expect(p).toEqual({ page: 3, size: 10, q: 'Ama', sort: 'name', dir: 'asc' })
		expect(pageWindow(p)).toEqual({ offset: 20, limit: 10 })
	})

	test('control characters in the search become spaces (the full-text search refuses a NUL)', () => {
		expect(parseListParams(new URL('http://x/l?q=ama%00'), options).q).toBe('ama')
		expect(parseListParams(new URL('http://x/l?q=ama%00mensah%0A%7F'), options).q).toBe('ama mensah')
	})

	test('falls back to defaults for anything not allowed, so no user text reaches SQL as a column', () => {
		const p = parseListParams(
			new URL('http://x/l?page=-2&size=7&sort=password_hash;drop&dir=sideways'),
			options,
		)
		expect(p).toEqual(defaults)
	})

	test('"All" only where offered', () => {
		expect(parseListParams(new URL('http://x/l?size=all'), options).size).toBeNull()
		expect(parseListParams(new URL('http://x/l?size=all'), { ...options, allowAll: false }).size).toBe(5)
		expect(pageWindow({ page: 4, size: null })).toEqual({ offset: 0, limit: null })
		expect(pageCount(11, 5)).toBe(3)
		expect(pageCount(0, 5)).toBe(1)
	})

	test('the first value of a repeated parameter counts', () => {
		expect(parseListParams(new URL('http://x/l?sort=name&sort=date&q=a&q=b'), options)).toMatchObject({
			sort: 'name',
			q: 'a',
		})
	})
})

describe('listParamsSchema', () => {
	const schema = listParamsSchema(options)

	test('no parameters at all: the defaults', () => {
		expect(schema.parse({})).toEqual(defaults)
	})

	test('an invalid page falls back to 1; a fraction rounds down; a huge page is capped', () => {
		for (const page of ['0', '-1', 'abc', '', ' ', 'NaN', 'Infinity', '1e400', '[]']) {
			expect(schema.parse({ page }).page, page).toBe(1)
		}
		expect(schema.parse({ page: '2.9' }).page).toBe(2)
		expect(schema.parse({ page: '007' }).page).toBe(7)
		expect(schema.parse({ page: '99999999999' }).page).toBe(1_000_000)
	})

	test('a size that is not offered falls back to the default size', () => {
		for (const size of ['7', '0', '-5', 'ALL', 'al', '', '5x', 'Infinity']) {
			expect(schema.parse({ size }).size, size).toBe(5)
		}
		expect(schema.parse({ size: '15' }).size).toBe(15)
		expect(schema.parse({ size: 'all' }).size).toBeNull()
		expect(listParamsSchema({ sizes: [10, 20], defaultSize: 10 }).parse({ size: 'all' }).size).toBe(10)
	})

	test('a sort key outside the allow-list falls back to the default sort and its direction', () => {
		for (const sort of ['password_hash', 'NAME', 'name ', '', 'date;drop table users', '__proto__']) {
			expect(schema.parse({ sort }), sort).toMatchObject({ sort: 'date', dir: 'desc' })
		}
		expect(schema.parse({ sort: 'date', dir: 'asc' })).toMatchObject({ sort: 'date', dir: 'asc' })
	})

	test('an invalid direction is the default for the default sort, ascending for another column', () => {
		for (const dir of ['sideways', 'ASC', '', 'descending']) {
			expect(schema.parse({ dir }).dir, dir).toBe('desc')
			expect(schema.parse({ sort: 'name', dir }).dir, dir).toBe('asc')
		}
		expect(schema.parse({ sort: 'name', dir: 'desc' }).dir).toBe('desc')
	})

	test('a list without sortable columns sorts by nothing, ascending', () => {
		const plain = listParamsSchema({ sizes: [5], defaultSize: 5 })
		expect(plain.parse({ sort: 'name', dir: 'desc' })).toEqual({
			page: 1,
			size: 5,
			q: '',
			sort: '',
			dir: 'desc',
		})
		expect(plain.parse({ sort: 'name' })).toMatchObject({ sort: '', dir: 'asc' })
	})

	test('the search text is trimmed and cut at SEARCH_MAX_LENGTH characters', () => {
		expect(schema.parse({ q: '  Ama Mensah \n' }).q).toBe('Ama Mensah')
		expect(schema.parse({ q: '   ' }).q).toBe('')
		const long = `  ${'a'.repeat(SEARCH_MAX_LENGTH)}bcd  `
		expect(schema.parse({ q: long }).q).toBe('a'.repeat(SEARCH_MAX_LENGTH))
		expect(parseListParams(new URL(`http://x/l?q=${'é'.repeat(150)}`), options).q).toHaveLength(
			SEARCH_MAX_LENGTH,
		)
	})

	test('values that are not strings never throw: each field falls back', () => {
		expect(schema.parse({ page: {}, size: [], q: 42, sort: null, dir: 1 })).toEqual(defaults)
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
