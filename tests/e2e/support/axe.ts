/** Accessibility checks with axe-core. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's WCAG 2.2 AA (and best-practice) violations on the page as it is now, one line each: the
 * rule and the elements it found. `exclude` leaves out elements by CSS selector (e.g. third-party
 * iframes).
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
	let builder = new AxeBuilder({ page }).withTags([
		'wcag2a',
		'wcag2aa',
		'wcag21a',
		'wcag21aa',
		'wcag22aa',
		'best-practice',
	])
	if (exclude) builder = builder.exclude(exclude)
	const results = await builder.analyze()
	return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
