/**
 * Attendees_List.csv: every registration matching the list's search, edition filter and sort,
 * streamed from the database. Administrator only.
 */
import { attendeeList } from '#app/modules/attendees/attendee-list.server.ts'

export const loader = attendeeList.exportLoader
