/**
 * The server's configuration, read from `process.env` once at start and validated.
 * Nothing else in the app reads `process.env`; import `env` from here.
 */
import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')

export const EnvSchema = z.object({
	/**
	 * `production` on a real deployment: Secure cookies, and `SITE_URL` must be set. Whatever it is,
	 * `npm start` serves the production build; `npm run dev` is the development server.
	 */
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	/** When set, PostgreSQL is used instead of the embedded SQLite file. */
	DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), postgresUrl.optional()),
	/**
	 * The most PostgreSQL connections this instance opens at once (its pool), 1 to 100. Every
	 * instance's pool counts against the server's `max_connections`: instances × pool size must stay
	 * below it, less what backups, migrations by hand and monitoring need (docs/deployment.md).
	 * Ignored on SQLite.
	 */
	DATABASE_POOL_SIZE: z.coerce
		.number({ error: 'must be a whole number of connections from 1 to 100' })
		.int('must be a whole number of connections from 1 to 100')
		.min(1, 'must be a whole number of connections from 1 to 100')
		.max(100, 'must be at most 100 connections: PostgreSQL serves each one with a process of its own')
		.default(10),
	/** SQLite file used when DATABASE_URL is not set. */
	DATABASE_PATH: z.string().min(1).default('data/summit.db'),
	/** Folder for uploads and the mail outbox. */
	DATA_DIR: z.string().min(1).default('data'),
	/**
	 * Public origin of the site (`https://summit.example.org`), for every absolute link: canonical
	 * URLs, the sitemap, share links, mail, calendar entries. Required in production; elsewhere
	 * `http://localhost:<PORT>`.
	 */
	SITE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
	/** Whether an empty database is filled with the demo content at start (`false` for a clean install). */
	SEED_DEMO_CONTENT: z
		.enum(['true', 'false'], { error: 'must be true or false' })
		.default('true')
		.transform((v) => v === 'true'),
	/**
	 * The first Administrator: made by the demo seed (without a password, a random one is printed
	 * once), or, on a site with no user and no demo content, at start when both are set (the
	 * password must be hard to guess; ADR 0056). Never overwrites an existing user.
	 */
	ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
	ADMIN_PASSWORD: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z.string().min(10, 'must be at least 10 characters').optional(),
	),
	/** The first Administrator's full name (`ADMIN_EMAIL`); "Summit Administrator" when unset. */
	ADMIN_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(120).optional()),
	/**
	 * HMAC secret that signs captcha challenges. Optional: when unset, the captcha uses the site's
	 * `altcha-master` signing secret (see `SIGNING_SECRET`), so every instance on that database shares it.
	 */
	CAPTCHA_SECRET: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z.string().min(32, 'must be at least 32 characters').optional(),
	),
	/**
	 * The master of every signing secret (tickets and manage links, device cookies, fallback
	 * questions, the captcha's unless `CAPTCHA_SECRET` is set): each is derived from it with HKDF, and
	 * the database keeps none (ADR 0040). Optional: when unset, each is generated at first use and
	 * kept in the database (`npm run secrets:rotate` replaces them).
	 */
	SIGNING_SECRET: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z.string().min(32, 'must be at least 32 characters').optional(),
	),
	/**
	 * The `SIGNING_SECRET` before the last change: tickets and manage links signed with it still open
	 * while it is set. Only with `SIGNING_SECRET`.
	 */
	SIGNING_SECRET_PREVIOUS: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z.string().min(32, 'must be at least 32 characters').optional(),
	),
	/**
	 * Where mail is sent: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.
	 * Unset: every mail is written as an `.eml` file under `DATA_DIR/outbox`.
	 */
	SMTP_URL: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.string()
			.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
			.optional(),
	),
	/** The sender of every mail, e.g. `"Internal Audit Leadership Summit" <tickets@auditsummit.example>`. */
	MAIL_FROM: z.string().min(3).default('"Internal Audit Leadership Summit" <no-reply@auditsummit.example>'),
	/** How often the mail worker looks for due mail queued by another process (ms). */
	MAIL_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2000),
	/** How often the webhook worker looks for due deliveries (ms; docs/webhooks.md). */
	WEBHOOK_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
	/**
	 * Mails that forms sent from one client network (an IPv4 address, an IPv6 /64) may cause per
	 * hour: registrations, groups, tickets sent again, enquiry notices (ADR 0041). Over it the form
	 * stores nothing and says so. 300: five full groups of 50 from one office (51 mails each, with
	 * the contact's summary), or the most single registrations `FORM_RATE_LIMIT` lets one address
	 * send (120 an hour by default), with room.
	 */
	MAIL_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(300),
	/**
	 * Mails per hour to one mailbox (the address lower-cased, without its `+tag` or dots): a
	 * registrant's confirmation, a group contact's summaries, a ticket sent again. 10: a contact
	 * registering several groups in an hour, who is also registered, is far below it.
	 */
	MAIL_LIMIT_PER_RECIPIENT: z.coerce.number().int().min(1).max(1_000_000).default(10),
	/**
	 * Mails per hour to one recipient domain (`gmail.com`, a company's). 1000: twice a rush of 500
	 * registrations in an hour all at one provider.
	 */
	MAIL_LIMIT_PER_DOMAIN: z.coerce.number().int().min(1).max(1_000_000).default(1000),
	/**
	 * Paystack's secret key (`sk_live_…`, or `sk_test_…` for Paystack's test mode): with it, delegates
	 * pay online by card or mobile money (ADR 0047), and webhooks are checked with it. Unset: no Pay
	 * now anywhere; the manual payment instructions of the site settings, as before.
	 */
	PAYSTACK_SECRET_KEY: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.string()
			.regex(/^\S{8,200}$/, 'must be the secret key from the Paystack dashboard, e.g. sk_live_…')
			.optional(),
	),
	/**
	 * Paystack's public key (`pk_live_…`). Not needed by the redirect flow Summit uses (ADR 0047);
	 * accepted so a deployment can keep both keys together.
	 */
	PAYSTACK_PUBLIC_KEY: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.string()
			.regex(/^\S{8,200}$/, 'must be the public key from the Paystack dashboard, e.g. pk_live_…')
			.optional(),
	),
	/** Where Paystack's API answers; another value only for a stand-in (the tests' local server). */
	PAYSTACK_BASE_URL: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.url({ protocol: /^https?$/ })
			.default('https://api.paystack.co')
			.transform((url) => url.replace(/\/+$/, '')),
	),
	/**
	 * The origin of Paystack's payment pages, where a delegate is sent to pay: the only other site
	 * a Pay now form may lead to (the pages' Content-Security-Policy allows it, and the server
	 * redirects nowhere else).
	 */
	PAYSTACK_CHECKOUT_ORIGIN: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.url({ protocol: /^https?$/ })
			.default('https://checkout.paystack.com')
			.transform((url) => new URL(url).origin),
	),
	/** How long each call to Paystack may take before it counts as unreachable (ms). */
	PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
	/**
	 * An S3-compatible bucket (AWS S3, MinIO, R2…) holding the uploads (`uploads/<name>`) and the mail
	 * files (`outbox/<name>`) instead of `DATA_DIR`, so several instances share them (ADR 0064). It
	 * needs `AWS_REGION`, and for a store that is not AWS `AWS_ENDPOINT_URL_S3`; the keys come from
	 * `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (or the SDK's other sources: an instance role…).
	 * `npm run uploads:to-bucket` copies an existing `DATA_DIR` into it. Unset: the local folders.
	 */
	S3_BUCKET: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.string()
			.regex(
				/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
				'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
			)
			.optional(),
	),
	/** The bucket's region (the AWS SDK's own variable), e.g. `eu-west-1`; required with `S3_BUCKET`. */
	AWS_REGION: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.string()
			.regex(/^[a-z0-9-]{2,40}$/, 'must be a region name, e.g. eu-west-1 (or auto)')
			.optional(),
	),
	/**
	 * The address of an S3-compatible store that is not AWS (`https://s3.example.net`,
	 * `http://127.0.0.1:9000`; the AWS SDK's own variable); its objects are then addressed path-style.
	 * Unset: AWS S3 itself.
	 */
	AWS_ENDPOINT_URL_S3: z.preprocess(
		(v) => (v === '' ? undefined : v),
		z
			.url({ protocol: /^https?$/, error: 'must be the http:// or https:// address of the store' })
			.transform((url) => url.replace(/\/+$/, ''))
			.optional(),
	),
	/** The bucket's access key id (the AWS SDK's own variable); set with `AWS_SECRET_ACCESS_KEY`. */
	AWS_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
	/** The bucket's secret key (the AWS SDK's own variable); never printed. */
	AWS_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
	/** pino log level; `info` logs no personal data. */
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	/**
	 * Accepted submissions of each public form (registration, partnership, interest list) per client
	 * address per 10 minutes; every attempt is allowed five times that (lib/http/form-rate-limit).
	 * Behind a proxy the address is the proxy's unless `TRUST_PROXY` is set.
	 */
	FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
	/**
	 * Fallback questions (the captcha without JavaScript) handed to one client address per 10
	 * minutes; then the form shows none (lib/captcha/challenge.server). The browser tests raise it:
	 * every page they open comes from one address.
	 */
	CAPTCHA_QUESTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
	/**
	 * How often, at most, the page cache reads the content version (ms): how soon a change made by
	 * another server process shows. The browser tests use 0: read before every page.
	 */
	PAGE_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
	/** Upper bound of the page cache's memory, in MB (0 turns the cache off). */
	PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(50),
	/**
	 * Which proxies in front of the app to believe about the client's address (X-Forwarded-For, for
	 * the limits per address and the activity log) and scheme: Express's `trust proxy` values, as
	 * `trustProxySetting` reads them. Unset when the app faces the internet.
	 */
	TRUST_PROXY: z
		.string()
		.default('false')
		.transform((text, ctx) => {
			const setting = trustProxySetting(text)
			if (typeof setting === 'string') {
				ctx.issues.push({ code: 'custom', input: text, message: setting })
				return z.NEVER
			}
			return setting
		}),
})

