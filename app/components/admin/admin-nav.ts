/** The back office sidebar: Dashboard for everyone, groups for Administrators. */

export interface AdminNavGroup {
	title: string
	links: { label: string; to: string }[]
}

export const ADMINISTRATOR_NAV: AdminNavGroup[] = [
	{
		title: 'People',
		links: [
			{ label: 'Add user', to: '/admin/adduser' },
			{ label: 'Users', to: '/admin/users' },
			{ label: 'API tokens', to: '/admin/api-tokens' },
		],
	},
	{
		title: 'Data',
		links: [
			{ label: 'Add Event Data', to: '/admin/basic-data' },
			{ label: 'Add Sponsor/Partner', to: '/admin/addpartner' },
			{ label: 'View Event Data', to: '/admin/data-center' },
			{ label: 'View Sponsors/Partners', to: '/admin/sponsordata' },
			{ label: 'Sponsor tiers', to: '/admin/sponsor-tiers' },
		],
	},
	{
		title: 'Events',
		links: [
			{ label: 'Add Speaker Category', to: '/admin/add-category' },
			{ label: 'Add Speaker', to: '/admin/add-speaker' },
			{ label: 'Speakers', to: '/admin/speakers' },
			{ label: 'Categories', to: '/admin/categories' },
		],
	},
	{
		title: 'Agenda',
		links: [
			{ label: 'Add Session', to: '/admin/add-agenda' },
			{ label: 'View Sessions', to: '/admin/sessions' },
		],
	},
	{
		title: 'Site',
		links: [
			{ label: 'Site settings', to: '/admin/settings' },
			{ label: 'Home page texts', to: '/admin/home-texts' },
			{ label: 'Privacy notice', to: '/admin/privacy' },
			{ label: 'Hero picture', to: '/admin/hero-picture' },
			{ label: 'Hero video', to: '/admin/hero-video' },
			{ label: 'Practical pages', to: '/admin/practical-pages' },
			{ label: 'Webhooks', to: '/admin/webhooks' },
		],
	},
	{
		title: 'Media',
		links: [
			{ label: 'Add Blog Post', to: '/admin/add-blog-post' },
			{ label: 'Blog Posts', to: '/admin/blog-posts' },
			{ label: 'Add Media Category', to: '/admin/add-media-category' },
			{ label: 'Media Categories', to: '/admin/media-categories' },
		],
	},
	{
		title: 'Registrations',
		links: [
			{ label: 'Attendees', to: '/admin/attendees' },
			{ label: 'Payments', to: '/admin/payments' },
			// CPE certificates (docs/event-days.md)
			{ label: 'Certificates', to: '/admin/certificates' },
			{ label: 'Partnerships', to: '/admin/partnerships' },
			{ label: 'Interest list', to: '/admin/interest' },
			{ label: 'Packages', to: '/admin/packages' },
			{ label: 'Mail', to: '/admin/mail' },
			{ label: 'Evaluation', to: '/admin/evaluation' },
			{ label: 'Announcements', to: '/admin/announcements' },
			{ label: 'Erase personal data', to: '/admin/erase-personal-data' },
		],
	},
]
