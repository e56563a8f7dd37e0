// After `next build`: completes the standalone server (`output: "standalone"`) into the one folder a
// container or VM needs. Next leaves out the static files a CDN could serve; this site serves them itself,
// so they are copied in, with the start script (deploy/serve.sh) that runs the server. Fails the build when
// Next no longer writes the standalone server where it did.
import { chmodSync, cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../lib/cache-csp/prerendered-pages.mjs";

export function completeStandalone(dist: string, root = process.cwd()): string {
  const standalone = join(dist, "standalone");
  if (!existsSync(join(standalone, "server.js")))
    throw new Error(
      `standalone build: ${join(standalone, "server.js")} is missing (is output: "standalone" set?)`,
    );
  cpSync(join(dist, "static"), join(standalone, dist, "static"), { recursive: true });
  if (existsSync(join(root, "public")))
    cpSync(join(root, "public"), join(standalone, "public"), { recursive: true });
  cpSync(join(root, "deploy", "serve.sh"), join(standalone, "deploy", "serve.sh"));
  chmodSync(join(standalone, "deploy", "serve.sh"), 0o755);
  return standalone;
}

if (import.meta.main) {
  try {
    console.log(`standalone server: ${completeStandalone(distDir)}/deploy/serve.sh`);
  } catch (error) {
    console.error(`\n✖ ${(error as Error).message}\n`);
    process.exit(1);
  }
}
