/**
 * What the certificate pages need, on the app's own database (docs/architecture.md, "Routes are
 * thin"; docs/event-days.md, "CPE certificates"):
 * - `/admin/certificates` (Administrators): one edition's figures, "Issue certificates", the list;
 * - `/admin/certificates/{id}` (Administrators): one certificate, "Revoke" and "Correct the name
 *   and reissue", each confirmed before it acts;
 * - `/admin/certificates/pdf/{id}.pdf` (Administrators): its PDF;
 * - `/certificate/{number}` (public): "Valid certificate" with the name, edition and total CPE hours,
 *   nothing else; a 404 "This is not a valid certificate" for any other number.
 */
import { data, redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import type { Actor } from '#app/lib/auth/actor.ts'
import { env } from '#app/lib/env.server.ts'
import { formatDateTime, formatLongDate } from '#app/lib/format.ts'
import { requireSameSiteDownload } from '#app/lib/http/origin-check.server.ts'
import { currentLocale } from '#app/lib/i18n/locale.ts'
import { loadListPage } from '#app/lib/list-loader.server.ts'
import { contentListOptions } from '#app/lib/list-params.ts'
import { recordIdOr404 } from '#app/lib/page-data.server.ts'
import { parseRecordId } from '#app/lib/record-id.ts'
import { SITE_NAME } from '#app/lib/seo.ts'
import { fileStore } from '#app/lib/storage/file-store.server.ts'
import { toastHeaders } from '#app/lib/toast.server.ts'
import { formatCpeHours } from '#app/modules/attendance/cpe-hours.ts'
import { getCurrentEdition, getEdition, listEditions } from '#app/modules/editions/editions.queries.server.ts'
import { siteMessageIdHost } from '#app/modules/outbox/mail-limits.server.ts'
import { pdfResponse } from '#app/modules/payments/documents-pages.server.ts'
import { getSettings } from '#app/modules/settings/settings.queries.server.ts'
import { CorrectNameSchema, RevokeCertificateSchema } from './certificate.schema.ts'
import { normalizeCertificateNumber } from './certificate-number.ts'
import { renderCertificatePdf } from './certificate-pdf.server.ts'
import {
	correctNameAndReissue,
	issueCertificates,
	issuingOpen,
	revokeCertificate,
} from './certificates-admin.server.ts'
import {
	type CertificateSession,
	type CertificateSort,
	countCertificates,
	countValidCertificates,
	cpeStandings,
	findCertificate,
	findValidCertificateByNumber,
	listCertificates,
	registrationOfCertificate,
} from './certificates.queries.server.ts'

const CERTIFICATE_LIST = {
	...contentListOptions<CertificateSort>({
		defaultSize: 15,
		sortable: ['number', 'name', 'hours', 'issued'],
		defaultSort: { sort: 'number', dir: 'desc' },
	}),
	sizes: [15, 50, 100],
	allowAll: false,
}

/** Edition choices, newest first: the year, with the theme when two share a year. */
function editionChoices(editions: readonly { id: number; year: number; theme: string | null }[]) {
	return editions.map((edition) => ({
		id: edition.id,
		label:
			editions.filter((e) => e.year === edition.year).length > 1
				? `${edition.year} (${edition.theme ?? `#${edition.id}`})`
				: String(edition.year),
	}))
}

/** The edition a certificates URL names (`edition`), else the current one, else the newest. */
async function editionOfUrl(url: URL) {
	const editions = editionChoices(await listEditions(db))
	const asked = parseRecordId(url.searchParams.get('edition') ?? undefined)
	const current = await getCurrentEdition(db, new Date())
	const id = editions.some((e) => e.id === asked) ? asked : (current?.id ?? editions[0]?.id ?? null)
	return { editions, edition: editions.find((e) => e.id === id) ?? null }
}

/**
 * The figures of edition `editionId`: eligible (CPE hours, and the evaluation answered when the
 * setting asks), issued (valid certificates), waiting for the evaluation (hours but no answer,
 * while the setting asks for one), not yet issued (eligible without any certificate: a revoked
 * one is not issued again).
 */
async function figuresOf(editionId: number, requireEvaluation: boolean) {
	const [standings, issued] = await Promise.all([
		cpeStandings(db, editionId),
		countValidCertificates(db, editionId),
	])
	const eligible = standings.filter((s) => s.answeredEvaluation || !requireEvaluation)
	return {
		eligible: eligible.length,
		issued,
		waitingForEvaluation: requireEvaluation
			? standings.filter((s) => !s.answeredEvaluation && !s.hasCertificate).length
			: 0,
		notYetIssued: eligible.filter((s) => !s.hasCertificate).length,
	}
}

/**
 * The certificates screen's data for `request`'s URL: the edition choices and the edition shown
 * (the current one by default), whether issuing is open (after the last session) and when it
 * opens, the figures, whether the evaluation is required, and one page of its certificates
 * (number, name, hours, issued, state) matching the search `q` (name or number). A page past the
 * last redirects to the last one.
 */
export async function loadCertificatesScreen(request: Request) {
	const url = new URL(request.url)
	const { editions, edition } = await editionOfUrl(url)
	const requireEvaluation = (await getSettings(db)).certificates_require_evaluation === 1
	if (!edition)
		return {
			editions,
			edition: null,
			requireEvaluation,
			timing: null,
			figures: null,
			list: null,
		}
	const [timing, figures, list] = await Promise.all([
		issuingOpen(db, edition.id, new Date()),
		figuresOf(edition.id, requireEvaluation),
		loadListPage(url, CERTIFICATE_LIST, {
			count: ({ q }) => countCertificates(db, edition.id, q),
			page: (query) => listCertificates(db, edition.id, query),
		}),
	])
	return {
		editions,
		edition,
		requireEvaluation,
		timing: {
			open: timing.open,
			reason: timing.open ? null : timing.reason,
			endsAtText: 'endsAt' in timing ? formatDateTime(timing.endsAt) : null,
		},
		figures,
		list: {
			...list,
			rows: list.rows.map((row) => ({
				id: row.id,
				number: row.number,
				fullName: row.fullName,
				hoursText: formatCpeHours(row.hours),
				issuedAt: row.issuedAt,
				issuedText: formatDateTime(row.issuedAt),
				revoked: row.revokedAt !== null,
				revokedReason: row.revokedReason,
			})),
		},
	}
}

export type CertificatesScreen = Awaited<ReturnType<typeof loadCertificatesScreen>>

/** A 303 back to `to` with a toast. */
async function back(
	to: string,
	toast: { type: 'success' | 'error'; title: string; description?: string },
): Promise<Response> {
	return redirect(to, { status: 303, headers: await toastHeaders(toast) })
}

/**
 * The certificates screen's action by `actor`: `intent` `issue` with `edition` issues every due
 * certificate of that edition (`issueCertificates`) and redirects back with a toast saying how many.
 * Throws a 400 for any other form.
 */
export async function certificatesAction(actor: Actor, request: Request): Promise<Response> {
	const form = await request.formData()
	const editionId = parseRecordId(String(form.get('edition') ?? ''))
	if (form.get('intent') !== 'issue' || editionId === null) throw data('Unknown action.', { status: 400 })
	const to = `/admin/certificates?edition=${editionId}`
	const outcome = await issueCertificates(db, actor, editionId, new Date(), siteMessageIdHost())
	if (!outcome.ok)
		return back(to, { type: 'error', title: 'No certificate issued', description: outcome.message })
	return back(
		to,
		outcome.issued === 0
			? {
					type: 'success',
					title: 'Nothing to issue',
					description: 'Every eligible delegate has a certificate already.',
				}
			: {
					type: 'success',
					title: `${outcome.issued.toLocaleString('en-GB')} certificate${outcome.issued === 1 ? '' : 's'} issued`,
					description: 'Each delegate gets theirs by mail, and can download it from their registration page.',
				},
	)
}

const NO_CERTIFICATE = 'There is no such certificate.'

/**
 * One certificate's screen: what it prints (number, name, hours, sessions), when and by whom it
 * was issued, whether and why it was revoked, and its registration's current name. Throws the 404
 * "There is no such certificate." for an unknown id.
 */
export async function loadCertificateScreen(idParam: string | undefined) {
	const id = recordIdOr404(idParam, NO_CERTIFICATE)
	const certificate = await findCertificate(db, id)
	if (!certificate) throw data(NO_CERTIFICATE, { status: 404 })
	const [edition, registration] = await Promise.all([
		getEdition(db, certificate.editionId),
		registrationOfCertificate(db, certificate.attendeeId),
	])
	const sessions = JSON.parse(certificate.sessionsJson) as CertificateSession[]
	return {
		id: certificate.id,
		number: certificate.number,
		fullName: certificate.fullName,
		hoursText: formatCpeHours(certificate.hours),
		editionId: certificate.editionId,
		editionYear: edition?.year ?? null,
		issuedText: formatDateTime(certificate.issuedAt),
		issuedBy: certificate.issuedBy,
		revoked: certificate.revokedAt
			? {
					atText: formatDateTime(certificate.revokedAt),
					by: certificate.revokedBy ?? '',
					reason: certificate.revokedReason ?? '',
				}
			: null,
		registration: registration ? { fullName: registration.fullName, email: registration.email } : null,
		sessions: sessions.map((s) => ({
			heading: s.heading,
			dayText: formatLongDate(s.starts_at),
			hoursText: s.cpe_hours_hundredths ? formatCpeHours(s.cpe_hours_hundredths) : '—',
		})),
	}
}

/** What the certificate screen's action answers: a form's errors or a confirmation to ask. */
export type CertificateAnswer =
	| { form: 'revoke'; reason: string; error?: string; confirm?: boolean }
	| { form: 'reissue'; fullName: string; error?: string; confirm?: boolean }

/**
 * One certificate's action by `actor` (form field `intent`):
 * - `revoke` with `reason`: a bad reason answers 400 with its message (input kept); a good one
 *   without `confirmed=yes` answers the confirmation to ask; with it, revokes and redirects to the
 *   list with a toast;
 * - `reissue` with `fullName`: the same steps, then corrects the name and reissues
 *   (`correctNameAndReissue`) and redirects to the new certificate's screen.
 * Throws the 404 of an unknown id, a 400 for any other intent.
 */
export async function certificateAction(actor: Actor, idParam: string | undefined, request: Request) {
	const id = recordIdOr404(idParam, NO_CERTIFICATE)
	const certificate = await findCertificate(db, id)
	if (!certificate) throw data(NO_CERTIFICATE, { status: 404 })
	const form = await request.formData()
	const confirmed = form.get('confirmed') === 'yes'
	const here = `/admin/certificates/${id}`
	switch (form.get('intent')) {
		case 'revoke': {
			const raw = String(form.get('reason') ?? '')
			const parsed = RevokeCertificateSchema.safeParse({ reason: raw })
			if (!parsed.success)
				return data<CertificateAnswer>(
					{ form: 'revoke', reason: raw, error: parsed.error.issues[0]?.message },
					{ status: 400 },
				)
			if (certificate.revokedAt)
				return back(here, { type: 'error', title: 'Already revoked', description: 'Nothing was changed.' })
			if (!confirmed)
				return data<CertificateAnswer>({ form: 'revoke', reason: parsed.data.reason, confirm: true })
			const revoked = await revokeCertificate(db, actor, id, parsed.data.reason, new Date())
			return back(
				`/admin/certificates?edition=${certificate.editionId}`,
				revoked
					? {
							type: 'success',
							title: 'Certificate revoked',
							description: `${certificate.number} no longer verifies.`,
						}
					: { type: 'error', title: 'Already revoked', description: 'Nothing was changed.' },
			)
		}
		case 'reissue': {
			const raw = String(form.get('fullName') ?? '')
			const parsed = CorrectNameSchema.safeParse({ fullName: raw })
			if (!parsed.success)
				return data<CertificateAnswer>(
					{ form: 'reissue', fullName: raw, error: parsed.error.issues[0]?.message },
					{ status: 400 },
				)
			if (!confirmed)
				return data<CertificateAnswer>({ form: 'reissue', fullName: parsed.data.fullName, confirm: true })
			const outcome = await correctNameAndReissue(
				db,
				actor,
				id,
				parsed.data.fullName,
				new Date(),
				siteMessageIdHost(),
			)
			if (!outcome.ok)
				return back(here, { type: 'error', title: 'Not reissued', description: outcome.message })
			const created = await findValidCertificateByNumber(db, outcome.number)
			return back(created ? `/admin/certificates/${created.id}` : here, {
				type: 'success',
				title: 'Certificate reissued',
				description: `${outcome.number} replaces ${certificate.number}; the delegate gets it by mail.`,
			})
		}
		default:
			throw data('Unknown action.', { status: 400 })
	}
}

/** `/admin/certificates/pdf/{id}.pdf`: any certificate's PDF, downloaded only from the back office. */
export async function adminCertificatePdf(request: Request, file: string | undefined): Promise<Response> {
	requireSameSiteDownload(request)
	const id = parseRecordId(/^(\d+)\.pdf$/.exec(file ?? '')?.[1])
	const pdf = id === null ? undefined : await renderCertificatePdf(db, id, env.SITE_URL, fileStore)
	if (!pdf)
		throw new Response(NO_CERTIFICATE, {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
		})
	return pdfResponse(pdf)
}

/**
 * The verification page's data for `numberParam` (normalised: any case, spaces trimmed): the
 * valid certificate's number, name, edition (the site's name and the year) and total CPE hours, in
 * the current language, and nothing else. Throws a 404 (the page then says "This is not a
 * valid certificate") for a number that cannot be one, is unknown, revoked or replaced.
 */
export async function loadVerificationPage(numberParam: string | undefined) {
	const number = normalizeCertificateNumber(numberParam ?? '')
	const certificate = number ? await findValidCertificateByNumber(db, number) : undefined
	if (!certificate) throw data('not-valid', { status: 404 })
	const [edition, settings] = await Promise.all([getEdition(db, certificate.editionId), getSettings(db)])
	const siteName = settings.site_name || SITE_NAME
	return {
		number: certificate.number,
		fullName: certificate.fullName,
		siteName,
		year: edition?.year ?? null,
		hoursText: formatCpeHours(certificate.hours, currentLocale() === 'fr'),
		issuedText: formatLongDate(certificate.issuedAt),
	}
}
