import { z } from "zod";
import { isSeoError, sharedAnalyzer } from "@/lib/seo";

const bodySchema = z.object({
  url: z.string().trim().min(1, "Please enter a website address, such as example.com.").max(2048),
});

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** The visitor's address as the proxy in front of the app reports it (first X-Forwarded-For entry). */
function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "unknown";
}

export async function POST(request: Request): Promise<Response> {
  let payload: unknown;
  try {
    payload = await request.json();
  } catch {
    return json(
      { code: "invalid_request", message: 'The request body must be JSON like {"url": "example.com"}.' },
      400,
    );
  }
  const parsed = bodySchema.safeParse(payload);
  if (!parsed.success) {
    return json(
      { code: "invalid_url", message: parsed.error.issues[0]?.message ?? "Please enter a website address." },
      400,
    );
  }
  try {
    const result = await sharedAnalyzer().analyze(parsed.data.url, clientAddress(request));
    return json(result, 200);
  } catch (error) {
    if (isSeoError(error)) {
      return json({ code: error.code, message: error.message }, error.httpStatus);
    }
    console.error("SEO analysis failed unexpectedly", error);
    return json(
      { code: "internal_error", message: "Something went wrong on our side while analyzing the website." },
      500,
    );
  }
}
