// Two standalone instances behind nginx with Redis as their shared cache, on PostgreSQL 15 (see
// cluster.ts). Run by `npm test` after the build: `node --test tests/cluster/cluster.test.ts`, with the
// Supabase API and lake ports the build was made with (SUPABASE_LOCAL_API_PORT, SANITY_LOCAL_PORT).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createServerClient } from "@supabase/ssr";
import pg from "pg";
import { inlineScriptHashes } from "../../lib/cache-csp/csp-cache-handler.mjs";
import { startUpScripts } from "../../lib/cache-csp/start-up-scripts.ts";
import { waitForPortsFree } from "../../local/supabase/processes.ts";
import { actionRequest, actionResult } from "../e2e/support/server-action.ts";
import { type Cluster, publishReach, startCluster, submitLeads } from "./cluster.ts";

const PUBLISH_BUDGET_MS = 5000;
const run = Date.now().toString(36);
let cluster: Cluster;
let db: pg.Client;

before(async () => {
  const ports = {
    apiPort: Number(process.env.SUPABASE_LOCAL_API_PORT ?? 54321),
    lakePort: Number(process.env.SANITY_LOCAL_PORT ?? 54340),
  };
  // In `npm test` the e2e servers held these ports a moment ago: wait until they are let go.
  const busy = await waitForPortsFree([ports.apiPort, ports.lakePort], 30_000);
  assert.deepEqual(busy, [], `ports still in use: ${busy.join(", ")}`);
  cluster = await startCluster(ports);
  db = new pg.Client({ connectionString: cluster.stack.dbUrl });
  await db.connect();
});

