// Runs a command (the site's build) with the public address and anon key of the local stack in its
// environment when no hosted project is named, so the bundles talk to the stack `npm start` runs:
// the site only ever reads them from its environment. The keys are made on first use, before the
// stack has ever started, and the stack uses the same ones.
import { ensureLocalKeys } from "./keys.mjs";
import { spawnTethered } from "./processes.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node local/supabase/with-keys.ts <command> [args...]");
  process.exit(2);
}
const env = { ...process.env };
if (!env.NEXT_PUBLIC_SUPABASE_URL) {
  const keys = await ensureLocalKeys();
  env.NEXT_PUBLIC_SUPABASE_URL = keys.apiUrl;
  env.NEXT_PUBLIC_SUPABASE_ANON_KEY = keys.anonKey;
}
const child = spawnTethered(command, args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
