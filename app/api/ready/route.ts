import { NextResponse } from "next/server";
import { readiness } from "../../../lib/runtime/readiness.ts";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when Supabase (with the server's key, and the auth service and PostgREST with the public
 * key the build carries), the content source and the cache answer; 503 naming each that does not.
 */
export async function GET() {
  const { ready, checks } = await readiness();
  return NextResponse.json(
    { status: ready ? "ready" : "not ready", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
