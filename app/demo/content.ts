/**
 * Demo content pack for `npm run db:seed`: prose, people and companies are fictional. Times are
 * Accra time (UTC+0, no daylight saving) as "HH:MM"; day offsets count from the edition's
 * first day. The seed turns them into absolute dates relative to the day it runs.
 */
export type SpeakerRole = 'Key Address' | 'Speaker' | 'Moderator' | 'Panelist'
export type Honorific = 'Master' | 'Mr.' | 'Mrs.' | 'Madam' | 'Dr.' | 'Professor'
export interface SpeakerSeed {
	key: string
	title: Honorific
	fullName: string
	designation: string
	company: string
	country: string
	role: SpeakerRole | null
	category: string /* a SpeakerCategorySeed.title */
	bio: string /* 2-3 plain-text paragraphs separated by \n\n, 80-150 words */
	sortOrder: number
	palette: [string, string] /* two hex colours for the generated portrait */
}
export interface SpeakerCategorySeed {
	code: string /* e.g. 'CAT-KEY' */
	title: string
}
export interface SessionSeed {
	day: 0 | 1
	start: string /* 'HH:MM' */
	end: string
	heading: string
	speakerKey: string | null /* SpeakerSeed.key, or null */
	speakerText: string /* what the agenda shows as speaker, e.g. full name or 'All delegates' */
	description: string /* 1-3 sentences */
}
export interface SponsorSeed {
	tier: 'Sponsor' | 'Partner' | 'Media Partner' | 'Previous Partner'
	name: string
	website: string | null
	palette: [string, string]
	sortOrder: number
}
export interface BlogPostSeed {
	category: string /* a media category title */
	title: string
	slug: string
	author: string
	daysAgo: number /* published this many days before the seed runs */
	contentHtml: string /* 350-600 words of HTML using only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, <a href="/path"> for this site, <a href="https://...example"> for others */
	palette: [string, string]
}
export interface EditionSeed {
	year: number | 'upcoming' /* 'upcoming' = the year of the computed upcoming date */
	theme: string
	venue: string
	startTime: string /* 'HH:MM' local */
	date: string | 'upcoming' /* 'YYYY-MM-DD' for the past edition */
	regularFeeCedis: number
	earlyBirdFeeCedis: number
	earlyBirdDaysBefore: number /* early-bird expires this many days before the event */
	groupDiscount: { minSize: number; percent: number } /* as the home page's group discount note says */
}
export interface SiteSettingsSeed {
	siteName: string
	organiserName: string
	organiserAbout: string /* 2 paragraphs, \n\n separated */
	contactAddress: string /* a street address in Accra, Ghana */
	contactPhone: string
	contactEmail: string /* the summit info address */
	mapEmbedUrl: string /* OpenStreetMap embed URL https://www.openstreetmap.org/export/embed.html?bbox=...&layer=mapnik&marker=lat,lon for the address, near Airport City / Cantonments, Accra (lat ~5.60, lon ~-0.17) */
	mapLinkUrl: string /* https://www.openstreetmap.org/?mlat=..&mlon=..#map=17/../.. */
	facebookUrl: string
	twitterUrl: string
	linkedinUrl: string
	instagramUrl: string
	developerWhatsapp: string /* e.g. 'https://wa.me/233302901234' */
	developerCredit: string
}
export interface HomeContentSeed {
	aboutHeading: string
	aboutParagraphs: string[] /* 2-3 */
	takeaways: { title: string; text: string }[] /* 6 participant takeaways */
	eventProfile: {
		label: string
		value: string
	}[] /* 5-7 facts e.g. 'Who attends', 'Format', 'CPE credits', 'Language' */
	groupDiscountNote: string /* mentions the discount for five or more registrations from one company */
}

// ---------------------------------------------------------------------------------------------
// Editions
// ---------------------------------------------------------------------------------------------

export const editions: EditionSeed[] = [
	{
		year: 2025,
		theme: 'Assurance Without Borders: Internal Audit in an Age of Data, AI and Accountability',
		venue: 'Accra International Conference Centre',
		startTime: '09:00',
		date: '2025-10-16',
		regularFeeCedis: 2500,
		earlyBirdFeeCedis: 2000,
		earlyBirdDaysBefore: 30,
		groupDiscount: { minSize: 5, percent: 10 },
	},
	{
		year: 'upcoming',
		theme: 'Beyond Compliance: Leading Trusted Assurance Under the Global Internal Audit Standards',
		venue: 'Airport City Conference Pavilion, Accra',
		startTime: '08:30',
		date: 'upcoming',
		regularFeeCedis: 2800,
		earlyBirdFeeCedis: 2300,
		earlyBirdDaysBefore: 30,
		groupDiscount: { minSize: 5, percent: 10 },
	},
]

// ---------------------------------------------------------------------------------------------
// Speakers
// ---------------------------------------------------------------------------------------------

export const speakerCategories: SpeakerCategorySeed[] = [
	{ code: 'CAT-KEY', title: 'Keynote Speakers' },
	{ code: 'CAT-PRA', title: 'Practitioners' },
	{ code: 'CAT-PAN', title: 'Panel Experts' },
	{ code: 'CAT-MOD', title: 'Moderators' },
]

