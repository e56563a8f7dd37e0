/**
 * Every way an analysis can fail: a stable code for the API, its HTTP status, whether the same request
 * can succeed later, and what the visitor can do about it. The message says what happened; the advice
 * says whether trying again helps, so a failure that can never succeed never asks for a retry.
 */
interface ErrorKind {
  status: number;
  retryable: boolean;
  advice: string;
}

const WILL_NOT_HELP = "Trying again will not help";

export const seoErrorKinds = {
  invalid_url: { status: 400, retryable: false, advice: "Correct the address and analyze again." },
  unsupported_scheme: {
    status: 400,
    retryable: false,
    advice: "Enter an address that starts with http:// or https://.",
  },
  blocked_port: {
    status: 400,
    retryable: false,
    advice: `${WILL_NOT_HELP}: we analyze public websites on the standard ports only.`,
  },
  blocked_address: {
    status: 403,
    retryable: false,
    advice: `${WILL_NOT_HELP}: we analyze public websites only.`,
  },
  rate_limited: { status: 429, retryable: true, advice: "Please wait a minute and try again." },
  busy: { status: 503, retryable: true, advice: "Please try again in a minute." },
  dns_not_found: { status: 502, retryable: false, advice: `${WILL_NOT_HELP} with the same address.` },
  connection_failed: {
    status: 502,
    retryable: true,
    advice: "Please try again later: the website may be down for a moment.",
  },
  tls_error: {
    status: 502,
    retryable: false,
    advice: `${WILL_NOT_HELP} until the website fixes its certificate.`,
  },
  timeout: { status: 504, retryable: true, advice: "Please try again later: the website may be busy." },
  too_many_redirects: {
    status: 502,
    retryable: false,
    advice: `${WILL_NOT_HELP} until the website fixes its redirects.`,
  },
  not_found: { status: 502, retryable: false, advice: `Check the address: ${WILL_NOT_HELP.toLowerCase()}.` },
  http_error: {
    status: 502,
    retryable: false,
    advice: `${WILL_NOT_HELP} unless the website changes its answer.`,
  },
  not_html: {
    status: 502,
    retryable: false,
    advice: `Enter the address of a web page: ${WILL_NOT_HELP.toLowerCase()}.`,
  },
  too_large: {
    status: 502,
    retryable: false,
    advice: `${WILL_NOT_HELP}: the page is too large for us to analyze.`,
  },
} as const satisfies Record<string, ErrorKind>;

export type SeoErrorCode = keyof typeof seoErrorKinds;

/** An error the website's own server reports can pass (5xx, 408, 429); others will answer the same. */
export const PASSING_FAULT: Pick<ErrorKind, "retryable" | "advice"> = {
  retryable: true,
  advice: "Please try again later: the fault may be passing.",
};

export class SeoError extends Error {
  readonly code: SeoErrorCode;
  readonly retryable: boolean;
  readonly advice: string;

  constructor(
    code: SeoErrorCode,
    message: string,
    options?: { cause?: unknown; retryable?: boolean; advice?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "SeoError";
    this.code = code;
    this.retryable = options?.retryable ?? seoErrorKinds[code].retryable;
    this.advice = options?.advice ?? seoErrorKinds[code].advice;
  }

  get httpStatus(): number {
    return seoErrorKinds[this.code].status;
  }

  /** What the API answers. */
  toJSON(): { code: SeoErrorCode; message: string; retryable: boolean; advice: string } {
    return { code: this.code, message: this.message, retryable: this.retryable, advice: this.advice };
  }
}

export function isSeoError(value: unknown): value is SeoError {
  return value instanceof SeoError;
}
