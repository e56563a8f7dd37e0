// The availability attacks that need the auth service's real budgets (GoTrue's defaults), which the suite's
// own server raises out of reach: this file starts `npm start` of the same build once more, with a stack
// of its own at those budgets, and ends by killing that npm process with SIGKILL (then the with-stack of
// a second one). Every "address" is an X-Forwarded-For entry: the server trusts one proxy
// (TRUSTED_PROXY_HOPS=1), the stack its last entry.
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createServerClient } from "@supabase/ssr";
import { authCookieName } from "../../lib/supabase/options.ts";
import { RATE_LIMIT_ENV } from "../../local/supabase/auth/rate-limits.ts";
import { DEFAULT_DATA_DIR, ensurePrivateDir } from "../../local/supabase/keys.mjs";
import {
  freePort,
  isPortFree,
  listeningPorts,
  type ProcessInfo,
  portHolder,
  processTree,
  stillRunning,
} from "../../local/supabase/processes.ts";
import { keys, uniqueAddress, uniqueEmail } from "../e2e/support/leads.ts";

test.describe.configure({ mode: "serial" });

const PASSWORD = "budget owner password 7";

let npm: ChildProcess | undefined;
let output = "";
let dataDir = "";
let ports: { site: number; api: number; db: number; lake: number };
const site = () => `http://127.0.0.1:${ports.site}`;
const api = () => `http://127.0.0.1:${ports.api}`;

/** Ports from E2E_LIMITS_PORT (four in a row) when set, otherwise free ones. */
async function choosePorts() {
  const base = Number(process.env.E2E_LIMITS_PORT);
  if (base > 0) return { site: base, api: base + 1, db: base + 2, lake: base + 3 };
  return { site: await freePort(), api: await freePort(), db: await freePort(), lake: await freePort() };
}

let env: NodeJS.ProcessEnv;

