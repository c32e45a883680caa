/**
 * The past-edition hero picture form (/admin/hero-picture): one image in an `ImageForm`, the current
 * picture shown until another is chosen. Checked in the browser before anything is sent and again
 * on the server; without a file the Error dialog opens.
 */
import type { FormAnswer } from '#app/components/admin/form-alert.tsx'
import { ImageForm } from '#app/components/admin/image-form.tsx'
import { UploadField } from '#app/components/admin/upload-field.tsx'
import { HERO_PICTURE_REQUIRED_FIELDS, HeroPictureSchema } from '../hero-picture.schema.ts'

export function HeroPictureForm({ answer, currentKey }: { answer: FormAnswer; currentKey: string | null }) {
	return (
		<ImageForm<typeof HeroPictureSchema, { picture?: File }>
			id="hero-picture"
			schema={HeroPictureSchema}
			answer={answer}
			required={HERO_PICTURE_REQUIRED_FIELDS}
			buttons={{ submitLabel: 'Save picture', cancel: { to: '/admin/dashboard' } }}
			className="max-w-2xl space-y-5"
		>
			{(fields) => (
				<UploadField
					field={fields.picture}
					kind="hero"
					current={{ key: currentKey, alt: 'The current hero picture' }}
				/>
			)}
		</ImageForm>
	)
}