export const speakers: SpeakerSeed[] = [
	{
		key: 'kwabena-odom',
		title: 'Dr.',
		fullName: 'Kwabena Ɔdɔm',
		designation: 'Group Chief Internal Auditor',
		company: 'Akwaaba Financial Holdings Plc',
		country: 'Ghana',
		role: 'Key Address',
		category: 'Keynote Speakers',
		bio: `Dr. Kwabena Ɔdɔm leads a sixty-strong internal audit function covering the banking, insurance and asset management subsidiaries of Akwaaba Financial Holdings in four West African markets. Since his appointment as Group Chief Internal Auditor in 2017, he has rebuilt the audit methodology around enterprise risk, set up a dedicated data analytics unit and taken the function to full conformance with the Global Internal Audit Standards.\n\nBefore joining the group, Kwabena spent twelve years in assurance and risk advisory, including secondments in Johannesburg and London. He holds a doctorate in accounting and governance, is a Certified Internal Auditor and a chartered accountant, and mentors emerging audit leaders through a regional CAE development programme.\n\nHe speaks often on the changing mandate of internal audit and on the relationship between the chief audit executive and the board.`,
		sortOrder: 1,
		palette: ['#1F4E79', '#F2B134'],
	},
	{
		key: 'adaeze-nwachukwu-bello',
		title: 'Professor',
		fullName: 'Adaeze Nwachukwu-Bello',
		designation: 'Audit Committee Chair and Professor of Corporate Governance',
		company: 'Niger Crest Holdings Plc',
		country: 'Nigeria',
		role: 'Key Address',
		category: 'Keynote Speakers',
		bio: `Professor Adaeze Nwachukwu-Bello chairs the board audit committee of Niger Crest Holdings Plc, a diversified industrial group listed in Lagos, and sits on the risk committees of two financial institutions. Her board work centres on the quality of the assurance that reaches directors: how it is planned, how it is reported and whether it tells the board what it needs to hear.\n\nAlongside her directorships, she is Professor of Corporate Governance at a Nigerian business school, where her research examines audit committee effectiveness and the independence of internal audit in emerging markets. She has advised regulators on governance codes and trained more than a thousand non-executive directors across the continent.\n\nShe closes the summit with a boardroom view of what audit committees will expect from internal audit over the next five years.`,
		sortOrder: 2,
		palette: ['#6B2D5C', '#F0A868'],
	},
	{
		key: 'aissatou-ndiaye',
		title: 'Mrs.',
		fullName: 'Aïssatou Ndiaye',
		designation: 'Chief Audit Executive',
		company: 'Téranga Assurances Mutuelles',
		country: 'Senegal',
		role: 'Speaker',
		category: 'Practitioners',
		bio: `Mrs. Aïssatou Ndiaye is Chief Audit Executive of Téranga Assurances Mutuelles, one of Senegal's largest mutual insurers, where she led the function's move to the 2024 Global Internal Audit Standards well ahead of the effective date. Her conformance programme, built on a candid gap assessment, a rewritten internal audit charter and a three-year audit strategy, is now used as a reference by several insurers in the region.\n\nAïssatou began her career in external audit in Dakar and Paris before moving into internal audit and risk management. She is a Certified Internal Auditor, holds a master's degree in finance and teaches quality assurance and improvement programmes to practitioners in both French and English.`,
		sortOrder: 3,
		palette: ['#0F766E', '#FDE68A'],
	},
	{
		key: 'esaie-nguessan',
		title: 'Mr.',
		fullName: "Ésaïe N'Guessan",
		designation: 'Head of IT Audit and Cyber Assurance',
		company: 'Lagunes Telecom Group',
		country: "Côte d'Ivoire",
		role: 'Speaker',
		category: 'Practitioners',
		bio: `Mr. Ésaïe N'Guessan heads IT audit and cyber assurance at Lagunes Telecom Group, a mobile network and mobile money operator serving customers across francophone West Africa. His team gives independent assurance over cyber defences, identity and access management, cloud migrations and the resilience of payment platforms that process millions of transactions a day.\n\nBefore joining Lagunes Telecom, Ésaïe worked as a penetration tester and then as an IT audit manager with an advisory practice in Abidjan. He holds the CISA and CISSP certifications and is known for turning technical findings into language that audit committees and executives can act on.\n\nAt the summit he shows how his team built a risk-based cyber assurance map that the board now reviews every quarter.`,
		sortOrder: 4,
		palette: ['#F97316', '#1E3A8A'],
	},
	{
		key: 'lwazi-mabaso',
		title: 'Mr.',
		fullName: 'Lwazi Mabaso',
		designation: 'Head of Audit Analytics',
		company: 'Highveld Mining & Minerals Ltd',
		country: 'South Africa',
		role: 'Speaker',
		category: 'Practitioners',
		bio: `Mr. Lwazi Mabaso leads audit analytics at Highveld Mining & Minerals, where his team has moved internal audit from sample-based testing to full-population analysis across procurement, payroll, inventory and contractor payments. Their continuous monitoring routines now flag duplicate payments, split purchase orders and suspicious vendor master changes within days rather than months.\n\nA chartered accountant by training, Lwazi taught himself Python and SQL as an audit senior and has since built analytics capability in audit teams of every size. He believes the hardest part of audit analytics is not the technology but data access, documentation and the discipline to act on what the data shows.\n\nHis hands-on workshop gives delegates practical scripts and a roadmap they can take back to their own teams.`,
		sortOrder: 5,
		palette: ['#2563EB', '#A7F3D0'],
	},
	{
		key: 'wanjiru-kamau',
		title: 'Dr.',
		fullName: 'Wanjiru Kamau',
		designation: 'Director, Sustainability Assurance',
		company: 'Savannah Horizon Energy',
		country: 'Kenya',
		role: 'Speaker',
		category: 'Practitioners',
		bio: `Dr. Wanjiru Kamau is Director of Sustainability Assurance at Savannah Horizon Energy, a renewable power producer with geothermal, wind and solar assets in East Africa. She built the company's first internal assurance programme over greenhouse gas emissions, water use and community investment data, preparing the business for external assurance under the new sustainability reporting standards.\n\nWanjiru holds a PhD in environmental accounting and previously led ESG and climate risk engagements for an advisory firm in Nairobi. She sits on a technical working group on sustainability disclosure for listed companies and writes regularly on greenwashing risk.\n\nShe argues that internal audit is uniquely placed to test whether the sustainability story a company tells is backed by controls, data and evidence.`,
		sortOrder: 6,
		palette: ['#15803D', '#FCD34D'],
	},
	{
		key: 'akosua-boatemaa-nyarko',
		title: 'Madam',
		fullName: 'Akosua Boatemaa Nyarko',
		designation: 'Director of Internal Audit',
		company: 'Coastal Corridor Development Authority',
		country: 'Ghana',
		role: 'Speaker',
		category: 'Practitioners',
		bio: `Madam Akosua Boatemaa Nyarko is Director of Internal Audit at the Coastal Corridor Development Authority, a public agency responsible for port-linked infrastructure and industrial land in Greater Accra. In more than twenty years of public-sector audit she has served in local government, a state-owned utility and central government, always with a focus on value for money and on making sure audit recommendations are actually implemented.\n\nAkosua chairs a regional network of public-sector audit heads that shares audit programmes, training and peer reviews among its member institutions. She is a Certified Internal Auditor and holds a master's degree in public administration.\n\nShe is a passionate advocate for public-sector audit committees that meet regularly, ask hard questions and insist on action.`,
		sortOrder: 7,
		palette: ['#B45309', '#FEF3C7'],
	},
	{
		key: 'chukwuemeka-eze',
		title: 'Mr.',
		fullName: 'Chukwuemeka Eze',
		designation: 'Partner and Head of Forensic Investigations',
		company: 'Ikoyi Forensic Partners',
		country: 'Nigeria',
		role: 'Speaker',
		category: 'Practitioners',
		bio: `Mr. Chukwuemeka Eze is Partner and Head of Forensic Investigations at Ikoyi Forensic Partners in Lagos. Over eighteen years he has led investigations into procurement fraud, payroll ghost workers, mobile money schemes and financial statement manipulation for banks, manufacturers, development agencies and public institutions across West Africa.\n\nChukwuemeka is a Certified Fraud Examiner and a chartered accountant, and he has given expert evidence in commercial and criminal proceedings. His current work focuses on how internal audit teams can combine data analytics, whistleblowing intelligence and behavioural insight to detect fraud earlier.\n\nHe is known for case studies that are candid about what went wrong, including the red flags that were visible long before anyone acted on them.`,
		sortOrder: 8,
		palette: ['#7F1D1D', '#FCA5A5'],
	},
	{
		key: 'ama-serwaa-boakye',
		title: 'Mrs.',
		fullName: 'Ama Sɛrwaa Boakye',
		designation: 'Business Editor and Anchor, The Boardroom Ledger',
		company: 'Adinkra Business Television',
		country: 'Ghana',
		role: 'Moderator',
		category: 'Moderators',
		bio: `Mrs. Ama Sɛrwaa Boakye is Business Editor at Adinkra Business Television, where she anchors The Boardroom Ledger, a weekly programme on corporate governance, regulation and leadership in African business. She has interviewed finance ministers, regulators, chief executives and audit committee chairs, and is admired for questions that are sharp but always fair.\n\nBefore broadcasting, Ama spent six years in the risk management department of a commercial bank in Accra, an experience that gives her an insider's understanding of controls, compliance and the pressures facing assurance teams.\n\nShe returns as summit host and moderates the second-day panel on public-sector audit and accountability.`,
		sortOrder: 9,
		palette: ['#9D174D', '#FBCFE8'],
	},
	{
		key: 'daniel-ssekandi',
		title: 'Mr.',
		fullName: 'Daniel Ssekandi',
		designation: 'Partner, Governance, Risk and Compliance',
		company: 'Nile Crest Advisory',
		country: 'Uganda',
		role: 'Moderator',
		category: 'Moderators',
		bio: `Mr. Daniel Ssekandi is a Partner in the governance, risk and compliance practice of Nile Crest Advisory in Kampala, advising banks, telecommunications companies and public bodies across East Africa on internal audit transformation, enterprise risk management and technology governance. He has led external quality assessments of more than forty internal audit functions.\n\nDaniel is a Certified Internal Auditor and holds the CRMA and CISA certifications. He is a former Chief Audit Executive of a regional microfinance group and a regular facilitator of audit committee training.\n\nAt the summit he moderates the panel on AI governance, drawing on his recent work helping boards set guardrails for the adoption of generative AI.`,
		sortOrder: 10,
		palette: ['#312E81', '#C7D2FE'],
	},
	{
		key: 'jean-paul-habimana',
		title: 'Mr.',
		fullName: 'Jean-Paul Habimana',
		designation: 'Chief Information Security Officer',
		company: 'Kivu Digital Payments',
		country: 'Rwanda',
		role: 'Panelist',
		category: 'Panel Experts',
		bio: `Mr. Jean-Paul Habimana is Chief Information Security Officer at Kivu Digital Payments, a fintech company running merchant payment and remittance services in Rwanda, Burundi and the Democratic Republic of the Congo. He built the company's security function from a team of two into a round-the-clock security operations centre.\n\nJean-Paul works closely with internal audit and sees a strong partnership between the first, second and third lines as one of the most effective cyber controls an organisation can have. He holds a master's degree in information security and contributes regularly to regional cybersecurity skills initiatives.\n\nOn the panel he speaks about the security risks that AI models introduce and the assurance he expects from auditors.`,
		sortOrder: 11,
		palette: ['#0E7490', '#FDBA74'],
	},
	{
		key: 'helen-ashworth',
		title: 'Dr.',
		fullName: 'Helen Ashworth',
		designation: 'Director of AI Assurance',
		company: 'Thamesbridge Digital Trust',
		country: 'United Kingdom',
		role: 'Panelist',
		category: 'Panel Experts',
		bio: `Dr. Helen Ashworth is Director of AI Assurance at Thamesbridge Digital Trust, a London consultancy that helps organisations test the governance, fairness and reliability of machine learning systems. She has designed AI audit frameworks for insurers, lenders and public agencies, and has worked with African financial institutions adopting credit scoring and fraud detection models.\n\nHelen holds a doctorate in statistics and spent a decade as a model risk manager in banking before turning to AI governance. She writes about practical AI risk controls for boards and audit committees and serves on an industry working group on algorithmic accountability.\n\nShe brings an international perspective on AI regulation and what it means, in practice, for internal audit teams.`,
		sortOrder: 12,
		palette: ['#4C1D95', '#99F6E4'],
	},
	{
		key: 'marcus-whitfield',
		title: 'Mr.',
		fullName: 'Marcus Whitfield',
		designation: 'Vice President, Internal Audit Innovation',
		company: 'Great Lakes Mutual Financial Group',
		country: 'USA',
		role: 'Panelist',
		category: 'Panel Experts',
		bio: `Mr. Marcus Whitfield is Vice President of Internal Audit Innovation at Great Lakes Mutual Financial Group in Chicago, where he leads the adoption of automation, analytics and generative AI tools within a 250-person audit department. His team has piloted AI-assisted risk assessment, automated workpaper review and continuous control monitoring.\n\nMarcus has spent more than twenty years in internal audit, including long assignments supporting audit teams in Nairobi and Johannesburg. He is a Certified Internal Auditor and a Certified Information Systems Auditor.\n\nHe joins the panel to share candid lessons on what AI tools can and cannot yet do for internal audit, and on the controls his team built around them before letting them near a workpaper.`,
		sortOrder: 13,
		palette: ['#334155', '#FACC15'],
	},
	{
		key: 'zawadi-mwakilema',
		title: 'Mrs.',
		fullName: 'Zawadi Mwakilema',
		designation: 'Chief Audit Executive',
		company: 'Kilimanjaro Public Pensions Fund',
		country: 'Tanzania',
		role: 'Panelist',
		category: 'Panel Experts',
		bio: `Mrs. Zawadi Mwakilema is Chief Audit Executive of the Kilimanjaro Public Pensions Fund in Dar es Salaam, which manages retirement savings for more than 400,000 public servants. She reports functionally to the board audit committee and has built a risk-based audit plan around investment governance, benefits administration and the integrity of member data.\n\nZawadi previously served in a national audit office and in the internal audit unit of a regional development bank. She is a Certified Internal Auditor and a Certified Government Auditing Professional, and she mentors young women entering the audit profession.\n\nOn the public-sector panel she discusses independence, stakeholder expectations and how internal audit earns trust in public institutions.`,
		sortOrder: 14,
		palette: ['#BE185D', '#BAE6FD'],
	},
]

