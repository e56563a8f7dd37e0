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

/** Socket inodes listening on a TCP port, from the kernel's tables (IPv4 and IPv6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; column 9 is the inode.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === "0A" && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/** The process listening on a port ("pid 123: node server.js"), or null when none can be named. */
export function portHolder(port: number): string | null {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
        return `pid ${pid}: ${cmdline.slice(0, 160)}`;
      }
    }
  }
  return "a process this user cannot see";
}

/** True when nothing listens on the port on the loopback interface. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on once the probe closes. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
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
