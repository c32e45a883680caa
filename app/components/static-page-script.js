/* global document, window, history, setInterval, clearInterval, setTimeout, clearTimeout, CustomEvent, fetch, AbortController, FormData, URL, URLSearchParams, navigator */
// The behaviour of a page sent without React (a route in `STATIC_ROUTES`, see `PageScripts`,
// ADR 0026 and ADR 0028), inlined
// at the end of its body. Every line here has a React twin used when the same page is reached by client navigation
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

	// A form field the server refused gets the focus, unless a dialog has it (`useForm` after a reply).
	const refused = document.querySelector('form [aria-invalid="true"]')
	if (refused && !document.querySelector('dialog[open]')) refused.focus()

	// A form being sent shows its pending label and cannot be sent twice (`ContactForm`'s `submitting`).
	const pendingButtons = document.querySelectorAll('form button[data-pending-submit]')
	const showPending = (button, pending) => {
		button.disabled = pending
		button.querySelector('[data-pending]').hidden = !pending
		button.querySelector('[data-idle]').hidden = pending
	}
	// How long a submission may take, its answer included, before the page gives up on it and keeps
	// the form: `SUBMIT_TIMEOUT_MS` in offline-submit.ts (ADR 0051).
	const SUBMIT_TIMEOUT_MS = 30000
	// The answer to a form the page sent, shown as the browser shows a page: HTML written as the
	// document at the address it answered (a refusal with the input kept, the 429 page), anything
	// else as its text.
	const showPage = (answer, text) => {
		const html = /html/i.test(answer.headers.get('Content-Type') ?? '')
		if (answer.url && answer.url !== document.URL.split('#')[0]) history.replaceState(null, '', answer.url)
		document.open()
		window.scrollTo(0, 0)
		document.write(
			html ? text : '<!doctype html><meta name="viewport" content="width=device-width"><pre></pre>',
		)
		document.close()
		const pre = html ? null : document.querySelector('pre')
		if (pre) {
			pre.textContent = text
			pre.style.whiteSpace = 'pre-wrap'
		}
	}
	for (const button of pendingButtons) {
		const form = button.form
		const unsent = form.querySelector('[data-unsent-message]')
		// The captcha widget may hold a submission back (capture phase) until it has solved.
		form.addEventListener('submit', (event) => {
			if (event.defaultPrevented) return
			// Already on its way (Enter in a field while the button waits): not sent twice.
			if (form.dataset.sending) return event.preventDefault()
			showPending(button, true)
			const submitter = event.submitter ?? null
			const attribute = (name) =>
				(submitter?.getAttribute(`form${name}`) ?? form.getAttribute(name) ?? '').toLowerCase()
			const multipart = attribute('enctype') === 'multipart/form-data'
			// A form without the message, or not posted as the page can post it, is the browser's to send.
			if (!unsent || attribute('method') !== 'post' || attribute('enctype') === 'text/plain') return
			// Sent by the page itself (offline-submit.ts): a connection that drops on the way, before or
			// after the server got it, keeps the page, the input and a message, instead of the
			// browser's error page. The answer is followed as the browser would follow it.
			event.preventDefault()
			form.dataset.sending = '1'
			unsent.hidden = true
			const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action')
			let fields
			try {
				fields = new FormData(form, submitter)
			} catch {
				fields = new FormData(form)
			}
			// A browser that leaves the submitter out of `FormData`: its name and value as the browser sends them.
			if (submitter?.name && !fields.has(submitter.name)) fields.append(submitter.name, submitter.value)
			const body = multipart
				? fields
				: new URLSearchParams(
						[...fields].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
					)
			const timeout = new AbortController()
			const timer = setTimeout(() => timeout.abort(), SUBMIT_TIMEOUT_MS)
			fetch(new URL(action || document.URL, document.baseURI), {
				method: 'POST',
				body,
				credentials: 'same-origin',
				headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
				signal: timeout.signal,
			})
				.then((answer) => {
					// A redirect (the submission accepted): its address loaded, as after a plain post.
					if (answer.redirected) return window.location.assign(answer.url)
					return answer.text().then((text) => showPage(answer, text))
				})
				.catch(() => {
					delete form.dataset.sending
					showPending(button, false)
					unsent.textContent = unsent.dataset.unsentMessage
					unsent.hidden = false
					if (!form.contains(document.activeElement)) button.focus()
				})
				.finally(() => clearTimeout(timer))
		})
	}
	// Back to this page from the browser's cache: the form can be sent again.
	window.addEventListener('pageshow', (event) => {
		if (!event.persisted) return
		for (const button of pendingButtons) {
			showPending(button, false)
			delete button.form.dataset.sending
		}
	})

	// The captcha widget takes the place of the line saying a question may be asked (or of the
	// question a refused submission came back with) once the visitor starts on the form, its files
	// named by the server; should it fail, the line or the question comes back (`CaptchaField`).
	for (const fieldset of document.querySelectorAll('fieldset[data-widget-script]')) {
		const fallback = fieldset.querySelector('[data-captcha-fallback]')
		const answer = fallback?.querySelector('input[name="captcha_answer"]')
		const form = fieldset.form ?? fieldset.closest('form')
		if (!fallback || !form) continue
		// The widget could not run: the question stays or comes back, its hint saying why.
		const showFallback = (widgetBox) => {
			const hint = fallback.querySelector('[data-failed-hint]')
			if (hint) hint.textContent = hint.dataset.failedHint
			widgetBox?.replaceWith(fallback)
		}
		const load = () => {
			for (const href of fieldset.dataset.widgetStyles.split(' ').filter(Boolean)) {
				const link = document.createElement('link')
				link.rel = 'stylesheet'
				link.href = href
				document.head.append(link)
			}
			import(fieldset.dataset.widgetScript).then(
				() => {
					// A visitor who has begun answering the question keeps it.
					if (answer?.value || document.activeElement === answer) return
					const widgetBox = document.createElement('div')
					widgetBox.className = 'min-h-16'
					const widget = document.createElement('altcha-widget')
					widget.setAttribute('challenge', fieldset.dataset.widgetChallenge)
					widget.setAttribute('name', fieldset.dataset.widgetName)
					widget.setAttribute('configuration', fieldset.dataset.widgetConfiguration)
					widget.setAttribute('auto', 'onload')
					widget.addEventListener('statechange', (event) => {
						if (event instanceof CustomEvent && event.detail?.state === 'error') showFallback(widgetBox)
					})
					widgetBox.append(widget)
					fallback.replaceWith(widgetBox)
				},
				() => showFallback(null),
			)
		}
		const start = (event) => {
			if (fallback.contains(event.target)) return
			form.removeEventListener('focusin', start)
			form.removeEventListener('pointerdown', start)
			load()
		}
		form.addEventListener('focusin', start)
		form.addEventListener('pointerdown', start)
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
		// Asked for less motion: the figures as the page opened, not ticking.
		const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		if (tick() > 0 && !still) {
			const interval = setInterval(() => {
				if (tick() === 0) clearInterval(interval)
			}, 1000)
		}
	}

	// A hero video that cannot play is removed, so the picture behind it shows (`PastHero`); so is one
	// a visitor saving data would download. It does not move for a visitor who asks for less motion,
	// and its Pause/Play button (hidden without JavaScript) stops it at any time (WCAG 2.2.2).
	for (const video of document.querySelectorAll('video[data-remove-on-error]')) {
		const toggle = video.parentElement?.querySelector('[data-video-toggle]')
		const remove = () => {
			video.remove()
			toggle?.remove()
		}
		video.addEventListener('error', remove, true)
		// (Not `networkState`: it reads NETWORK_NO_SOURCE while the browser is still choosing a source.)
		if (video.error || window.navigator.connection?.saveData) {
			remove()
			continue
		}
		if (!toggle) continue
		const show = (playing) => {
			// The labels in the page's language, written by the server (`PastHero`).
			toggle.textContent = playing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel
			toggle.setAttribute('aria-pressed', String(!playing))
		}
		const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		if (still) video.pause()
		show(!still && (video.autoplay || !video.paused))
		video.addEventListener('play', () => show(true))
		video.addEventListener('pause', () => show(false))
		toggle.addEventListener('click', () => (video.paused ? video.play() : video.pause()))
		toggle.hidden = false
	}

	// On an English page, a browser that prefers French is offered the page's French twin, until the
	// visitor dismisses it (`LanguageSuggestion`, `prefersFrench`, `SUGGESTION_DISMISSED_KEY`).
	const suggestion = document.querySelector('[data-language-suggestion]')
	if (suggestion) {
		const DISMISSED = 'summit:language-suggestion-dismissed'
		let seen = false
		try {
			seen = window.localStorage.getItem(DISMISSED) === '1'
		} catch {
			// No storage (private browsing): the suggestion shows until dismissed on this page.
		}
		const first = (navigator.languages ?? [navigator.language])
			.map((tag) => tag.toLowerCase().split('-')[0])
			.find((primary) => primary === 'fr' || primary === 'en')
		if (first === 'fr' && !seen) {
			const link = suggestion.querySelector('a')
			if (link) link.href = suggestion.dataset.languageSuggestion + window.location.search
			const dismiss = () => {
				suggestion.hidden = true
				try {
					window.localStorage.setItem(DISMISSED, '1')
				} catch {
					// Dismissed for this page only.
				}
			}
			suggestion.querySelector('[data-dismiss-suggestion]')?.addEventListener('click', dismiss)
			suggestion.addEventListener('keydown', (event) => {
				if (event.key === 'Escape') dismiss()
			})
			suggestion.hidden = false
		}
	}

	// The service worker: the agenda, the contact page and a visited ticket open offline.
	if ('serviceWorker' in navigator && window.isSecureContext) {
		navigator.serviceWorker.register('/sw.js').catch(() => {})
	}
})()
