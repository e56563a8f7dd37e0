// The production topology on one machine, for the cluster test and the bench: two instances of the
// standalone build (each started by deploy/serve.sh, the container's own command) behind nginx (the
// compose file's template), Redis as their shared cache, the local Supabase stack on a throwaway
// PostgreSQL 15, and the local Content Lake calling the publish webhook through nginx. Every port is
// free at run time and on 127.0.0.1; every process is tethered to this one.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { distDir } from "../../lib/cache-csp/prerendered-pages.mjs";
import { startLocalLake } from "../../local/lake/lake.ts";
import { lakeClient } from "../../local/lake/test-client.ts";
import { DEFAULT_DATA_DIR } from "../../local/supabase/keys.mjs";
import { outboxFile } from "../../local/supabase/mail.ts";
import { cpuTimeMs, freePort, spawnTethered } from "../../local/supabase/processes.ts";
import { type LocalStack, startLocalStack } from "../../local/supabase/stack.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../local/supabase/throwaway-pg.ts";
import { actionRequest, actionResult } from "../e2e/support/server-action.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 120_000;
// Debian installs nginx in /usr/sbin, which an unprivileged user's PATH may lack.
const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export interface Instance {
  name: string;
  origin: string;
  port: number;
  /** Everything the instance wrote to stdout and stderr so far. */
  log(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The CPU time (user and system) the instance has used so far, in ms (Linux's /proc; NaN once gone). */
  cpuMs(): number;
}

export interface Cluster {
  /** nginx, in front of both instances. */
  origin: string;
  instances: Instance[];
  stack: LocalStack;
  lake: { url: string; token: string };
  /** nginx's error log so far (why it answered 502, for instance). */
  nginxErrors(): string;
  /** What the local Supabase stack logged (gateway, PostgREST, auth). */
  stackLog(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits, bounded, until `url` answers 200; fails with `log()` when it never does or `child` exits. */
async function answers(url: string, child: ChildProcess, log: () => string, what: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}):\n${log().slice(-3000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer ${url} within 120 s:\n${log().slice(-3000)}`);
    await sleep(250);
  }
}

function started(command: string, args: string[], env: Record<string, string | undefined>) {
  let output = "";
  const child = spawnTethered(command, args, {
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const remember = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", remember);
  child.stderr?.on("data", remember);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const kill = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await Promise.race([exited, sleep(10_000)]);
    }
  };
  return { child, log: () => output, kill };
}

/** nginx's main configuration around deploy/nginx.conf.template, with its files in `dir`. */
function nginxConfig(dir: string, variables: Record<string, string>): string {
  const site = readFileSync(join(ROOT, "deploy", "nginx.conf.template"), "utf8").replace(
    /\$\{(\w+)\}/g,
    (_, name: string) => {
      const value = variables[name];
      if (value === undefined)
        throw new Error(`deploy/nginx.conf.template names \${${name}}, which the test does not set`);
      return value;
    },
  );
  writeFileSync(join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join("\n");
  // As root, nginx would hand its workers to "nobody", who cannot write the temporary folders here.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const main = `${user}daemon off;\nworker_processes 1;\npid ${join(dir, "nginx.pid")};\nerror_log ${join(dir, "error.log")} warn;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n${temp}\n  include ${join(dir, "site.conf")};\n}\n`;
  const file = join(dir, "nginx.conf");
  writeFileSync(file, main);
  return file;
}

/**
 * Starts the cluster. The build must exist (`npm run build`, which completes the standalone folder), made
 * with the Supabase API port and lake port given here, since the build inlines them.
 */
export async function startCluster(options: { apiPort: number; lakePort: number }): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), "cluster-"));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [redisPort, nginxPort, ...appPorts] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const origin = `http://127.0.0.1:${nginxPort}`;

    const stackLines: string[] = [];
    const postgres: ThrowawayPostgres = await startThrowawayPostgres("cluster-pg-", ["max_connections=200"]);
    stops.push(() => postgres.stop());
    process.env.LOCAL_ADMIN_EMAIL ||= "admin@cluster.local";
    process.env.LOCAL_ADMIN_PASSWORD ||= randomBytes(12).toString("base64url");
    // The build inlined the anon key made in its data folder: the stack signs with the same keys.
    const buildDataDir = process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
    mkdirSync(join(dir, "supabase"), { recursive: true, mode: 0o700 });
    copyFileSync(join(buildDataDir, "keys.json"), join(dir, "supabase", "keys.json"));
    const stack = await startLocalStack({
      dataDir: join(dir, "supabase"),
      apiPort: options.apiPort,
      dbUrl: postgres.url,
      allowedOrigins: [origin, ...appPorts.map((port) => `http://127.0.0.1:${port}`)],
      log: (line) => {
        stackLines.push(line);
      },
    });
    stops.push(() => stack.stop());

    const redis = started(
      "redis-server",
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      process.env,
    );
    stops.push(() => redis.kill());

    // Publishes call the webhook through nginx, so either instance may receive it.
    const secret = randomBytes(16).toString("hex");
    const lake = await startLocalLake({
      dataDir: join(dir, "lake"),
      port: options.lakePort,
      webhook: { url: `${origin}/api/revalidate`, secret },
      log: () => {},
    });
    stops.push(() => lake.stop());

    const server = resolve(ROOT, distDir, "standalone", "deploy", "serve.sh");
    const appEnv: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      NEXT_PUBLIC_SUPABASE_URL: stack.apiUrl,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      // The local outbox, where staff notices go without SMTP.
      MAIL_OUTBOX: outboxFile(stack.dataDir),
      SANITY_LOCAL_URL: lake.url,
      SANITY_LOCAL_TOKEN: lake.token,
      SANITY_LOCAL_VIEWER_TOKEN: lake.viewerToken,
      SANITY_REVALIDATE_SECRET: secret,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // The test plays a CDN in front of nginx: it names each submission's client address.
      TRUSTED_PROXY_HOPS: "2",
      LEAD_NOTIFY_TO: "staff@cardinal.test",
      LISTEN_HOST: "127.0.0.1",
    };
    const instances: Instance[] = [];
    for (const [index, port] of appPorts.entries()) {
      const name = `app${index + 1}`;
      const app = started(server, [], { ...appEnv, PORT: String(port) });
      stops.push(() => app.kill());
      // deploy/serve.sh ends with `exec node`, so the child is the instance's own process.
      const cpuMs = () => (app.child.pid ? (cpuTimeMs(app.child.pid) ?? Number.NaN) : Number.NaN);
      instances.push({ name, port, origin: `http://127.0.0.1:${port}`, log: app.log, kill: app.kill, cpuMs });
      await answers(`http://127.0.0.1:${port}/api/ready`, app.child, app.log, name);
    }

    const nginxDir = join(dir, "nginx");
    mkdirSync(nginxDir);
    const config = nginxConfig(nginxDir, {
      NGINX_PORT: `127.0.0.1:${nginxPort}`,
      APP_1: `127.0.0.1:${appPorts[0]}`,
      APP_2: `127.0.0.1:${appPorts[1]}`,
    });
    const nginx = started(
      NGINX,
      ["-p", nginxDir, "-e", join(nginxDir, "error.log"), "-c", config],
      process.env,
    );
    stops.push(() => nginx.kill("SIGQUIT"));
    await answers(
      `${origin}/api/ready`,
      nginx.child,
      () => `${nginx.log()}${readLog(join(nginxDir, "error.log"))}`,
      "nginx",
    );

    const nginxErrors = () => readLog(join(nginxDir, "error.log"));
    const stackLog = () => stackLines.join("\n");
    return {
      origin,
      instances,
      stack,
      lake: { url: lake.url, token: lake.token },
      nginxErrors,
      stackLog,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readLog(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/**
 * Publishes a new home page title in the lake and polls `/` on every instance (bounded by `limitMs`) until
 * each serves it: how long each took, by instance name (absent: not within the limit).
 */
export async function publishReach(
  cluster: Cluster,
  title: string,
  limitMs = 10_000,
): Promise<Map<string, number>> {
  const published = performance.now();
  await lakeClient(cluster.lake.url, cluster.lake.token)
    .patch("homePage")
    .set({ "hero.title": title })
    .commit();
  const seen = new Map<string, number>();
  while (seen.size < cluster.instances.length && performance.now() - published < limitMs) {
    for (const instance of cluster.instances) {
      if (seen.has(instance.name)) continue;
      const html = await (await fetch(`${instance.origin}/`)).text();
      if (html.includes(title)) seen.set(instance.name, performance.now() - published);
    }
    await sleep(50);
  }
  return seen;
}

/** What a browser sends in Accept-Encoding, less zstd (which Node decodes only behind a flag). */
const BROWSER_ENCODINGS = "gzip, deflate, br";

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "gzip") return gunzipSync(body).toString();
  if (encoding === "deflate") return inflateSync(body).toString();
  if (encoding === "br") return brotliDecompressSync(body).toString();
  return body.toString();
}

/** One POST on a kept-alive connection of `agent`: the status and the decoded body. */
function post(url: URL, agent: Agent, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          ...headers,
          "accept-encoding": BROWSER_ENCODINGS,
          "content-length": Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            const text = decoded(Buffer.concat(chunks), response.headers["content-encoding"]);
            resolve({ status: response.statusCode ?? 0, text });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    call.on("timeout", () => call.destroy(new Error("no answer within 30 s")));
    call.on("error", reject);
    call.end(body);
  });
}

/**
 * Submits `total` contact leads to `origin`, `concurrency` at a time, each from its own client address
 * (X-Forwarded-For, as a CDN in front of nginx would send it): the e-mails accepted and refused, and each
 * call's time in ms, in the order they were sent (the first `concurrency` went out together). Each of the
 * `concurrency` visitors posts as a browser does (the same headers and body, on a kept-alive connection);
 * node:http rather than fetch, whose own cost per call (a third of a millisecond) would be taken from the
 * servers sharing this machine.
 */
export async function submitLeads(
  origin: string,
  prefix: string,
  total: number,
  concurrency: number,
  onProgress?: (done: number) => void,
) {
  const accepted: string[] = [];
  /** E-mail → why: the action's message, the HTTP status or the network error. */
  const refused = new Map<string, string>();
  const latencies: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL("/contact", origin);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const email = `${prefix}-${i}@example.com`;
      const payload = {
        firstName: "Load",
        lastName: `Visitor ${i}`,
        email,
        company: "Load Test Inc",
        message: `Lead ${i} of ${total}.`,
      };
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const { headers, body } = actionRequest(origin, "submitContact", payload, address);
      const started = performance.now();
      try {
        const response = await post(url, agent, headers, body);
        const result = actionResult(response.text);
        if (result?.ok) accepted.push(email);
        else
          refused.set(
            email,
            result?.message ?? result?.toast ?? `HTTP ${response.status} ${response.text.slice(0, 200)}`,
          );
      } catch (error) {
        refused.set(email, (error as Error).message);
      }
      latencies[i] = performance.now() - started;
      onProgress?.(++done);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return { accepted, refused, latencies };
}