/** Express's names of address ranges (`proxy-addr`). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * Reads `TRUST_PROXY` into Express's `trust proxy` setting: false for "" or "false"; a hop count
 * (0–10) for a number, e.g. "1" behind one nginx; a list of addresses, CIDR ranges and Express's
 * names for anything else, e.g. "10.0.0.1, 10.0.0.0/8, loopback". Answers a message (a string) for
 * "true", which would believe whatever address a client writes first in X-Forwarded-For, and for
 * an entry that is not an address, a range or a name.
 */
function trustProxySetting(text: string): false | number | string[] | string {
	const value = text.trim()
	if (value === '' || value === 'false') return false
	if (value === 'true')
		return 'true would believe any X-Forwarded-For a client writes: give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8)'
	if (/^\d+$/.test(value)) {
		const hops = Number(value)
		return hops <= 10 ? hops : 'a number of proxies must be from 0 to 10'
	}
	const entries = value.split(',').map((entry) => entry.trim())
	const bad = entries.find((entry) => {
		if (PROXY_RANGE_NAMES.has(entry)) return false
		const [address = '', prefix, extra] = entry.split('/')
		const family = net.isIP(address)
		if (!family || extra !== undefined) return true
		if (prefix === undefined) return false
		return !/^\d+$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)
	})
	return bad === undefined
		? entries
		: `"${bad}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`
}

