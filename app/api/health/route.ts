import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** Liveness: the process answers HTTP. Dependencies are /api/ready's concern; a restart would not fix them. */
export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
