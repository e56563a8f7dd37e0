import { describe, expect, it } from "vitest";
import { createRateLimiter, createSemaphore, createTtlCache } from "./limits.ts";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window per client, then tells when to retry", () => {
    let clock = 1_000;
    const limiter = createRateLimiter(2, 60_000, () => clock);
    expect(limiter.take("1.2.3.4")).toBe(true);
    clock += 10_000;
    expect(limiter.take("1.2.3.4")).toBe(true);
    expect(limiter.take("1.2.3.4")).toBe(false);
    expect(limiter.take("5.6.7.8")).toBe(true);
    expect(limiter.retryAfter("1.2.3.4")).toBe(50_000);
    clock += 50_000;
    expect(limiter.retryAfter("1.2.3.4")).toBe(0);
    expect(limiter.take("1.2.3.4")).toBe(true);
  });

  it("forgets clients whose window has passed once many are tracked", () => {
    let clock = 0;
    const limiter = createRateLimiter(1, 1_000, () => clock);
    for (let i = 0; i < 10_000; i++) limiter.take(`client-${i}`);
    expect(limiter.size()).toBe(10_000);
    clock = 1_000;
    limiter.take("one more");
    expect(limiter.size()).toBe(1);
  });
});

describe("createSemaphore", () => {
  it("runs at most maxActive tasks, queues a few more and refuses the rest", async () => {
    const semaphore = createSemaphore(2, 1);
    const gates: (() => void)[] = [];
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve("done")));
    const first = semaphore.run(task);
    const second = semaphore.run(task);
    const third = semaphore.run(task);
    expect(semaphore.run(task)).toBeNull();
    expect(semaphore.active()).toBe(2);
    expect(gates).toHaveLength(2);
    gates[0]?.();
    await first;
    await Promise.resolve();
    expect(gates).toHaveLength(3);
    gates[1]?.();
    gates[2]?.();
    expect(await Promise.all([second, third])).toEqual(["done", "done"]);
    expect(semaphore.active()).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const semaphore = createSemaphore(1, 0);
    await expect(semaphore.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await semaphore.run(async () => 42)).toBe(42);
  });
});

describe("createTtlCache", () => {
  it("forgets entries after the TTL and drops the oldest beyond the size", () => {
    let clock = 0;
    const cache = createTtlCache<number>(1_000, 2, () => clock);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    clock = 999;
    expect(cache.get("c")).toBe(3);
    clock = 1_000;
    expect(cache.get("c")).toBeUndefined();
  });
});