// ---------------------------------------------------------------------------------------------
// Agenda
// ---------------------------------------------------------------------------------------------

export const sessions: SessionSeed[] = [
	{
		day: 0,
		start: '08:30',
		end: '09:15',
		heading: 'Registration, Networking Breakfast and Exhibition',
		speakerKey: null,
		speakerText: 'All delegates',
		description:
			'Collect your badge and delegate pack, enjoy a hot breakfast and meet our sponsors in the exhibition hall before the opening plenary.',
	},
	{
		day: 0,
		start: '09:15',
		end: '10:00',
		heading: 'Opening Keynote: The Chief Audit Executive as Strategic Adviser',
		speakerKey: 'kwabena-odom',
		speakerText: 'Dr. Kwabena Ɔdɔm',
		description:
			'After welcome remarks from the organisers, Dr. Ɔdɔm sets out what it takes for internal audit to move from a compliance checkpoint to a trusted adviser on strategy and risk. He draws on nearly a decade of transforming a multi-country audit function, including the decisions that did not work the first time.',
	},
	{
		day: 0,
		start: '10:00',
		end: '10:45',
		heading: 'Conformance With Purpose: Lessons From Implementing the Global Internal Audit Standards',
		speakerKey: 'aissatou-ndiaye',
		speakerText: 'Mrs. Aïssatou Ndiaye',
		description:
			"A practical walk through a full conformance programme: the gap assessment, the new charter, the board's essential conditions and the internal audit strategy. Expect templates, timelines and an honest account of where the resistance came from.",
	},
	{
		day: 0,
		start: '11:00',
		end: '12:30',
		heading: 'Panel: Auditing the Algorithm — AI Governance and the Assurance Mandate',
		speakerKey: 'daniel-ssekandi',
		speakerText:
			'Moderated by Mr. Daniel Ssekandi, with Mr. Jean-Paul Habimana, Dr. Helen Ashworth and Mr. Marcus Whitfield',
		description:
			'Organisations are deploying AI faster than they are governing it. The panel debates how internal audit should give assurance over AI models, data and decision rights, and how audit teams can use AI responsibly in their own work.',
	},
	{
		day: 0,
		start: '12:30',
		end: '13:30',
		heading: 'Networking Lunch',
		speakerKey: null,
		speakerText: 'All delegates',
		description: 'Lunch is served in the garden pavilion. Sponsor stands remain open throughout the break.',
	},
	{
		day: 0,
		start: '13:30',
		end: '15:00',
		heading: 'Workshop: From Samples to Full Populations — Data Analytics for Audit Teams',
		speakerKey: 'lwazi-mabaso',
		speakerText: 'Mr. Lwazi Mabaso',
		description:
			'A hands-on session on testing entire procurement and payroll populations for duplicates, split orders and unusual vendor activity. Bring a laptop; sample data sets and scripts are provided, and no programming experience is required.',
	},
	{
		day: 0,
		start: '15:15',
		end: '16:15',
		heading: 'Cyber Resilience Assurance: What the Audit Committee Needs to Hear',
		speakerKey: 'esaie-nguessan',
		speakerText: "Mr. Ésaïe N'Guessan",
		description:
			'How to build a risk-based cyber assurance map, align it with the new cybersecurity topical requirement and report cyber risk to directors in plain language. Illustrated with examples from a high-volume mobile money environment.',
	},
	{
		day: 1,
		start: '09:00',
		end: '10:00',
		heading: 'Assuring the ESG Story: Sustainability Data, Greenwashing Risk and Internal Audit',
		speakerKey: 'wanjiru-kamau',
		speakerText: 'Dr. Wanjiru Kamau',
		description:
			'Sustainability disclosures are moving from glossy reports into regulated filings. Dr. Kamau explains how internal audit can test the controls and data behind emissions, water and social metrics before external assurers and investors do.',
	},
	{
		day: 1,
		start: '10:00',
		end: '11:00',
		heading: 'Following the Money: Fraud Detection in a Digital Economy',
		speakerKey: 'chukwuemeka-eze',
		speakerText: 'Mr. Chukwuemeka Eze',
		description:
			'Real, anonymised West African cases of procurement fraud, ghost workers and mobile money abuse, and the analytics and whistleblowing signals that could have exposed them sooner. Delegates leave with a red-flag checklist for their next audit plan.',
	},
	{
		day: 1,
		start: '11:15',
		end: '12:45',
		heading: "Panel: Public Money, Public Trust — Strengthening Internal Audit in Africa's Public Sector",
		speakerKey: 'ama-serwaa-boakye',
		speakerText:
			'Moderated by Mrs. Ama Sɛrwaa Boakye, with Madam Akosua Boatemaa Nyarko and Mrs. Zawadi Mwakilema',
		description:
			'Independence, resourcing and the follow-up of recommendations remain the hardest problems in public-sector audit. Two public-sector audit leaders share what has worked, from effective audit committees to citizen-focused reporting.',
	},
	{
		day: 1,
		start: '12:45',
		end: '13:45',
		heading: 'Networking Lunch',
		speakerKey: null,
		speakerText: 'All delegates',
		description: 'A final chance to connect with peers, speakers and sponsors over lunch.',
	},
	{
		day: 1,
		start: '13:45',
		end: '15:00',
		heading: "Closing Keynote: The Audit Committee's Agenda for the Next Five Years, and Summit Close",
		speakerKey: 'adaeze-nwachukwu-bello',
		speakerText: 'Professor Adaeze Nwachukwu-Bello',
		description:
			'Professor Nwachukwu-Bello gives a board-level view of the assurance directors will demand on strategy, technology and sustainability, and what that means for the chief audit executive. The summit closes with the presentation of CPE certificates and closing remarks from the organisers.',
	},
]

