/**
 * Compiles the production server, `server/main.ts` with the app modules it imports, into one ES
 * module, `<BUILD_DIR>/server/main.js` (BUILD_DIR defaults to `build`), so production runs plain
 * `node` with no TypeScript loader in memory (ADR 0016). npm packages stay external: they are
 * imported from node_modules at run time, as the React Router server bundle does. Run after
 * `react-router build` (which empties the build folder); `npm run build` runs both.
 */
import { build } from 'esbuild'

const buildDir = process.env.BUILD_DIR ?? 'build'

await build({
	entryPoints: ['server/main.ts'],
	outfile: `${buildDir}/server/main.js`,
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	sourcemap: 'linked',
	legalComments: 'none',
	logLevel: 'warning',
})
