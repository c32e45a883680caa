/**
 * The partnership enquiry list screen (/admin/partnerships): the registration list with the
 * enquiry's reference under its company, and the package with how they heard of the summit (Notice)
 * under it, searched by company or reference.
 */
import {
	registrationColumns,
	StackedValue,
	type RegistrationListData,
	RegistrationListView,
} from '#app/modules/registration-lists/components/registration-list-view.tsx'
import type { RegistrationListItem } from '#app/modules/registration-lists/registration-list.server.ts'
import { PARTNERSHIPS_CSV_NAME } from '../partnership-list.ts'

type Enquiry = RegistrationListItem<'package' | 'reference'>

const COLUMNS = registrationColumns<Enquiry>({
	companyNote: (r) => (
		<span className="mt-0.5 block font-mono text-xs whitespace-nowrap text-slate-500">
			<span className="sr-only">Reference </span>
			{r.reference}
		</span>
	),
	extra: [
		{
			key: 'package',
			label: 'Package',
			subLabels: ['Notice'],
			sort: 'package',
			cellClassName: 'min-w-32',
			cell: (r) => (
				<>
					{r.package}
					<StackedValue label="Notice" wrap>
						{r.heardFrom ?? '—'}
					</StackedValue>
				</>
			),
		},
	],
})

export function PartnershipListView({ list }: { list: RegistrationListData<Enquiry> }) {
	return (
		<RegistrationListView
			title="Partnerships"
			noun={['enquiry', 'enquiries']}
			columns={COLUMNS}
			rowName={(r) => `${r.companyName} (${r.reference})`}
			list={list}
			search={{
				label: 'Search by company or reference',
				placeholder: 'Search by company or reference...',
				what: 'company or reference',
			}}
			exportFileName={PARTNERSHIPS_CSV_NAME}
		/>
	)
}