// ---------------------------------------------------------------------------------------------
// Sponsors and partners
// ---------------------------------------------------------------------------------------------

export const sponsors: SponsorSeed[] = [
	{
		tier: 'Sponsor',
		name: 'Gold Coast Assurance Holdings',
		website: 'https://www.goldcoastassurance.example',
		palette: ['#B8860B', '#1C1917'],
		sortOrder: 1,
	},
	{
		tier: 'Sponsor',
		name: 'Harmattan Continental Bank',
		website: 'https://www.harmattanbank.example',
		palette: ['#7C2D12', '#FDBA74'],
		sortOrder: 2,
	},
	{
		tier: 'Partner',
		name: 'Pan-African Audit Leaders Forum',
		website: 'https://www.panafricanauditleaders.example',
		palette: ['#065F46', '#FDE047'],
		sortOrder: 3,
	},
	{
		tier: 'Partner',
		name: 'Ledgerline Analytics',
		website: 'https://www.ledgerline.example',
		palette: ['#1D4ED8', '#E0F2FE'],
		sortOrder: 4,
	},
	{
		tier: 'Partner',
		name: 'Volta Institute of Risk and Governance',
		website: 'https://www.voltarisk.example',
		palette: ['#0F766E', '#CCFBF1'],
		sortOrder: 5,
	},
	{
		tier: 'Media Partner',
		name: 'Adinkra Business Television',
		website: 'https://www.adinkrabusiness.example',
		palette: ['#9D174D', '#FCE7F3'],
		sortOrder: 6,
	},
	{
		tier: 'Media Partner',
		name: 'The Accra Finance Review',
		website: 'https://www.accrafinancereview.example',
		palette: ['#111827', '#F59E0B'],
		sortOrder: 7,
	},
	{
		tier: 'Previous Partner',
		name: 'Sahel Crest Consulting',
		website: null,
		palette: ['#A16207', '#FEF9C3'],
		sortOrder: 8,
	},
]

