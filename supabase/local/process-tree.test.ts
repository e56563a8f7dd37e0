import { type ChildProcess, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { listeningPorts, processTree, stillRunning } from "./processes";

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

describe.skipIf(process.platform !== "linux")("processTree, listeningPorts, stillRunning", () => {
  it("find a process's descendants and their ports, and tell when they are gone", async () => {
    const root = spawn(process.execPath, ["-e", parent], { stdio: ["ignore", "pipe", "inherit"] });
    children.push(root);
    const line = await new Promise<string>((resolve) => root.stdout?.once("data", (d) => resolve(`${d}`)));
    const [childPid, port] = line.trim().split(" ").map(Number);

    const tree = processTree(root.pid as number);
    expect(tree.map((p) => p.pid)).toEqual([root.pid, childPid]);
    expect(tree[1]?.ppid).toBe(root.pid);
    expect(tree[1]?.commandLine).toContain("createServer");
    expect(listeningPorts(tree.map((p) => p.pid))).toEqual([port]);
    expect(stillRunning(tree)).toHaveLength(2);

    process.kill(childPid as number, "SIGKILL");
    await expect.poll(() => stillRunning(tree).map((p) => p.pid)).toEqual([root.pid]);
    root.kill("SIGKILL");
    await expect.poll(() => stillRunning(tree)).toEqual([]);
  });
});
