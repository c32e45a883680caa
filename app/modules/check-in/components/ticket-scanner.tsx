/**
 * The desk's camera scanner (ADR 0035): "Scan a ticket" opens the back camera and reads QR codes with
 * the browser's BarcodeDetector where it exists, else with @zxing/browser (loaded only then). What
 * it reads goes into the ticket field of the form `formId`, which is sent at once; the camera stops.
 * Without JavaScript or a camera the field stays, for a pasted link or a USB scanner.
 */
import { useEffect, useRef, useState } from 'react'

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }

/** Reads the QR code in the video's current frame: its text, or undefined when there is none. */
type Reader = (video: HTMLVideoElement) => Promise<string | undefined>

/** Milliseconds between two looks at the camera's picture (a person holds a ticket up for a second or more). */
const LOOK_EVERY_MS = 150

/**
 * The browser's BarcodeDetector where it exists, else @zxing/browser (loaded only then), reading one
 * frame drawn on a canvas the size of the video's current frame.
 */
async function openReader(): Promise<Reader> {
	if (window.BarcodeDetector) {
		const detector = new window.BarcodeDetector({ formats: ['qr_code'] })
		return async (video) => (await detector.detect(video))[0]?.rawValue
	}
	const { BrowserQRCodeReader } = await import('@zxing/browser')
	const reader = new BrowserQRCodeReader()
	const canvas = document.createElement('canvas')
	const context = canvas.getContext('2d', { willReadFrequently: true })
	if (!context) throw new Error('No canvas to read the camera with')
	return async (video) => {
		if (!video.videoWidth || !video.videoHeight) return undefined
		canvas.width = video.videoWidth
		canvas.height = video.videoHeight
		context.drawImage(video, 0, 0)
		// zxing throws when a frame holds no code (or an unreadable one): that frame has none.
		try {
			return reader.decodeFromCanvas(canvas).getText()
		} catch {
			return undefined
		}
	}
}

declare global {
	interface Window {
		BarcodeDetector?: new (options: { formats: string[] }) => Detector
	}
}

export function TicketScanner({ formId, fieldName }: { formId: string; fieldName: string }) {
	const video = useRef<HTMLVideoElement>(null)
	const [scanning, setScanning] = useState(false)
	const [problem, setProblem] = useState<string | null>(null)
	const stopRef = useRef<() => void>(() => {})
	// A reader reports the same code many times a second: only the first is sent.
	const sent = useRef(false)

	useEffect(() => () => stopRef.current(), [])

	function found(text: string) {
		if (sent.current) return
		sent.current = true
		stopRef.current()
		setScanning(false)
		const form = document.getElementById(formId) as HTMLFormElement | null
		const field = form?.elements.namedItem(fieldName) as HTMLInputElement | null
		if (!form || !field) return
		field.value = text
		form.requestSubmit()
	}

	async function start() {
		sent.current = false
		setProblem(null)
		setScanning(true)
		let stream: MediaStream | undefined
		try {
			const read = await openReader()
			stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
			const element = video.current!
			element.srcObject = stream
			await element.play()
			let active = true
			const tracks = stream.getTracks()
			stopRef.current = () => {
				active = false
				for (const track of tracks) track.stop()
			}
			// One look every LOOK_EVERY_MS until a code is read or the camera is stopped. A look that
			// fails (a frame not ready, a reader error) is followed by the next one: the loop never ends
			// by itself, so the camera never plays on without reading.
			const look = async () => {
				if (!active) return
				const text = await read(element).catch(() => undefined)
				if (text) found(text)
				else if (active) setTimeout(() => void look(), LOOK_EVERY_MS)
			}
			void look()
		} catch {
			for (const track of stream?.getTracks() ?? []) track.stop()
			stopRef.current = () => {}
			setScanning(false)
			setProblem('The camera could not be opened. Allow the camera for this site, or search by name below.')
		}
	}

	return (
		<div className="space-y-3">
			{scanning ? (
				<button
					type="button"
					onClick={() => {
						stopRef.current()
						setScanning(false)
					}}
					className="min-h-11 rounded-md px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300"
				>
					Stop the camera
				</button>
			) : (
				<button
					type="button"
					onClick={() => void start()}
					className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-md px-4 text-sm font-semibold text-white"
				>
					Scan a ticket
				</button>
			)}
			<video
				ref={video}
				muted
				playsInline
				aria-label="Camera view: hold the ticket's QR code in front of the camera"
				hidden={!scanning}
				className="aspect-square w-full max-w-sm rounded-lg bg-black object-cover"
			/>
			{problem ? (
				<p role="alert" className="text-sm font-medium text-red-700">
					{problem}
				</p>
			) : null}
		</div>
	)
}
