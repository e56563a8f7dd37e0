// Child processes that cannot outlive the stack, and who holds a port when one is taken. Processes are
// listed with ps-list, port holders with pid-port and free ports chosen with get-port: Linux and macOS alike.
import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import getPort from "get-port";
import { pidToPorts, portToPid } from "pid-port";
import psList from "ps-list";

const SETPRIV = "/usr/bin/setpriv";

/**
 * Spawns a child that the kernel kills when this process dies, however it dies (SIGKILL included):
 * util-linux's setpriv sets the parent-death signal and then execs the command in place, so the pid is the
 * command's own. Where setpriv is missing (not Linux), the child is spawned plainly.
 */
export function spawnTethered(
  command: string,
  args: string[],
  options: SpawnOptions & { asUser?: string } = {},
): ChildProcess {
  const { asUser, ...spawnOptions } = options;
  if (process.platform === "linux" && existsSync(SETPRIV)) {
    const user = asUser ? [`--reuid=${asUser}`, `--regid=${asUser}`, "--init-groups"] : [];
    return spawn(SETPRIV, ["--pdeathsig", "SIGKILL", ...user, "--", command, ...args], spawnOptions);
  }
  if (asUser) return spawn("runuser", ["-u", asUser, "--", command, ...args], spawnOptions);
  return spawn(command, args, spawnOptions);
}

/** The process listening on a port ("pid 123: node server.js"), or null when none listens. */
export async function portHolder(port: number): Promise<string | null> {
  let pid: number | undefined;
  try {
    pid = await portToPid({ port, host: "*" });
  } catch {
    return null;
  }
  if (pid === undefined) return "a process this user cannot see";
  const command = (await processInfo(pid))?.commandLine ?? "";
  return `pid ${pid}: ${command.slice(0, 160)}`;
}

/** The ports the given processes listen on, on any address. */
export async function listeningPorts(pids: number[]): Promise<number[]> {
  const ports = new Set<number>();
  for (const held of (await pidToPorts(pids)).values()) for (const port of held) ports.add(port);
  return [...ports].sort((a, b) => a - b);
}

/**
 * One process as `ps` lists it. `startedAt` and `commandLine` together tell it apart from a later process
 * given the same pid, and from its own zombie (whose command line `ps` shows as "<defunct>").
 */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  startedAt: string;
  commandLine: string;
}

async function processes(): Promise<ProcessInfo[]> {
  return (await psList()).map((p) => ({
    pid: p.pid,
    ppid: p.ppid,
    startedAt: p.startTime?.toISOString() ?? "",
    commandLine: p.cmd ?? "",
  }));
}

/** One process as it is now; null when it is gone. */
export async function processInfo(pid: number): Promise<ProcessInfo | null> {
  return (await processes()).find((p) => p.pid === pid) ?? null;
}

/** A process and every process it started, and theirs, as they are now (empty when it is gone). */
export async function processTree(rootPid: number): Promise<ProcessInfo[]> {
  const all = await processes();
  const tree = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i] as ProcessInfo;
    tree.push(...all.filter((p) => p.ppid === parent.pid));
  }
  return tree;
}

/** Those of `known` still running: not ended (a zombie has), not replaced by another under their pid. */
export async function stillRunning(known: ProcessInfo[]): Promise<ProcessInfo[]> {
  const now = new Map((await processes()).map((p) => [p.pid, p]));
  return known.filter((k) => {
    const p = now.get(k.pid);
    return p !== undefined && p.startedAt === k.startedAt && p.commandLine === k.commandLine;
  });
}

/**
 * The CPU time (user and system) a process has used so far, in ms; null when it is gone or not on Linux.
 * Read from /proc/PID/stat because ps-list gives only a percentage and `ps` whole seconds.
 */
export function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Past the command name (which may hold ") "): user and system time are fields 14 and 15, in USER_HZ
    // clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * True when nothing listens on the port on the loopback interface. A bind of Node's own rather than
 * get-port's: get-port holds every port it finds for 15 s, so a port it just handed out would read as taken.
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The kernel's range for the local end of outgoing connections, e.g. [32768, 60999]. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: the IANA range most systems use.
  }
  return [49152, 65535];
}

const handedOut = new Set<number>();

/**
 * The ports this process's environment names (`E2E_PORT`, `SANITY_LOCAL_PORT`, …, and lists such as
 * `TEST_SUITE_PORTS`): chosen for a server that may not listen yet (`npm test` picks every server's ports
 * before any starts, and hands each step the whole list), so never free here.
 */
