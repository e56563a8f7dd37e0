import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freePort } from "./processes.ts";

const ephemeralLow = Number(
  readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0],
);

describe("freePort", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.FREE_PORT_TEST_PORT;
    delete process.env.FREE_PORT_TEST_PORTS;
  });

  it("hands out distinct ports below the ephemeral range that a server can then listen on", async () => {
    const ports: number[] = [];
    for (let i = 0; i < 20; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20000);
      expect(port).toBeLessThan(ephemeralLow);
    }
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(ports[0], "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it("never hands out a port the environment names for a server that has not started yet", async () => {
    process.env.FREE_PORT_TEST_PORT = "20000";
    // The first pick lands on that port; a second one is made.
    const random = Math.random;
    vi.spyOn(Math, "random").mockReturnValueOnce(0).mockImplementation(random);
    expect(await freePort()).not.toBe(20000);
  });

  it("never hands out a port of a list the environment names (npm test's TEST_SUITE_PORTS)", async () => {
    process.env.FREE_PORT_TEST_PORTS = "20001,20000";
    const random = Math.random;
    vi.spyOn(Math, "random").mockReturnValueOnce(0).mockImplementation(random);
    expect(await freePort()).not.toBe(20000);
  });
});