// ---------------------------------------------------------------------------------------------
// Media (blog)
// ---------------------------------------------------------------------------------------------

export const mediaCategories: string[] = ['Summit News', 'Audit Insights']

export const blogPosts: BlogPostSeed[] = [
	{
		category: 'Summit News',
		title: "Registration Is Open: Early-Bird Places for This Year's Summit",
		slug: 'registration-open-early-bird',
		author: 'Summit Editorial Team',
		daysAgo: 12,
		contentHtml: `<p>Registration is now open for this year's <strong>Internal Audit Leadership Summit</strong> in Accra. Under the theme <em>Beyond Compliance: Leading Trusted Assurance Under the Global Internal Audit Standards</em>, the summit brings together chief audit executives, audit committee members, risk officers and senior practitioners for two days of candid conversation about where the profession is heading, and what audit leaders must do differently to keep the trust of their boards.</p>
<h2>Why this year matters</h2>
<p>The Global Internal Audit Standards are now in force, and many functions are discovering that conformance is the easy part. The harder question is whether internal audit is genuinely shaping decisions on strategy, technology and sustainability, or simply confirming what management already knows. This year's programme is built around that question, with practitioners who have done the work and are willing to talk about what went wrong as well as what went right.</p>
<h2>What is on the programme</h2>
<ul>
<li><strong>Two keynote addresses</strong> from a group chief internal auditor and an experienced audit committee chair, one from each side of the boardroom table.</li>
<li><strong>Practitioner sessions</strong> on conformance with the Standards, cyber resilience assurance, ESG data and fraud detection in a digital economy.</li>
<li><strong>Two panels</strong>: one on AI governance and the assurance mandate, and one on strengthening internal audit in Africa's public sector.</li>
<li><strong>A hands-on analytics workshop</strong> in which delegates test full transaction populations using sample data and ready-made scripts.</li>
</ul>
<h2>Fees and early-bird rate</h2>
<p>The regular delegate fee is <strong>GH₵ 2,800</strong>. Delegates who register and pay before the early-bird deadline, thirty days before the summit, pay <strong>GH₵ 2,300</strong>. The fee covers both days of sessions, the workshop, breakfast, lunches and refreshments, conference materials and a CPE attendance certificate.</p>
<p>Organisations sending a team benefit even more: when <strong>five or more delegates</strong> register from the same organisation, each registration is discounted by 10%. Many audit functions use the summit as a team development event, pairing senior staff with high-potential auditors so that the ideas travel back into the department.</p>
<h2>Who should attend</h2>
<p>The summit is designed for heads of internal audit and their deputies, audit committee chairs and members, chief risk and compliance officers, IT audit and forensic specialists, and public-sector audit leaders. Whether you lead a team of three or three hundred, you will leave with practical tools and a network of peers facing the same challenges.</p>
<blockquote>"The best part of the summit is the honesty. People talk about the audits that failed, not just the ones that went well." — 2025 delegate, head of internal audit, Accra</blockquote>
<p>Places in the analytics workshop are limited, so we encourage early registration. You can <a href="/register">register online</a> in a few minutes, or contact the summit team for a group invoice.</p>`,
		palette: ['#1F4E79', '#F2B134'],
	},
	{
		category: 'Summit News',
		title: 'Looking Back at 2025: Five Conversations That Shaped the Room',
		slug: 'looking-back-2025-summit',
		author: 'Esi Amponsah-Darko, Programme Director',
		daysAgo: 104,
		contentHtml: `<p>On 16 October 2025, more than three hundred delegates from fourteen countries filled the Accra International Conference Centre for the Internal Audit Leadership Summit. The theme, <em>Assurance Without Borders: Internal Audit in an Age of Data, AI and Accountability</em>, proved timely: the Global Internal Audit Standards had come into effect that January, and almost every conversation returned to the same question of how audit leaders can stay relevant as risks move faster than audit plans.</p>
<p>Here are five conversations that stayed with us long after the final session.</p>
<h2>1. The annual audit plan is not dead, but it is on life support</h2>
<p>Several chief audit executives described moving to rolling, quarterly plans tied to the risk register. The consensus was that boards still want a view of coverage over the year, but they value agility more than a document signed off in January and quietly abandoned by June.</p>
<h2>2. Audit committees want fewer findings and more insight</h2>
<p>An audit committee chair from Nairobi put it memorably: <em>"Forty findings tell me you were busy. Three themes tell me you were thinking."</em> Delegates discussed how to report root causes and patterns across audits rather than long lists of individual control gaps.</p>
<h2>3. Data analytics is a leadership problem, not a software problem</h2>
<p>The analytics session drew a full room. Speakers agreed that the biggest barriers are access to data, skills retention and the willingness to rethink the audit programme, rather than the choice of tool. Teams that succeeded started with one repeatable test and built from there.</p>
<h2>4. AI is arriving in the business before governance does</h2>
<p>A show of hands revealed that most organisations in the room were already using generative AI somewhere, yet very few had an inventory of AI use cases. Delegates agreed that internal audit can add immediate value simply by asking who owns each model and how its outputs are checked.</p>
<h2>5. Public-sector audit deserves a bigger stage</h2>
<p>The public-sector breakout, planned for sixty, welcomed more than a hundred. Heads of audit from ministries, municipal assemblies and state enterprises shared frustrations over the implementation of recommendations, and some encouraging stories of audit committees that changed the culture.</p>
<h2>What we are doing with your feedback</h2>
<p>Your post-event survey shaped this year's programme. You asked for more hands-on learning, so we have added a full analytics workshop. You asked for more on AI, so it now has its own panel. And you asked us to give public-sector audit more time, so it now has a dedicated plenary panel on the second day.</p>
<p>Thank you to our speakers, sponsors, partners and every delegate who made 2025 such a generous exchange of ideas. Session slides remain available to registered delegates: <a href="/contact">ask the summit team</a>. We look forward to welcoming you back to Accra.</p>`,
		palette: ['#0F766E', '#FDE68A'],
	},
	{
		category: 'Audit Insights',
		title: 'Five Shifts in the Global Internal Audit Standards Every CAE Should Act On',
		slug: 'five-shifts-global-internal-audit-standards',
		author: 'Aïssatou Ndiaye',
		daysAgo: 46,
		contentHtml: `<p>When the Global Internal Audit Standards were published in January 2024, many audit functions treated them as a documentation exercise: update the charter, refresh the manual, tick the box. Having led a conformance programme in an insurance group, I believe that approach misses the point. The Standards ask chief audit executives to change how the function is governed, planned and measured. Here are the five shifts that mattered most to us.</p>
<h2>1. Purpose comes first</h2>
<p>The Standards open with a clear statement of the purpose of internal auditing: to strengthen the organisation's ability to create, protect and sustain value. That sounds abstract until you use it to test your audit plan. For every engagement, ask which value it protects or creates. If the answer is "none, but we have always done it", it is a candidate for retirement.</p>
<h2>2. The board has responsibilities too</h2>
<p>Domain III describes <strong>essential conditions</strong> that the board and senior management are expected to provide, from a clear mandate to adequate resources and unrestricted access. This is a powerful conversation starter. We took the essential conditions to our audit committee as a short self-assessment, and the discussion that followed did more for our independence than any charter revision.</p>
<h2>3. An internal audit strategy is now expected</h2>
<p>A risk-based annual plan is no longer enough. The chief audit executive is expected to develop a strategy that sets out the function's vision, objectives and the initiatives needed to achieve them, reviewed periodically with the board. Ours fits on three pages and covers people, methodology, technology and stakeholder relationships over three years.</p>
<h2>4. Performance must be measured, not assumed</h2>
<p>The Standards strengthen expectations around a performance measurement methodology. We replaced "number of audits completed" with a small set of measures that our audit committee actually reads:</p>
<ul>
<li>coverage of the organisation's top risks;</li>
<li>time from fieldwork to final report;</li>
<li>the proportion of agreed actions implemented on time;</li>
<li>stakeholder feedback scores after each engagement.</li>
</ul>
<h2>5. Topical requirements raise the floor</h2>
<p>Topical requirements set a minimum baseline for assessing specific risk areas, starting with cybersecurity. Even if your function already audits cyber risk, map your current work programme against the requirement early. We found gaps not in technical testing but in governance: who sets cyber risk appetite, and how the board is kept informed.</p>
<h2>Where to start</h2>
<p>If you are still early in your journey, my advice is simple:</p>
<ol>
<li>Run an honest gap assessment and share it with your audit committee chair before you share it with anyone else.</li>
<li>Prioritise the changes that affect governance and independence over the ones that only affect documentation.</li>
<li>Use your next quality assessment as a milestone, not a surprise.</li>
</ol>
<blockquote>Conformance is the floor, not the ceiling. The Standards give us permission to ask for more of ourselves and of our boards.</blockquote>
<p>I will be sharing our templates and timeline in my session at this year's summit. The full text of the Standards is available from the professional body; a summary of our approach is on the <a href="/agenda">summit programme page</a>.</p>`,
		palette: ['#6B2D5C', '#F0A868'],
	},
	{
		category: 'Audit Insights',
		title: 'Auditing AI: A Practical Starting Point for Internal Audit Functions',
		slug: 'auditing-ai-practical-starting-point',
		author: 'Dr. Helen Ashworth',
		daysAgo: 73,
		contentHtml: `<p>Ask a room of chief audit executives whether their organisation uses artificial intelligence and most hands go up. Ask how many have audited it and the room goes quiet. That gap is understandable. AI can feel like a specialist subject that belongs to data scientists. But the core questions an auditor asks about any system apply just as well to a model: who owns it, what is it for, how do we know it works, and what happens when it does not?</p>
<h2>Start with an inventory</h2>
<p>You cannot give assurance over what you cannot see. The most valuable first step is often a simple inventory of AI use cases across the business, including the ones nobody calls AI: vendor credit scoring tools, chatbot platforms, fraud detection engines and the generative AI assistants staff have started using on their own. For each, record the owner, the decisions it supports and the data it uses.</p>
<h2>Ask governance questions before technical ones</h2>
<p>In my experience, most AI failures are governance failures. Before testing a model, establish:</p>
<ul>
<li>whether there is an approved policy on acceptable AI use and who enforces it;</li>
<li>whether each model has a named business owner accountable for its outcomes;</li>
<li>how models are approved before deployment and reviewed afterwards;</li>
<li>how customers or staff can challenge a decision made or supported by AI.</li>
</ul>
<h2>Then look at the life cycle</h2>
<p>Once governance is understood, follow the model through its life cycle. Was the training data appropriate and lawfully obtained? Was performance tested on data the model had not seen, and on different customer groups to detect unfair outcomes? Are there thresholds that trigger a review when accuracy drifts? Is there a human in the loop for high-impact decisions, and does that human actually have the time and information to disagree?</p>
<h3>Generative AI needs its own lens</h3>
<p>Large language models add risks that traditional models do not: confidential data pasted into public tools, invented answers presented with great confidence, and outputs that are hard to reproduce. Practical controls include approved enterprise tools, clear rules on what data may be entered, and review requirements for any generated content that reaches customers or regulators.</p>
<h2>Build the skills you need</h2>
<p>You do not need a team of data scientists to start. You need auditors who are curious, a working relationship with the people who build and buy models, and perhaps one specialist, in-house or co-sourced, for the deeper technical reviews. Frameworks published by standard setters and regulators offer useful structure; the <a href="https://www.thamesbridgetrust.example/ai-audit-guide">AI audit guide</a> my team publishes maps them to common audit steps.</p>
<blockquote>The question is not whether internal audit is ready for AI. The business has already decided that for us. The question is whether we will be part of the conversation while it still matters.</blockquote>
<p>I look forward to continuing this discussion on the AI governance panel at the summit in Accra.</p>`,
		palette: ['#4C1D95', '#99F6E4'],
	},
	{
		category: 'Audit Insights',
		title: 'From Samples to Full Populations: A Practical Roadmap for Audit Analytics',
		slug: 'samples-to-full-populations-audit-analytics',
		author: 'Lwazi Mabaso',
		daysAgo: 5,
		contentHtml: `<p>Five years ago, our internal audit team tested procurement by selecting twenty-five purchase orders and checking each one by hand. Today we test every purchase order, every vendor master change and every payroll payment, every month. The shift did not come from an expensive platform. It came from a series of small, deliberate steps that any audit function can take.</p>
<h2>Step 1: Pick one question worth answering</h2>
<p>Resist the temptation to launch an "analytics programme". Start with one recurring risk where full-population testing clearly beats sampling. Duplicate payments are a classic first choice: the logic is simple, the data is usually available and a single recovered payment can justify the effort to sceptical stakeholders.</p>
<h2>Step 2: Solve data access early</h2>
<p>Our biggest delays were never technical. They were about getting read-only access to the right tables and understanding what the fields actually meant. Agree access rights with IT and data owners at the start, document the extraction steps and reconcile record counts and totals back to the source system every time you run a test.</p>
<h2>Step 3: Make it repeatable</h2>
<p>A test you run once is an experiment. A test you can run every month with the same script is an audit capability. We keep every script under version control, with a short description of its purpose, its inputs and how to interpret the results. That documentation is what makes our work reviewable and what allows new team members to pick it up quickly.</p>
<h2>Step 4: Expect false positives and learn from them</h2>
<p>The first run of any test produces noise. Two invoices with the same amount on the same day may be perfectly legitimate instalments. Work through exceptions with the business, refine the rules and record why items were cleared. Over time the exception list shrinks to the cases that genuinely deserve attention.</p>
<h2>Step 5: Hand over what management should own</h2>
<p>When a test becomes routine, ask whether it is really a management control. Several of our monitoring routines now run in the finance team, with internal audit reviewing the design and testing the follow-up. That frees audit capacity for new questions and strengthens the first line.</p>
<h3>Tests that tend to pay for themselves</h3>
<ul>
<li>duplicate or near-duplicate vendor invoices;</li>
<li>purchase orders split just below approval thresholds;</li>
<li>vendor bank account changes followed quickly by payments;</li>
<li>employees sharing bank accounts, phone numbers or addresses with vendors;</li>
<li>payroll records for staff with no system log-ins or leave history.</li>
</ul>
<blockquote>The goal is not to replace auditor judgement. It is to point that judgement at the transactions that matter.</blockquote>
<p>At the summit workshop, delegates will build several of these tests on sample data and leave with scripts they can adapt. For a head start, our team's free <a href="https://www.ledgerline.example/resources/audit-analytics-starter">audit analytics starter kit</a> includes data request templates and a simple maturity checklist.</p>`,
		palette: ['#2563EB', '#A7F3D0'],
	},
]

