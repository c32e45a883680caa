/**
 * Charts drawn on the server as SVG with Apache ECharts (ADR 0058): `renderChartSvg(option, size,
 * idPrefix)` returns markup to put inside the page, made fit for it:
 * - no `style` attribute and no `<style>` element, which the pages' Content-Security-Policy
 *   (`style-src 'self'`, ADR 0043) would refuse, so the text would lose its size: each `style` is
 *   turned into the SVG presentation attributes it stands for (`font-size="12px"`), and the hover
 *   rules (useless without a script) are dropped;
 * - no `width` or `height` on the `<svg>`: it fills its container's width and keeps its `viewBox`'s
 *   proportions, so it scales on any screen;
 * - hidden from assistive technology (`aria-hidden`): the page gives the drawing its name;
 * - ids (clip paths) prefixed with `idPrefix`, so two charts on one page never share one;
 * - no class or ECharts bookkeeping attribute, nothing a browser would run.
 * ECharts escapes the text it draws (labels, names); the markup holds no script or event handler.
 * Every chart instance is disposed of once drawn (one left alive keeps the process from exiting).
 * A drawing is kept (a few dozen, least recently used out first) by its option, size and prefix, so
 * a dashboard whose figures did not change since it was last drawn costs no drawing.
 */
import crypto from 'node:crypto'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, SVGRenderer])

/** What `renderChartSvg` draws: an ECharts option, its functions (formatters) included. */
export type ChartOption = echarts.EChartsCoreOption

/** The drawing's size in SVG user units (its `viewBox`); the page scales it to its width. */
export interface ChartSize {
	width: number
	height: number
}

const KEPT = 64
const kept = new Map<string, string>()

/**
 * The chart `option` drawn at `size` as page-ready SVG markup (see the module's comment), ids
 * starting with `idPrefix` (letters, digits and dashes). `key`, when given, names the drawing for the
 * cache instead of the option (an option with functions cannot be compared by its JSON alone): it
 * must change whenever anything drawn changes. Throws when ECharts does.
 */
export function renderChartSvg(option: ChartOption, size: ChartSize, idPrefix: string, key?: string): string {
	const cacheKey = crypto
		.createHash('sha256')
		.update(JSON.stringify([key ?? option, size, idPrefix]))
		.digest('base64')
	const found = kept.get(cacheKey)
	if (found !== undefined) {
		kept.delete(cacheKey)
		kept.set(cacheKey, found)
		return found
	}
	const chart = echarts.init(null, null, {
		renderer: 'svg',
		ssr: true,
		width: size.width,
		height: size.height,
	})
	let svg: string
	try {
		chart.setOption({ ...option, animation: false })
		svg = chart.renderToSVGString()
	} finally {
		chart.dispose()
	}
	const markup = pageReadySvg(svg, idPrefix)
	kept.set(cacheKey, markup)
	if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
	return markup
}

/** Forgets every kept drawing (tests and benches that time the drawing itself). */
export function forgetChartDrawings(): void {
	kept.clear()
}

/**
 * ECharts' SVG string made fit for a page under our CSP (see the module's comment). Exported for
 * its tests.
 */
export function pageReadySvg(svg: string, idPrefix: string): string {
	if (!/^[a-z][a-z0-9-]*$/i.test(idPrefix)) throw new Error(`Not an id prefix: ${idPrefix}`)
	return hoistFontFamily(
		svg
			.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
			.replace(/\s(?:class|pointer-events|ecmeta_[a-z_]+)="[^"]*"/g, '')
			.replace(/\sstyle="([^"]*)"/g, (_, css: string) => presentationAttributes(css))
			.replace(
				/<svg\b([^>]*)>/,
				// The page names the drawing (an image with a label): the SVG itself is hidden from
				// assistive technology, and never a stop for the keyboard.
				(_, attributes: string) =>
					`<svg${attributes.replace(/\s(?:width|height)="[^"]*"/g, '')} aria-hidden="true" focusable="false">`,
			)
			// zrender names its ids `zr<instance>-…`; the instance number grows with every chart drawn.
			.replace(/\bzr\d+-/g, `${idPrefix}-`)
			.replace(/>\s*\n\s*</g, '><')
			.trim(),
	)
}

/**
 * `svg` with its one font family said once, on the `<svg>` element (inherited), instead of on every
 * text; as it is when its texts use several.
 */
function hoistFontFamily(svg: string): string {
	const families = new Set([...svg.matchAll(/\sfont-family="([^"]*)"/g)].map((m) => m[1]))
	if (families.size !== 1) return svg
	const [family] = families
	return svg.replace(/\sfont-family="[^"]*"/g, '').replace(/<svg\b/, `<svg font-family="${family}"`)
}

/**
 * The SVG presentation attributes that say what the CSS declarations `css` say (`font-size:12px;
 * font-family:sans-serif` → ` font-size="12px" font-family="sans-serif"`), the `font` shorthand
 * ECharts writes (`font: normal bold 12px sans-serif`) split into its parts. Quotes inside values
 * become apostrophes, so no attribute can be closed early.
 */
function presentationAttributes(css: string): string {
	const attributes = new Map<string, string>()
	for (const declaration of css.split(';')) {
		const colon = declaration.indexOf(':')
		if (colon < 0) continue
		const property = declaration.slice(0, colon).trim().toLowerCase()
		const value = declaration.slice(colon + 1).trim()
		if (!/^[a-z-]+$/.test(property) || !value) continue
		if (property === 'font') {
			const font =
				/^(?:(normal|italic|oblique)\s+)?(?:(normal|bold|bolder|lighter|\d{3})\s+)?(\d+(?:\.\d+)?px)\s+(.+)$/.exec(
					value,
				)
			if (!font) continue
			if (font[1] && font[1] !== 'normal') attributes.set('font-style', font[1])
			if (font[2] && font[2] !== 'normal') attributes.set('font-weight', font[2])
			attributes.set('font-size', font[3]!)
			attributes.set('font-family', font[4]!)
		} else {
			attributes.set(property, value)
		}
	}
	return [...attributes].map(([name, value]) => ` ${name}="${value.replaceAll('"', "'")}"`).join('')
}
