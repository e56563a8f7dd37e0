// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, whenIdle } from "./schedule.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterNextPaint", () => {
  it("runs the work in a task after the next frame, not in the caller's", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    const ran: string[] = [];
    afterNextPaint(() => ran.push("work"));
    ran.push("caller");
    vi.advanceTimersToNextFrame();
    expect(ran).toEqual(["caller"]);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(["caller", "work"]);
  });
});

describe("whenIdle", () => {
  it("asks the browser for an idle moment with the timeout, and can be cancelled", () => {
    const idle = vi.fn((_work: () => void, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const work = vi.fn();
    const stop = whenIdle(work, { timeout: 2000, fallbackMs: 300 });
    expect(idle).toHaveBeenCalledWith(work, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback, runs after the fallback delay unless cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const work = vi.fn();
    whenIdle(work, { timeout: 2000, fallbackMs: 300 });
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, { timeout: 2000, fallbackMs: 300 })();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
