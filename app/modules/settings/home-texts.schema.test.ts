import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { HomeTextsSchema, paragraphsOf } from './home-texts.schema.ts'

/** The form's fields as the browser posts them, parsed as the action parses them. */
function submitted(fields: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	return parseWithZod(formData, { schema: HomeTextsSchema })
}

describe('the Home page texts form', () => {
	test('keeps the filled rows in order and leaves the empty ones out', () => {
		const result = submitted({
			aboutHeading: 'About',
			about: 'First paragraph\ngoes on.\n\n  Second one.  ',
			'takeaways[0].title': 'Standards',
			'takeaways[0].text': 'Made practical',
			'takeaways[1].title': '',
			'takeaways[1].text': '',
			'takeaways[2].title': 'Analytics',
			'takeaways[2].text': 'On Monday',
			'eventProfile[0].label': 'Location',
			'eventProfile[0].value': 'Accra, Ghana',
		})
		expect(result.status).toBe('success')
		if (result.status !== 'success') return
		expect(result.value.takeaways).toEqual([
			{ title: 'Standards', text: 'Made practical' },
			{ title: 'Analytics', text: 'On Monday' },
		])
		expect(result.value.eventProfile).toEqual([{ label: 'Location', value: 'Accra, Ghana' }])
		expect(paragraphsOf(result.value.about ?? '')).toEqual(['First paragraph goes on.', 'Second one.'])
	})

	test('a half-filled row gets a message on its empty field; the heading is required', () => {
		const errors = submitted({
			aboutHeading: '',
			'takeaways[0].title': 'Standards',
			'eventProfile[1].value': 'English',
		}).reply().error
		expect(errors).toMatchObject({
			aboutHeading: ['About heading is required'],
			'takeaways[0].text': ['Takeaway text is required'],
			'eventProfile[1].label': ['Profile label is required'],
		})
	})
})
