/** The part of s3rver (an S3-compatible server for tests; it ships no types) that the tests use. */
declare module 's3rver' {
	import type { AddressInfo } from 'node:net'

	interface S3rverOptions {
		port?: number
		address?: string
		silent?: boolean
		directory?: string
		resetOnClose?: boolean
		configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
	}

	export default class S3rver {
		constructor(options?: S3rverOptions)
		run(): Promise<AddressInfo>
		close(): Promise<void>
	}
}
