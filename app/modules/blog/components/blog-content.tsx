import { PostImage } from './blog-card.tsx'

/**
 * A post's body: HTML already reduced to the blog allow-list by `sanitizeBlogHtml` in the loader, styled
 * tag by tag (no typography plugin is installed).
 */

/** The classes styling a post's body, on its page and in the editor. */
export const BLOG_PROSE = [
	'text-lg leading-relaxed text-slate-800 break-words',
	'[&>:first-child]:mt-0',
	'[&_p]:mt-5',
	'[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-brand-900',
	'[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900',
	'[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-brand-900',
	'[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
	'[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-700 [&_li>p]:mt-0',
	'[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
	'[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
	'[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:bg-brand-50 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote]:text-slate-700',
	'[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
	'[&_figure]:mt-6 [&_figure_img]:mt-0 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
	'[&_hr]:my-10 [&_hr]:border-brand-100',
	'[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
	'[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100',
	'[&_pre_code]:bg-transparent [&_pre_code]:p-0',
].join(' ')

export function BlogContent({ html }: { html: string }) {
	return (
		<div
			data-testid="blog-content"
			className={BLOG_PROSE}
			// Sanitised on the server by sanitizeBlogHtml (modules/blog/blog-html.server.ts).
			dangerouslySetInnerHTML={{ __html: html }}
		/>
	)
}

/**
 * A post's cover (the page's first image, loaded at once) and its text, on its public page and in
 * the back office's preview.
 */
export function PostBody({
	post,
}: {
	post: { imageKey: string | null; title: string; contentHtml: string }
}) {
	return (
		<>
			<PostImage
				post={post}
				loading="eager"
				sizes="(min-width: 1152px) 792px, (min-width: 1024px) calc(100vw - 360px), calc(100vw - 32px)"
				className="bg-brand-100 mb-8 aspect-video w-full rounded-xl object-cover"
			/>
			<BlogContent html={post.contentHtml} />
		</>
	)
}
