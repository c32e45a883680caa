import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// BUILD_DIR lets several checkouts' test runs build side by side; `build` by default.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	future: {
		v8_middleware: true,
	},
} satisfies Config
