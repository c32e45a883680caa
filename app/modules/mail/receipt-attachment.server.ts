/**
 * The receipt attached to a "payment received" mail: its PDF, rendered by the payments module's
 * receipt renderer when the mail is sent (the worker's `ComposeContext.receiptPdf`). The mail module
 * takes the renderer as an argument, so it needs nothing of how a receipt is drawn.
 */
import type { Database } from '#app/db/handle.ts'
import type { MailMessage } from '#app/lib/mail/transport.server.ts'

/**
 * Renders receipt `receiptId` as a PDF: its file name (e.g. `RCT-2027-0001.pdf`) and bytes, or
 * undefined when there is no such receipt. Throws when it cannot be drawn.
 */
export type ReceiptPdfRenderer = (
	db: Database,
	receiptId: number,
) => Promise<{ filename: string; content: Buffer } | undefined>

type Attachment = NonNullable<MailMessage['attachments']>[number]

/**
 * The attachment of receipt `receiptId` rendered by `render` (an `application/pdf` file), or null
 * without a renderer or when the receipt is gone. A renderer that throws throws here: the mail is
 * then tried again later by the worker, rather than sent without the receipt it announces.
 */
export async function receiptAttachment(
	render: ReceiptPdfRenderer | undefined,
	db: Database,
	receiptId: number,
): Promise<Attachment | null> {
	if (!render) return null
	const pdf = await render(db, receiptId)
	if (!pdf) return null
	return { filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }
}
