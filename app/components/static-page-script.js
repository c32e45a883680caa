/* global document, window, history, HTMLMediaElement, setInterval, clearInterval */
// The behaviour of a page sent without React (a route whose handle says `hydrate: false`, see
// `PageScripts` and docs/decisions/0026-public-pages-without-react.md), inlined at the end of its
// body. Every line here has a React twin used when the same page is reached by client navigation
// from a page that runs React: keep them in step.
;(() => {
	// Header and "Back to top" after 100 px of scrolling (`useScrolledPast`).
	const header = document.querySelector('header[data-scrolled]')
	const backToTop = document.querySelector('[data-back-to-top]')
	const onScroll = () => {
		const scrolled = window.scrollY > 100
		if (header) header.dataset.scrolled = String(scrolled)
		if (backToTop) backToTop.hidden = !scrolled
	}
	onScroll()
	window.addEventListener('scroll', onScroll, { passive: true })

	// Menus close on Escape (focus back on their button) and on a click outside (`Disclosure`).
	const menus = document.querySelectorAll('details[data-disclosure]')
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape') return
		for (const menu of menus) {
			if (!menu.open) continue
			menu.open = false
			menu.querySelector('summary')?.focus()
		}
	})
	document.addEventListener('click', (event) => {
		for (const menu of menus) if (menu.open && !menu.contains(event.target)) menu.open = false
	})

	// A message dialog sent open becomes modal; closing it may tidy the address (`MessageDialog`).
	for (const dialog of document.querySelectorAll('dialog[open][data-message-dialog]')) {
		if (typeof dialog.showModal !== 'function') continue
		dialog.removeAttribute('open')
		dialog.showModal()
		const closeUrl = dialog.dataset.closeUrl
		if (closeUrl) dialog.addEventListener('close', () => history.replaceState(history.state, '', closeUrl))
	}

	// The countdown ticks every second to zero (`Countdown`, `countdownParts`).
	const timer = document.querySelector('[data-countdown-target]')
	if (timer) {
		const target = Date.parse(timer.dataset.countdownTarget)
		// A clock within `CLOCK_TRUST_SECONDS` of the server's is right (the page may be that old): `clockSkew`.
		const skew = Number(timer.dataset.serverNow) - Date.now()
		const clockSkew = Math.abs(skew) > Number(timer.dataset.clockTrustSeconds) * 1000 ? skew : 0
		const units = ['Days', 'Hours', 'Minutes', 'Seconds'].map((unit) =>
			timer.querySelector(`[data-unit="${unit}"]`),
		)
		const tick = () => {
			const left = Math.max(0, Math.floor((target - (Date.now() + clockSkew)) / 1000))
			const parts = [
				Math.floor(left / 86400),
				Math.floor((left % 86400) / 3600),
				Math.floor((left % 3600) / 60),
			]
			parts.push(left % 60)
			units.forEach((unit, i) => {
				if (unit) unit.textContent = String(parts[i]).padStart(2, '0')
			})
			return left
		}
		if (tick() > 0) {
			const interval = setInterval(() => {
				if (tick() === 0) clearInterval(interval)
			}, 1000)
		}
	}

	// A hero video that cannot play is removed, so the picture behind it shows (`PastHero`).
	for (const video of document.querySelectorAll('video[data-remove-on-error]')) {
		const remove = () => video.remove()
		video.addEventListener('error', remove, true)
		if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) remove()
	}
})()
