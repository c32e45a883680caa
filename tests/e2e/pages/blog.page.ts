/**
 * Page objects for the blog screens (`/blogs`, `/newspage/{catId}/collections/`,
 * `/our/blog/{id}/single`).
 */
import type { Locator, Page } from '@playwright/test'

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
