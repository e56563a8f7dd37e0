/**
 * Every way an analysis can fail, with a stable code for the API and a sentence for the visitor.
 */
export const seoErrorCodes = {
  invalid_url: 400,
  unsupported_scheme: 400,
  blocked_port: 400,
  blocked_address: 403,
  rate_limited: 429,
  busy: 503,
  dns_not_found: 502,
  connection_failed: 502,
  tls_error: 502,
  timeout: 504,
  too_many_redirects: 502,
  not_found: 502,
  http_error: 502,
  not_html: 502,
  too_large: 502,
} as const;

export type SeoErrorCode = keyof typeof seoErrorCodes;

export class SeoError extends Error {
  readonly code: SeoErrorCode;

  constructor(code: SeoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SeoError";
    this.code = code;
  }

  get httpStatus(): number {
    return seoErrorCodes[this.code];
  }
}

export function isSeoError(value: unknown): value is SeoError {
  return value instanceof SeoError;
}
