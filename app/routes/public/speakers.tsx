// Placeholder: built in issue 3.
export default function Page() {
	return <p className="mx-auto max-w-5xl px-4 py-16">Coming soon.</p>
}
