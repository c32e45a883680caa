/**
 * Partnerships_List.csv: every enquiry matching the list's search, edition filter and sort, streamed
 * from the database (ADR 0014). Administrator only.
 */
import { partnershipList } from '#app/modules/partnerships/partnership-list.server.ts'

export const loader = partnershipList.exportLoader
