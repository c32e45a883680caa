/**
 * Every migration, in order. Listed statically so the bundled server and the scripts share them.
 * Names sort in the order they run; a landed migration is never edited.
 */
import type { Migration } from 'kysely'
import * as m0001 from './0001-initial.ts'
import * as m0002 from './0002-captcha.ts'
import * as m0003 from './0003-registration-lists.ts'
import * as m0004 from './0004-content-version.ts'
import * as m0005 from './0005-media-category-order.ts'
import * as m0006 from './0006-partnership-packages.ts'
import * as m0007 from './0007-blog-post-status.ts'
import * as m0008 from './0008-mail-and-tickets.ts'
import * as m0009 from './0009-privacy.ts'
import * as m0010 from './0010-interest-list.ts'
import * as m0011 from './0011-group-registrations.ts'
import * as m0012 from './0012-stateless-fallback-question.ts'
import * as m0013 from './0013-search-tables.ts'
import * as m0014 from './0014-mail-limits.ts'
import * as m0015 from './0015-secret-rotation.ts'
import * as m0016 from './0016-payments.ts'
import * as m0017 from './0017-venue-map-link.ts'
import * as m0018 from './0018-practical-pages.ts'
import * as m0020 from './0020-dashboard-chart-indexes.ts'
import * as m0021 from './0021-package-content-version.ts'
import * as m0022 from './0022-registrant-language.ts'
import * as m0023 from './0023-french-content.ts'
import * as m0024 from './0024-api-tokens.ts'
import * as m0025 from './0025-webhooks.ts'
import * as m0026 from './0026-mail-hand-over.ts'
import * as m0027 from './0027-days-around-the-event.ts'

export const migrations: Record<string, Migration> = {
	'0001-initial': m0001,
	'0002-captcha': m0002,
	'0003-registration-lists': m0003,
	'0004-content-version': m0004,
	'0005-media-category-order': m0005,
	'0006-partnership-packages': m0006,
	'0007-blog-post-status': m0007,
	'0008-mail-and-tickets': m0008,
	'0009-privacy': m0009,
	'0010-interest-list': m0010,
	'0011-group-registrations': m0011,
	'0012-stateless-fallback-question': m0012,
	'0013-search-tables': m0013,
	'0014-mail-limits': m0014,
	'0015-secret-rotation': m0015,
	'0016-payments': m0016,
	'0017-venue-map-link': m0017,
	'0018-practical-pages': m0018,
	'0020-dashboard-chart-indexes': m0020,
	'0021-package-content-version': m0021,
	'0022-registrant-language': m0022,
	'0023-french-content': m0023,
	'0024-api-tokens': m0024,
	'0025-webhooks': m0025,
	'0026-mail-hand-over': m0026,
	'0027-days-around-the-event': m0027,
}
