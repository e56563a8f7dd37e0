// Password hashing off the event loop: bcrypt (the format of hosted Supabase's stored hashes) in a small
// pool of worker threads. The pool caps how many hashes run at once; the rest wait in its queue.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";

const BCRYPT_COST = 10;
/** A valid hash of no one's password: compared against when the e-mail is unknown, so both take as long. */
const DUMMY_HASH = "$2b$10$LEfAxfjOWlzCBtsCHxIB/OXhDUzF2gqtdNLDZRVzQLQj/AwZ61Bv.";

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a missing hash too, after the same work as a real comparison. */
  compare(password: string, hashed: string | null | undefined): Promise<boolean>;
  close(): Promise<void>;
}

export function createPasswordHasher(maxThreads = Math.min(2, availableParallelism())): PasswordHasher {
  const pool = new Piscina({
    filename: new URL("./bcrypt-worker.ts", import.meta.url).href,
    minThreads: 1,
    maxThreads,
    idleTimeout: 30_000,
  });
  return {
    hash: (password) => pool.run({ password, cost: BCRYPT_COST }, { name: "hash" }) as Promise<string>,
    async compare(password, hashed) {
      const real = typeof hashed === "string" && hashed.startsWith("$2");
      const ok = (await pool.run(
        { password, hashed: real ? hashed : DUMMY_HASH },
        { name: "compare" },
      )) as boolean;
      return real && ok;
    },
    close: () => pool.destroy(),
  };
}
