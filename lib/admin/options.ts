import { type Read, read, type Supabase } from "./query.ts";

/** The choices of the create forms' client and project pickers. */

export interface ClientOption {
  id: string;
  label: string;
}

export interface ProjectOption {
  id: string;
  label: string;
  client_id: string;
}

export function clientOptions(supabase: Supabase): Promise<Read<ClientOption[]>> {
  return read("client options", () => supabase.from("clients").select("id, label:company").order("company"));
}

export function projectOptions(supabase: Supabase): Promise<Read<ProjectOption[]>> {
  return read("project options", () =>
    supabase.from("projects").select("id, label:name, client_id").order("name"),
  );
}
