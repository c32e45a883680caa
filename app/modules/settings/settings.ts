/**
 * Shapes of the site settings' JSON documents (the home page prose). Browser-safe.
 */
import { z } from 'zod'

export const HomeContentSchema = z.object({
	aboutHeading: z.string(),
	aboutParagraphs: z.array(z.string()),
	takeaways: z.array(z.object({ title: z.string(), text: z.string() })),
	eventProfile: z.array(z.object({ label: z.string(), value: z.string() })),
	groupDiscountNote: z.string(),
})

export type HomeContent = z.infer<typeof HomeContentSchema>

export const emptyHomeContent: HomeContent = {
	aboutHeading: '',
	aboutParagraphs: [],
	takeaways: [],
	eventProfile: [],
	groupDiscountNote: '',
}
