import { afterEach, describe, expect, it, vi } from "vitest";
import { environmentProblems, exitOnEnvironmentProblems } from "./server-env.ts";

describe("the environment check at start", () => {
  afterEach(() => vi.restoreAllMocks());

  it("accepts no variables at all, and a complete hosted setup", () => {
    expect(environmentProblems({})).toEqual([]);
    expect(
      environmentProblems({
        SITE_URL: "https://www.example.com",
        NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co",
        NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon",
        SUPABASE_SERVICE_ROLE_KEY: "service",
        NEXT_PUBLIC_SANITY_PROJECT_ID: "cardinal0",
        NEXT_PUBLIC_SANITY_DATASET: "production",
        TRUSTED_PROXY_HOPS: "1",
        LEAD_NOTIFY_TO: "a@example.com, b@example.com",
        SMTP_URL: "smtps://user:pass@mail.example.com:465",
        REDIS_URL: "redis://127.0.0.1:6379",
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
        SMTP_PORT: "",
      }),
    ).toEqual([]);
  });

  it("names every missing or malformed variable once, never its value", () => {
    const secret = "not-a-key-but-secret";
    const problems = environmentProblems({
      SITE_URL: "www.example.com",
      NEXT_PUBLIC_SUPABASE_URL: "https://abc.supabase.co",
      TRUSTED_PROXY_HOPS: "one",
      LEAD_NOTIFY_TO: "staff@example.com, nobody",
      SMTP_PORT: "99999",
      REDIS_URL: "http://127.0.0.1:6379",
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: secret,
      NEXT_PUBLIC_SANITY_PROJECT_ID: "cardinal0",
    });
    expect(problems.map((line) => line.split(" ")[0])).toEqual([
      "SITE_URL",
      "TRUSTED_PROXY_HOPS",
      "LEAD_NOTIFY_TO",
      "SMTP_PORT",
      "REDIS_URL",
      "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
      "NEXT_PUBLIC_SUPABASE_ANON_KEY",
      "SUPABASE_SERVICE_ROLE_KEY",
      "NEXT_PUBLIC_SANITY_DATASET",
    ]);
    expect(problems.join("\n")).not.toContain(secret);
    expect(problems).toContain("REDIS_URL must be a redis or rediss URL");
  });

  it("stops the process with one message listing them", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    exitOnEnvironmentProblems({ SMTP_SECURE: "yes", OTEL_EXPORTER_OTLP_ENDPOINT: "collector" });
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /2 environment variable\(s\)[\s\S]*- SMTP_SECURE must be true or false\n {2}- OTEL_EXPORTER_OTLP_ENDPOINT must be a http or https URL$/,
    );
    exit.mockClear();
    exitOnEnvironmentProblems({});
    expect(exit).not.toHaveBeenCalled();
  });
});
