import { describe, expect, it } from "vitest";
import { formatSavedAt } from "../../lib/admin/workspace/dates.ts";
import { client, sql, stackWithTwoAdmins } from "./helpers.ts";

// A newsletter subscriber's Deactivate / Reactivate carries the version it was shown at, as every other
// staff edit does: two staff members with the same subscriber open cannot silently undo each other.

const { stack, ann, bob } = await stackWithTwoAdmins();

type Stored = { is_active: boolean; version: number; updated_by: string | null; updated_at: string };

const subscribe = async () => {
  const [row] = await sql<{ id: string }>(
    stack,
    `insert into public.newsletter_subscriptions (email)
     values ('sam-' || gen_random_uuid() || '@example.com') returning id`,
  );
  if (!row) throw new Error("no subscriber inserted");
  return row.id;
};

const stored = async (id: string) => {
  const [row] = await sql<Stored>(
    stack,
    "select is_active, version, updated_by, updated_at from public.newsletter_subscriptions where id = $1",
    [id],
  );
  if (!row) throw new Error(`no subscriber ${id}`);
  return row;
};

describe("newsletter subscribers: no silent overwrites", { timeout: 60_000 }, () => {
  it("a new subscriber is at version 1 with no author, and the inbox shows that version", async () => {
    const id = await subscribe();
    expect(await stored(id)).toMatchObject({ is_active: true, version: 1, updated_by: null });
    const shown = await ann.client.from("lead_inbox").select("kind, status, version").eq("id", id).single();
    expect(shown.data).toEqual({ kind: "newsletter", status: "active", version: 1 });
  });

  it("Bob's change from the version Ann saved over is refused, naming her and when; reloaded, it goes on top", async () => {
    const id = await subscribe();
    const annSave = await ann.client
      .from("newsletter_subscriptions")
      .update({ is_active: false, version: 1 })
      .eq("id", id)
      .select("is_active, version, updated_by");
    expect(annSave.error).toBeNull();
    expect(annSave.data).toEqual([{ is_active: false, version: 2, updated_by: ann.userId }]);
    const afterAnn = await stored(id);

    // Bob was shown version 1 (still active) and presses Deactivate.
    const bobSave = await bob.client
      .from("newsletter_subscriptions")
      .update({ is_active: false, version: 1 })
      .eq("id", id)
      .select("id");
    expect(bobSave.error?.code).toBe("PT409");
    expect(bobSave.error?.message).toBe(
      `${ann.email} saved this subscriber on ${formatSavedAt(afterAnn.updated_at)}, after you opened it. Reload to see their change; yours was not saved.`,
    );
    expect(JSON.parse(bobSave.error?.details ?? "{}")).toMatchObject({ version: 2, updated_by: ann.email });
    expect(await stored(id)).toEqual(afterAnn);

    // Reloaded, Bob sees Ann's deactivation and reactivates from version 2.
    const reloaded = await bob.client
      .from("newsletter_subscriptions")
      .update({ is_active: true, version: 2 })
      .eq("id", id)
      .select("is_active, version, updated_by");
    expect(reloaded.error).toBeNull();
    expect(reloaded.data).toEqual([{ is_active: true, version: 3, updated_by: bob.userId }]);

    // Both changes are in the subscriber's history, each with its author.
    const [history] = await sql<{ changes: string[] }>(
      stack,
      `select array_agg(e.old_value || '>' || e.new_value || ' by ' || u.email order by e.changed_at) as changes
       from public.lead_events e join auth.users u on u.id = e.changed_by
       where e.lead_id = $1 and e.field = 'is_active'`,
      [id],
    );
    expect(history?.changes).toEqual([`true>false by ${ann.email}`, `false>true by ${bob.email}`]);
  });

  it("a change that names no version is refused (PT428), for an admin and the service role", async () => {
    const id = await subscribe();
    const before = await stored(id);
    for (const writer of [ann.client, client(stack, stack.serviceRoleKey)]) {
      const bare = await writer.from("newsletter_subscriptions").update({ is_active: false }).eq("id", id);
      expect(bare.error?.code).toBe("PT428");
      expect(bare.error?.message).toBe(
        'An edit of a subscriber must say which version it was opened from (set "version").',
      );
    }
    expect(await stored(id)).toEqual(before);
  });

  it("a visitor's subscription starts at version 1 whatever it claims", async () => {
    const [row] = await sql<{ version: number; updated_by: string | null }>(
      stack,
      `insert into public.newsletter_subscriptions (email, version)
       values ('vic-' || gen_random_uuid() || '@example.com', 7) returning version, updated_by`,
    );
    expect(row).toEqual({ version: 1, updated_by: null });
  });
});
