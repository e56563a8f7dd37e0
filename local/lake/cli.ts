// The local Content Lake by hand: `npm run lake:start` (foreground) and `npm run content:export`.
import { resolve } from "node:path";
import { exportDataset } from "./export.ts";
import { lakeDataDir, REPO_ROOT, startLocalLake } from "./lake.ts";

const [command, ...rest] = process.argv.slice(2);

if (command === "start") {
  const lake = await startLocalLake();
  console.info(`[lake] Local Content Lake at ${lake.url} (data in ${lake.dataDir}). Ctrl-C stops it.`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void lake.stop().then(() => process.exit(0)));
  }
} else if (command === "export") {
  const outDir = resolve(rest[0] ?? resolve(REPO_ROOT, ".data", "export"));
  try {
    const result = exportDataset(lakeDataDir(), outDir);
    console.info(`Wrote ${result.documents} documents and ${result.images} images to ${outDir}.`);
    console.info("Move them to a Sanity project with:");
    console.info(`  npx sanity dataset import ${result.file} production`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
} else {
  console.error("Usage: node local/lake/cli.ts start | export [folder]");
  process.exit(2);
}
