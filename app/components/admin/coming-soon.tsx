/** The "coming soon" panel of back office screens a later issue builds (issue 4 §4). */
export function ComingSoonPanel() {
	return (
		<section className="rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
			<h1 className="text-brand-900 text-2xl font-bold">Coming soon</h1>
			<p className="mt-2 text-slate-700">
				This screen is being built and will be available in a coming release.
			</p>
		</section>
	)
}
