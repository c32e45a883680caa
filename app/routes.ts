/**
 * The one URL map. Groups: public, admin, auth, resources.
 * URLs are the spec's.
 */
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * The public pages under `prefix` ('' for English, 'fr' for French). Each route's id is its file's
 * path under `app/` without the extension (React Router's default) or the id given below, with
 * `fr:` before it in French.
 */
function publicPages(prefix: '' | 'fr'): RouteConfigEntry[] {
	const at = (path: string) => (prefix ? (path ? `${prefix}/${path}` : prefix) : path)
	const page = (path: string, file: string, id?: string) => {
		const baseId = id ?? file.replace(/\.tsx?$/, '')
		return route(at(path), file, { id: prefix ? `${prefix}:${baseId}` : baseId })
	}
	return [
		prefix ? page('', 'routes/public/home.tsx') : index('routes/public/home.tsx'),
		page('register', 'routes/public/register.tsx', 'register'),
		page('registrants', 'routes/public/register.tsx', 'registrants'),
		page('register/group', 'routes/public/register-group.tsx'),
		page('agenda', 'routes/public/agenda.tsx'),
		page('speakers', 'routes/public/speakers.tsx'),
		page('speakers/:speakerId', 'routes/public/speaker.tsx'),
		page('sponsors', 'routes/public/sponsors.tsx'),
		page('add-sponsorship', 'routes/public/add-sponsorship.tsx'),
		page('contact', 'routes/public/contact.tsx'),
		page('privacy', 'routes/public/privacy.tsx'),
		page('accessibility', 'routes/public/accessibility.tsx'),
		page('next-edition', 'routes/public/next-edition.tsx'),
		// Practical pages staff write (venue, hotels, visas, FAQ): the list and each page (ADR 0057).
		page('info', 'routes/public/info.tsx'),
		page('info/:slug', 'routes/public/info-page.tsx'),
		page('blogs', 'routes/public/blogs.tsx'),
		page('newspage/:catId/collections', 'routes/public/blog-category.tsx'),
		page('our/blog/:id/single', 'routes/public/blog-post.tsx'),
		page('ticket/:token', 'routes/public/ticket.tsx'),
		page('registration/:token', 'routes/public/my-registration.tsx'),
		// Paying online (docs/payments.md): the Pay pages of the manage link, the ticket and the group
		// contact's link, the group contact's page, and where Paystack sends the browser back.
		page('registration/:token/pay', 'routes/public/pay.tsx', 'registration-pay'),
		page('ticket/:token/pay', 'routes/public/pay.tsx', 'ticket-pay'),
		page('group/:token', 'routes/public/group.tsx'),
		page('group/:token/pay', 'routes/public/pay.tsx', 'group-pay'),
		page('payments/paystack/return', 'routes/public/paystack-return.tsx'),
		page('registration-cancelled', 'routes/public/registration-cancelled.tsx'),
		// The delegates' evaluation (docs/event-days.md, "Evaluation"): the form of the manage link.
		page('registration/:token/evaluation', 'routes/public/evaluation.tsx', 'registration-evaluation'),
		// CPE certificates (docs/event-days.md): the verification page a certificate's link and QR code open.
		page('certificate/:number', 'routes/public/certificate.tsx'),
	]
}

export default [
	// public: every page in English at its own URL and in French under `/fr` (ADR 0059). The French
	// twin of a route has the English one's id with `fr:` before it (`frenchRouteId`), so what is
	// decided by route id (pages sent without React, their critical CSS) holds for both.
	layout('routes/public/layout.tsx', [
		// Errors show inside the site's header and footer (routes/public/page.tsx).
		layout('routes/public/page.tsx', [
			...publicPages(''),
			...publicPages('fr'),
			route('*', 'routes/public/not-found.tsx'),
		]),
	]),

	// auth
	route('auditAdminDash/login', 'routes/auth/login.tsx', { id: 'audit-admin-login' }),
	route('admin/login', 'routes/auth/login.tsx', { id: 'admin-login' }),
	route('admin/logout', 'routes/auth/logout.ts'),

	// admin: every route below is behind the admin layout's sign-in middleware, and shows its errors
	// inside the back office's chrome (routes/admin/screen.tsx); each screen's loader and action also
	// check the role (`requireRole`, or `listRoute` for the list screens). The layout holds the
	// `admin` prefix, so its screens are written whole, from the root (`/admin/…`): matching any other
	// URL (every public page) then passes over the back office at its first segment (ADR 0053).
	// `/admin` itself is the line just above it, which React Router tries first.
	route('admin', 'routes/admin/index.ts'),
	route('admin', 'routes/admin/layout.tsx', [
		layout('routes/admin/screen.tsx', [
			route('/admin/dashboard', 'routes/admin/dashboard.tsx'),
			route('/admin/preferences', 'routes/admin/preferences.ts'),
			route('/admin/users', 'routes/admin/users.tsx'),
			route('/admin/adduser', 'routes/admin/user-new.tsx'),
			route('/admin/api-tokens', 'routes/admin/api-tokens.tsx'),
			route('/admin/useredit/:userId', 'routes/admin/user-edit.tsx'),
			// Back office content screens
			route('/admin/basic-data', 'routes/admin/edition-new.tsx'),
			route('/admin/data-center', 'routes/admin/editions.tsx'),
			route('/admin/basic-data-edit/:id', 'routes/admin/edition-edit.tsx'),
			route('/admin/add-category', 'routes/admin/speaker-category-new.tsx'),
			route('/admin/categories', 'routes/admin/speaker-categories.tsx'),
			route('/admin/update-category/:categoryId', 'routes/admin/speaker-category-edit.tsx'),
			route('/admin/add-speaker', 'routes/admin/speaker-new.tsx'),
			route('/admin/speakers', 'routes/admin/speakers.tsx'),
			route('/admin/update-speaker/:speakerId', 'routes/admin/speaker-edit.tsx'),
			route('/admin/addpartner', 'routes/admin/sponsor.tsx', { id: 'add-sponsor' }),
			route('/admin/sponsordata', 'routes/admin/sponsors.tsx'),
			route('/admin/update-sponsor/:sponsorId', 'routes/admin/sponsor.tsx', { id: 'update-sponsor' }),
			route('/admin/sponsor-tiers', 'routes/admin/sponsor-tiers.tsx'),
			route('/admin/add-sponsor-tier', 'routes/admin/ordered-title.tsx', { id: 'add-sponsor-tier' }),
			route('/admin/update-sponsor-tier/:tierId', 'routes/admin/ordered-title.tsx', {
				id: 'update-sponsor-tier',
			}),
			route('/admin/media-categories', 'routes/admin/media-categories.tsx'),
			route('/admin/add-media-category', 'routes/admin/ordered-title.tsx', { id: 'add-media-category' }),
			route('/admin/update-media-category/:categoryId', 'routes/admin/ordered-title.tsx', {
				id: 'update-media-category',
			}),
			route('/admin/blog-posts', 'routes/admin/blog-posts.tsx'),
			route('/admin/add-blog-post', 'routes/admin/blog-post.tsx', { id: 'add-blog-post' }),
			route('/admin/update-blog-post/:postId', 'routes/admin/blog-post.tsx', { id: 'update-blog-post' }),
			route('/admin/blog-preview/:postId', 'routes/admin/blog-preview.tsx'),
			route('/admin/blog-images', 'routes/admin/blog-images.ts'),
			route('/admin/practical-pages', 'routes/admin/practical-pages.tsx'),
			route('/admin/add-practical-page', 'routes/admin/practical-page.tsx', { id: 'add-practical-page' }),
			route('/admin/update-practical-page/:pageId', 'routes/admin/practical-page.tsx', {
				id: 'update-practical-page',
			}),
			route('/admin/settings', 'routes/admin/settings.tsx'),
			route('/admin/home-texts', 'routes/admin/home-texts.tsx'),
			route('/admin/privacy', 'routes/admin/privacy.tsx'),
			route('/admin/erase-personal-data', 'routes/admin/erase-personal-data.tsx'),
			route('/admin/hero-picture', 'routes/admin/hero-picture.tsx'),
			route('/admin/hero-video', 'routes/admin/hero-video.tsx'),
			route('/admin/packages', 'routes/admin/packages.tsx'),
			route('/admin/add-package', 'routes/admin/ordered-title.tsx', { id: 'add-package' }),
			route('/admin/update-package/:packageId', 'routes/admin/ordered-title.tsx', { id: 'update-package' }),
			route('/admin/add-agenda', 'routes/admin/session-new.tsx'),
			route('/admin/sessions', 'routes/admin/sessions.tsx'),
			route('/admin/edit-agenda/:id', 'routes/admin/session-edit.tsx'),
			// Back office registration lists
			route('/admin/attendees', 'routes/admin/attendees.tsx'),
			route('/admin/partnerships', 'routes/admin/partnerships.tsx'),
			route('/admin/interest', 'routes/admin/interest.tsx'),
			route('/admin/export/attendees', 'routes/admin/export-attendees.ts'),
			route('/admin/export/partnerships', 'routes/admin/export-partnerships.ts'),
			route('/admin/export/interest', 'routes/admin/export-interest.ts'),
			route('/admin/check-in', 'routes/admin/check-in.tsx'),
			// The delegates' evaluation: results and their CSV (docs/event-days.md, "Evaluation")
			route('/admin/evaluation', 'routes/admin/evaluation.tsx'),
			route('/admin/export/evaluation', 'routes/admin/export-evaluation.ts'),
			// Money: the ledger, a payments screen per registration and per group, the ledger's CSV
			route('/admin/payments', 'routes/admin/payments.tsx'),
			route('/admin/payments/registration/:id', 'routes/admin/payments-account.tsx', {
				id: 'payments-registration',
			}),
			route('/admin/payments/group/:id', 'routes/admin/payments-account.tsx', { id: 'payments-group' }),
			route('/admin/export/payments', 'routes/admin/export-payments.ts'),
			route('/admin/mail', 'routes/admin/mail.tsx'),
			// Announcements (docs/event-days.md)
			route('/admin/announcements', 'routes/admin/announcements.tsx'),
			route('/admin/announcements/new', 'routes/admin/announcement-new.tsx'),
			route('/admin/announcements/:announcementId', 'routes/admin/announcement.tsx'),
			route('/admin/webhooks', 'routes/admin/webhooks.tsx'),
			route('/admin/add-webhook', 'routes/admin/webhook-form.tsx', { id: 'add-webhook' }),
			route('/admin/webhooks/:endpointId', 'routes/admin/webhook.tsx'),
			route('/admin/webhooks/:endpointId/edit', 'routes/admin/webhook-form.tsx', { id: 'edit-webhook' }),
			route('/admin/webhook-deliveries/:deliveryId', 'routes/admin/webhook-delivery.tsx'),
			route('/admin/mail/:mailId/eml', 'routes/admin/mail-file.ts'),
			// Invoices and receipts as PDF: /admin/invoices/{id}.pdf, /admin/receipts/{id}.pdf
			route('/admin/invoices/new', 'routes/admin/invoice-new.ts'),
			route('/admin/invoices/:file', 'routes/admin/invoice-pdf.ts'),
			route('/admin/receipts/:file', 'routes/admin/receipt-pdf.ts'),
			// CPE certificates (docs/event-days.md): issue, list, one certificate, its PDF ({id}.pdf)
			route('/admin/certificates', 'routes/admin/certificates.tsx'),
			route('/admin/certificates/:id', 'routes/admin/certificate.tsx'),
			route('/admin/certificates/pdf/:file', 'routes/admin/certificate-pdf.ts'),
		]),
	]),

	// resources
	route('agenda.ics', 'routes/resources/agenda-ics.ts'),
	route('agenda/:file', 'routes/resources/session-ics.ts'), // /agenda/{sessionId}.ics
	// The agenda's calendar files in French, linked from the French agenda (ADR 0059)
	route('fr/agenda.ics', 'routes/resources/agenda-ics.ts', { id: 'fr:routes/resources/agenda-ics' }),
	route('fr/agenda/:file', 'routes/resources/session-ics.ts', { id: 'fr:routes/resources/session-ics' }),
	route('sitemap.xml', 'routes/resources/sitemap.ts'),
	route('robots.txt', 'routes/resources/robots.ts'),
	route('.well-known/security.txt', 'routes/resources/security-txt.ts'),
	route('uploads/*', 'routes/resources/uploads.ts'),
	route('healthz', 'routes/resources/healthz.ts'),
	route('captcha/challenge', 'routes/resources/captcha-challenge.ts'),
	// A registrant's and a group contact's invoices and receipts, by the signed link of their mail:
	// {number} is the printed number, e.g. /registration/{token}/receipts/RCT-2027-0001.pdf
	route('registration/:token/invoice', 'routes/resources/registration-invoice.ts'),
	route('registration/:token/invoices/:file', 'routes/resources/registration-invoice-pdf.ts'),
	route('registration/:token/receipts/:file', 'routes/resources/registration-receipt-pdf.ts'),
	// A registrant's CPE certificate, by the manage link (docs/event-days.md)
	route('registration/:token/certificate.pdf', 'routes/resources/registration-certificate-pdf.ts'),
	route('group/:token/invoice', 'routes/resources/group-invoice.ts'),
	route('group/:token/invoices/:file', 'routes/resources/group-invoice-pdf.ts'),
	route('group/:token/receipts/:file', 'routes/resources/group-receipt-pdf.ts'),
	route('webhooks/paystack', 'routes/resources/paystack-webhook.ts'),

	// api: the API for programs (docs/api.md), answered in JSON, problems in problem+json
	route('api/v1/openapi.json', 'routes/api/openapi-json.ts'),
	// The public read API and its reference page: JSON, ETag, CORS open (docs/api.md)
	route('api/v1/reference', 'routes/api/reference.tsx'),
	route('api/v1/edition', 'routes/api/edition.ts'),
	route('api/v1/sessions', 'routes/api/sessions.ts'),
	route('api/v1/sessions/:sessionId', 'routes/api/session.ts'),
	route('api/v1/speakers', 'routes/api/speakers.ts'),
	route('api/v1/speakers/:speakerId', 'routes/api/speaker.ts'),
	route('api/v1/sponsors', 'routes/api/sponsors.ts'),
	route('api/v1/posts', 'routes/api/posts.ts'),
	route('api/v1/posts/:postId', 'routes/api/post.ts'),
	route('api/v1/schedule.xml', 'routes/api/schedule-xml.ts'),
	route('api/v1/schedule.json', 'routes/api/schedule-json.ts'),
	route('api/v1/registrations', 'routes/api/registrations.ts'),
	route('api/v1/enquiries', 'routes/api/enquiries.ts'),
	route('api/v1/check-ins', 'routes/api/check-ins.ts'),
] satisfies RouteConfig
