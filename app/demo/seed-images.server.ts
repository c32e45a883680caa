/**
 * Generates the demo content's pictures locally (nothing is downloaded): abstract
 * portraits, logo marks and cover art drawn as SVG and rasterised to PNG by sharp. No text is drawn,
 * so no font has to be installed.
 */
import sharp from 'sharp'

type Palette = readonly [string, string]

/** A deterministic pseudo-random sequence in [0, 1) from a string seed. */
function random(seed: string): () => number {
	let h = 2166136261
	for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
	return () => {
		h = Math.imul(h ^ (h >>> 15), 2246822507)
		h = Math.imul(h ^ (h >>> 13), 3266489909)
		h ^= h >>> 16
		return (h >>> 0) / 4294967296
	}
}

async function rasterise(svg: string): Promise<Buffer> {
	return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A 800×800 stylised head-and-shoulders portrait on a gradient. */
export function portraitPng(seed: string, [a, b]: Palette): Promise<Buffer> {
	const r = random(seed)
	const skin = ['#8d5524', '#6b4226', '#a0673f', '#5a3825', '#c68642'][Math.floor(r() * 5)]
	const hair = ['#1b1b1b', '#2d1e12', '#3b2a1a'][Math.floor(r() * 3)]
	const hairStyle = Math.floor(r() * 3)
	const hairShape =
		hairStyle === 0
			? `<ellipse cx="400" cy="300" rx="150" ry="140" fill="${hair}"/>`
			: hairStyle === 1
				? `<path d="M245 330 Q250 160 400 150 Q550 160 555 330 L555 430 Q520 300 400 290 Q280 300 245 430 Z" fill="${hair}"/>`
				: `<ellipse cx="400" cy="285" rx="135" ry="110" fill="${hair}"/>`
	return rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<circle cx="${120 + r() * 560}" cy="${100 + r() * 200}" r="${60 + r() * 90}" fill="#ffffff" opacity="0.12"/>
<path d="M130 800 Q150 560 400 540 Q650 560 670 800 Z" fill="${b}" opacity="0.85"/>
<path d="M170 800 Q190 600 400 585 Q610 600 630 800 Z" fill="#1f2937" opacity="0.9"/>
<path d="M340 590 L400 700 L460 590 Z" fill="#f9fafb"/>
<rect x="360" y="450" width="80" height="120" rx="30" fill="${skin}"/>
${hairShape}
<ellipse cx="400" cy="360" rx="125" ry="150" fill="${skin}"/>
</svg>`)
}

/** A 960×640 logo mark: one of several geometric emblems in the sponsor's colours. */
export function logoPng(seed: string, [a, b]: Palette): Promise<Buffer> {
	const r = random(seed)
	const variant = Math.floor(r() * 4)
	const mark = [
		`<circle cx="480" cy="320" r="200" fill="${a}"/><circle cx="560" cy="320" r="140" fill="${b}" opacity="0.9"/>`,
		`<rect x="290" y="130" width="380" height="380" rx="60" fill="${a}" transform="rotate(45 480 320)"/><rect x="390" y="230" width="180" height="180" rx="24" fill="${b}" transform="rotate(45 480 320)"/>`,
		`<path d="M280 500 L480 120 L680 500 Z" fill="${a}"/><path d="M400 500 L540 260 L680 500 Z" fill="${b}"/>`,
		`<rect x="260" y="180" width="120" height="300" rx="20" fill="${a}"/><rect x="420" y="130" width="120" height="350" rx="20" fill="${b}"/><rect x="580" y="230" width="120" height="250" rx="20" fill="${a}" opacity="0.7"/>`,
	][variant]
	return rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
<rect width="960" height="640" fill="#ffffff"/>${mark}</svg>`)
}

/** A 1600×900 abstract cover for a blog post or the hero. */
export function coverPng(seed: string, [a, b]: Palette): Promise<Buffer> {
	const r = random(seed)
	const shapes = Array.from({ length: 7 }, () => {
		const x = Math.round(r() * 1600)
		const y = Math.round(r() * 900)
		const size = Math.round(120 + r() * 380)
		return `<circle cx="${x}" cy="${y}" r="${size}" fill="#ffffff" opacity="${(0.05 + r() * 0.12).toFixed(2)}"/>`
	}).join('')
	const lines = Array.from({ length: 6 }, (_, i) => {
		const y = 560 + i * 50
		return `<path d="M0 ${y} Q400 ${y - 120 - r() * 80} 800 ${y} T1600 ${y - 40}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.18"/>`
	}).join('')
	return rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>${shapes}${lines}</svg>`)
}
