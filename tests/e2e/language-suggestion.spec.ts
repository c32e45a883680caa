/**
 * The suggestion to read a page in French (ADR 0059): a browser that prefers French, on an English
 * page, is offered the page's French twin in a small notice, decided in the browser (the page sent
 * is the same for everyone, never a redirect), until the visitor dismisses it (remembered). It works
 * on a page sent without React (the agenda) and on a React page (the manage page).
 */
import { expect, gotoHydrated, test } from './fixtures.ts'

const NOTICE = { name: 'Langue' } as const

test.describe('a browser that prefers French', () => {
	test.use({ locale: 'fr-FR' })

	test('is offered the French twin of an English page sent without React, and dismissing it is remembered', async ({
		page,
	}) => {
		const answer = await page.goto('/agenda?day=2')
		expect(answer?.status()).toBe(200)
		expect(answer?.url()).toMatch(/\/agenda\?day=2$/)
		const notice = page.getByRole('region', NOTICE)
		await expect(notice).toBeVisible()
		await expect(notice).toContainText('Cette page existe en français.')
		await expect(notice).toHaveAttribute('lang', 'fr')
		// The link keeps the page and its query.
		await expect(notice.getByRole('link', { name: 'Lire en français' })).toHaveAttribute(
			'href',
			'/fr/agenda?day=2',
		)

		// Dismissed from the keyboard: Tab to the button, Enter.
		await notice.getByRole('link').focus()
		await page.keyboard.press('Tab')
		await expect(notice.getByRole('button', { name: 'Fermer' })).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(notice).toBeHidden()

		// Remembered on the next page.
		await page.goto('/speakers')
		await expect(page.locator('h1')).toBeVisible()
		await expect(page.getByRole('region', NOTICE)).toBeHidden()
	})

	test('Escape dismisses it too; the French page never shows it', async ({ page }) => {
		await page.goto('/contact')
		const notice = page.getByRole('region', NOTICE)
		await expect(notice).toBeVisible()
		await notice.getByRole('link').focus()
		await page.keyboard.press('Escape')
		await expect(notice).toBeHidden()
		await page.evaluate(() => localStorage.clear())
		await page.goto('/fr/contact')
		await expect(page.locator('h1')).toBeVisible()
		await expect(page.locator('[data-language-suggestion]')).toHaveCount(0)
	})

	test('is offered the French twin of a React page (the manage page), which it then follows', async ({
		page,
		registrant,
	}) => {
		const { managePath } = await registrant('Aïcha Diallo')
		await gotoHydrated(page, managePath)
		const notice = page.getByRole('region', NOTICE)
		await expect(notice).toBeVisible()
		await notice.getByRole('link', { name: 'Lire en français' }).click()
		await expect(page).toHaveURL(new RegExp(`/fr${managePath}$`))
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
	})
})

test.describe('a browser that prefers English', () => {
	test.use({ locale: 'en-GB' })

	test('is not offered the French page', async ({ page }) => {
		await page.goto('/agenda')
		await expect(page.locator('h1')).toBeVisible()
		// Rendered for everyone (the page is cached), hidden here.
		await expect(page.locator('[data-language-suggestion]')).toBeHidden()
	})
})
