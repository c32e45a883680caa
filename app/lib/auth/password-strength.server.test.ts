import { describe, expect, test } from 'vitest'
import { PASSWORD_TOO_SHORT, passwordWeakness, penalisedWords } from './password-strength.server.ts'

describe('staff password strength', () => {
	test('refuses a common password with zxcvbn’s advice', async () => {
		expect(await passwordWeakness('password123')).toBe(
			'Choose a stronger password: This is a commonly used password. Add more words that are less common.',
		)
	})

	test('refuses a password shorter than 10 characters before scoring it', async () => {
		expect(await passwordWeakness('Xq7!vR2#p')).toBe(PASSWORD_TOO_SHORT)
	})

	test('refuses a password made of the person’s name or the site’s words', async () => {
		expect(await passwordWeakness('KwameMensah1', ['Kwame Mensah', 'kwame@example.org'])).toMatch(
			/^Choose a stronger password: There should not be any personal or page related data\./,
		)
		expect(await passwordWeakness('auditsummit')).toMatch(/personal or page related data/)
		// The same password is fine for someone else.
		expect(await passwordWeakness('KwameMensah1')).toBeNull()
	})

	test('accepts a passphrase', async () => {
		expect(await passwordWeakness('a long passphrase', ['Ama Owusu', 'ama@example.org'])).toBeNull()
		expect(await passwordWeakness('correct horse battery staple')).toBeNull()
	})

	test('penalises each input whole and in its parts, with the site’s words', () => {
		const words = penalisedWords(['Ama Owusu', 'ama.owusu@firm.example', null, ''])
		expect(words).toEqual(
			expect.arrayContaining([
				'summit',
				'audit',
				'ama owusu',
				'owusu',
				'ama',
				'ama.owusu@firm.example',
				'firm',
			]),
		)
	})
})
