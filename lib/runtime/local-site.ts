import ipaddr from "ipaddr.js";

// The names under which a browser on this computer reaches the site and the local Content Lake. A page
// on any other host name that resolves to 127.0.0.1 (DNS rebinding) names that host in its requests, so
// the Studio hands out the lake's token, and the lake answers, only to requests addressed by one of these.

export type LocalSiteEnv = Partial<Record<string, string | undefined>>;

/** The loopback names every browser resolves to this computer, whatever DNS says. */
export const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"] as const;

/** LOCAL_SITE_HOSTS: further host names of this computer's site (a reverse proxy on the same machine). */
export function extraLocalHostnames(env: LocalSiteEnv): string[] {
  return (env.LOCAL_SITE_HOSTS ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** The host name of a Host header (`name`, `name:port`, `[v6]:port`), lower case; null when malformed. */
export function hostnameOf(host: string): string | null {
  if (!host || /[\s/?#@\\]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A loopback address literal, `localhost`, a name under `.localhost`, or one of LOCAL_SITE_HOSTS. */
export function isLocalHostname(hostname: string, env: LocalSiteEnv): boolean {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  if (ipaddr.isValid(bare) && ipaddr.process(bare).range() === "loopback") return true;
  return extraLocalHostnames(env).includes(hostname);
}

/** Whether every host a request names (Host, and X-Forwarded-Host when present) is this computer's. */
export function addressedLocally(headers: Headers, env: LocalSiteEnv): boolean {
  const named = [headers.get("host"), ...(headers.get("x-forwarded-host")?.split(",") ?? [])];
  const hosts = named.filter((value): value is string => value !== null).map((value) => value.trim());
  if (hosts.length === 0) return false;
  return hosts.every((host) => {
    const hostname = hostnameOf(host);
    return hostname !== null && isLocalHostname(hostname, env);
  });
}

/**
 * The origins of this computer's site on `port`, the pages from which the Studio calls the lake: the
 * loopback names over http, and each of LOCAL_SITE_HOSTS also over https (behind its proxy).
 */
export function localSiteOrigins(port: number | string, env: LocalSiteEnv): string[] {
  const extra = extraLocalHostnames(env);
  return [
    ...[...LOOPBACK_HOSTNAMES, ...extra].map((name) => `http://${name}:${port}`),
    ...extra.map((name) => `https://${name}`),
  ];
}
