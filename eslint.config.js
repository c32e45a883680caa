import path from 'node:path'
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
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
		// The layers (docs/architecture.md): routes → modules → components / lib → db → config. An
		// import against the arrow fails with the message of the rule it breaks.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
		ignores: ['**/*.test.ts'],
		plugins: { boundaries },
		settings: {
			'import/resolver': { [path.resolve('scripts/lint/import-resolver.cjs')]: {} },
			'boundaries/include': ['app/**/*', 'server/**/*', 'scripts/**/*'],
			'boundaries/elements': [
				{ type: 'config', mode: 'full', pattern: ['app/lib/env.server.ts', 'app/lib/singleton.server.ts'] },
				{ type: 'entry', mode: 'full', pattern: ['server/**', 'scripts/**'] },
				{
					type: 'route',
					mode: 'full',
					pattern: ['app/routes/**', 'app/routes.ts', 'app/root.tsx', 'app/entry.server.tsx'],
				},
				{ type: 'demo', mode: 'full', pattern: 'app/demo/**' },
				{ type: 'module', mode: 'full', pattern: 'app/modules/**' },
				{ type: 'component', mode: 'full', pattern: 'app/components/**' },
				{ type: 'lib', mode: 'full', pattern: 'app/lib/**' },
				{ type: 'db', mode: 'full', pattern: 'app/db/**' },
			],
		},
		rules: {
			'boundaries/dependencies': [
				'error',
				{
					default: 'disallow',
					message: 'Layer rule: {{from.type}} code may not import {{to.type}} code (docs/architecture.md).',
					policies: [
						{ from: { type: 'entry' }, allow: { to: { type: '*' } } },
						{
							from: { type: 'route' },
							allow: { to: { type: ['route', 'module', 'component', 'lib', 'config'] } },
						},
						{
							from: { type: 'route' },
							allow: { to: { type: 'db' }, dependency: { kind: 'type' } },
						},
						{
							from: { type: 'demo' },
							allow: { to: { type: ['demo', 'module', 'lib', 'db', 'config'] } },
						},
						{
							from: { type: 'module' },
							allow: { to: { type: ['module', 'component', 'lib', 'db', 'config'] } },
						},
						{ from: { type: 'component' }, allow: { to: { type: ['component', 'lib', 'config'] } } },
						{ from: { type: 'lib' }, allow: { to: { type: ['lib', 'db', 'config'] } } },
						{ from: { type: 'db' }, allow: { to: { type: ['db', 'config'] } } },
						{ from: { type: 'config' }, allow: { to: { type: 'config' } } },
					],
				},
			],
		},
	},
	{
		// CommonJS files loaded by tools through require (the lint import resolver).
		files: ['**/*.cjs'],
		languageOptions: {
			sourceType: 'commonjs',
			globals: { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly' },
		},
		rules: { '@typescript-eslint/no-require-imports': 'off' },
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
