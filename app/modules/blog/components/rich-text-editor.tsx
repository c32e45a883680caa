/**
 * The blog post editor (Tiptap, ADR 0032), loaded only once JavaScript runs (`RichTextField`):
 * headings (2–4), bold, italic, bulleted and numbered lists, quotes, links and images placed in the
 * text (uploaded through the image pipeline to `uploadUrl` as they are chosen, with a text
 * alternative), undo and redo. The HTML it holds is posted in a hidden input named `name`. Pasted
 * Word or Google Docs HTML keeps its structure and loses its styles (`cleanPastedHtml`).
 *
 * Keyboard: every toolbar button is reachable by Tab; Ctrl/⌘+B, I, Z and Shift+Z work in the text,
 * as do Markdown shortcuts ("## " for a heading, "- " for a list). The editor writes no inline
 * style and injects no stylesheet (the Content-Security-Policy allows neither).
 */
import Image from '@tiptap/extension-image'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, imageMessages } from '#app/lib/images/image-kinds.ts'
import { BLOG_PROSE } from './blog-content.tsx'
import { cleanPastedHtml } from './paste-cleanup.ts'

/** A link's address: http(s), mailto, or a path on this site. */
const LINK_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*)$/i

export interface RichTextEditorProps {
	/** The hidden input's name (the form field). */
	name: string
	/** The HTML to start from, read once (what the field's text area holds by then). */
	readInitialHtml: () => string
	/** Ids of the visible label, and of the hint and errors (`aria-describedby`). */
	labelId: string
	describedBy: string | undefined
	invalid: boolean
	/** Where chosen images are posted (field `image`; answers `{ src, width, height }` or `{ message }`). */
	uploadUrl: string
	/** The text area's `data-testid` (a second editor on the page, the French text, has its own). */
	testId?: string
}

export default function RichTextEditor({
	name,
	readInitialHtml,
	labelId,
	describedBy,
	invalid,
	uploadUrl,
	testId = 'rich-text-editor',
}: RichTextEditorProps) {
	// Read while rendering, before the text area (shown while this loads) leaves the page.
	const [initialHtml] = useState(readInitialHtml)
	const [html, setHtml] = useState(initialHtml)
	const hidden = useRef<HTMLInputElement>(null)
	const editor = useEditor({
		injectCSS: false,
		immediatelyRender: false,
		extensions: [
			StarterKit.configure({
				heading: { levels: [2, 3, 4] },
				strike: false,
				underline: false,
				link: {
					openOnClick: false,
					autolink: true,
					defaultProtocol: 'https',
					protocols: ['mailto'],
					isAllowedUri: (url) => LINK_HREF.test(url),
					HTMLAttributes: { rel: 'noopener noreferrer', target: null },
				},
			}),
			Image.configure({ inline: false }),
		],
		content: initialHtml,
		editorProps: editorProps(labelId, describedBy, invalid, testId),
		onUpdate: ({ editor }) => {
			setHtml(editor.isEmpty ? '' : editor.getHTML())
			// Tell the form the field changed, so its message follows the text (Conform listens for input).
			queueMicrotask(() => hidden.current?.dispatchEvent(new Event('input', { bubbles: true })))
		},
	})

	// The field's message comes and goes with the server's answers: the text follows it.
	useEffect(() => {
		if (editor && !editor.isDestroyed)
			editor.setOptions({ editorProps: editorProps(labelId, describedBy, invalid, testId) })
	}, [editor, labelId, describedBy, invalid, testId])

	return (
		<div
			className={`focus-within:ring-brand-600/30 rounded-md border bg-white shadow-sm focus-within:ring-2 ${
				invalid ? 'border-red-600' : 'focus-within:border-brand-600 border-slate-300'
			}`}
		>
			<input ref={hidden} type="hidden" name={name} value={html} />
			{editor ? <Toolbar editor={editor} uploadUrl={uploadUrl} /> : null}
			<EditorContent editor={editor} />
		</div>
	)
}

/** The editable area's attributes (its name, hint and state for assistive technology) and paste rule. */
function editorProps(labelId: string, describedBy: string | undefined, invalid: boolean, testId: string) {
	return {
		attributes: {
			role: 'textbox',
			'aria-multiline': 'true',
			'aria-labelledby': labelId,
			...(describedBy ? { 'aria-describedby': describedBy } : {}),
			...(invalid ? { 'aria-invalid': 'true' } : {}),
			'data-testid': testId,
			class: `${BLOG_PROSE} min-h-72 max-h-[70vh] overflow-y-auto whitespace-pre-wrap px-4 py-3`,
		},
		transformPastedHTML: cleanPastedHtml,
	}
}

