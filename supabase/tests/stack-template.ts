// Vitest's global setup for the stack tests: one first start (every migration and the sample data, about
// 15 s of a busy machine's CPU) made once, stopped, and handed to every file, which starts its own stack
// from a copy of it. On PostgreSQL the copy is `create database … template`, PostgreSQL's own way to clone
// a database; on PGlite it is a copy of the stopped stack's data folder. The keys come with the copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startLocalStack } from "../../local/supabase/stack.ts";
import { privateDatabase, QUICK_START } from "./private-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped, migrated stack: its data folder and, on PostgreSQL, the database to clone. */
    stackTemplate: { dataDir: string; database: string };
  }
}

export default async function setup({ provide }: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "supabase-test-template-"));
  const database = await privateDatabase("test_template");
  const stack = await startLocalStack({ ...QUICK_START, dataDir, dbUrl: database?.url ?? "" });
  await stack.stop();
  await database?.closeSessions();
  provide("stackTemplate", { dataDir, database: database?.name ?? "" });

  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}
