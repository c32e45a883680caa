import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: { target: 'es2022', manifest: true },
	ssr: {
		// Native and Node-only packages stay outside the server bundle.
		external: ['better-sqlite3', 'pg', 'sharp', '@node-rs/argon2'],
	},
})
