import { inboxCsv, inboxCsvFilename } from "../../../../../components/admin/inbox/csv.ts";
import { parseInboxFilters } from "../../../../../components/admin/inbox/params.ts";
import { readWholeInbox } from "../../../../../components/admin/inbox/queries.ts";
import { readLeadServices } from "../../../../../lib/leads/services.ts";
import { isAdmin } from "../../../../../lib/supabase/roles.ts";
import { createClient } from "../../../../../lib/supabase/server.ts";

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * The inbox as CSV, with exactly the filters of the URL it is called with (the inbox's own). Read
 * through the staff member's session, so RLS decides what is in it; proxy.ts already keeps others out.
 */
export async function GET(request: Request): Promise<Response> {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const userId = data?.claims?.sub;
  if (!userId || !(await isAdmin(supabase, userId))) {
    return new Response("Staff only", { status: 403, headers: PRIVATE });
  }
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const result = await readWholeInbox(supabase, filters, await readLeadServices());
  if (!result.ok)
    return new Response("The leads could not be read; please try again.", { status: 502, headers: PRIVATE });
  return new Response(inboxCsv(result.rows), {
    headers: {
      ...PRIVATE,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${inboxCsvFilename()}"`,
    },
  });
}