// ---------------------------------------------------------------------------------------------
// Site settings and home page
// ---------------------------------------------------------------------------------------------

export const siteSettings: SiteSettingsSeed = {
	siteName: 'Internal Audit Leadership Summit',
	organiserName: 'Adwenpa Insights Group — Technology Leadership Division',
	organiserAbout: `The Technology Leadership Division of Adwenpa Insights Group convenes senior leaders across Africa to share knowledge on governance, risk, technology and assurance. Through executive summits, closed-door roundtables and practitioner research, we create spaces where decision makers can speak candidly about the challenges they face and learn from peers who have faced them too.\n\nThe Internal Audit Leadership Summit is our flagship assurance event. Since its launch, it has become a meeting point for chief audit executives, audit committee members and risk leaders from across the continent and beyond, united by a belief that strong, independent internal audit is essential to well-governed organisations and trusted public institutions.`,
	contactAddress: '3rd Floor, Ridgeview Place, 12 Liberation Road, Airport City, Accra, Ghana',
	contactPhone: '+233 30 290 1234',
	contactEmail: 'info@auditsummit.example',
	mapEmbedUrl:
		'https://www.openstreetmap.org/export/embed.html?bbox=-0.1810%2C5.5965%2C-0.1710%2C5.6045&layer=mapnik&marker=5.6005%2C-0.1760',
	mapLinkUrl: 'https://www.openstreetmap.org/?mlat=5.6005&mlon=-0.1760#map=17/5.6005/-0.1760',
	facebookUrl: 'https://www.facebook.example/AuditSummitAccra',
	twitterUrl: 'https://x.example/AuditSummitGH',
	linkedinUrl: 'https://www.linkedin.example/company/audit-leadership-summit',
	instagramUrl: 'https://www.instagram.example/auditsummitaccra',
	developerWhatsapp: 'https://wa.me/233302901234',
	developerCredit: 'Website designed and built by Adwenpa Digital Studio',
}

