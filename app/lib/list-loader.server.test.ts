import { afterEach, describe, expect, test, vi } from 'vitest'
import { formRecordId, loadListPage, resultOrLogged, runListAction } from './list-loader.server.ts'
import { logger } from './logger.server.ts'
import { readToast } from './toast.server.ts'

const options = {
	sizes: [5, 10],
	defaultSize: 5,
	allowAll: true,
	sortable: ['name', 'date'] as const,
	defaultSort: { sort: 'date' as const, dir: 'desc' as const },
}

/** 12 rows, counted and paged like a query would. */
const names = Array.from({ length: 12 }, (_, i) => `row ${i + 1}`)
const source = {
	count: vi.fn(async ({ q }: { q: string }) => names.filter((n) => n.includes(q)).length),
	page: vi.fn(async ({ q, offset, limit }: { q: string; offset: number; limit: number | null }) =>
		names.filter((n) => n.includes(q)).slice(offset, limit === null ? undefined : offset + limit),
	),
}

/** What a thrown React Router `data()` carries. */
function thrownData(error: unknown): { data: unknown; status: number | undefined } {
	const value = error as { data: unknown; init: { status?: number } | null }
	return { data: value.data, status: value.init?.status }
}

afterEach(() => {
	vi.restoreAllMocks()
	source.count.mockClear()
	source.page.mockClear()
})

describe('loadListPage', () => {
	test('reads the URL, counts and reads the page, and passes filters through', async () => {
		const url = new URL('http://x/admin/l?page=2&size=5&q=row&sort=name&dir=asc')
		const list = await loadListPage(url, options, source, { filters: { editionId: 7 } })
		expect(list).toEqual({
			params: { page: 2, size: 5, q: 'row', sort: 'name', dir: 'asc', editionId: 7 },
			total: 12,
			rows: ['row 6', 'row 7', 'row 8', 'row 9', 'row 10'],
			sizes: [5, 10],
			allowAll: true,
		})
		expect(source.page).toHaveBeenCalledWith(expect.objectContaining({ offset: 5, limit: 5, editionId: 7 }))
	})

	test('invalid parameters fall back to the defaults instead of failing', async () => {
		const url = new URL('http://x/admin/l?page=abc&size=3&sort=password&dir=up')
		const list = await loadListPage(url, options, source)
		expect(list.params).toEqual({ page: 1, size: 5, q: '', sort: 'date', dir: 'desc' })
		expect(list.rows).toHaveLength(5)
		expect(list.allowAll).toBe(true)
		expect((await loadListPage(url, { sizes: [5], defaultSize: 5 }, source)).allowAll).toBe(false)
	})

	test('a page past the last redirects to the last one, keeping the other parameters', async () => {
		const url = new URL('http://x/admin/l?q=row&page=9&size=5')
		const redirect = await loadListPage(url, options, source).catch((error: unknown) => error)
		expect(redirect).toBeInstanceOf(Response)
		expect((redirect as Response).headers.get('Location')).toBe('/admin/l?q=row&page=3&size=5')
		const stay = await loadListPage(url, options, source, { redirectPastLast: false })
		expect(stay.rows).toEqual([])
		expect(stay.params.page).toBe(9)
	})

	test('a failure is logged and becomes a 500 with the list message; without one it is thrown as is', async () => {
		const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
		const failing = { ...source, page: async () => Promise.reject(new Error('database down')) }
		const url = new URL('http://x/admin/l')
		const error = await loadListPage(url, options, failing, { failureMessage: 'Failed to fetch data' }).catch(
			(e: unknown) => e,
		)
		expect(thrownData(error)).toEqual({ data: 'Failed to fetch data', status: 500 })
		expect(log).toHaveBeenCalledOnce()
		await expect(loadListPage(url, options, failing)).rejects.toThrow('database down')
	})
})

describe('runListAction', () => {
	const post = (fields: Record<string, string>) =>
		new Request('http://x/admin/l?q=ama&page=2', { method: 'POST', body: new URLSearchParams(fields) })

	test('runs the posted intent and redirects back to the same view with its toast', async () => {
		const response = await runListAction(post({ intent: 'delete-thing', id: '12' }), {
			'delete-thing': async (form) => ({
				type: 'success',
				title: `Deleted ${formRecordId(form, 'Unknown.')}`,
			}),
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/admin/l?q=ama&page=2')
		const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
		const { toast } = await readToast(new Request('http://x/', { headers: { Cookie: cookie } }))
		expect(toast).toMatchObject({ type: 'success', title: 'Deleted 12' })
	})

	test('an unknown or missing intent is a 400, also for names of object properties', async () => {
		for (const fields of [
			{ intent: 'drop' },
			{},
			{ intent: 'constructor' },
			{ intent: 'toString' },
		] as Record<string, string>[]) {
			const error = await runListAction(post(fields), {
				delete: async () => ({ type: 'success', title: 'x' }),
			})
				.then(() => null)
				.catch((e: unknown) => e)
			expect(thrownData(error), JSON.stringify(fields)).toEqual({ data: 'Unknown action.', status: 400 })
		}
	})
})

describe('formRecordId', () => {
	const form = (id?: string) => {
		const data = new FormData()
		if (id !== undefined) data.set('id', id)
		return data
	}

	test('reads a plain positive id', () => {
		expect(formRecordId(form('42'), 'Unknown user.')).toBe(42)
	})

	test('anything else is a 400 with the given message', () => {
		for (const id of [undefined, '', '0', '-1', '1.5', '012', '1e3', 'abc', '99999999999']) {
			let thrown: unknown
			try {
				formRecordId(form(id), 'Unknown user.')
			} catch (error) {
				thrown = error
			}
			expect(thrownData(thrown), String(id)).toEqual({ data: 'Unknown user.', status: 400 })
		}
	})
})

test('resultOrLogged: the result, or undefined after logging the failure', async () => {
	const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
	expect(await resultOrLogged(Promise.resolve(3), 'x')).toBe(3)
	expect(await resultOrLogged(Promise.reject(new Error('no')), 'Thing could not be deleted')).toBeUndefined()
	expect(log).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Thing could not be deleted')
})
