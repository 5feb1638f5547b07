import {
  lookup as dnsLookup,
  type LookupAddress,
  type LookupAllOptions,
  type LookupOneOptions,
} from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Whether a webhook may connect to `address`: only a public unicast address (ipaddr.js's `unicast` range), so
 * never loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud's
 * metadata service, fe80::/10), carrier-grade NAT (100.64/10), unspecified (0.0.0.0, ::), multicast or reserved.
 * An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address()
  return parsed.range() === 'unicast'
}

/** A connection refused by the address rules: its message is what the delivery log shows. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError'
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`refused address: ${host} is ${address} (loopback, private, link-local or reserved)`)
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for the HTTP agent that resolves the name and refuses it if any of its addresses is not public:
 * checked when the socket connects, with the address it connects to, so a name that resolved to a public
 * address when the endpoint was saved cannot turn into 127.0.0.1 later (DNS rebinding).
 */
export function guardedLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find((entry) => !isPublicAddress(entry.address))
    if (refused) return callback(new RefusedAddressError(hostname, refused.address), [])
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), [])
    callback(null, first.address, first.family)
  })
}

/** Why `url` may not be an endpoint (an address or scheme the rules refuse), or undefined when it may. */
export async function refusedUrl(
  url: string,
  { allowPrivate, production }: { allowPrivate: boolean; production: boolean },
): Promise<{ 'pt-BR': string; en: string } | undefined> {
  const parsed = new URL(url)
  if (production && !allowPrivate && parsed.protocol !== 'https:')
    return {
      'pt-BR': 'Em produção a URL precisa ser https:// (ou defina WEBHOOKS_ALLOW_PRIVATE=true).',
      en: 'In production the URL must be https:// (or set WEBHOOKS_ALLOW_PRIVATE=true).',
    }
  if (allowPrivate) return undefined
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        dnsLookup(host, { all: true }, (error, found) =>
          resolve(error ? [] : found.map((entry) => entry.address)),
        ),
      )
  const refused = addresses.find((address) => !isPublicAddress(address))
  if (refused)
    return {
      'pt-BR': `O endereço ${host} (${refused}) é local, privado ou reservado: o webhook não pode chamá-lo.`,
      en: `The address ${host} (${refused}) is loopback, private or reserved: a webhook cannot call it.`,
    }
  return undefined
}
