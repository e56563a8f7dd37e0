import type { ReactNode } from "react";
import type { Supabase } from "@/lib/admin/query";

export type SearchParams = Record<string, string | string[] | undefined>;

/** A tab's server-rendered content: it reads what it shows with the request's client. */
export type AdminPanel = (supabase: Supabase, params: SearchParams) => Promise<ReactNode>;
