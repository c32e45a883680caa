/**
 * The CSV exports' header rows as the specification gives them, written once for the data-layer
 * and browser tests that read an export back.
 */

/** The columns both CSV exports start with: the contact fields and where the person heard of the event. */
export const CONTACT_COLUMNS = ['Name', 'Company', 'Designation', 'Email', 'Phone', 'Whatsapp', 'Notice']

/** The attendee export's header row (Attendees_List.csv). */
export const ATTENDEE_CSV_HEADER = [
	...CONTACT_COLUMNS,
	'Fee (GH₵)',
	'Paid (GH₵)',
	'Balance (GH₵)',
	'Payment status',
	'Method(s)',
	'Reference(s)',
	'Checked in',
	'Checked in by',
	'Group',
	'Sessions attended',
	'CPE hours',
	'Edition',
	'Date',
]

/** The partnership enquiry export's header row. */
export const ENQUIRY_CSV_HEADER = [...CONTACT_COLUMNS, 'Package', 'Reference', 'Edition', 'Date']
