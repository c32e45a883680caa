/**
 * The add and update pages of the back office's ordered lists of titles (ADR 0029), one module for
 * their URLs, Administrator only: /admin/add-sponsor-tier and /admin/update-sponsor-tier/{tierId},
 * /admin/add-media-category and /admin/update-media-category/{categoryId}, /admin/add-package and
 * /admin/update-package/{packageId}. The URL names the list
 * (`/admin/add-<list>`, `/admin/update-<list>/<id>`). The single title field; a new row goes last in
 * the public order, a renamed one keeps its place and its members. Success goes to the list with a
 * toast.
 */
import { data } from 'react-router'
import {
	orderedTitleClientAction,
	orderedTitleMeta,
	OrderedTitlePage,
} from '#app/components/admin/title-form.tsx'
import { MEDIA_CATEGORY_PAGE } from '#app/modules/blog/components/media-category-form.tsx'
import { mediaCategoryForm } from '#app/modules/blog/media-categories-pages.server.ts'
import { PACKAGE_PAGE } from '#app/modules/partnerships/components/package-form.tsx'
import { packageForm } from '#app/modules/partnerships/packages-pages.server.ts'
import { SPONSOR_TIER_PAGE } from '#app/modules/sponsors/components/sponsor-tier-form.tsx'
import { sponsorTierForm } from '#app/modules/sponsors/sponsors-pages.server.ts'
import type { Route } from './+types/ordered-title'

const PAGES = {
	'sponsor-tier': SPONSOR_TIER_PAGE,
	'media-category': MEDIA_CATEGORY_PAGE,
	package: PACKAGE_PAGE,
}

type ListName = keyof typeof PAGES

const FORMS = { 'sponsor-tier': sponsorTierForm, 'media-category': mediaCategoryForm, package: packageForm }

/** The list `url` names; a 404 response for any other. */
function listOf(url: string): ListName {
	const name = /^\/admin\/(?:add|update)-([a-z-]+?)(?:\/|$)/.exec(new URL(url).pathname)?.[1]
	if (name !== undefined && name in PAGES) return name as ListName
	throw data('Not Found', { status: 404 })
}

export const handle = {
	breadcrumb: (loaderData: unknown) => {
		const list = (loaderData as { list?: ListName } | undefined)?.list
		return list ? PAGES[list].breadcrumb : ''
	},
}

export async function loader(args: Route.LoaderArgs) {
	const list = listOf(args.request.url)
	return { list, ...(await FORMS[list].loader(args)) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	loaderData ? orderedTitleMeta(PAGES[loaderData.list])({ loaderData }) : []

export function clientAction(args: Route.ClientActionArgs) {
	return orderedTitleClientAction(PAGES[listOf(args.request.url)])(args)
}

export function action(args: Route.ActionArgs) {
	return FORMS[listOf(args.request.url)].action(args)
}

export default function OrderedTitleRoute({ loaderData, actionData }: Route.ComponentProps) {
	return <OrderedTitlePage spec={PAGES[loaderData.list]} row={loaderData.row} actionData={actionData} />
}
