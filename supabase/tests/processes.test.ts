import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureLocalKeys } from "../../local/supabase/keys.mjs";
import { isPortFree } from "../../local/supabase/processes.ts";
import { isAlive, lockFile, runningStack, startLocalStack } from "../../local/supabase/stack.ts";
import { STACK_TIMEOUT } from "./helpers.ts";
import { QUICK_START } from "./private-database.ts";

const LOCAL = fileURLToPath(new URL("../../local/supabase/", import.meta.url));
/** An in-process stack on PGlite and free ports, without the admin account. */
const QUICK = { ...QUICK_START, dbUrl: "" } as const;
const dirs: string[] = [];
const children: ChildProcess[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "supabase-processes-test-"));
  dirs.push(dir);
  return dir;
}

// What is tested here is which processes live and die with which, not how a first start migrates: the
// database is made once, and each test starts from a copy of it, as after a stop (a first start takes
// about 10 s of CPU, twice that on a busy machine). Not from the suite's template (./stack-template.ts): every
// copy of it has the same keys, and PostgREST is found here by its stack's JWT secret.
let migrated = "";
beforeAll(async () => {
  migrated = mkdtempSync(join(tmpdir(), "supabase-processes-migrated-"));
  const stack = await startLocalStack({ ...QUICK, dataDir: migrated });
  await stack.stop();
}, STACK_TIMEOUT);
afterAll(() => rmSync(migrated, { recursive: true, force: true }));

/** A data folder holding a stopped stack's database, keys included. */
function stoppedStackDir(): string {
  const dir = dataDir();
  cpSync(migrated, dir, { recursive: true });
  return dir;
}

/**
 * Runs a stack script on free ports with its own data folder, always on PGlite (what is tested is process
 * ownership, the same for either backend); stdout is collected.
 */
function run(script: string, args: string[], dir: string) {
  return runNode([join(LOCAL, script), ...args], dir);
}

