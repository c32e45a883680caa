/**
 * The one part of a file a `Range` request header asks for, read by `range-parser` (the parser
 * Express's own static files use). Only single `bytes` ranges are served; several ranges, another
 * unit or a malformed header are answered with the whole file, as RFC 9110 allows.
 */
import parseRange from 'range-parser'

/**
 * The inclusive byte range `header` asks for in a file of `size` bytes; null for the whole file (no
 * header, several ranges, or one that cannot be read); 'unsatisfiable' when it starts past the end.
 */
export function byteRange(
	header: string | null,
	size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
	if (!header) return null
	const ranges = parseRange(size, header, { combine: true })
	if (ranges === -1) return 'unsatisfiable'
	if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null
	return { start: ranges[0]!.start, end: ranges[0]!.end }
}
