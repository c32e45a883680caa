/**
 * The people the database benches fill their tables with (`admin-lists.ts`, `attendee-search.ts`):
 * deterministic pseudo-random numbers and picks, names and designations from across the continent,
 * accents and other scripts included, and the slug of a name for an email address.
 */

/** Deterministic pseudo-random numbers (mulberry32), so every run fills the same rows. */
export function random(seed: number) {
	let a = seed
	return () => {
		a = (a + 0x6d2b79f5) | 0
		let t = Math.imul(a ^ (a >>> 15), 1 | a)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** An element of `list` chosen with the next number of `rnd` (from `random`). */
export function pick<T>(list: readonly T[], rnd: () => number): T {
	return list[Math.floor(rnd() * list.length)]!
}

/** `text` in lower-case ASCII letters and digits only, accents dropped ('x' when none is left). */
export function slug(text: string): string {
	return (
		text
			.normalize('NFD')
			.replace(/[^A-Za-z0-9]+/g, '')
			.toLowerCase() || 'x'
	)
}

/** The stretch of time a bench spreads its rows over: from `start` (ms since the epoch), `span` ms long. */
export interface Timeline {
	start: number
	span: number
}

/**
 * The `i`-th of `count` people a bench makes, drawn from `rnd` in a fixed order: first and last name,
 * a company number below `companies`, the moment they signed up (`at`, ms since the epoch: spread
 * evenly over `timeline`, plus up to a minute) and `edition`, the index among `editions` editions
 * (oldest first) of the one whose share of the timeline holds that moment.
 */
export function benchPerson(
	i: number,
	count: number,
	rnd: () => number,
	{ companies, timeline, editions }: { companies: number; timeline: Timeline; editions: number },
) {
	const first = pick(FIRST, rnd)
	const last = pick(LAST, rnd)
	const company = Math.floor(rnd() * companies)
	const at = timeline.start + Math.floor((i / count) * timeline.span) + Math.floor(rnd() * 60_000)
	const edition = Math.min(editions - 1, Math.floor(((at - timeline.start) / timeline.span) * editions))
	return { first, last, company, at, edition }
}

export const FIRST = (
	'Kwame Ama Kofi Esi Yaw Abena Kojo Akosua Fiifi Efua Kwabena Adwoa Kwaku Afua Kweku Yaa Ibrahim Fatima ' +
	'Chinedu Ngozi Emeka Chiamaka Tunde Funmilayo Aminata Moussa Awa Ousmane Ésaïe Aïcha Jean-Paul Mariam ' +
	'Wanjiru Otieno Thandiwe Sipho Zanele Lindiwe Tendai Rudo Amina Hassan مريم Youssef Selam Abebe Nia ' +
	'Kofi-Annan Grace Daniel Samuel Elizabeth Michael Comfort Gifty Patience Emmanuel Joseph Mercy Isaac'
).split(' ')
export const LAST = (
	'Mensah Boateng Owusu Asante Danso Adjei Appiah Osei Ofori Agyeman Amoah Darko Ɔdɔm Addo Quaye Tetteh ' +
	'Okafor Adeyemi Balogun Eze Nwosu Diallo Traoré Coulibaly Koné N’Guessan Kouassi Ndlovu Dlamini Nkosi ' +
	'Kamau Otieno Mwangi Wanjiku Haile Tesfaye Mohammed Abdullah الحسن Bello Sow Ba Camara Keita Touré ' +
	'Sesay Kamara Conteh Banda Phiri Mutua Kariuki Achebe Soyinka Annan Rawlings Nkrumah Busia Kufuor'
).split(' ')
export const DESIGNATIONS = [
	'Head of Internal Audit',
	'Chief Audit Executive',
	'Internal Auditor',
	'Senior Internal Auditor',
	'Audit Manager',
	'Risk Manager',
	'Chief Risk Officer',
	'Compliance Officer',
	'IT Auditor',
	'Board Audit Committee Member',
	'Finance Director',
	'Forensic Auditor',
]