export const homeContent: HomeContentSeed = {
	aboutHeading: "Where Africa's audit leaders set the assurance agenda",
	aboutParagraphs: [
		'The Internal Audit Leadership Summit is a two-day gathering in Accra for the people who lead, oversee and rely on internal audit. Chief audit executives, audit committee members, risk and compliance leaders and senior practitioners from across the continent meet to share what is working, what is not, and what the profession must do next.',
		'The programme is built by practitioners, for practitioners. Every session is grounded in real experience: functions that have implemented the Global Internal Audit Standards, audit teams that test entire transaction populations, assurance leaders who report on cyber, AI and ESG risk to demanding boards, and public-sector auditors strengthening accountability for public money.',
		'Beyond the sessions, the summit is a place to build the network every audit leader needs: peers who understand the pressures of the role, and who will pick up the phone when you need a second opinion.',
	],
	takeaways: [
		{
			title: 'Standards conformance made practical',
			text: 'Templates, timelines and lessons from functions that have already aligned their charter, strategy and quality programme with the Global Internal Audit Standards.',
		},
		{
			title: 'Analytics you can use on Monday',
			text: 'Hands-on techniques for testing full populations in procurement, payroll and vendor management, with scripts you can adapt for your own data.',
		},
		{
			title: 'Board-ready reporting',
			text: 'Ways to turn long lists of findings into clear themes, root causes and insight that audit committees can act on.',
		},
		{
			title: 'Confidence on AI and cyber risk',
			text: 'A practical starting point for auditing AI models and cyber resilience, from inventories and governance questions to the new cybersecurity topical requirement.',
		},
		{
			title: 'Credible ESG and fraud assurance',
			text: 'How to test the data behind sustainability claims and how to use analytics and whistleblowing intelligence to detect fraud earlier.',
		},
		{
			title: 'A network of peers',
			text: 'Two days with chief audit executives, audit committee members and risk leaders from more than fifteen countries, and contacts that last well beyond the summit.',
		},
	],
	eventProfile: [
		{
			label: 'Who attends',
			value:
				'Chief audit executives, heads of internal audit, audit committee members, chief risk and compliance officers and senior auditors from the private and public sectors',
		},
		{
			label: 'Format',
			value:
				'Two days of keynotes, panel debates, practitioner case studies and a hands-on analytics workshop',
		},
		{ label: 'Location', value: 'Accra, Ghana' },
		{ label: 'Delegates', value: 'Around 350 audit and risk leaders from more than 15 countries' },
		{
			label: 'CPE credits',
			value: 'Up to 12 CPE hours, with attendance certificates issued at the close of the summit',
		},
		{ label: 'Language', value: 'English' },
	],
	groupDiscountNote:
		'Registering a team? Organisations that register five or more delegates together receive a 10% discount on every registration. Contact the summit team for a single group invoice.',
}
