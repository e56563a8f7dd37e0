// What every stack under test shares, and what the suite's one migrated template (./stack-template.ts)
// shares with the stacks copied from it (./helpers.ts): the quick start options, and a private database on
// the PostgreSQL server the run is given. No Vitest import here: the template is made in Vitest's main
// process, outside any test file.
import pg from "pg";

/** A stack on free ports, without a log or the admin account: the start every test stack makes. */
export const QUICK_START = { apiPort: 0, dbPort: 0, quiet: true, createAdmin: false } as const;

export interface PrivateDatabase {
  name: string;
  /** The superuser URL of this database. */
  url: string;
  /** Ends every session on it: a database can only be a template once nobody is connected to it. */
  closeSessions(): Promise<void>;
  drop(): Promise<void>;
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

/**
 * A database of its own on the server `SUPABASE_LOCAL_DB_URL` names, cloned from `template` when given
 * (`create database … template`, PostgreSQL's own copy); undefined when the run is on PGlite.
 */
export async function privateDatabase(
  prefix: string,
  { template }: { template?: string } = {},
): Promise<PrivateDatabase | undefined> {
  const serverUrl = process.env.SUPABASE_LOCAL_DB_URL;
  if (!serverUrl) return undefined;
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async closeSessions() {
      await onServer(serverUrl, (client) =>
        client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]),
      );
    },
    async drop() {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
