import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { transform } from 'esbuild'
import fs from 'node:fs/promises'
import { defineConfig, type Plugin } from 'vite'

/**
 * The scripts a page carries inline, imported as text (`*-script.js?raw`: the behaviours of a page
 * sent without React, the group form's rows), minified: comments and long names would otherwise
 * travel in every page, and a page's first paint waits for all of its HTML (ADR 0052). The sources
 * stay readable; the CSP allows what is sent by its hash, computed on the page as rendered.
 */
function minifiedInlineScripts(): Plugin {
	return {
		name: 'summit:minified-inline-scripts',
		enforce: 'pre',
		async load(id) {
			const [file, query] = id.split('?')
			if (query !== 'raw' || !file?.endsWith('-script.js')) return null
			const { code } = await transform(await fs.readFile(file, 'utf8'), {
				loader: 'js',
				minify: true,
				target: 'es2020',
				legalComments: 'none',
			})
			if (/<\/script|<!--/i.test(code)) throw new Error(`${file}, minified, would end its <script> element`)
			return `export default ${JSON.stringify(code.trimEnd())}`
		},
	}
}

export default defineConfig({
	plugins: [minifiedInlineScripts(), tailwindcss(), reactRouter()],
	build: { target: 'es2022', manifest: true },
	ssr: {
		// Native and Node-only packages stay outside the server bundle.
		external: ['better-sqlite3', 'pg', 'sharp', '@node-rs/argon2'],
	},
})
