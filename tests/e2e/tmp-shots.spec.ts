import { test } from './fixtures.ts'
test('shots', async ({ page }) => {
	for (const width of [320, 340, 360, 370, 380, 390, 414, 440, 500, 640]) {
		await page.setViewportSize({ width, height: 640 })
		await page.goto('/agenda')
		console.log(
			width,
			await page
				.locator('header')
				.first()
				.evaluate((h) => {
					const s = h.querySelector('a[href="/"] span') as HTMLElement
					return `lines=${Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight))} cut=${s.scrollHeight > s.clientHeight} header=${h.getBoundingClientRect().height} docW=${document.documentElement.scrollWidth}`
				}),
		)
		if (width === 320 || width === 360)
			await page.screenshot({ path: `/tmp/x/head-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } })
	}
})
