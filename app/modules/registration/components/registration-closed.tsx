/**
 * What the registration pages (/register, /register/group) show in place of their form while
 * registration is not open: closed for edition `year` once it has started, not open yet before
 * there is an edition; both offer the interest list (/next-edition).
 */
export function RegistrationClosed({ year }: { year: number | null }) {
	return (
		<div role="status" className="rounded-xl bg-amber-50 p-6 text-slate-800 ring-1 ring-amber-200">
			<h2 className="text-lg font-bold">Registration is not open</h2>
			<p className="mt-2">
				{year !== null
					? `Registration for the ${year} summit has closed. Details of the next edition will be announced here.`
					: 'Registration is not open yet. Please check back soon.'}
			</p>
			<a
				href="/next-edition"
				className="bg-brand-700 hover:bg-brand-800 mt-4 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white"
			>
				Tell me about the next edition
			</a>
		</div>
	)
}

/** The registration banner's line: "Internal Audit Leadership Summit 2027 · date · venue". */
export function EditionLine({
	edition,
}: {
	edition: { year: number; dateText: string | null; venue: string | null }
}) {
	return (
		<p>
			Internal Audit Leadership Summit {edition.year}
			{edition.dateText ? ` · ${edition.dateText}` : ''}
			{edition.venue ? ` · ${edition.venue}` : ''}
		</p>
	)
}
