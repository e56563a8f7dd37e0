// Child processes that cannot outlive the stack, and who holds a port when one is taken.
import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";

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

/** Listening TCP sockets from the kernel's tables (IPv4 and IPv6): socket inode -> port. */
function listeningSockets(): Map<string, number> {
  const sockets = new Map<string, number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT" (hex); state 0A is LISTEN; column 9 is the inode.
      const port = cols[1]?.split(":").at(-1);
      if (port && cols[3] === "0A" && cols[9]) sockets.set(cols[9], Number.parseInt(port, 16));
    }
  }
  return sockets;
}

function processIds(): number[] {
  try {
    return readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** The socket inodes a process has open (empty when it is gone or not this user's). */
function socketInodes(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  const inodes: string[] = [];
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.push(inode);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return "";
  }
}

/** The process listening on a port ("pid 123: node server.js"), or null when none can be named. */
export function portHolder(port: number): string | null {
  const inodes = new Set([...listeningSockets()].filter(([, p]) => p === port).map(([inode]) => inode));
  if (inodes.size === 0) return null;
  for (const pid of processIds()) {
    if (socketInodes(pid).some((inode) => inodes.has(inode))) {
      return `pid ${pid}: ${commandLine(pid).slice(0, 160)}`;
    }
  }
  return "a process this user cannot see";
}

/** The TCP ports the given processes listen on. */
export function listeningPorts(pids: number[]): number[] {
  const sockets = listeningSockets();
  const ports = new Set<number>();
  for (const pid of pids) {
    for (const inode of socketInodes(pid)) {
      const port = sockets.get(inode);
      if (port !== undefined) ports.add(port);
    }
  }
  return [...ports].sort((a, b) => a - b);
}

/** One process as the kernel lists it; `startedAt` tells it apart from a later process given the same pid. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** One letter: R running, S sleeping, Z ended but not yet reaped, ... */
  state: string;
  startedAt: string;
  commandLine: string;
  /** The CPU time (user and system) it has used so far, in ms. */
  cpuMs: number;
}

/** Clock ticks per second, in which /proc/PID/stat counts CPU time (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** One process as the kernel lists it now; null when it is gone. */
export function processInfo(pid: number): ProcessInfo | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces and parentheses: the fields after
  // it start past the last ")". From there: state (field 3), ppid (4), ..., user and system CPU time
  // (14, 15), start time (22).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    pid,
    ppid: Number(fields[1]),
    state: fields[0] ?? "",
    startedAt: fields[19] ?? "",
    commandLine: commandLine(pid),
    cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
  };
}

/** A process and every process it started, and theirs, as they are now (empty when it is gone). */
export function processTree(rootPid: number): ProcessInfo[] {
  const all = processIds()
    .map(processInfo)
    .filter((info): info is ProcessInfo => info !== null);
  const tree = all.filter((info) => info.pid === rootPid);
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i] as ProcessInfo;
    tree.push(...all.filter((info) => info.ppid === parent.pid));
  }
  return tree;
}

/** Those of `processes` still running: not ended (a zombie has), not replaced by another under their pid. */
export function stillRunning(processes: ProcessInfo[]): ProcessInfo[] {
  return processes.filter((known) => {
    const now = processInfo(known.pid);
    return now !== null && now.startedAt === known.startedAt && now.state !== "Z";
  });
}

/** True when nothing listens on the port on the loopback interface. */
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

/**
 * A loopback port nothing listens on, chosen below the kernel's ephemeral range: a port from that range
 * can be taken by any outgoing connection's local end between now and the moment a server binds it
 * (minutes later for the servers of a test run), and the server then fails with EADDRINUSE. No port is
 * handed out twice by one process.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const low = 20000;
  const high = Math.min(ephemeralLow, 65536) - 1;
  const named = portsNamedByEnvironment();
  for (let attempt = 0; high > low && attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port) || named.has(port) || !(await isPortFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  // No room below the range (an unusual kernel setting): the kernel's own choice.
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      handedOut.add(port);
      server.close(() => resolve(port));
    });
  });
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
