/**
 * Finishing touches to a rendered page's HTML before it is sent (`app/entry.server.tsx`).
 */

/**
 * Marks the module preloads React Router writes (`<link rel="modulepreload" …>`) as low priority
 * (`fetchpriority="low"`). The form pages work before their scripts arrive (they post without
 * JavaScript), so on a slow connection the stylesheet and pictures of the first paint should come
 * first; browsers otherwise fetch module preloads at high priority, beside the stylesheet. Takes and
 * returns a whole HTML page.
 */
export function lowerScriptPriority(html: string): string {
	return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
}
