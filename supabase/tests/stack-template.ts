// Vitest's global setup for the stack tests: one first start (every migration and the sample data, about
// 15 s of a busy machine's CPU) made once, stopped, and handed to every file, which starts its own stack
// from a copy of it. On PostgreSQL the copy is `create database … template`, PostgreSQL's own way to clone
// a database; on PGlite it is a copy of the stopped stack's data folder. The keys come with the copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startLocalStack } from "../local/stack.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped, migrated stack: its data folder and, on PostgreSQL, the database to clone. */
    stackTemplate: { dataDir: string; database: string };
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup({ provide }: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "supabase-test-template-"));
  const serverUrl = process.env.SUPABASE_LOCAL_DB_URL;
  const database = serverUrl ? `test_template_${Math.random().toString(36).slice(2, 10)}` : "";
  let dbUrl = "";
  if (serverUrl) {
    await onServer(serverUrl, (client) => client.query(`create database ${database}`));
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    dbUrl = url.toString();
  }
  const stack = await startLocalStack({
    dataDir,
    dbUrl,
    apiPort: 0,
    dbPort: 0,
    quiet: true,
    createAdmin: false,
  });
  await stack.stop();
  // A clone needs its template to have no session left.
  if (serverUrl)
    await onServer(serverUrl, (client) =>
      client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database]),
    );
  provide("stackTemplate", { dataDir, database });

  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl)
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
  };
}
