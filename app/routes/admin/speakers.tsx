/**
 * Speakers list (/admin/speakers): Administrator only. Title, Full name, Designation, Company, Event
 * Role; search by full name, sort and paging (ten a page); Edit and Delete (with a confirm dialog).
 */
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { SPEAKER_SCREEN } from '#app/modules/speakers/components/speaker-list-screen.tsx'
import { speakerList } from '#app/modules/speakers/speaker-list.server.ts'
import type { Route } from './+types/speakers'

export const handle = { breadcrumb: 'Speakers' }

export const loader = speakerList.loader

export const action = speakerList.action

export default function Speakers({ loaderData }: Route.ComponentProps) {
	return <ListScreen screen={SPEAKER_SCREEN} list={loaderData} />
}
