import type { Database } from "./database.types.ts";

/**
 * Row types derived from the generated `Database` type (lib/supabase/database.types.ts, `npm run
 * db:types`), so a migration that renames, drops or retypes a column fails the type check where the
 * column is read.
 */

type Public = Database["public"];
type Views = Public["Views"];

/** A table's row as PostgREST returns it. */
export type TableRow<T extends keyof Public["Tables"]> = Public["Tables"][T]["Row"];

/** One of the database's enums. */
export type DbEnum<E extends keyof Public["Enums"]> = Public["Enums"][E];

/**
 * A view's row. PostgreSQL reports every column of a view as nullable, and so does the generator: the
 * reader names the columns that can really be null (`Nullable`: an outer join's side, a mean over no
 * rows, a nullable source column); every other one comes from a NOT NULL column or a coalesce().
 */
export type ViewRow<V extends keyof Views, Nullable extends keyof Views[V]["Row"] = never> = {
  [K in keyof Views[V]["Row"]]: K extends Nullable ? Views[V]["Row"][K] : NonNullable<Views[V]["Row"][K]>;
};
