/**
 * The dashboard's charts of the current edition (docs/dashboard.md, ADR 0058), for its route:
 * registrations per day with their running total and the end of early bird marked, how registrants
 * heard of the summit, the top ten companies, check-ins per hour (Accra) on the event days, and
 * partnership enquiries per package. Each is a `ChartFigure`: its caption, a sentence saying what it
 * shows (the drawing's accessible name), the same figures as a table, and the drawing itself as SVG
 * markup made on the server (`renderChartSvg`) in two shapes, one for narrow screens and one for
 * wide ones; or, with no figures yet, the sentence that says so instead of a drawing.
 */
import { type RouterContextProvider } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { Handle } from '#app/db/handle.ts'
import { requireUser } from '#app/lib/auth/auth.server.ts'
import { formatCalendarDay, formatShortDay } from '#app/lib/format.ts'
import { getCurrentEdition } from '#app/modules/editions/editions.queries.server.ts'
import type { EventEdition } from '#app/db/schema.ts'
import { type ChartOption, type ChartSize, renderChartSvg } from './chart-svg.server.ts'
import {
	checkInsPerHour,
	enquiriesByPackage,
	registrationsByHeardFrom,
	registrationsPerDay,
	topCompanies,
	type CheckInHour,
	type RegistrationDay,
} from './charts.queries.server.ts'

/** The five charts, in the order the dashboard shows them. */
export type ChartId = 'registrations' | 'heard-from' | 'companies' | 'check-ins' | 'packages'

/** The same figures as a chart shows, as a table: its column headings and its rows of cells. */
export interface ChartTable {
	columns: string[]
	rows: string[][]
}

/** One chart of the dashboard (see the module's comment). */
export interface ChartFigure {
	id: ChartId
	/** What the chart shows, its figure's caption ("Registrations per day (running total)"). */
	caption: string
	/** One sentence of what the drawing shows, its accessible name ("1,204 registrations by …"). */
	summary: string
	/** Said instead of the drawing and the table when there are no figures yet; null when there are. */
	empty: string | null
	/** The drawing for narrow screens and for wide ones (SVG markup); null when `empty`. */
	svg: { narrow: string; wide: string } | null
	table: ChartTable
}

/** The dashboard's charts: the current edition's year and its five figures; null without an edition. */
export type DashboardCharts = { year: number; figures: ChartFigure[] } | null

/**
 * The route's part of the dashboard's loader data: `charts` (see `DashboardCharts`) for any signed-in
 * user (throws the sign-in redirect otherwise, before reading anything). Five queries, one per chart,
 * read side by side.
 */
export async function dashboardCharts(context: Readonly<RouterContextProvider>): Promise<DashboardCharts> {
	requireUser(context)
	const edition = await getCurrentEdition(db, new Date())
	return edition ? editionCharts(db, edition) : null
}

/** The five charts of `edition` (see `DashboardCharts`), read through `handle`. */
export async function editionCharts(
	handle: Handle,
	edition: Pick<EventEdition, 'id' | 'year' | 'early_bird_expires_on'>,
): Promise<{ year: number; figures: ChartFigure[] }> {
	const [days, heard, companies, checkIns, packages] = await Promise.all([
		registrationsPerDay(handle, edition.id),
		registrationsByHeardFrom(handle, edition.id),
		topCompanies(handle, edition.id),
		checkInsPerHour(handle, edition.id),
		enquiriesByPackage(handle, edition.id),
	])
	return {
		year: edition.year,
		figures: [
			registrationsFigure(days, edition.early_bird_expires_on),
			barFigure({
				id: 'heard-from',
				caption: 'How registrants heard of the summit',
				unit: 'registrations',
				heading: 'How they heard',
				empty: 'No registrations yet.',
				bars: heard.map((h) => ({ label: h.answer ?? 'Not given', value: h.registrations })),
			}),
			barFigure({
				id: 'companies',
				caption: 'Top 10 companies by registrations',
				unit: 'registrations',
				heading: 'Company',
				empty: 'No registrations yet.',
				bars: companies.map((c) => ({ label: c.company, value: c.registrations })),
			}),
			checkInsFigure(checkIns),
			barFigure({
				id: 'packages',
				caption: 'Partnership enquiries by package',
				unit: 'enquiries',
				heading: 'Package',
				empty: 'No partnership enquiries yet.',
				bars: packages.map((p) => ({ label: p.package, value: p.enquiries })),
			}),
		],
	}
}

