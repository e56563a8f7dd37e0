"use server";

import { type FormResult, parseForm } from "@/lib/admin/workspace/form-result";
import { createClient } from "@/lib/supabase/server";
import { createProject } from "./queries";
import { projectSchema } from "./schema";

/** 'New Project', as the signed-in staff member: the same schema as the form, then RLS decides. */
export async function createProjectAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(projectSchema, input);
  if (!parsed.ok) return parsed.result;
  return createProject(await createClient(), parsed.data);
}
