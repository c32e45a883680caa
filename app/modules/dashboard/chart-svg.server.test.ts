/**
 * Charts drawn on the server: markup a page under our Content-Security-Policy shows as drawn (no
 * `style` attribute or element, the text's size kept as attributes), that scales to its container,
 * whose ids are the chart's own, and where a name typed by a registrant is only ever text.
 */
import { describe, expect, test } from 'vitest'
import { forgetChartDrawings, pageReadySvg, renderChartSvg } from './chart-svg.server.ts'

const barsOf = (names: string[]) => ({
	xAxis: { type: 'value' },
	yAxis: { type: 'category', data: names },
	series: [{ type: 'bar', data: names.map((_, i) => i + 1), label: { show: true } }],
})

describe('renderChartSvg', () => {
	test('no style attribute or element: the font size is an attribute', () => {
		forgetChartDrawings()
		const svg = renderChartSvg(barsOf(['Gold', 'Silver']), { width: 400, height: 200 }, 'chart-a')
		expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 400 200"/)
		expect(svg).not.toMatch(/\sstyle=/)
		expect(svg).not.toMatch(/<style/)
		expect(svg).toMatch(/<text[^>]*font-size="12px"[^>]*>Gold<\/text>/)
		// It fills its container: no fixed size on the root.
		expect(svg.match(/^<svg[^>]*>/)![0]).not.toMatch(/\s(width|height)=/)
	})

	test('a registrant’s text is escaped, never markup', () => {
		const svg = renderChartSvg(
			barsOf(['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>']),
			{ width: 400, height: 200 },
			'chart-b',
		)
		expect(svg).not.toMatch(/<script|<img/i)
		expect(svg).toContain('>&lt;script&gt;alert(1)&lt;/script&gt;</text>')
		expect(svg).toContain('>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</text>')
	})

	test('ids are the chart’s own, whatever ECharts numbered them', () => {
		const svg = pageReadySvg(
			'<svg width="10" height="10"><g clip-path="url(#zr12-c0)"></g><defs><clipPath id="zr12-c0"></clipPath></defs></svg>',
			'chart-x',
		)
		expect(svg).toBe(
			'<svg aria-hidden="true" focusable="false"><g clip-path="url(#chart-x-c0)"></g><defs><clipPath id="chart-x-c0"></clipPath></defs></svg>',
		)
	})

	test('the font shorthand becomes its parts, the one family said once on the root', () => {
		const svg = pageReadySvg(
			'<svg width="1" height="1"><text style="font: normal bold 14px sans-serif">A</text><text style="font-size:12px;font-family:sans-serif;">B</text></svg>',
			'chart-y',
		)
		expect(svg).toBe(
			'<svg font-family="sans-serif" aria-hidden="true" focusable="false"><text font-weight="bold" font-size="14px">A</text><text font-size="12px">B</text></svg>',
		)
	})

	test('a drawing is kept by its key: the same key gives the kept one, a new key draws again', () => {
		forgetChartDrawings()
		const first = renderChartSvg(barsOf(['Gold']), { width: 300, height: 100 }, 'chart-c', 'figures-1')
		// Kept: not drawn again, though the option differs (the key says the figures did not change).
		expect(renderChartSvg(barsOf(['Silver']), { width: 300, height: 100 }, 'chart-c', 'figures-1')).toBe(
			first,
		)
		expect(renderChartSvg(barsOf(['Silver']), { width: 300, height: 100 }, 'chart-c', 'figures-2')).toContain(
			'>Silver</text>',
		)
		forgetChartDrawings()
		expect(renderChartSvg(barsOf(['Silver']), { width: 300, height: 100 }, 'chart-c', 'figures-1')).not.toBe(
			first,
		)
	})
})
