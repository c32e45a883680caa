import type { ComponentProps } from 'react'
import { Link } from 'react-router'

const variants = {
	primary: 'bg-gold-400 text-brand-900 hover:bg-gold-300',
	brand: 'bg-brand-700 text-white hover:bg-brand-800',
	outline: 'border-2 border-white text-white hover:bg-white hover:text-brand-900',
	ghost: 'text-brand-800 hover:bg-brand-50',
} as const

export type ButtonVariant = keyof typeof variants

const sizes = { md: 'px-5 py-2.5', sm: 'px-3 py-2 sm:px-5' } as const

/** Shared classes for button-looking elements. */
export function buttonClasses(variant: ButtonVariant = 'brand', extra = '', size: keyof typeof sizes = 'md') {
	return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${sizes[size]} ${variants[variant]} ${extra}`
}

export function Button({
	variant = 'brand',
	className = '',
	...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
	return <button className={buttonClasses(variant, className)} {...props} />
}

export function ButtonLink({
	variant = 'brand',
	className = '',
	...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
	return <Link className={buttonClasses(variant, className)} {...props} />
}
