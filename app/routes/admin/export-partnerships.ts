/**
 * Partnerships_List.csv: every enquiry matching the list's search, edition filter and sort, streamed
 * from the database. Administrator only.
 */
import { partnershipList } from '#app/modules/partnerships/partnership-list.server.ts'

export const loader = partnershipList.exportLoader