/** `npm start` of the build on this file's ports, in its own process group; resolves once it serves. */
async function startNpm(): Promise<ChildProcess> {
  output = "";
  // Its own process group, so whatever is left of it after the last test can be ended as one.
  const started = spawn("npm", ["start", "--", "--port", String(ports.site), "--hostname", "127.0.0.1"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  started.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 330_000;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const up = await fetch(`${site()}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return started;
    if (Date.now() > deadline) throw new Error(`npm start did not serve within 330 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  ports = await choosePorts();
  dataDir = mkdtempSync(join(tmpdir(), "auth-budgets-"));
  const stackDir = join(dataDir, "supabase");
  ensurePrivateDir(stackDir);
  // The build has the shared stack's anon key inlined: this stack gets the same keys.
  const sharedDir = process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
  copyFileSync(join(sharedDir, "keys.json"), join(stackDir, "keys.json"));
  env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    TRUSTED_PROXY_HOPS: "1",
    SUPABASE_LOCAL_DATA_DIR: stackDir,
    SUPABASE_LOCAL_API_PORT: String(ports.api),
    SUPABASE_LOCAL_DB_PORT: String(ports.db),
    // The build names the shared stack's address; the server reaches this one instead.
    SUPABASE_INTERNAL_URL: api(),
    SANITY_LOCAL_PORT: String(ports.lake),
    SANITY_LOCAL_DATA_DIR: join(dataDir, "lake"),
    SANITY_LOCAL_RESET: "1",
    NEXT_ISR_FLUSH_TO_DISK: "0",
  };
  for (const name of [
    ...Object.values(RATE_LIMIT_ENV),
    "NEXT_PUBLIC_SUPABASE_URL",
    "NEXT_PUBLIC_SUPABASE_ANON_KEY",
    "SUPABASE_SERVICE_ROLE_KEY",
    "SUPABASE_LOCAL_DB_URL",
  ]) {
    delete env[name];
  }
  npm = await startNpm();
});

test.afterAll(async () => {
  if (npm?.pid) {
    try {
      process.kill(-npm.pid, "SIGKILL");
    } catch {
      // the group is gone already
    }
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && ports) {
    const free = await Promise.all(Object.values(ports).map(isPortFree));
    if (free.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A request to this stack's auth service from `address`. */
async function auth(path: string, body: unknown, address: string) {
  const response = await fetch(`${api()}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: keys.anonKey,
      "content-type": "application/json",
      "x-supabase-api-version": "2024-01-01",
      "x-forwarded-for": address,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, code: json?.code, body: json };
}

async function mailsTo(email: string): Promise<{ link: string }[]> {
  const response = await fetch(`${api()}/_local/outbox?to=${encodeURIComponent(email)}`, {
    headers: { apikey: keys.serviceRoleKey },
  });
  return (await response.json()) as { link: string }[];
}

/** A confirmed account of this stack. */
async function confirmedAccount(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const signUp = await auth("/signup", { email, password: PASSWORD }, uniqueAddress());
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  const confirm = await fetch((await mailsTo(email)).at(-1)?.link ?? "", { redirect: "manual" });
  await confirm.body?.cancel();
  return email;
}

const COOKIE = authCookieName(keys.apiUrl);

/** The session cookie @supabase/ssr writes for `email`, made to look expired, with `change` applied. */
async function expiredSessionCookie(email: string, change: (session: Record<string, unknown>) => void) {
  const jar = new Map<string, string>();
  const supabase = createServerClient(api(), keys.anonKey, {
    cookieOptions: { name: COOKIE },
    global: { headers: { "x-forwarded-for": uniqueAddress() } },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) jar.set(name, value);
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  const chunks = [...jar.keys()]
    .filter((name) => name.startsWith(`${COOKIE}.`))
    .sort((a, b) => Number(a.split(".").at(-1)) - Number(b.split(".").at(-1)));
  const raw = jar.get(COOKIE) ?? chunks.map((name) => jar.get(name)).join("");
  expect(raw.startsWith("base64-")).toBe(true);
  const session = JSON.parse(Buffer.from(raw.slice("base64-".length), "base64url").toString("utf8"));
  session.expires_at = Math.floor(Date.now() / 1000) - 60;
  change(session);
  return `${COOKIE}=base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
}

test("1: bogus refreshes from one address never sign anyone else out", async () => {
  test.setTimeout(240_000);
  const victim = await confirmedAccount("refresh-victim");
  const attacker = await confirmedAccount("refresh-attacker");
  const victimCookie = await expiredSessionCookie(victim, () => {});
  const bogusCookie = await expiredSessionCookie(attacker, (session) => {
    session.refresh_token = `bogus${Date.now()}`;
  });
  const from = uniqueAddress();
  for (let round = 0; round < 20; round++) {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${site()}/`, {
          headers: { cookie: bogusCookie, accept: "text/html", "x-forwarded-for": from },
        });
        await response.body?.cancel();
      }),
    );
  }
  // The victim's access token has expired, its refresh token is good: /auth sends a session on.
  const response = await fetch(`${site()}/auth`, {
    headers: { cookie: victimCookie, accept: "text/html", "x-forwarded-for": uniqueAddress() },
    redirect: "manual",
  });
  await response.body?.cancel();
  expect(response.status, "a visitor with a session is sent on from /auth").toBe(307);
  const written = response.headers.getSetCookie().filter((cookie) => cookie.startsWith(COOKIE));
  expect(written.length).toBeGreaterThan(0);
  expect(written.some((cookie) => cookie.startsWith(`${COOKIE}=;`) || /Max-Age=0/i.test(cookie))).toBe(false);
});

test("2: wrong passwords from one address never lock the owner out", async () => {
  const owner = await confirmedAccount("locked-owner");
  const attacker = uniqueAddress();
  for (let i = 0; i < 30; i++) {
    const res = await auth("/token?grant_type=password", { email: owner, password: `wrong-${i}` }, attacker);
    expect(res.code).toBe("invalid_credentials");
  }
  const own = await auth("/token?grant_type=password", { email: owner, password: PASSWORD }, uniqueAddress());
  expect(own.status, JSON.stringify(own.body)).toBe(200);
});

test("3: recovery requests from one address never silence the site's mail", async () => {
  const attacker = uniqueAddress();
  for (let i = 0; i < 30; i++) await auth("/recover", { email: uniqueEmail("ghost") }, attacker);
  const newcomer = uniqueEmail("newcomer");
  const signUp = await auth("/signup", { email: newcomer, password: PASSWORD }, uniqueAddress());
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  await expect.poll(async () => (await mailsTo(newcomer)).length).toBe(1);
});

/**
 * Every process `npm start` runs, found from npm's pid: npm, the shell a script may run in, with-stack
 * (which holds the local Content Lake, the database and the auth service's gateway), the standalone
 * server it starts through deploy/serve.sh (next-server) and PostgREST. Then SIGKILL of one of them, and a bounded wait for all to end and every port to be free.
 */
async function killAndExpectNothingLeft(victim: (chain: ProcessInfo[]) => ProcessInfo | undefined) {
  const chain = await processTree(npm?.pid as number);
  const names = chain.map((p) => p.commandLine).join("\n");
  expect(names).toMatch(/local\/supabase\/with-stack\.ts \S*standalone\/deploy\/serve\.sh/);
  expect(names).toMatch(/next-server/);
  expect(names).toMatch(/postgrest/);
  // The ports of the chain, seen from the kernel, and the ones this file chose (site, API, database, lake).
  const held = [...new Set([...(await listeningPorts(chain.map((p) => p.pid))), ...Object.values(ports)])];
  const target = victim(chain);
  expect(target, names).toBeTruthy();
  process.kill(target?.pid as number, "SIGKILL");
  const leftover = async () => {
    const running = (await stillRunning(chain)).map((p) => `pid ${p.pid}: ${p.commandLine.slice(0, 120)}`);
    const busy: string[] = [];
    for (const port of held)
      if (!(await isPortFree(port))) busy.push(`port ${port}: ${await portHolder(port)}`);
    return [...running, ...busy];
  };
  await expect
    .poll(leftover, { timeout: 30_000, message: "every process ended, every port free" })
    .toEqual([]);
}

test("6: kill -9 of npm start, or of with-stack, leaves nothing running and the next start comes up", async () => {
  test.setTimeout(420_000);
  expect(npm?.pid).toBeTruthy();
  await killAndExpectNothingLeft((chain) => chain[0]);
  // The next `npm start` on the same ports and data comes up; killing its runner leaves nothing either.
  npm = await startNpm();
  await killAndExpectNothingLeft((chain) => chain.find((p) => /with-stack\.ts/.test(p.commandLine)));
});