export type Env = Omit<z.infer<typeof EnvSchema>, 'SITE_URL'> & {
	/** The public origin, without a trailing slash. */
	SITE_URL: string
	uploadsDir: string
	outboxDir: string
}

/** Thrown by `parseEnv` with one line per bad variable, each naming the variable. */
export class EnvError extends Error {
	override name = 'EnvError'
}

/** Why production needs `SITE_URL`, as the start-up refusal says it. */
export const SITE_URL_REQUIRED =
	'must be set in production: the public address, e.g. https://summit.example.org (canonical URLs, the sitemap, share links, mail and calendar entries are built from it)'

/** Why `SIGNING_SECRET_PREVIOUS` is refused without `SIGNING_SECRET`, or equal to it. */
const PREVIOUS_ALONE =
	'is the SIGNING_SECRET before a change, so it needs SIGNING_SECRET: set the new one there (README, "Rotating the signing secrets")'
const PREVIOUS_SAME = 'must differ from SIGNING_SECRET: it is the secret the current one replaced'

/** Why `S3_BUCKET` is refused without `AWS_REGION`, and `AWS_ENDPOINT_URL_S3` without `S3_BUCKET`. */
const REGION_REQUIRED =
	"must be set with S3_BUCKET: the bucket's region, e.g. eu-west-1 (a store that is not AWS usually takes auto or us-east-1)"
