/**
 * "Add to calendar" for one agenda session: its iCalendar file (`/agenda/{id}.ics`, under `/fr` on a
 * French page), the session's heading read out after the link text for screen readers. A plain
 * anchor: the file is downloaded, never navigated to by the router.
 */
import { localizedPath, useLocale } from '#app/lib/i18n/locale.ts'
import { m } from '#app/lib/i18n/messages.ts'

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
			href={localizedPath(`/agenda/${session.id}.ics`, useLocale())}
			className={`text-brand-700 ${className} inline-block text-sm font-semibold underline`}
		>
			{m.pages_agenda_add_session()}
			<span className="sr-only">: {session.heading}</span>
		</a>
	)
}
