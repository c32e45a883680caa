/**
 * View Event Data (/admin/data-center): Administrator only. Every edition with Theme, Venue, Regular
 * Fee, Early Bird Fee, Expiry Date, Event Date, Edit and Delete; search (theme, venue or year),
 * paging (5, 10, 15, All) and sortable columns. The edition the public site shows (the current one) carries
 * a "Shown on the site" badge. Delete asks first, takes the edition's agenda sessions with it, and is
 * refused for an edition with registrations.
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { EDITION_SCREEN } from '#app/modules/editions/components/edition-list-screen.tsx'
import { editionList } from '#app/modules/editions/edition-list.server.ts'
import type { Route } from './+types/editions'

export const handle = { breadcrumb: 'View Event Data' }

export const loader = editionList.loader

export const action = editionList.action

export default function EditionList({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={EDITION_SCREEN} list={loaderData} />
}
