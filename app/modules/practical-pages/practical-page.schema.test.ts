import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { faqPageJsonLd } from './faq-json-ld.ts'
import {
	CONTENT_OR_FAQ_REQUIRED,
	FRENCH_PAIR_NEEDS_ENGLISH,
	parseFaqJson,
	PracticalPageSchema,
	practicalPageValues,
	SLUG_FORMAT,
	slugFromTitle,
} from './practical-page.schema.ts'

function parse(fields: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	return parseWithZod(form, { schema: PracticalPageSchema })
}

/** The messages of `fields`, by field name; none when the form is valid. */
function errorsOf(fields: Record<string, string>) {
	const submission = parse(fields)
	return submission.status === 'success' ? undefined : (submission.error ?? undefined)
}

const base = { title: 'Visa letters', placement: 'footer', status: 'published' }

describe('the practical page form', () => {
	test('an empty web address is made from the title; empty FAQ pairs are dropped', () => {
		const submission = parse({
			...base,
			content: '<p>Ask us.</p>',
			'faq[0].question': 'Who needs a visa?',
			'faq[0].answer': 'Most delegates from outside ECOWAS.',
			'faq[0].answerFr': 'La plupart des délégués hors CEDEAO.',
			'faq[1].question': '',
			'faq[1].answer': '',
			contentFr: '<p></p>',
		})
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(practicalPageValues(submission.value)).toEqual({
			title: 'Visa letters',
			slug: 'visa-letters',
			content: '<p>Ask us.</p>',
			faq: [{ question: 'Who needs a visa?', answer: 'Most delegates from outside ECOWAS.' }],
			placement: 'footer',
			status: 'published',
			titleFr: null,
			contentFr: '',
			faqFr: [{ question: '', answer: 'La plupart des délégués hors CEDEAO.' }],
		})
	})

	test('a French question or answer without its English pair is refused', () => {
		const errors = errorsOf({ ...base, content: '<p>x</p>', 'faq[0].questionFr': 'Y a-t-il le Wi-Fi ?' })
		expect(errors?.['faq[0].question']).toEqual([FRENCH_PAIR_NEEDS_ENGLISH])
	})

	test('a half-filled pair is refused next to its empty field', () => {
		const errors = errorsOf({ ...base, content: '<p>x</p>', 'faq[0].question': 'Is there Wi-Fi?' })
		expect(errors?.['faq[0].answer']).toEqual(['Write the answer to this question'])
		const other = errorsOf({ ...base, content: '<p>x</p>', 'faq[0].answer': 'Yes.' })
		expect(other?.['faq[0].question']).toEqual(['Write the question this answers'])
	})

	test('a page needs text or a FAQ question; an emptied editor is no text', () => {
		expect(errorsOf({ ...base, content: '<p></p>' })?.content).toEqual([CONTENT_OR_FAQ_REQUIRED])
		expect(parse({ ...base, 'faq[0].question': 'Q?', 'faq[0].answer': 'A.' }).status).toBe('success')
	})

	test('a web address with other characters is refused; capitals are lowered', () => {
		expect(errorsOf({ ...base, content: '<p>x</p>', slug: 'visa letters' })?.slug).toEqual([SLUG_FORMAT])
		expect(errorsOf({ ...base, content: '<p>x</p>', slug: '../admin' })?.slug).toEqual([SLUG_FORMAT])
		const upper = parse({ ...base, content: '<p>x</p>', slug: 'Visa-Letters' })
		expect(upper.status === 'success' && upper.value.slug).toBe('visa-letters')
	})

	test('slugs from titles drop accents and symbols', () => {
		expect(slugFromTitle('Venue & directions')).toBe('venue-directions')
		expect(slugFromTitle('Wi-Fi, CPE & dress code')).toBe('wi-fi-cpe-dress-code')
		expect(slugFromTitle('Côte d’Ivoire délégués')).toBe('cote-d-ivoire-delegues')
		expect(slugFromTitle('★★★')).toBe('')
		expect(slugFromTitle('a'.repeat(80)).length).toBeLessThanOrEqual(60)
	})

	test('a stored FAQ that is not a list of pairs reads as none', () => {
		expect(parseFaqJson('not json')).toEqual([])
		expect(parseFaqJson('{"question":"x"}')).toEqual([])
		expect(parseFaqJson('[{"question":"Q","answer":"A"}]')).toEqual([{ question: 'Q', answer: 'A' }])
	})
})

describe('the FAQPage structured data', () => {
	test('each question with its accepted answer, in order; none without questions', () => {
		expect(faqPageJsonLd([], 'https://summit.example/info/faq')).toBeNull()
		expect(
			faqPageJsonLd(
				[
					{ question: 'How many CPE hours?', answer: 'Up to 14.' },
					{ question: 'Dress code?', answer: 'Business.' },
				],
				'https://summit.example/info/faq',
			),
		).toEqual({
			'@context': 'https://schema.org',
			'@type': 'FAQPage',
			url: 'https://summit.example/info/faq',
			mainEntity: [
				{
					'@type': 'Question',
					name: 'How many CPE hours?',
					acceptedAnswer: { '@type': 'Answer', text: 'Up to 14.' },
				},
				{
					'@type': 'Question',
					name: 'Dress code?',
					acceptedAnswer: { '@type': 'Answer', text: 'Business.' },
				},
			],
		})
	})
})
