import { type Read, read, readAll, type Supabase } from "../query.ts";

/** A row to pick in a form: its id and the name staff know it by. */
export interface RowOption {
  value: string;
  label: string;
}

function options(
  supabase: Supabase,
  table: "clients" | "services" | "team_members",
  label: string,
): Promise<Read<RowOption[]>> {
  return read<RowOption[]>(`${table} options`, () =>
    supabase
      .from(table)
      .select(`value:id, label:${label}`)
      .order(label)
      .overrideTypes<RowOption[], { merge: false }>(),
  );
}

export interface ProjectFormOptions {
  clients: RowOption[];
  services: RowOption[];
  team: RowOption[];
}

/** The clients, services and team members the 'New Project' form offers. */
export function projectFormOptions(supabase: Supabase): Promise<Read<ProjectFormOptions>> {
  return readAll<ProjectFormOptions>({
    clients: options(supabase, "clients", "company"),
    services: options(supabase, "services", "name"),
    team: options(supabase, "team_members", "name"),
  });
}
