/**
 * A certificate's verification page (/certificate/{number}, /fr/certificate/{number}; the link and
 * QR code printed on every CPE certificate, docs/event-days.md): for a valid certificate, "Valid
 * certificate" with the name, the edition and the total CPE hours, and nothing else (no email,
 * company or sessions). A forged, unknown, revoked or reissued number answers 404 with "This is not
 * a valid certificate". Never indexed, never kept by a cache (a revocation shows at once).
 */
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { m } from '#app/lib/i18n/messages.ts'
import { SiteLink } from '#app/components/public/site-link.tsx'
import { loadVerificationPage } from '#app/modules/certificates/certificates-pages.server.ts'
import type { Route } from './+types/certificate'

/** Never stored by a cache (a revoked certificate stops verifying at once), never indexed. */
export function headers() {
	return {
		'Cache-Control': 'no-store',
		'X-Robots-Tag': 'noindex, nofollow',
		'Referrer-Policy': 'same-origin',
	}
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{
		title: `${loaderData ? m.certificate_verify_valid() : m.certificate_invalid_title()} | Internal Audit Leadership Summit`,
	},
	{ name: 'robots', content: 'noindex, nofollow' },
]

export function loader({ params }: Route.LoaderArgs) {
	return loadVerificationPage(params.number)
}

export default function CertificateVerification({ loaderData }: Route.ComponentProps) {
	const certificate = loaderData
	return (
		<div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
			<p className="text-gold-700 text-sm font-semibold tracking-wide uppercase">
				{m.certificate_verify_title()}
			</p>
			<section
				aria-labelledby="page-title"
				className="mt-3 rounded-xl border-t-8 border-t-emerald-600 bg-white p-6 shadow-sm ring-1 ring-slate-200"
				data-testid="certificate-valid"
			>
				<h1 id="page-title" className="flex items-center gap-3 text-3xl font-bold text-emerald-800">
					<svg
						aria-hidden="true"
						viewBox="0 0 24 24"
						className="h-8 w-8 shrink-0 fill-none stroke-current stroke-[2.5]"
					>
						<circle cx="12" cy="12" r="10" />
						<path d="m7.5 12.5 3 3 6-6.5" />
					</svg>
					{m.certificate_verify_valid()}
				</h1>
				<p className="mt-3 text-slate-700">{m.certificate_verify_intro({ summit: certificate.siteName })}</p>
				<dl className="mt-6 grid gap-x-6 gap-y-3 text-slate-900 sm:grid-cols-[auto_1fr]">
					<dt className="font-semibold text-slate-600">{m.certificate_pdf_number()}</dt>
					<dd className="font-mono break-all">{certificate.number}</dd>
					<dt className="font-semibold text-slate-600">{m.certificate_verify_name()}</dt>
					<dd className="text-xl font-bold break-words">{certificate.fullName}</dd>
					<dt className="font-semibold text-slate-600">{m.certificate_verify_edition()}</dt>
					<dd>
						{certificate.siteName} {certificate.year}
					</dd>
					<dt className="font-semibold text-slate-600">{m.certificate_verify_hours()}</dt>
					<dd className="text-xl font-bold tabular-nums">{certificate.hoursText}</dd>
					<dt className="font-semibold text-slate-600">{m.certificate_verify_issued()}</dt>
					<dd>{certificate.issuedText}</dd>
				</dl>
			</section>
		</div>
	)
}

/** A 404 says "This is not a valid certificate"; anything else is the site's error page. */
export function ErrorBoundary() {
	const error = useRouteError()
	if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />
	return (
		<div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
			<title>{`${m.certificate_invalid_title()} | Internal Audit Leadership Summit`}</title>
			<meta name="robots" content="noindex, nofollow" />
			<p className="text-gold-700 text-sm font-semibold tracking-wide uppercase">
				{m.certificate_verify_title()}
			</p>
			<section
				aria-labelledby="page-title"
				className="mt-3 rounded-xl border-t-8 border-t-red-600 bg-white p-6 shadow-sm ring-1 ring-slate-200"
				data-testid="certificate-invalid"
			>
				<h1 id="page-title" className="text-3xl font-bold text-red-800">
					{m.certificate_invalid_title()}
				</h1>
				<p className="mt-3 text-slate-800">{m.certificate_invalid_body()}</p>
				<p className="mt-2 text-slate-700">{m.certificate_invalid_advice()}</p>
				<SiteLink to="/contact" className="text-brand-700 mt-6 inline-block font-semibold underline">
					{m.site_nav_contact()}
				</SiteLink>
			</section>
		</div>
	)
}
