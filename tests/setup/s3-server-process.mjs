// The S3-compatible test server (s3rver) in a process of its own, started by `s3-server.ts`:
// `node --openssl-legacy-provider s3-server-process.mjs <directory> <bucket>`. s3rver signs its
// listing continuation tokens with DES, which OpenSSL 3 has only in its legacy provider, hence
// the flag (kept out of the test process). Prints `{"port":N}` once listening on 127.0.0.1; stops
// when its standard input closes (the test process ended) or on SIGTERM.
import S3rver from 's3rver'

const [directory, bucket] = process.argv.slice(2)
const server = new S3rver({
	port: 0,
	address: '127.0.0.1',
	silent: true,
	directory,
	configureBuckets: [{ name: bucket }],
})
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)

let stopping = false
async function stop() {
	if (stopping) return
	stopping = true
	await server.close().catch(() => {})
	process.exit(0)
}
process.stdin.on('end', stop)
process.stdin.resume()
process.on('SIGTERM', stop)
