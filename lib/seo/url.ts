import { SeoError } from "./errors.ts";

const MAX_URL_LENGTH = 2048;
const STANDARD_PORTS = new Set(["", "80", "443"]);

/**
 * Turns what a visitor typed into the URL to analyze: a bare domain gets https://, only http and https
 * on ports 80/443 are accepted (any port with the test setting), credentials and fragments are refused
 * or dropped.
 */
export function normalizeTarget(input: string, allowAnyPort = false): URL {
  const text = input.trim();
  if (!text) throw new SeoError("invalid_url", "Please enter a website address, such as example.com.");
  if (text.length > MAX_URL_LENGTH)
    throw new SeoError("invalid_url", "That address is too long to be a web page.");
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new SeoError("invalid_url", "That does not look like a website address.");
  }
  return checkUrl(url, allowAnyPort);
}

/** The checks applied to the first address and to every redirect target. */
export function checkUrl(url: URL, allowAnyPort: boolean): URL {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SeoError("unsupported_scheme", "Only http:// and https:// web pages can be analyzed.");
  }
  if (!url.hostname) throw new SeoError("invalid_url", "That does not look like a website address.");
  if (url.username || url.password) {
    throw new SeoError("invalid_url", "Addresses with a user name or password in them are not analyzed.");
  }
  if (!allowAnyPort && !STANDARD_PORTS.has(url.port)) {
    throw new SeoError("blocked_port", "Only websites on the standard ports (80 and 443) can be analyzed.");
  }
  const clean = new URL(url.href);
  clean.hash = "";
  return clean;
}

/** Whether `url` is on another host (name or port) than `pageUrl`; an unusable url counts as another. */
export function isOtherHost(url: string, pageUrl: string): boolean {
  try {
    return new URL(url).host !== new URL(pageUrl).host;
  } catch {
    return true;
  }
}
