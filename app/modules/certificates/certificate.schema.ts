/**
 * The back office's certificate forms (docs/event-days.md, "CPE certificates"; field limits in
 * docs/security.md): revoking with a reason, and correcting the name to reissue. Browser-safe.
 */
import { z } from 'zod'

/** Longest reason a revocation keeps. */
export const REVOKE_REASON_MAX = 300

/** Longest name a certificate prints (the registration form's limit). */
export const CERTIFICATE_NAME_MAX = 120

/** "Revoke": why (required, 1–300 characters after trimming). */
export const RevokeCertificateSchema = z.object({
	reason: z
		.string({ error: 'Say why the certificate is revoked.' })
		.trim()
		.min(1, 'Say why the certificate is revoked.')
		.max(REVOKE_REASON_MAX, `At most ${REVOKE_REASON_MAX} characters.`),
})

/** "Correct the name and reissue": the name as it should print (required, 2–120 characters). */
export const CorrectNameSchema = z.object({
	fullName: z
		.string({ error: 'Enter the name as it should be printed.' })
		.trim()
		.min(2, 'Enter the name as it should be printed.')
		.max(CERTIFICATE_NAME_MAX, `At most ${CERTIFICATE_NAME_MAX} characters.`)
		.refine((name) => !/\p{Cc}/u.test(name), 'The name cannot hold control characters.'),
})
