/**
 * "Add to calendar" for one agenda session: its iCalendar file (`/agenda/{id}.ics`), the session's
 * heading read out after the link text for screen readers.
 */
export function SessionCalendarLink({
	session,
	className,
}: {
	session: { id: number; heading: string }
	/** The link's spacing above, e.g. `mt-2`. */
	className: string
}) {
	return (
		<a
			href={`/agenda/${session.id}.ics`}
			className={`text-brand-700 ${className} inline-block text-sm font-semibold underline`}
		>
			Add to calendar<span className="sr-only">: {session.heading}</span>
		</a>
	)
}
