/**
 * Where the browser finds the ALTCHA widget's built files, for a public form page sent without React
 * (ADR 0028): that page has no bundler runtime to resolve
 * the widget's dynamic import, so the server names the files, read from Vite's build manifest
 * (`build/client/.vite/manifest.json`, written because `vite.config.ts` asks for it).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CaptchaWidgetFiles } from './captcha.ts'

/** The widget module's path in the source tree: its key in Vite's manifest, its URL in development. */
const WIDGET_SOURCE = 'app/lib/captcha/altcha-widget.client.ts'

interface ManifestChunk {
	file: string
	css?: string[]
	imports?: string[]
}

let cached: CaptchaWidgetFiles | null | undefined

/**
 * The widget's script and stylesheets as absolute URL paths (`/assets/…`), read once per process.
 * In development (Vite's dev server) the source module itself, whose styles Vite injects. Null when
 * the manifest cannot be read or names no such module, or when the widget's chunk imports others
 * (it would then pull in the form's code): the form keeps its fallback question. Never throws.
 */
export function captchaWidgetFiles(): CaptchaWidgetFiles | null {
	if (import.meta.env.DEV) return { script: `/${WIDGET_SOURCE}`, styles: [] }
	cached ??= readWidgetFiles()
	return cached
}

function readWidgetFiles(): CaptchaWidgetFiles | null {
	// The server bundle is `build/server/index.js`; the client build sits beside it.
	const manifestPath = path.join(
		path.dirname(fileURLToPath(import.meta.url)),
		'../client/.vite/manifest.json',
	)
	try {
		const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
			string,
			ManifestChunk | undefined
		>
		return widgetFilesOf(manifest)
	} catch {
		return null
	}
}

/**
 * The widget's files in a parsed Vite manifest (`manifest`: source path → chunk), or null when it
 * has no chunk for the widget or that chunk imports other chunks. Exported for tests.
 */
export function widgetFilesOf(
	manifest: Record<string, ManifestChunk | undefined>,
): CaptchaWidgetFiles | null {
	const chunk = manifest[WIDGET_SOURCE]
	if (!chunk || (chunk.imports?.length ?? 0) > 0) return null
	return { script: `/${chunk.file}`, styles: (chunk.css ?? []).map((file) => `/${file}`) }
}
