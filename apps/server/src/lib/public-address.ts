import ipaddr from 'ipaddr.js';

/** Only addresses on the public internet: not loopback, private, link-local, multicast or reserved. */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
};

/**
 * Whether a URL's host is written as a non-public address: an IP literal outside the public
 * internet, or a localhost name. A name that resolves into a private network is not caught here.
 */
export const namesPrivateHost = (url: URL): boolean => {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && !isPublicAddress(host);
};
