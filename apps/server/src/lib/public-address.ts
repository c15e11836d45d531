import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Only addresses on the public internet: not loopback, private, link-local, multicast or reserved. */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
};

/** A URL's host as written, without IPv6 brackets or a fully qualified name's final dot. */
const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * Whether a URL's host is written as a non-public address: an IP literal outside the public
 * internet, or a localhost name. A name that resolves into a private network is caught by
 * `publicOnlyLookup` when connecting.
 */
export const namesPrivateHost = (url: URL): boolean => {
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && !isPublicAddress(host);
};

/** A connection refused because its host is, or resolves to, an address outside the public internet. */
export class PrivateAddressError extends Error {}

export type Resolve = typeof dnsLookup;

/**
 * A connection's `lookup` that resolves like dns.lookup, then refuses any private address. It sits
 * in the connection itself, so the address checked is the address connected to (no window for a
 * name that resolves differently the second time). An address written as an IP skips the lookup:
 * check it with `namesPrivateHost` before connecting.
 */
export const publicOnlyLookup =
  (resolve: Resolve = dnsLookup): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 4);
        return;
      }
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused !== undefined) {
        callback(new PrivateAddressError(`${hostname} points into a private network (${refused.address})`), '', 4);
        return;
      }
      if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

/**
 * Why the URL cannot be used as a public endpoint (its host written as, or resolving now to, a
 * private address), or null. A name that does not resolve within `timeoutMs` passes: it may not
 * exist yet, and each connection checks again.
 */
export const privateHostReason = async (
  url: URL,
  options: { timeoutMs: number; resolve?: Resolve },
): Promise<string | null> => {
  if (namesPrivateHost(url)) return `${hostOf(url)} is a loopback or private network address`;
  if (ipaddr.isValid(hostOf(url))) return null;
  const lookup = publicOnlyLookup(options.resolve);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), options.timeoutMs);
    lookup(hostOf(url), { all: true }, (error) => {
      clearTimeout(timer);
      resolve(error instanceof PrivateAddressError ? error.message : null);
    });
  });
};
