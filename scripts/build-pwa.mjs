/**
 * The installable web app's files, into `<BUILD_DIR>/client` (served at the site's root): the
 * service worker `sw.js` (bundled from `app/service-worker/service-worker.ts` with Workbox, ADR 0036),
 * the web app manifest `manifest.webmanifest`, and its icons drawn from `public/favicon.svg` by sharp
 * (192 and 512 px, plain and maskable). Run after `react-router build`; `npm run build` runs it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import sharp from 'sharp'

const client = path.join(process.env.BUILD_DIR ?? 'build', 'client')

await build({
	entryPoints: ['app/service-worker/service-worker.ts'],
	outfile: path.join(client, 'sw.js'),
	bundle: true,
	format: 'iife',
	target: 'es2020',
	minify: true,
	legalComments: 'none',
	logLevel: 'warning',
	define: { 'process.env.NODE_ENV': '"production"' },
})

const svg = await fs.readFile('public/favicon.svg')
await fs.mkdir(path.join(client, 'icons'), { recursive: true })
for (const size of [192, 512]) {
	await sharp(svg, { density: 384 })
		.resize(size, size)
		.png()
		.toFile(path.join(client, 'icons', `icon-${size}.png`))
	// Maskable: the mark inside the safe zone (80 %), on the header's green.
	const inner = Math.round(size * 0.6)
	const mark = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer()
	await sharp({ create: { width: size, height: size, channels: 4, background: '#022c22' } })
		.composite([{ input: mark, gravity: 'center' }])
		.png()
		.toFile(path.join(client, 'icons', `maskable-${size}.png`))
}

const manifest = {
	name: 'Internal Audit Leadership Summit',
	short_name: 'IALS Summit',
	description: 'The Internal Audit Leadership Summit in Accra: agenda, venue and your ticket, also offline.',
	start_url: '/',
	scope: '/',
	display: 'standalone',
	background_color: '#ffffff',
	theme_color: '#022c22',
	lang: 'en-GB',
	icons: [
		{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
		{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
		{ src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
		{ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
	],
}
await fs.writeFile(path.join(client, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, '\t')}\n`)
