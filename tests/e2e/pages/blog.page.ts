/**
 * Page objects for the blog screens (`/blogs`, `/newspage/{catId}/collections/`,
 * `/our/blog/{id}/single`) and a handle on the empty-database server's SQLite file.
 */
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { createDatabase, type Database } from '#app/db/connect.server.ts'
import { emptySiteUrl } from '../../../playwright.config.ts'

/**
 * The SQLite file of the server at `emptySiteUrl` (no demo content), worked out the way
 * playwright.config.ts sets its DATA_DIR: `<tmp>/summit-e2e-<port>/summit.db`.
 */
export function emptySiteDatabasePath(): string {
	return path.join(os.tmpdir(), `summit-e2e-${new URL(emptySiteUrl).port}`, 'summit.db')
}

/** Opens the empty server's database for arranging data; the caller must `destroy()` it. */
export function openEmptySiteDatabase(): Database {
	return createDatabase({ databasePath: emptySiteDatabasePath() })
}

/** A blog list screen: the cards in display order. */
export class BlogListPage {
	constructor(readonly page: Page) {}

	async goto(pathOrUrl: string) {
		return this.page.goto(pathOrUrl)
	}

	heading() {
		return this.page.getByRole('heading', { level: 1 })
	}

	cards(): Locator {
		return this.page.getByTestId('blog-card')
	}

	card(title: string): Locator {
		return this.cards().filter({
			has: this.page.getByRole('heading', { level: 2, name: title, exact: true }),
		})
	}

	emptyState(): Locator {
		return this.page.getByTestId('blog-empty')
	}
}

/** A blog post's page. */
export class BlogPostPage {
	constructor(readonly page: Page) {}

	async goto(id: number | string) {
		return this.page.goto(`/our/blog/${id}/single`)
	}

	article(): Locator {
		return this.page.getByRole('article')
	}

	breadcrumb(): Locator {
		return this.page.getByRole('navigation', { name: 'Breadcrumb' })
	}

	content(): Locator {
		return this.page.getByTestId('blog-content')
	}

	shareLink(network: 'Facebook' | 'X (Twitter)' | 'LinkedIn' | 'WhatsApp'): Locator {
		return this.page.getByRole('link', { name: `Share on ${network}` })
	}

	related(): Locator {
		return this.page.getByRole('complementary', { name: 'Related Article' })
	}
}