/** Which marks and blocks are on at the cursor (the toolbar's pressed states). */
function useActive(editor: Editor) {
	return useEditorState({
		editor,
		selector: ({ editor: e }) => ({
			h2: e.isActive('heading', { level: 2 }),
			h3: e.isActive('heading', { level: 3 }),
			bold: e.isActive('bold'),
			italic: e.isActive('italic'),
			bullet: e.isActive('bulletList'),
			ordered: e.isActive('orderedList'),
			quote: e.isActive('blockquote'),
			link: e.isActive('link'),
			canUndo: e.can().undo(),
			canRedo: e.can().redo(),
		}),
	})
}

type Panel = 'link' | 'image' | null

function Toolbar({ editor, uploadUrl }: { editor: Editor; uploadUrl: string }) {
	const active = useActive(editor)
	const [panel, setPanel] = useState<Panel>(null)
	const chain = () => editor.chain().focus()
	const toggle = (which: Exclude<Panel, null>) => setPanel((open) => (open === which ? null : which))
	return (
		<div className="border-b border-slate-200 bg-slate-50">
			<div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 p-1.5">
				<ToolButton
					label="Heading"
					pressed={active.h2}
					onClick={() => chain().toggleHeading({ level: 2 }).run()}
				>
					H2
				</ToolButton>
				<ToolButton
					label="Subheading"
					pressed={active.h3}
					onClick={() => chain().toggleHeading({ level: 3 }).run()}
				>
					H3
				</ToolButton>
				<Separator />
				<ToolButton label="Bold" pressed={active.bold} onClick={() => chain().toggleBold().run()}>
					<span className="font-bold">B</span>
				</ToolButton>
				<ToolButton label="Italic" pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
					<span className="font-serif italic">I</span>
				</ToolButton>
				<Separator />
				<ToolButton
					label="Bulleted list"
					pressed={active.bullet}
					onClick={() => chain().toggleBulletList().run()}
				>
					•&#8201;List
				</ToolButton>
				<ToolButton
					label="Numbered list"
					pressed={active.ordered}
					onClick={() => chain().toggleOrderedList().run()}
				>
					1.&#8201;List
				</ToolButton>
				<ToolButton label="Quote" pressed={active.quote} onClick={() => chain().toggleBlockquote().run()}>
					“&#8201;Quote
				</ToolButton>
				<Separator />
				<ToolButton
					label="Link"
					pressed={active.link}
					expanded={panel === 'link'}
					onClick={() => toggle('link')}
				>
					Link
				</ToolButton>
				<ToolButton label="Image in text" expanded={panel === 'image'} onClick={() => toggle('image')}>
					Image
				</ToolButton>
				<Separator />
				<ToolButton label="Undo" disabled={!active.canUndo} onClick={() => chain().undo().run()}>
					↶<span className="sr-only sm:not-sr-only">&#8201;Undo</span>
				</ToolButton>
				<ToolButton label="Redo" disabled={!active.canRedo} onClick={() => chain().redo().run()}>
					↷<span className="sr-only sm:not-sr-only">&#8201;Redo</span>
				</ToolButton>
			</div>
			{panel === 'link' ? <LinkPanel editor={editor} close={() => setPanel(null)} /> : null}
			{panel === 'image' ? (
				<ImagePanel editor={editor} uploadUrl={uploadUrl} close={() => setPanel(null)} />
			) : null}
		</div>
	)
}

function Separator() {
	return <span aria-hidden="true" className="mx-0.5 my-1 w-px self-stretch bg-slate-300" />
}

/**
 * A toolbar button: `label` is its accessible name when its text is a symbol; `pressed` for a
 * format that is on at the cursor, `expanded` for one that opens a panel.
 */
function ToolButton({
	label,
	pressed,
	expanded,
	disabled,
	onClick,
	children,
}: {
	label: string
	pressed?: boolean
	expanded?: boolean
	disabled?: boolean
	onClick: () => void
	children: ReactNode
}) {
	return (
		<button
			type="button"
			aria-label={label}
			title={label}
			aria-pressed={pressed}
			aria-expanded={expanded}
			disabled={disabled}
			// Keep the text's selection: the click acts on it.
			onMouseDown={(event) => event.preventDefault()}
			onClick={onClick}
			className="aria-pressed:bg-brand-700 min-h-9 min-w-9 rounded px-2 text-sm font-semibold text-slate-800 hover:bg-white disabled:opacity-40 aria-expanded:bg-white aria-pressed:text-white"
		>
			{children}
		</button>
	)
}

const panelInput =
	'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base focus:border-brand-600'
const panelButton = 'min-h-10 rounded-md px-3 text-sm font-semibold'

/** Whether a key press in a panel's field is Enter, which then applies the panel, not the whole form. */
function isEnter(event: KeyboardEvent): boolean {
	if (event.key !== 'Enter') return false
	event.preventDefault()
	return true
}

