/**
 * The past-edition hero picture form (/admin/hero-picture): one image, JPEG, PNG or WebP up to 5 MB,
 * decoded and re-encoded before it is stored. A form without it opens the spec's Error
 * dialog, as the speaker and sponsor forms do. Browser-safe.
 */
import { z } from 'zod'
import { ALL_FIELDS_REQUIRED, imageFileSchema } from '#app/lib/uploads/upload-form.ts'

/** Fields whose absence shows the Error dialog. */
export const HERO_PICTURE_REQUIRED_FIELDS = ['picture'] as const

export const HeroPictureSchema = z.object({ picture: imageFileSchema('picture', ALL_FIELDS_REQUIRED) })
