import path from 'node:path'
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { MODULES, modulesBelow } from './scripts/lint/module-hierarchy.mjs'

/** process.env is read in one place. */
const processEnvRule = {
	selector: "MemberExpression[object.name='process'][property.name='env']",
	message: 'Read configuration through #app/lib/env.server.ts.',
}

/**
 * Every transaction is opened by writeTransaction, which takes SQLite's write lock first (ADR 0049);
 * Kysely's own `db.transaction()` and `db.startTransaction()` are refused everywhere else.
 */
const openTransactionRule = {
	selector:
		'CallExpression[arguments.length=0] > MemberExpression.callee[property.name=/^(transaction|startTransaction)$/]',
	message:
		'Open a transaction with writeTransaction (app/db/transaction.ts): on SQLite it takes the write lock first, so a transaction that reads then writes never meets "database is locked" (ADR 0049).',
}

/** The lint element type of a module folder: `module:<name>`. */
const moduleType = (name) => `module:${name}`
const allModules = MODULES.map(moduleType)

export default tseslint.config(
	{
		ignores: [
			'build/',
			'build-*/',
			'node_modules/',
			'.react-router/',
			'app/paraglide/',
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
			'no-restricted-syntax': ['error', processEnvRule],
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
			// Two element kinds are single files (config, and route's routes.ts/root.tsx/entry.server.tsx);
			// element descriptors match folders unless given mode 'full', which v7 still honours but calls
			// legacy. Silence that notice rather than print it on every run.
			'boundaries/legacy-warnings': false,
			'boundaries/include': ['app/**/*', 'server/**/*', 'scripts/**/*'],
			'boundaries/elements': [
				{
					type: 'config',
					mode: 'full',
					pattern: ['app/lib/env.server.ts', 'app/lib/singleton.server.ts', 'app/lib/logger.server.ts'],
				},
				{ type: 'entry', partialMatch: false, pattern: ['server/**', 'scripts/**'] },
				{
					type: 'route',
					mode: 'full',
					pattern: ['app/routes/**', 'app/routes.ts', 'app/root.tsx', 'app/entry.server.tsx'],
				},
				{ type: 'demo', partialMatch: false, pattern: 'app/demo/**' },
				...MODULES.map((name) => ({
					type: moduleType(name),
					partialMatch: false,
					pattern: `app/modules/${name}/**`,
				})),
				{ type: 'component', partialMatch: false, pattern: 'app/components/**' },
				{ type: 'lib', partialMatch: false, pattern: 'app/lib/**' },
				{ type: 'db', partialMatch: false, pattern: 'app/db/**' },
			],
		},
		rules: {
			'boundaries/dependencies': [
				'error',
				{
					default: 'disallow',
					message: 'Layer rule: {{from.type}} code may not import {{to.type}} code (docs/architecture.md).',
					policies: [
						{ from: { element: { type: 'entry' } }, allow: { to: { element: { type: '*' } } } },
						{
							from: { element: { type: 'route' } },
							allow: { to: { element: { type: ['route', ...allModules, 'component', 'lib', 'config'] } } },
						},
						{
							from: { element: { type: 'route' } },
							allow: { to: { element: { type: 'db' } }, dependency: { kind: 'type' } },
						},
						{
							from: { element: { type: 'demo' } },
							allow: { to: { element: { type: ['demo', ...allModules, 'lib', 'db', 'config'] } } },
						},
						// The module hierarchy (scripts/lint/module-hierarchy.mjs): a module imports itself and
						// the modules of the tiers below its own; any other module is refused with its own message.
						...MODULES.map((name) => ({
							from: { element: { type: moduleType(name) } },
							allow: {
								to: {
									element: {
										type: [
											moduleType(name),
											...modulesBelow(name).map(moduleType),
											'component',
											'lib',
											'db',
											'config',
										],
									},
								},
							},
						})),
						...MODULES.map((name) => ({
							from: { element: { type: moduleType(name) } },
							disallow: {
								to: {
									element: {
										type: allModules.filter(
											(type) =>
												type !== moduleType(name) && !modulesBelow(name).map(moduleType).includes(type),
										),
									},
								},
							},
							message:
								'Module rule: {{from.type}} may import only modules of the tiers below its own, so never {{to.type}} (the module hierarchy, docs/architecture.md).',
						})).filter((policy) => policy.disallow.to.element.type.length > 0),
						{
							from: { element: { type: 'component' } },
							allow: { to: { element: { type: ['component', 'lib', 'config'] } } },
						},
						{
							from: { element: { type: 'lib' } },
							allow: { to: { element: { type: ['lib', 'db', 'config'] } } },
						},
						{ from: { element: { type: 'db' } }, allow: { to: { element: { type: ['db', 'config'] } } } },
						{ from: { element: { type: 'config' } }, allow: { to: { element: { type: 'config' } } } },
					],
				},
			],
		},
	},
	{
		// Every database statement is a query function in a *.queries.server.ts file (docs/architecture.md,
		// "Data access"); the database layer itself is the exception.
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['**/*.queries.server.ts', '**/*.test.ts', 'app/db/**', 'app/lib/env.server.ts'],
		rules: {
			'no-restricted-syntax': [
				'error',
				processEnvRule,
				openTransactionRule,
				{
					selector:
						'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
					message:
						'Database statements live in query functions in a *.queries.server.ts file (docs/architecture.md, "Data access").',
				},
			],
		},
	},
	{
		// The query files and the database layer, which may hold statements, open no transaction of
		// their own either (ADR 0049).
		files: ['app/**/*.queries.server.ts', 'app/db/**/*.ts'],
		ignores: ['**/*.test.ts', 'app/db/transaction.ts'],
		rules: { 'no-restricted-syntax': ['error', processEnvRule, openTransactionRule] },
	},
	{
		// No file loops: two files that import each other, however far round, fail with
		// import-x/no-cycle (docs/architecture.md, "Rules lint enforces"). Type-only imports count too:
		// a loop of types is still two files that cannot be read apart.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
		ignores: ['**/*.test.ts'],
		plugins: { 'import-x': importX },
		settings: {
			...importX.flatConfigs.typescript.settings,
			'import-x/resolver': { [path.resolve('scripts/lint/import-resolver.cjs')]: {} },
		},
		rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
			'vitest.config.ts',
			'server/**',
		],
		rules: { 'no-restricted-syntax': 'off' },
	},
	{
		// The server and the scripts (which run beside a serving process: admin:create, secrets:rotate)
		// read the environment, but open transactions as the app does (ADR 0049).
		files: ['server/**/*.ts', 'scripts/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: { 'no-restricted-syntax': ['error', openTransactionRule] },
	},
)
