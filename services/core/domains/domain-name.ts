import { domainToASCII } from 'node:url';
import { parse } from 'tldts';

export type DomainNameCheck = { ok: true; name: string } | { ok: false; reason: string };

/**
 * The claimable form of a domain name: lower case, ASCII (an internationalised name becomes its punycode), no
 * trailing dot. Refused: URLs, IP addresses, malformed names, names under no known public suffix, and public
 * suffixes themselves (`com`, `co.uk`, `github.io`), which no one account controls.
 */
export function checkDomainName(input: string): DomainNameCheck {
  const trimmed = input.trim().replace(/\.$/, '');
  if (/[/:@?#\s]/.test(trimmed))
    return refused('give the host name alone, such as "example.com", without scheme, port or path');
  const ascii = domainToASCII(trimmed.toLowerCase());
  if (ascii === '' || ascii.length > 253) return refused('is not a valid domain name');
  const parsed = parse(ascii, { allowPrivateDomains: true });
  if (parsed.isIp) return refused('is an IP address; claim a domain name');
  if (parsed.hostname !== ascii) return refused('is not a valid domain name');
  if (!parsed.isIcann && !parsed.isPrivate) return refused('is not under a known public suffix (see publicsuffix.org)');
  if (parsed.domain === null)
    return refused('is a public suffix, which no single owner controls; claim a name registered under it');
  return { ok: true, name: ascii };
}

function refused(reason: string): DomainNameCheck {
  return { ok: false, reason };
}