after(async () => {
  await db?.end();
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const scriptSources = (policy: string | null) =>
  (policy ?? "")
    .split(/;\s*/)
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ")
    .slice(1) ?? [];

async function page(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

test("a publish reaches both instances within 5 s, with the same HTML and a policy naming its scripts", async () => {
  const reached = await publishReach(cluster, `Published once, served by both ${run}`);
  for (const instance of cluster.instances) {
    const ms = reached.get(instance.name);
    assert.ok(
      ms !== undefined && ms <= PUBLISH_BUDGET_MS,
      `${instance.name} served the publish after ${ms ?? "never"} ms`,
    );
  }
  const [first, second] = await Promise.all(cluster.instances.map((instance) => page(instance.origin, "/")));
  assert.ok(first && second);
  assert.equal(first.html, second.html, "both instances serve the same cache entry");
  assert.equal(first.headers.get("content-security-policy"), second.headers.get("content-security-policy"));
  assert.deepEqual(scriptSources(first.headers.get("content-security-policy")), [
    "'self'",
    ...inlineScriptHashes(first.html),
  ]);
});

test("a session signed in on one instance is honoured by the other", async () => {
  const email = process.env.LOCAL_ADMIN_EMAIL ?? "";
  const password = process.env.LOCAL_ADMIN_PASSWORD ?? "";
  const jar = new Map<string, string>();
  const supabase = createServerClient(cluster.stack.apiUrl, cluster.stack.anonKey, {
    cookieOptions: { name: `sb-${new URL(cluster.stack.apiUrl).hostname.split(".")[0]}-auth-token` },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) value ? jar.set(name, value) : jar.delete(name);
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  assert.equal(error, null);
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const [one, other] = cluster.instances;
  assert.ok(one && other);
  assert.equal((await page(other.origin, "/admin")).status, 307, "signed out, /admin sends to /auth");
  const first = await page(one.origin, "/admin", { cookie });
  const second = await page(other.origin, "/admin", { cookie });
  for (const answer of [first, second]) {
    assert.equal(answer.status, 200);
    assert.match(answer.html, /<title>Admin Dashboard/);
  }
});

test("a page served by one instance runs against the other: its chunks and its server action", async () => {
  const [one, other] = cluster.instances;
  assert.ok(one && other);
  const contact = await page(one.origin, "/contact");
  const chunks = startUpScripts(contact.html);
  assert.ok(chunks.length > 0);
  for (const chunk of chunks) assert.equal((await fetch(`${other.origin}${chunk}`)).status, 200, chunk);
  const email = `cluster-${run}-action@example.com`;
  const payload = {
    firstName: "Cross",
    lastName: "Instance",
    email,
    company: "Load Test Inc",
    message: "Rendered by one, sent to the other.",
  };
  // Both instances stand behind one public origin: the browser's Origin is the host it posts to.
  const { headers, body } = actionRequest(other.origin, "submitContact", payload, "10.9.9.9");
  const response = await fetch(`${other.origin}/contact`, { method: "POST", headers, body });
  assert.deepEqual(actionResult(await response.text()), { ok: true });
  const stored = await db.query("select count(*)::int as n from contact_submissions where email = $1", [
    email,
  ]);
  assert.equal(stored.rows[0].n, 1);
});

async function storedEmails(prefix: string): Promise<string[]> {
  const { rows } = await db.query("select email from contact_submissions where email like $1", [
    `${prefix}-%`,
  ]);
  return rows.map((row: { email: string }) => row.email);
}

test("1,000 leads at 50 at a time through nginx: 1,000 rows, 1,000 notices each sent once, both instances used", async () => {
  const prefix = `cluster-${run}-load`;
  const { accepted, refused } = await submitLeads(cluster.origin, prefix, 1000, 50);
  assert.deepEqual([...new Set(refused.values())], [], `${refused.size} refused`);
  assert.equal(accepted.length, 1000);
  const stored = await storedEmails(prefix);
  assert.equal(stored.length, 1000);
  assert.equal(new Set(stored).size, 1000);
  // Each instance answered a share: its JSON access log has its POSTs to /contact.
  for (const instance of cluster.instances) {
    const posts = instance
      .log()
      .split("\n")
      .filter((line) => line.includes('"method":"POST","path":"/contact"'));
    assert.ok(posts.length >= 300, `${instance.name} answered ${posts.length} of the 1,000`);
  }
  // The notices are sent after the response or by the sweep: wait, bounded, until each one is sent.
  const deadline = Date.now() + 120_000;
  let sent = 0;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      "select count(*)::int as n from lead_notices n join contact_submissions c on c.id = n.lead_id where c.email like $1 and n.status = 'sent'",
      [`${prefix}-%`],
    );
    sent = rows[0].n;
    if (sent === 1000) break;
    await sleep(500);
  }
  assert.equal(sent, 1000);
  const mails = new Map<string, number>();
  for (const mail of cluster.stack.outbox()) {
    const email = /<([^>]+)>/.exec(mail.subject)?.[1];
    if (email?.startsWith(prefix)) mails.set(email, (mails.get(email) ?? 0) + 1);
  }
  assert.equal(mails.size, 1000);
  assert.deepEqual([...new Set(mails.values())], [1]);
});

test("killing one instance mid-way loses no accepted lead and stores none twice", async () => {
  const prefix = `cluster-${run}-kill`;
  const victim = cluster.instances[1];
  assert.ok(victim);
  let killed: Promise<void> | undefined;
  const { accepted } = await submitLeads(cluster.origin, prefix, 400, 50, (done) => {
    if (done === 150) killed = victim.kill("SIGKILL");
  });
  await killed;
  const stored = await storedEmails(prefix);
  assert.equal(new Set(stored).size, stored.length, "no lead stored twice");
  const storedSet = new Set(stored);
  assert.deepEqual(
    accepted.filter((email) => !storedSet.has(email)),
    [],
    "every accepted lead is stored",
  );
  // nginx sends the rest to the instance still up: the refusals are the few in flight at the kill.
  assert.ok(accepted.length >= 300, `${accepted.length} of 400 accepted`);
  const ready = await fetch(`${cluster.origin}/api/ready`);
  assert.equal(ready.status, 200);
});
