import type { Locale } from "../../../../lib/i18n/locales.ts";
import { readBoundedText } from "../../../../lib/runtime/bounded-body.ts";
import { addressKey, clientAddress } from "../../../../lib/runtime/client-address.ts";
import { isSeoError, SeoError, sharedAnalyzer } from "../../../../lib/seo/index.ts";
import { analyzerWordsIn, failureIn } from "../../../../lib/seo/language.ts";
import { z } from "../../../../lib/validations/zod-config.ts";

const bodySchema = z.object({
  url: z.string().trim().min(1, "Please enter a website address, such as example.com.").max(2048),
  /** The language of the page that asks: a failure is worded in it (the report by the page itself). */
  locale: z.enum(["en", "es"]).default("en"),
});

/** Room for `{"url": …}` with the longest address the schema takes; a larger body is not read. */
const BODY_LIMIT_BYTES = 16 * 1024;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

export async function POST(request: Request): Promise<Response> {
  const text = await readBoundedText(request, BODY_LIMIT_BYTES);
  if (text === null) {
    return json(
      {
        code: "invalid_request",
        message: "The request body is too large.",
        retryable: false,
        advice: 'Send only the address to analyze, like {"url": "example.com"}.',
      },
      413,
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return json(
      {
        code: "invalid_request",
        message: 'The request body must be JSON like {"url": "example.com"}.',
        retryable: false,
        advice: "Send the address to analyze in that form.",
      },
      400,
    );
  }
  const parsed = bodySchema.safeParse(payload);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a website address.";
    return json(localized(new SeoError("invalid_url", message), localeOf(payload)), 400);
  }
  const { locale } = parsed.data;
  try {
    const result = await sharedAnalyzer().analyze(
      parsed.data.url,
      addressKey(clientAddress(request.headers)),
    );
    return json(result, 200);
  } catch (error) {
    if (isSeoError(error)) {
      return json(localized(error, locale), error.httpStatus);
    }
    console.error("SEO analysis failed unexpectedly", error);
    const internal = analyzerWordsIn(locale).failures.internal;
    return json(
      { code: "internal_error", message: internal.reason, retryable: true, advice: internal.advice },
      500,
    );
  }
}

/** The error's answer with its message and advice in the asking page's language. */
function localized(error: SeoError, locale: Locale) {
  const { reason, advice } = failureIn(error, locale);
  return { ...error.toJSON(), message: reason, advice };
}

/** The language a rejected body asked for, English when it named none. */
function localeOf(payload: unknown): Locale {
  return bodySchema.shape.locale.safeParse((payload as { locale?: unknown } | null)?.locale).data ?? "en";
}
