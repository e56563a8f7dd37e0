import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  cpuTimeMs,
  listeningPorts,
  portHolder,
  processInfo,
  processTree,
  stillRunning,
} from "./processes.ts";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

// A parent that starts a child listening on a free port and prints "<child pid> <port>".
const parent = `
const { spawn } = require("node:child_process");
const server = "require('node:net').createServer().listen(0, '127.0.0.1', function () { process.stdout.write(String(this.address().port)); })";
const child = spawn(process.execPath, ["-e", server], { stdio: ["ignore", "pipe", "inherit"] });
child.stdout.once("data", (port) => process.stdout.write(child.pid + " " + port + "\\n"));
setInterval(() => {}, 1000);
`;

describe.skipIf(process.platform === "win32")("processTree, listeningPorts, stillRunning, portHolder", () => {
  it("find a process's descendants and their ports, and tell when they are gone", async () => {
    const root = spawn(process.execPath, ["-e", parent], { stdio: ["ignore", "pipe", "inherit"] });
    children.push(root);
    const line = await new Promise<string>((resolve) => root.stdout?.once("data", (d) => resolve(`${d}`)));
    const [childPid, port] = line.trim().split(" ").map(Number);

    const tree = await processTree(root.pid as number);
    expect(tree.map((p) => p.pid)).toEqual([root.pid, childPid]);
    expect(tree[1]?.ppid).toBe(root.pid);
    expect(tree[1]?.commandLine).toContain("createServer");
    expect(await listeningPorts(tree.map((p) => p.pid))).toEqual([port]);
    expect(await portHolder(port as number)).toMatch(new RegExp(`^pid ${childPid}: .*createServer`));
    expect(await stillRunning(tree)).toHaveLength(2);

    process.kill(childPid as number, "SIGKILL");
    await expect.poll(async () => (await stillRunning(tree)).map((p) => p.pid)).toEqual([root.pid]);
    await expect.poll(() => portHolder(port as number)).toBeNull();
    root.kill("SIGKILL");
    await expect.poll(() => stillRunning(tree)).toEqual([]);
    // Listed as a zombie ("<defunct>") until this process reaps it, then not at all.
    await expect.poll(() => processInfo(root.pid as number)).toBeNull();
  });

  it("names this process as the holder of a port it listens on, on any address", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      expect(await portHolder(port)).toMatch(new RegExp(`^pid ${process.pid}: \\S*node`));
      expect(await listeningPorts([process.pid])).toContain(port);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect.poll(() => portHolder(port)).toBeNull();
  });
});

describe.skipIf(process.platform !== "linux")("cpuTimeMs", () => {
  it("counts the CPU time a process has used, as its own usage says", () => {
    const before = cpuTimeMs(process.pid) ?? Number.NaN;
    // 200 ms of this process's own CPU time, however long a busy machine takes to give it.
    const start = process.cpuUsage();
    const spent = () => {
      const { user, system } = process.cpuUsage(start);
      return (user + system) / 1000;
    };
    while (spent() < 200) {}
    const after = cpuTimeMs(process.pid) ?? Number.NaN;
    const used = process.cpuUsage();
    // Counted in ticks of 10 ms: the 200 ms spent, and never more than the process says it used.
    expect(after - before).toBeGreaterThanOrEqual(180);
    expect(after).toBeLessThanOrEqual((used.user + used.system) / 1000 + 20);
    expect(cpuTimeMs(2 ** 22 + 1)).toBeNull();
  });
});
