import type { Read, Supabase } from "../../lib/admin/query.ts";
import { dashboardViewer } from "../../lib/admin/session.ts";
import { openIdParam } from "../../lib/admin/workspace/params.ts";

/**
 * An area's `detail/route.ts`: the open item's detail alone, as JSON, for the dialog that opens on a click
 * without rendering the area again (kit/use-open-detail.ts). Read with the admin's own session, like the
 * area's page; anyone else gets a 403 (the proxy answers before this for a session without the role).
 */
export function detailRoute<T>(
  param: string,
  readDetail: (supabase: Supabase, id: string) => Promise<Read<T>>,
) {
  return async function GET(request: Request): Promise<Response> {
    const viewer = await dashboardViewer();
    if (!viewer.signedIn || !viewer.admin)
      return Response.json({ data: null, failed: true }, { status: 403 });
    const id = openIdParam(new URL(request.url).searchParams, param);
    const read: Read<T | null> = id ? await readDetail(viewer.supabase, id) : { data: null, failed: false };
    return Response.json(read, { headers: { "cache-control": "private, no-store" } });
  };
}