function portsNamedByEnvironment(): Set<number> {
  return new Set(
    Object.entries(process.env)
      .filter(([name]) => /_PORTS?$/.test(name))
      .flatMap(([, value]) => (value ?? "").split(","))
      .filter((value) => /^\d+$/.test(value.trim()))
      .map(Number),
  );
}

/** Up to `count` ports drawn at random from [low, high]: processes choosing at once rarely draw the same. */
function* randomPorts(low: number, high: number, count: number): Generator<number> {
  for (let i = 0; high > low && i < count; i++) yield low + Math.floor(Math.random() * (high - low + 1));
}

/**
 * A port nothing listens on, chosen below the kernel's ephemeral range: a port from that range can be taken
 * by any outgoing connection's local end between now and the moment a server binds it (minutes later for
 * the servers of a test run), and the server then fails with EADDRINUSE. No port is handed out twice by one
 * process. When no port below the range is free (an unusual kernel setting), the kernel's own choice.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const port = await getPort({
    port: randomPorts(20000, Math.min(ephemeralLow, 65536) - 1, 200),
    exclude: [...handedOut, ...portsNamedByEnvironment()],
  });
  handedOut.add(port);
  return port;
}

/** Waits (bounded) for ports to be released, e.g. by a process that was just killed. */
export async function waitForPortsFree(ports: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy: number[] = [];
    for (const port of ports) if (port > 0 && !(await isPortFree(port))) busy.push(port);
    if (busy.length === 0 || Date.now() >= deadline) return busy;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A started child: ready to serve, with a way to learn of its end and to end it. */
export interface StartedChild {
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export interface Supervised {
  /** The pid of the running instance (changes with each restart). */
  pid(): number;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** One line per restart, e.g. the console. */
  log: (line: string) => void;
  /** Told the new pid after each restart. */
  onRestart?: (pid: number) => void;
  /** Called when the child cannot be started again `maxFailedStarts` times in a row. */
  onGiveUp?: (error: Error) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Running this long counts as healthy: the next restart waits the first delay again. */
  stableMs?: number;
  maxFailedStarts?: number;
}

export const RESTART_BACKOFF = { firstDelayMs: 200, maxDelayMs: 5000, stableMs: 60_000, maxFailedStarts: 10 };

/**
 * Keeps a child running: whenever it ends (a crash, a signal from outside) it is started again, the waits
 * doubling from 0.2 s to 5 s while it keeps dying, and back to 0.2 s once it has run a stable minute.
 */
export async function supervise(
  name: string,
  start: () => Promise<StartedChild>,
  options: SuperviseOptions,
): Promise<Supervised> {
  const { firstDelayMs, maxDelayMs, stableMs, maxFailedStarts } = { ...RESTART_BACKOFF, ...options };
  let current = await start();
  let startedAt = Date.now();
  let stopping = false;
  let delay = firstDelayMs;
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    for (;;) {
      const { code, signal } = await current.exited;
      if (stopping) return;
      delay = Date.now() - startedAt >= stableMs ? firstDelayMs : delay;
      options.log(
        `[supabase] ${name} (pid ${current.pid}) died (${signal ?? `exit code ${code}`}); restarting it in ${(delay / 1000).toFixed(1)} s.`,
      );
      let failures = 0;
      for (;;) {
        await pause(delay);
        if (stopping) return;
        delay = Math.min(delay * 2, maxDelayMs);
        try {
          current = await start();
          startedAt = Date.now();
          if (stopping) {
            await current.stop();
            return;
          }
          options.onRestart?.(current.pid);
          break;
        } catch (error) {
          failures += 1;
          if (failures >= maxFailedStarts) {
            options.onGiveUp?.(error as Error);
            return;
          }
          options.log(
            `[supabase] ${name} could not start again (${(error as Error).message.split("\n")[0]}); retrying.`,
          );
        }
      }
    }
  })();

  return {
    pid: () => current.pid,
    async stop() {
      stopping = true;
      (wake as (() => void) | null)?.();
      await current.stop();
      await loop;
    },
  };
}

/**
 * Calls `onGone` once the process that started this one has ended, however it ended (a SIGKILL too):
 * the kernel then hands this process to another parent, which `process.ppid` shows.
 */
export function watchParent(onGone: () => void, intervalMs = 500): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
}
