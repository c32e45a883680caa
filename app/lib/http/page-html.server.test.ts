import { describe, expect, test } from 'vitest'
import { lowerScriptPriority } from './page-html.server.ts'

describe('lowerScriptPriority', () => {
	test('module preloads get fetchpriority="low"; stylesheets and everything else are left as they are', () => {
		const html =
			'<head><link rel="stylesheet" href="/assets/root.css"/><link rel="preload" as="image" href="/a.webp"/></head>' +
			'<body><p>rel="modulepreload"</p><link rel="modulepreload" href="/assets/entry.client.js"/>' +
			'<link rel="modulepreload" href="/assets/jsx-runtime.js"/></body>'
		expect(lowerScriptPriority(html)).toBe(
			'<head><link rel="stylesheet" href="/assets/root.css"/><link rel="preload" as="image" href="/a.webp"/></head>' +
				'<body><p>rel="modulepreload"</p><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
				'<link rel="modulepreload" fetchpriority="low" href="/assets/jsx-runtime.js"/></body>',
		)
	})
})
