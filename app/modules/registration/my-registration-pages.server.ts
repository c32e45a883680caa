/**
 * What the registrant's pages need, on the app's own database (docs/architecture.md, "Routes are
 * thin"): the ticket page and the manage page with their answers. A forged, altered or
 * cancelled token gets a 404 with `ticketNotValid()`, and no attendee data. The pages are in the
 * language of their URL (ADR 0059), and the way out after cancelling stays in it.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import QRCode from 'qrcode'
import { data, redirect } from 'react-router'
import { db } from '#app/db/db.server.ts'
import { env } from '#app/lib/env.server.ts'
import { formatEventDate } from '#app/lib/format.ts'
import { currentLocale, localizedPath } from '#app/lib/i18n/locale.ts'
import { limitFormSubmissions } from '#app/lib/http/form-rate-limit.server.ts'
import { notFound } from '#app/lib/page-data.server.ts'
import { mailFileStore } from '#app/lib/storage/file-store.server.ts'
import { getEdition } from '#app/modules/editions/editions.queries.server.ts'
import { manageEvaluation } from './evaluation-pages.server.ts'
import { registrationMoney } from './payment-pages.server.ts'
import { eventOf, ticketNotValid } from './personal-pages.server.ts'
import { MyRegistrationSchema } from './registration.schema.ts'
import { cancelRegistration, registrationOfToken } from './my-registration.server.ts'
import { correctRegistration } from './registration.queries.server.ts'
import { certificateOnManagePage } from './certificate-pages.server.ts'

/** The registration the token names, or a 404 with `ticketNotValid()`. */
async function registrationOr404(token: string | undefined, purpose: 'ticket' | 'manage') {
	const attendee = token ? await registrationOfToken(db, token, purpose) : undefined
	if (!attendee) notFound(ticketNotValid())
	const edition = await getEdition(db, attendee.editionId)
	if (!edition) notFound(ticketNotValid())
	return { attendee, edition }
}

/**
 * The ticket page (/ticket/{token}): who, the event, the desk reference, the QR code (as SVG markup
 * of the ticket's own URL), the fee, what was paid and the balance (with Pay now while something is
 * owed, or who pays for a group colleague) and whether they are checked in (not when, nor by whom:
 * the page shows only what it says, docs/security.md, "Public data is what the page shows").
 */
export async function loadTicketPage(token: string | undefined) {
	const { attendee, edition } = await registrationOr404(token, 'ticket')
	const url = new URL(`/ticket/${token}`, env.SITE_URL).toString()
	return {
		attendee: {
			fullName: attendee.fullName,
			companyName: attendee.companyName,
			designation: attendee.designation,
			deskRef: attendee.deskRef,
			checkedIn: attendee.checkedInAt !== null,
		},
		money: await registrationMoney(token!, 'ticket'),
		event: eventOf(edition),
		qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
	}
}

/**
 * The manage page (/registration/{token}): what is stored, the form's values, the money: fee,
 * paid, balance, Pay now, receipts and the invoice form (`registrationMoney`), the evaluation's
 * link or thanks (`manageEvaluation`), and the CPE certificate once issued (`certificateOnManagePage`).
 */
export async function loadManagePage(token: string | undefined) {
	const { attendee, edition } = await registrationOr404(token, 'manage')
	return {
		money: await registrationMoney(token!, 'manage'),
		evaluation: await manageEvaluation(token!, attendee.id, edition),
		certificate: await certificateOnManagePage(attendee.id, token!),
		event: eventOf(edition),
		stored: {
			email: attendee.email,
			deskRef: attendee.deskRef,
			registeredOn: formatEventDate(attendee.createdAt),
		},
		defaults: {
			name: attendee.fullName,
			company_name: attendee.companyName,
			role: attendee.designation,
			whatsapp_number: attendee.whatsappNumber,
			contact_number: attendee.contactNumber ?? '',
		},
	}
}

/**
 * The manage page's action: `intent` `save` corrects the details (400 with the fields' messages, or
 * `{ saved: true }`), `cancel` cancels the registration and redirects to /registration-cancelled
 * (/fr/registration-cancelled from a French page).
 * Every post counts against the address's attempts first, as every public form's does (throws the
 * 429 past them). Throws the 404 of an invalid token.
 */
export async function manageRegistrationFromForm(token: string | undefined, request: Request) {
	await limitFormSubmissions(db, 'manage', request)
	const { attendee } = await registrationOr404(token, 'manage')
	const form = await request.formData()
	if (form.get('intent') === 'cancel') {
		await cancelRegistration(db, attendee, mailFileStore, new Date())
		// Away from the link, which names nothing any more (its page would be a 404 now).
		throw redirect(localizedPath('/registration-cancelled', currentLocale()))
	}
	const submission = parseWithZod(form, { schema: MyRegistrationSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	if (!(await correctRegistration(db, attendee.id, submission.value))) notFound(ticketNotValid())
	return { saved: true as const, result: submission.reply() }
}