const BUCKET_REQUIRED =
	'must be set when AWS_ENDPOINT_URL_S3 is: the bucket that holds the uploads and mail files (unset both for the local folders)'
const KEYS_TOGETHER =
	"must be set with the other: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together (or set neither to use the AWS SDK's other sources)"

/**
 * Validates a raw environment. Returns the typed configuration with derived folders
 * (`uploadsDir`, `outboxDir`, absolute) and `SITE_URL` (`http://localhost:<PORT>` outside
 * production). Throws `EnvError` naming every bad variable, `SITE_URL` too when it is missing in
 * production, `SIGNING_SECRET_PREVIOUS` when it comes without `SIGNING_SECRET` or equals it,
 * `AWS_REGION` when `S3_BUCKET` is set without it, `S3_BUCKET` when `AWS_ENDPOINT_URL_S3` comes
 * alone, and either AWS key when the other is missing.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = EnvSchema.superRefine((value, context) => {
		if (value.NODE_ENV === 'production' && !value.SITE_URL)
			context.addIssue({ code: 'custom', path: ['SITE_URL'], message: SITE_URL_REQUIRED })
		if (value.S3_BUCKET && !value.AWS_REGION)
			context.addIssue({ code: 'custom', path: ['AWS_REGION'], message: REGION_REQUIRED })
		if (!value.S3_BUCKET && value.AWS_ENDPOINT_URL_S3)
			context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: BUCKET_REQUIRED })
		if (Boolean(value.AWS_ACCESS_KEY_ID) !== Boolean(value.AWS_SECRET_ACCESS_KEY))
			context.addIssue({
				code: 'custom',
				path: [value.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'],
				message: KEYS_TOGETHER,
			})
		if (value.SIGNING_SECRET_PREVIOUS && !value.SIGNING_SECRET)
			context.addIssue({ code: 'custom', path: ['SIGNING_SECRET_PREVIOUS'], message: PREVIOUS_ALONE })
		if (value.SIGNING_SECRET_PREVIOUS && value.SIGNING_SECRET_PREVIOUS === value.SIGNING_SECRET)
			context.addIssue({ code: 'custom', path: ['SIGNING_SECRET_PREVIOUS'], message: PREVIOUS_SAME })
	}).safeParse(source)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
	}
	const dataDir = path.resolve(result.data.DATA_DIR)
	return {
		...result.data,
		SITE_URL: (result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, ''),
		uploadsDir: path.join(dataDir, 'uploads'),
		outboxDir: path.join(dataDir, 'outbox'),
	}
}

export const env: Env = parseEnv(process.env)
