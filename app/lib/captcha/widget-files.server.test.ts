import { describe, expect, test } from 'vitest'
import { widgetFilesOf } from './widget-files.server.ts'

describe('the captcha widget files a page sent without React loads', () => {
	test("are the widget chunk's script and stylesheets, as URL paths", () => {
		expect(
			widgetFilesOf({
				'app/lib/captcha/altcha-widget.client.ts': {
					file: 'assets/altcha-widget.client-abc.js',
					css: ['assets/altcha-widget-def.css'],
				},
			}),
		).toEqual({ script: '/assets/altcha-widget.client-abc.js', styles: ['/assets/altcha-widget-def.css'] })
	})

	test('are none when the build has no widget chunk, or one that would pull in other chunks', () => {
		expect(widgetFilesOf({})).toBeNull()
		expect(
			widgetFilesOf({
				'app/lib/captcha/altcha-widget.client.ts': {
					file: 'assets/altcha-widget.client-abc.js',
					imports: ['_contact-form-xyz.js'],
				},
			}),
		).toBeNull()
	})
})
