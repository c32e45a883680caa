/**
 * The desk's camera scanner (ADR 0035): "Scan a ticket" opens the back camera and reads QR codes with
 * the browser's BarcodeDetector where it exists, else with @zxing/browser (loaded only then). What
 * it reads goes into the ticket field of the form `formId`, which is sent at once; the camera stops.
 * Without JavaScript or a camera the field stays, for a pasted link or a USB scanner.
 */
import { useEffect, useRef, useState } from 'react'

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }

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
		try {
			if (window.BarcodeDetector) {
				const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
				const element = video.current!
				element.srcObject = stream
				await element.play()
				const detector = new window.BarcodeDetector({ formats: ['qr_code'] })
				let active = true
				stopRef.current = () => {
					active = false
					for (const track of stream.getTracks()) track.stop()
				}
				const look = async () => {
					if (!active) return
					const codes = await detector.detect(element).catch(() => [])
					if (codes[0]) found(codes[0].rawValue)
					else requestAnimationFrame(() => void look())
				}
				void look()
			} else {
				const { BrowserQRCodeReader } = await import('@zxing/browser')
				const controls = await new BrowserQRCodeReader().decodeFromConstraints(
					{ video: { facingMode: 'environment' } },
					video.current!,
					(result) => {
						if (result) found(result.getText())
					},
				)
				stopRef.current = () => controls.stop()
			}
		} catch {
			stopRef.current()
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
