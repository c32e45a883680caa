import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// BUILD_DIR lets several checkouts' test runs build side by side; `build` by default.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	// React Router 8's changes, each decided here (left undecided, every build warns of them):
	// middleware is used; the others keep today's behaviour (split route modules, Vite's Environment
	// API, requests passed through unchanged, and `.data` URLs that the body limits and tests name).
	future: {
		v8_middleware: true,
		v8_splitRouteModules: false,
		v8_viteEnvironmentApi: false,
		v8_passThroughRequests: false,
		v8_trailingSlashAwareDataRequests: false,
	},
} satisfies Config