// --- Looks: colours with at least 4.5:1 (text) and 3:1 (marks) against white (WCAG 1.4.3, 1.4.11) ---

const INK = '#334155' // slate-700, 10.4:1
const AXIS = '#64748b' // slate-500, 4.8:1
const GRID_LINE = '#e2e8f0' // slate-200: the light guides behind the marks, not information
const BRAND = '#047857' // brand-600, 5.5:1
const DEADLINE = '#b45309' // gold-700, 5.0:1
/** One colour per event day in the check-ins chart. */
const DAY_COLOURS = [BRAND, '#1d4ed8', DEADLINE, '#7e22ce', '#be123c']
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif"

/** The two shapes each chart is drawn in: a phone's width, and a card's on a wide screen. */
const WIDTH = { narrow: 280, wide: 720 } as const
/**
 * Text size in the drawing's units: on a 320 px screen the narrow drawing is shown about 0.9 of its
 * size (12–13 px); the wide one near its own size.
 */
const FONT_SIZE = { narrow: 14, wide: 13 } as const
type Shape = keyof typeof WIDTH

/** Bumped whenever the looks below change, so kept drawings of the old looks are not reused. */
const LOOKS_VERSION = 2

const numberText = (n: number) => n.toLocaleString('en-GB')
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`)
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })
const weekdayDay = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'UTC',
	weekday: 'short',
	day: 'numeric',
	month: 'short',
})
const textStyle = (shape: Shape) => ({ color: INK, fontFamily: FONT, fontSize: FONT_SIZE[shape] })

/** Both drawings of a chart: `option(shape)` at each width and `height(shape)`, ids from `id`. */
function drawings(
	id: ChartId,
	figures: unknown,
	option: (shape: Shape) => ChartOption,
	height: (shape: Shape) => number,
): { narrow: string; wide: string } {
	const draw = (shape: Shape) => {
		const size: ChartSize = { width: WIDTH[shape], height: height(shape) }
		return renderChartSvg(
			option(shape),
			size,
			`chart-${id}-${shape}`,
			JSON.stringify([LOOKS_VERSION, id, figures]),
		)
	}
	return { narrow: draw('narrow'), wide: draw('wide') }
}

/** The registrations chart: a step line of the running total, the end of early bird a dashed line. */
function registrationsFigure(days: RegistrationDay[], earlyBirdEnds: string | null): ChartFigure {
	const caption = 'Registrations per day (running total)'
	const table: ChartTable = {
		columns: ['Day', 'Registrations that day', 'Total so far'],
		rows: days.map((d) => [formatShortDay(d.day), numberText(d.registrations), numberText(d.cumulative)]),
	}
	const deadline = earlyBirdEnds ? ` Early bird ends on ${formatCalendarDay(earlyBirdEnds)}.` : ''
	if (!days.length) {
		return {
			id: 'registrations',
			caption,
			summary: caption,
			empty: 'No registrations yet.',
			svg: null,
			table,
		}
	}
	const first = days[0]!
	const last = days[days.length - 1]!
	const summary =
		`Line chart: ${numberText(last.cumulative)} registrations by ${formatCalendarDay(last.day)}, ` +
		`the first on ${formatCalendarDay(first.day)}.${deadline}`
	// The running total holds from each day's start until the next day with registrations, and is
	// drawn on to the end of the last such day.
	const points = days.map((d) => [dayMs(d.day), d.cumulative])
	points.push([dayMs(last.day) + 86_400_000, last.cumulative])
	// Early bird's last day ends at the next midnight, Accra.
	const deadlineMs = earlyBirdEnds ? dayMs(earlyBirdEnds) + 86_400_000 : null
	const xMax = Math.max(dayMs(last.day) + 86_400_000, deadlineMs ?? 0)
	const option = (shape: Shape): ChartOption => ({
		useUTC: true,
		textStyle: textStyle(shape),
		grid: { left: 8, right: shape === 'wide' ? 24 : 16, top: 36, bottom: 8, outerBoundsMode: 'same' },
		xAxis: {
			type: 'time',
			min: dayMs(first.day),
			max: xMax,
			splitNumber: shape === 'wide' ? 6 : 3,
			axisLine: { lineStyle: { color: AXIS } },
			axisLabel: {
				color: INK,
				fontSize: FONT_SIZE[shape],
				hideOverlap: true,
				formatter: (ms: number) => shortDay.format(ms),
			},
			splitLine: { show: false },
		},
		yAxis: {
			type: 'value',
			minInterval: 1,
			axisLabel: { color: INK, fontSize: FONT_SIZE[shape], formatter: (n: number) => numberText(n) },
			splitLine: { lineStyle: { color: GRID_LINE } },
		},
		series: [
			{
				type: 'line',
				name: 'Registrations so far',
				step: 'end',
				showSymbol: false,
				data: points,
				lineStyle: { color: BRAND, width: 2.5 },
				itemStyle: { color: BRAND },
				areaStyle: { color: 'rgba(4, 120, 87, 0.12)' },
				markLine:
					deadlineMs === null
						? undefined
						: {
								symbol: 'none',
								silent: true,
								lineStyle: { color: DEADLINE, type: 'dashed', width: 2 },
								label: {
									formatter: 'Early bird ends',
									position: 'insideEndTop',
									color: DEADLINE,
									fontSize: FONT_SIZE[shape],
									fontWeight: 'bold',
									fontFamily: FONT,
								},
								data: [{ xAxis: deadlineMs }],
							},
			},
		],
	})
	return {
		id: 'registrations',
		caption: earlyBirdEnds ? `${caption}, with the end of early bird` : caption,
		summary,
		empty: null,
		svg: drawings('registrations', [days, earlyBirdEnds], option, (shape) => (shape === 'wide' ? 320 : 260)),
		table,
	}
}

/** A bar in a bar chart: its category and its count. */
interface Bar {
	label: string
	value: number
}

/** A chart of horizontal bars, one per category, most first (top of the chart). */
function barFigure({
	id,
	caption,
	unit,
	heading,
	empty,
	bars,
}: {
	id: ChartId
	caption: string
	/** What the counts count ("registrations"). */
	unit: string
	/** The categories' column heading in the table. */
	heading: string
	empty: string
	bars: Bar[]
}): ChartFigure {
	const table: ChartTable = {
		columns: [heading, unit[0]!.toUpperCase() + unit.slice(1)],
		rows: bars.map((b) => [b.label, numberText(b.value)]),
	}
	if (!bars.length) return { id, caption, summary: caption, empty, svg: null, table }
	const summary = `Bar chart of ${unit}: ${bars.map((b) => `${b.label} ${numberText(b.value)}`).join(', ')}.`
	// The categories' names take a fixed share on the left, cut short (…) past it: the table has them
	// whole. ECharts measures text without a browser, a little narrower than wide fonts draw it: a
	// fifth more room keeps the longest name inside the drawing.
	const labelWidth = { narrow: 100, wide: 220 }
	const option = (shape: Shape): ChartOption => ({
		textStyle: textStyle(shape),
		grid: {
			left: Math.round(labelWidth[shape] * 1.2) + 12,
			right: 48,
			top: 8,
			bottom: 28,
			outerBoundsMode: 'none',
		},
		xAxis: {
			type: 'value',
			minInterval: 1,
			axisLabel: {
				color: INK,
				fontSize: FONT_SIZE[shape],
				hideOverlap: true,
				formatter: (n: number) => numberText(n),
			},
			splitLine: { lineStyle: { color: GRID_LINE } },
			splitNumber: shape === 'wide' ? 5 : 3,
		},
		yAxis: {
			type: 'category',
			inverse: true,
			data: bars.map((b) => b.label),
			axisLine: { lineStyle: { color: AXIS } },
			axisTick: { show: false },
			axisLabel: {
				color: INK,
				fontSize: FONT_SIZE[shape],
				width: labelWidth[shape],
				overflow: 'truncate',
			},
		},
		series: [
			{
				type: 'bar',
				name: unit,
				data: bars.map((b) => b.value),
				itemStyle: { color: BRAND },
				barMaxWidth: 22,
				label: {
					show: true,
					position: 'right',
					color: INK,
					fontSize: FONT_SIZE[shape],
					formatter: ({ value }: { value: number }) => numberText(value),
				},
			},
		],
	})
	return {
		id,
		caption,
		summary,
		empty: null,
		svg: drawings(id, bars, option, () => 44 + 34 * bars.length),
		table,
	}
}

/** "08:00" for hour 8. */
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/**
 * The check-ins chart: bars per hour (Accra) from the first hour with a check-in to the last, one
 * colour per event day.
 */
function checkInsFigure(hours: CheckInHour[]): ChartFigure {
	const caption = 'Check-ins per hour on the event days (Accra time)'
	const days = [...new Set(hours.map((h) => h.day))]
	const dayNames = days.map((d) => weekdayDay.format(dayMs(d)))
	const count = new Map(hours.map((h) => [`${h.day} ${h.hour}`, h.checkIns]))
	const first = Math.min(...hours.map((h) => h.hour))
	const last = Math.max(...hours.map((h) => h.hour))
	const span = hours.length ? Array.from({ length: last - first + 1 }, (_, i) => first + i) : []
	const table: ChartTable = {
		columns: ['Hour', ...dayNames],
		rows: span.map((hour) => [
			`${hourText(hour)}–${String(hour).padStart(2, '0')}:59`,
			...days.map((d) => numberText(count.get(`${d} ${hour}`) ?? 0)),
		]),
	}
	if (!hours.length)
		return { id: 'check-ins', caption, summary: caption, empty: 'No check-ins yet.', svg: null, table }
	const busiest = hours.reduce((a, b) => (b.checkIns > a.checkIns ? b : a))
	const total = hours.reduce((sum, h) => sum + h.checkIns, 0)
	const summary =
		`Bar chart: ${numberText(total)} check-ins over ${days.length === 1 ? 'one day' : `${days.length} days`}, ` +
		`the busiest hour ${hourText(busiest.hour)} on ${weekdayDay.format(dayMs(busiest.day))} ` +
		`with ${numberText(busiest.checkIns)}.`
	const option = (shape: Shape): ChartOption => ({
		textStyle: textStyle(shape),
		legend:
			days.length > 1
				? {
						top: 0,
						left: 0,
						textStyle: { color: INK, fontSize: FONT_SIZE[shape], fontFamily: FONT },
						itemWidth: 14,
						itemHeight: 14,
					}
				: undefined,
		grid: { left: 8, right: 16, top: days.length > 1 ? 36 : 12, bottom: 8, outerBoundsMode: 'same' },
		xAxis: {
			type: 'category',
			data: span.map(hourText),
			axisLine: { lineStyle: { color: AXIS } },
			axisLabel: {
				color: INK,
				fontSize: FONT_SIZE[shape],
				hideOverlap: true,
				interval: shape === 'wide' ? 0 : 'auto',
			},
		},
		yAxis: {
			type: 'value',
			minInterval: 1,
			axisLabel: { color: INK, fontSize: FONT_SIZE[shape], formatter: (n: number) => numberText(n) },
			splitLine: { lineStyle: { color: GRID_LINE } },
		},
		series: days.map((d, i) => ({
			type: 'bar',
			name: dayNames[i],
			data: span.map((hour) => count.get(`${d} ${hour}`) ?? 0),
			itemStyle: { color: DAY_COLOURS[i % DAY_COLOURS.length] },
			barMaxWidth: 28,
		})),
	})
	return {
		id: 'check-ins',
		caption,
		summary,
		empty: null,
		svg: drawings('check-ins', hours, option, (shape) => (shape === 'wide' ? 300 : 240)),
		table,
	}
}
