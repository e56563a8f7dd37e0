import ipaddr from "ipaddr.js";

/**
 * Which IP addresses the analyzer may connect to: public unicast only. Everything else (private,
 * loopback, link-local including cloud metadata, CGNAT, multicast, unspecified, reserved, and IPv6
 * forms that embed an IPv4 address) is refused. Loopback is allowed only with the test setting.
 */
export interface AddressVerdict {
  allowed: boolean;
  /** The ipaddr.js range name, e.g. "unicast", "private", "loopback", "linkLocal". */
  range: string;
}

/** IPv6 ranges that carry an IPv4 address inside and could reach it through a gateway. */
const EMBEDS_IPV4 = new Set(["rfc6145", "rfc6052", "6to4", "teredo"]);

export function parseIp(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = value.startsWith("[") && value.endsWith("]") ? value.slice(1, -1) : value;
  if (!ipaddr.isValid(bare)) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

export function isIpLiteral(host: string): boolean {
  return parseIp(host) !== null;
}

export function checkAddress(value: string, allowLoopback: boolean): AddressVerdict {
  const parsed = parseIp(value);
  if (!parsed) return { allowed: false, range: "invalid" };
  let range: string;
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return checkAddress(v6.toIPv4Address().toString(), allowLoopback);
    range = v6.range();
    if (EMBEDS_IPV4.has(range)) return { allowed: false, range };
    // IPv4-compatible form (::a.b.c.d, first 96 bits zero), deprecated and never public.
    if (range !== "loopback" && range !== "unspecified" && v6.parts.slice(0, 6).every((p) => p === 0)) {
      return { allowed: false, range: "ipv4Compatible" };
    }
  } else {
    range = (parsed as ipaddr.IPv4).range();
  }
  if (range === "unicast") return { allowed: true, range };
  if (range === "loopback" && allowLoopback) return { allowed: true, range };
  return { allowed: false, range };
}
