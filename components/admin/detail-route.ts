import type { Read, Supabase } from "../../lib/admin/query.ts";
import { viewerOf } from "../../lib/admin/session.ts";
import { openIdParam } from "../../lib/admin/workspace/params.ts";
import { createClient } from "../../lib/supabase/server.ts";

/**
 * An area's `detail/route.ts`: the open item's detail alone, as JSON, for the dialog that opens on a click
 * without rendering the area again (kit/use-open-detail.ts). Read with the admin's own session, like the
 * area's page; anyone else gets a 403 (the proxy answers before this for a session without the role).
 * The item is read beside the check rather than after it, one round trip to the database fewer: row level
 * security shows a session without the role nothing, and nothing read leaves here unless the check passes.
 */
export function detailRoute<T>(
  param: string,
  readDetail: (supabase: Supabase, id: string) => Promise<Read<T>>,
) {
  return async function GET(request: Request): Promise<Response> {
    const id = openIdParam(new URL(request.url).searchParams, param);
    // One client for both: a route handler has no request cache (React's cache() serves rendering only).
    const supabase = await createClient();
    const [viewer, read] = await Promise.all([
      viewerOf(supabase),
      id ? readDetail(supabase, id) : Promise.resolve<Read<T | null>>({ data: null, failed: false }),
    ]);
    if (!viewer.signedIn || !viewer.admin)
      return Response.json({ data: null, failed: true }, { status: 403 });
    return Response.json(read, { headers: { "cache-control": "private, no-store" } });
  };
}
