/**
 * Interest_List.csv: every address of the interest list matching the screen's search, streamed from
 * the database. Administrator only.
 */
import { exportInterestLoader } from '#app/modules/interest/interest-list.server.ts'

export const loader = exportInterestLoader
