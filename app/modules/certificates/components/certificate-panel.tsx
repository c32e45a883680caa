/**
 * "Your CPE certificate" on a registrant's manage page (docs/event-days.md, "CPE certificates"):
 * the certificate's number, day and hours with "Download certificate (PDF)" once issued, else a
 * line saying certificates are issued after the event. In the page's language.
 */
import { Panel } from '#app/components/ui/panel.tsx'
import { m } from '#app/lib/i18n/messages.ts'

export interface CertificatePanelData {
	number: string
	issuedText: string
	hoursText: string
	href: string
}

export function CertificatePanel({ certificate }: { certificate: CertificatePanelData | null }) {
	return (
		<Panel id="certificate-title" title={m.certificate_panel_title()} className="mt-6">
			{certificate ? (
				<>
					<p className="mt-2 text-slate-800" data-testid="certificate-issued">
						{m.certificate_panel_issued({
							number: certificate.number,
							date: certificate.issuedText,
							hours: certificate.hoursText,
						})}
					</p>
					<a
						href={certificate.href}
						className="bg-brand-700 hover:bg-brand-800 mt-4 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white"
					>
						{m.certificate_panel_download()}
					</a>
				</>
			) : (
				<p className="mt-2 text-slate-700" data-testid="certificate-later">
					{m.certificate_panel_after()}
				</p>
			)}
		</Panel>
	)
}
