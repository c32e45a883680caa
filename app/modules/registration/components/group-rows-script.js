/* global document, Element */
// The group form's colleague rows (`GroupForm`), inlined after the form on the page sent without
// React: "Add more rows" and "Remove" work in place instead of asking the server, the rows
// numbered again; the fee follows the rows filled in (`discountedFee`). Keep in step with `GroupForm`.
// Its texts come from the page, in the page's language: the row label `data-row-label` of the rows'
// list ("Colleague {number}"), and the fee line's `data-lang`, `data-one`, `data-many`,
// `data-summary` and `data-summary-discount` (templates with `{people}`, `{each}`, `{total}`, …).
;(() => {
	for (const list of document.querySelectorAll('[data-group-rows]')) {
		const form = list.closest('form')
		const addButton = form.querySelector('[data-add-rows]')
		const fee = form.querySelector('[data-group-fee]')
		const rows = () => [...list.querySelectorAll('[data-group-row]')]
		const cedis = (pesewas) => {
			const digits = pesewas % 100 === 0 ? 0 : 2
			const amount = (pesewas / 100).toLocaleString(fee.dataset.lang || 'en-GB', {
				minimumFractionDigits: digits,
				maximumFractionDigits: digits,
			})
			// As `formatCedis` writes them: "GH₵ 2,500" in English, "2 500 GH₵" in French.
			return fee.dataset.lang === 'fr' ? `${amount}\u00a0GH₵` : `GH₵ ${amount}`
		}
		const showFee = () => {
			if (!fee) return
			const size = rows().filter((row) =>
				[...row.querySelectorAll('input')].some((i) => i.value.trim()),
			).length
			const percent = size >= Number(fee.dataset.minSize || Infinity) ? Number(fee.dataset.percent) : 0
			const each = Math.round((Number(fee.dataset.base) * (100 - percent)) / 100)
			const fill = (template, values) =>
				template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole))
			const people =
				new Intl.PluralRules(fee.dataset.lang || 'en-GB').select(size) === 'one'
					? fee.dataset.one.replace('1', String(size))
					: fill(fee.dataset.many, { count: size })
			const template = percent ? fee.dataset.summaryDiscount : fee.dataset.summary
			fee.textContent = fill(template, { people, each: cedis(each), total: cedis(each * size), percent })
		}
		const renumber = () => {
			const all = rows()
			all.forEach((row, index) => {
				for (const element of row.querySelectorAll('*')) {
					for (const attribute of ['id', 'name', 'for', 'aria-describedby']) {
						const value = element.getAttribute(attribute)
						if (value)
							element.setAttribute(attribute, value.replace(/colleagues\[\d+\]/g, `colleagues[${index}]`))
					}
				}
				const [legend, spoken] = row.querySelectorAll('[data-row-label]')
				const label = list.dataset.rowLabel.replace('{number}', String(index + 1))
				legend.textContent = label
				spoken.textContent = ` ${label.toLowerCase()}`
				const remove = row.querySelector('[data-remove-row]')
				remove.value = `remove-${index}`
				remove.hidden = all.length <= Number(list.dataset.minRows)
			})
			addButton.hidden = all.length >= Number(list.dataset.maxRows)
			showFee()
		}
		addButton.addEventListener('click', (event) => {
			event.preventDefault()
			const last = rows().at(-1)
			const room = Number(list.dataset.maxRows) - rows().length
			let first = null
			for (let n = 0; n < Math.min(room, Number(list.dataset.step)); n++) {
				const row = last.cloneNode(true)
				for (const input of row.querySelectorAll('input')) {
					input.value = ''
					input.removeAttribute('aria-invalid')
					const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
					const kept = described.filter((id) => id && !id.endsWith('-error')).join(' ')
					if (kept) input.setAttribute('aria-describedby', kept)
					else input.removeAttribute('aria-describedby')
				}
				for (const errors of row.querySelectorAll('ul[id$="-error"]')) errors.remove()
				list.append(row)
				first ??= row
			}
			renumber()
			first?.querySelector('input')?.focus()
		})
		list.addEventListener('click', (event) => {
			const remove = event.target instanceof Element ? event.target.closest('[data-remove-row]') : null
			if (!remove) return
			event.preventDefault()
			const row = remove.closest('[data-group-row]')
			const next = row.nextElementSibling ?? row.previousElementSibling
			row.remove()
			renumber()
			next?.querySelector('input')?.focus()
		})
		list.addEventListener('input', showFee)
	}
})()
