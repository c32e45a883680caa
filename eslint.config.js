import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: [
			'build/',
			'build-*/',
			'node_modules/',
			'.react-router/',
			'data/',
			'test-results/',
			'playwright-report/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/consistent-type-imports': 'error',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'no-restricted-syntax': [
				'error',
				{
					selector: "MemberExpression[object.name='process'][property.name='env']",
					message: 'Read configuration through #app/lib/env.server.ts.',
				},
			],
		},
	},
	{
		// Plain ES modules run by Node (the server build step, the browser tests' server start).
		files: ['**/*.mjs'],
		languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
	},
	{
		// Migrations are written against Kysely<any>: frozen in time, independent of today's types.
		files: ['app/db/migrations/**', 'app/db/migrate.server.ts'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
	{
		files: [
			'app/lib/env.server.ts',
			'scripts/**',
			'tests/**',
			'bench/**',
			'playwright.config.ts',
			'react-router.config.ts',
			'server/**',
		],
		rules: { 'no-restricted-syntax': 'off' },
	},
)