function runNode(nodeArgs: string[], dir: string) {
  const { SUPABASE_LOCAL_DB_URL: _sharedServer, ...inherited } = process.env;
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...inherited,
      SUPABASE_LOCAL_DATA_DIR: dir,
      SUPABASE_LOCAL_API_PORT: "0",
      SUPABASE_LOCAL_DB_PORT: "0",
      // The runner also starts the local Content Lake: on a free port and in this test's folder, so files
      // run side by side and a developer's own lake is never touched.
      SANITY_LOCAL_PORT: "0",
      SANITY_LOCAL_DATA_DIR: join(dir, "lake"),
      NEXT_PUBLIC_SUPABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output = { text: "" };
  child.stdout?.on("data", (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output.text += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output, exited };
}

/** PostgREST processes started by the stack of this data folder (they carry its JWT secret). */
async function postgrestOf(dir: string): Promise<number[]> {
  const secret = `PGRST_JWT_SECRET=${(await ensureLocalKeys({ dataDir: dir })).jwtSecret}`;
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(secret);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Resolves with the first group of `pattern` once the runner prints it; fails early if the runner exits
 * first, and with what it printed either way.
 */
async function outputMatch(
  runner: ReturnType<typeof run>,
  pattern: RegExp,
  timeout: number,
): Promise<string> {
  const deadline = Date.now() + timeout;
  let exitCode: number | null | undefined;
  void runner.exited.then((code) => {
    exitCode = code;
  });
  for (;;) {
    const found = pattern.exec(runner.output.text)?.[1];
    if (found) return found;
    if (exitCode !== undefined || Date.now() > deadline) {
      const why =
        exitCode !== undefined ? `exited with ${exitCode}` : `printed no ${pattern} in ${timeout} ms`;
      throw new Error(`The runner ${why}. Its output:\n${runner.output.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function listen(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    }),
  );
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.platform !== "linux")("processes of the local stack", () => {
  it(
    "a SIGKILL of the runner takes the command it runs and PostgREST down with it",
    async () => {
      const dir = stoppedStackDir();
      // Written plainly: console.log colours numbers when the environment forces colour (as CI does),
      // and "child pid \x1b[33m500" would never match.
      const script = "process.stdout.write('child pid ' + process.pid + '\\n'); setInterval(() => {}, 1000)";
      const runner = run("with-stack.ts", [process.execPath, "-e", script], dir);
      const childPid = Number(await outputMatch(runner, /child pid (\d+)/, STACK_TIMEOUT));
      const postgrest = await postgrestOf(dir);
      expect(postgrest).toHaveLength(1);

      runner.child.kill("SIGKILL");
      await runner.exited;
      await expect.poll(() => isAlive(childPid), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => postgrestOf(dir), { timeout: 10_000 }).toEqual([]);
    },
    2 * STACK_TIMEOUT,
  );

  it(
    "a SIGKILL of the process that started the runner (npm, a shell) stops the runner, its command and PostgREST, and frees the ports",
    async () => {
      const dir = stoppedStackDir();
      const command = "process.stdout.write('child pid ' + process.pid + '\\n'); setInterval(() => {}, 1000)";
      // Stands in for npm: starts the runner, then only waits.
      const starter = [
        "const { spawn } = require('node:child_process');",
        `const runner = spawn(process.execPath, [${JSON.stringify(join(LOCAL, "with-stack.ts"))}, process.execPath, '-e', ${JSON.stringify(command)}], { stdio: 'inherit' });`,
        "process.stdout.write('runner pid ' + runner.pid + '\\n'); setInterval(() => {}, 1000);",
      ].join("\n");
      const parent = runNode(["-e", starter], dir);
      const childPid = Number(await outputMatch(parent, /child pid (\d+)/, STACK_TIMEOUT));
      const runnerPid = Number(await outputMatch(parent, /runner pid (\d+)/, 1000));
      const apiPort = Number(
        await outputMatch(parent, /Local Supabase stack at http:\/\/127\.0\.0\.1:(\d+)/, 1000),
      );
      expect(await postgrestOf(dir)).toHaveLength(1);

      parent.child.kill("SIGKILL");
      await expect.poll(() => isAlive(runnerPid), { timeout: 20_000 }).toBe(false);
      expect(isAlive(childPid)).toBe(false);
      await expect.poll(() => postgrestOf(dir), { timeout: 10_000 }).toEqual([]);
      expect(await isPortFree(apiPort)).toBe(true);
      // The next start on the same folder and port starts cleanly.
      const next = await startLocalStack({ ...QUICK, dataDir: dir, apiPort });
      await next.stop();
    },
    2 * STACK_TIMEOUT,
  );

  it(
    "admin:grant for an unknown e-mail with the stack stopped fails clearly and leaves nothing behind",
    async () => {
      const dir = stoppedStackDir();
      const grant = run("cli.ts", ["admin:grant", "nobody@example.com"], dir);
      const code = await grant.exited;
      // The output first: when this fails, it says what the command printed instead.
      expect(grant.output.text).toMatch(/No user with the email nobody@example\.com/);
      expect(code).toBe(1);
      expect(existsSync(lockFile(dir))).toBe(false);
      expect(runningStack(dir)).toBeNull();
      await expect.poll(() => postgrestOf(dir), { timeout: 10_000 }).toEqual([]);
    },
    STACK_TIMEOUT,
  );

  it(
    "a stale lock whose port is still held is not taken over, and the message names the holder",
    async () => {
      const dir = stoppedStackDir();
      const dead = spawn(process.execPath, ["-e", ""]);
      await new Promise((resolve) => dead.on("exit", resolve));
      const { server, port } = await listen();
      try {
        writeFileSync(lockFile(dir), JSON.stringify({ pid: dead.pid, ports: [port] }));
        await expect(
          startLocalStack({
            dataDir: dir,
            dbUrl: "",
            apiPort: 0,
            dbPort: 0,
            quiet: true,
            createAdmin: false,
          }),
        ).rejects.toThrow(new RegExp(`port ${port} is held by pid ${process.pid}: `));
        expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(dead.pid);
      } finally {
        server.close();
      }
      // Once the port is free the stale lock is taken over.
      const stack = await startLocalStack({
        dataDir: dir,
        dbUrl: "",
        apiPort: 0,
        dbPort: 0,
        quiet: true,
        createAdmin: false,
      });
      expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
      await stack.stop();
    },
    STACK_TIMEOUT,
  );

  it("a port in use is reported with the process holding it", async () => {
    const { server, port } = await listen();
    try {
      await expect(
        startLocalStack({
          dataDir: dataDir(),
          dbUrl: "",
          apiPort: port,
          dbPort: 0,
          quiet: true,
          createAdmin: false,
        }),
      ).rejects.toThrow(new RegExp(`Port ${port} \\(API gateway\\) is already in use by pid ${process.pid}`));
    } finally {
      server.close();
    }
  });
});
