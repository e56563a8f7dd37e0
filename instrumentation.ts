/**
 * Runs once when a server process starts. In the Node.js runtime: the environment is checked (the
 * process stops naming every bad variable), every request gets its id (and, in production, JSON logs),
 * the client-address rule of TRUSTED_PROXY_HOPS goes in front of Next's request handling, traces go to
 * OTEL_EXPORTER_OTLP_ENDPOINT when it is set, the staff-notice sweep and the billing worker (invoice
 * mail, reminders, recurring invoices) start, and a public Supabase key the services refuse is logged.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const building = process.env.NEXT_PHASE === "phase-production-build";
  if (!building) {
    const { exitOnEnvironmentProblems } = await import("./lib/runtime/server-env.ts");
    exitOnEnvironmentProblems();
    const { installRequestContext } = await import("./lib/runtime/request-context.ts");
    installRequestContext();
  }
  const { installSocketAddressHook } = await import("./lib/runtime/socket-address-hook.ts");
  installSocketAddressHook();
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { registerOTel } = await import("@vercel/otel");
    registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME || "cardinal-consulting" });
  }
  if (building) return;
  const { startNoticeSweep } = await import("./lib/leads/notices.ts");
  startNoticeSweep();
  const { startBillingSweep } = await import("./lib/billing/sweep.ts");
  startBillingSweep();
  // A build whose public key the services no longer accept says so at once, not at the first sign-in.
  const { reportRefusedPublicKey } = await import("./lib/runtime/readiness.ts");
  void reportRefusedPublicKey();
}