/** The link panel: the address of the selected text's link (or of a new one), applied or removed. */
function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
	const id = useId()
	const current = (editor.getAttributes('link').href as string | undefined) ?? ''
	const [href, setHref] = useState(current)
	const [error, setError] = useState<string | null>(null)
	const apply = () => {
		const value = href.trim()
		if (!LINK_HREF.test(value)) {
			setError('Enter an address starting with https://, mailto: or /')
			return
		}
		const chain = editor.chain().focus().extendMarkRange('link')
		if (editor.state.selection.empty && !editor.isActive('link')) {
			chain
				.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] })
				.run()
		} else {
			chain.setLink({ href: value }).run()
		}
		close()
	}
	return (
		<div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
			<div className="min-w-0 flex-1 basis-56">
				<label htmlFor={`${id}-href`} className="mb-1 block text-sm font-semibold text-slate-800">
					Link address
				</label>
				<input
					id={`${id}-href`}
					type="url"
					inputMode="url"
					autoFocus
					value={href}
					placeholder="https://"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					onChange={(event) => setHref(event.currentTarget.value)}
					onKeyDown={(event) => isEnter(event) && apply()}
					className={panelInput}
				/>
				{error ? (
					<p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
						{error}
					</p>
				) : null}
			</div>
			<button
				type="button"
				onClick={apply}
				className={`${panelButton} bg-brand-700 hover:bg-brand-800 text-white`}
			>
				Apply link
			</button>
			{current ? (
				<button
					type="button"
					onClick={() => {
						editor.chain().focus().extendMarkRange('link').unsetLink().run()
						close()
					}}
					className={`${panelButton} text-red-700 ring-1 ring-red-200 hover:bg-red-50`}
				>
					Remove link
				</button>
			) : null}
			<button type="button" onClick={close} className={`${panelButton} text-slate-700 ring-1 ring-slate-300`}>
				Cancel
			</button>
		</div>
	)
}

/**
 * The image panel: a file (checked here for type and size, then verified and re-encoded by the
 * server) and its text alternative; the image goes in at the cursor once stored.
 */
function ImagePanel({ editor, uploadUrl, close }: { editor: Editor; uploadUrl: string; close: () => void }) {
	const id = useId()
	const file = useRef<HTMLInputElement>(null)
	const [alt, setAlt] = useState('')
	const [error, setError] = useState<string | null>(null)
	const [uploading, setUploading] = useState(false)
	const messages = imageMessages()
	const insert = async () => {
		const chosen = file.current?.files?.[0]
		if (!chosen) return setError('Choose an image.')
		if (chosen.size > MAX_IMAGE_BYTES) return setError(messages.tooLarge)
		if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(chosen.type))
			return setError(messages.wrongType)
		setError(null)
		setUploading(true)
		try {
			const body = new FormData()
			body.set('image', chosen)
			const response = await fetch(uploadUrl, {
				method: 'POST',
				body,
				headers: { Accept: 'application/json' },
			})
			const answer = (await response.json().catch(() => ({}))) as {
				src?: string
				width?: number
				height?: number
				message?: string
			}
			if (!response.ok || !answer.src) {
				setError(answer.message ?? 'The image could not be uploaded. Please try again.')
				return
			}
			editor
				.chain()
				.focus()
				.setImage({ src: answer.src, alt: alt.trim(), width: answer.width, height: answer.height })
				.run()
			close()
		} catch {
			setError('The image could not be uploaded: check your connection and try again.')
		} finally {
			setUploading(false)
		}
	}
	return (
		<div className="grid gap-2 border-t border-slate-200 p-2 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
			<div>
				<label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-slate-800">
					Image file
				</label>
				<input
					id={`${id}-file`}
					ref={file}
					type="file"
					accept={ACCEPTED_IMAGE_TYPES.join(',')}
					autoFocus
					aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
					className="file:bg-brand-50 file:text-brand-800 block w-full text-sm file:mr-2 file:min-h-10 file:rounded-md file:border-0 file:px-3 file:font-semibold"
				/>
			</div>
			<div>
				<label htmlFor={`${id}-alt`} className="mb-1 block text-sm font-semibold text-slate-800">
					Text alternative
				</label>
				<input
					id={`${id}-alt`}
					value={alt}
					maxLength={200}
					onChange={(event) => setAlt(event.currentTarget.value)}
					onKeyDown={(event) => isEnter(event) && void insert()}
					className={panelInput}
				/>
			</div>
			<button
				type="button"
				disabled={uploading}
				onClick={() => void insert()}
				className={`${panelButton} bg-brand-700 hover:bg-brand-800 text-white disabled:opacity-70`}
			>
				{uploading ? 'Uploading...' : 'Insert image'}
			</button>
			<button type="button" onClick={close} className={`${panelButton} text-slate-700 ring-1 ring-slate-300`}>
				Cancel
			</button>
			<p id={`${id}-hint`} className="text-sm text-slate-600 sm:col-span-4">
				JPEG, PNG or WebP, up to 5 MB. Describe what the image shows for readers who cannot see it.
			</p>
			{error ? (
				<p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 sm:col-span-4">
					{error}
				</p>
			) : null}
		</div>
	)
}
