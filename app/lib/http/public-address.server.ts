/**
 * Addresses the site may send to on a staff member's say-so (ADR 0063, docs/security.md): an
 * outgoing webhook goes only to a public address on the internet, never to this machine, the
 * private network it sits in, a cloud's metadata service, or any other special-purpose range.
 * A URL is checked when it is saved and again at every delivery, on the very address connected
 * to (`publicOnlyLookup`), so a name that resolves elsewhere later (DNS rebinding) is still refused.
 */
import dns from 'node:dns'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/** Thrown when a name resolves to no address, or to one that is not public. */
export class NonPublicAddressError extends Error {
	readonly code = 'ENONPUBLIC'
	constructor(message: string) {
		super(message)
		this.name = 'NonPublicAddressError'
	}
}

/**
 * Whether `address` (an IPv4 or IPv6 literal) is a public unicast address. Loopback, private
 * (RFC 1918, unique local), link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unspecified, multicast, broadcast, reserved and documentation ranges are not; nor are IPv6
 * forms that carry an IPv4 address (mapped, 6to4, Teredo, NAT64), whatever they carry. Not an
 * address at all: false.
 */
export function isPublicAddress(address: string): boolean {
	if (!ipaddr.isValid(address)) return false
	return ipaddr.parse(address).range() === 'unicast'
}

/**
 * Why `hostname` cannot be sent to, or null when it resolves (with the system's resolver) to
 * public addresses only. Every address it resolves to must be public: a name with one private
 * address among public ones is refused.
 */
export async function nonPublicReason(hostname: string): Promise<string | null> {
	const host = hostname.replace(/^\[(.*)\]$/, '$1')
	let addresses: { address: string }[]
	try {
		addresses = ipaddr.isValid(host) ? [{ address: host }] : await dns.promises.lookup(host, { all: true })
	} catch {
		return `${host} does not resolve to an address.`
	}
	if (addresses.length === 0) return `${host} does not resolve to an address.`
	const inside = addresses.find(({ address }) => !isPublicAddress(address))
	return inside ? `${host} resolves to ${inside.address}, which is not a public internet address.` : null
}

/**
 * A `lookup` for `https.request` (or `net.connect`) that resolves as the system does and then
 * fails with `NonPublicAddressError` when any address is not public: the connection is made only
 * to an address that was checked.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
	dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
		if (error) return callback(error, '', 4)
		const list = addresses as unknown as dns.LookupAddress[]
		const inside = list.find(({ address }) => !isPublicAddress(address))
		if (list.length === 0 || inside) {
			const reason = inside
				? `${hostname} resolves to ${inside.address}, which is not a public internet address.`
				: `${hostname} does not resolve to an address.`
			return callback(new NonPublicAddressError(reason), '', 4)
		}
		if (options.all) return callback(null, list)
		const first = list[0]!
		callback(null, first.address, first.family)
	})
}
