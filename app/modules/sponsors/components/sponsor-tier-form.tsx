/**
 * The add and update sponsor tier form (/admin/add-sponsor-tier, /admin/update-sponsor-tier/{tierId}):
 * Tier Title, in a `TitleForm`.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { TitleForm, type TitleFormSpec } from '#app/components/admin/title-form.tsx'
import { SponsorTierSchema } from '../sponsor.schema.ts'

const TIER_FORM: Omit<TitleFormSpec, 'intent'> = {
	schema: SponsorTierSchema,
	label: 'Tier Title',
	hint: 'The heading its logos appear under on the Partners & Sponsors page, e.g. “Gold Sponsor”.',
}

/** The tier form; `tierId` is the tier being updated, none when adding one. */
export function SponsorTierForm({
	tierId,
	answer,
	defaultTitle,
}: {
	tierId?: number
	answer: FormAnswer
	defaultTitle?: string
}) {
	return (
		<TitleForm
			spec={{ ...TIER_FORM, intent: tierId ? 'update-sponsor-tier' : 'add-sponsor-tier' }}
			id={tierId ? `update-sponsor-tier-${tierId}` : 'add-sponsor-tier'}
			answer={answer}
			defaultTitle={defaultTitle}
			buttons={
				tierId
					? {
							submitLabel: 'Update tier',
							pendingLabel: 'Saving...',
							cancel: { to: '/admin/sponsordata', label: 'Cancel' },
						}
					: {
							submitLabel: 'Add tier',
							pendingLabel: 'Adding tier...',
							cancel: { to: '/admin/sponsordata', label: 'Cancel' },
						}
			}
		/>
	)
}
