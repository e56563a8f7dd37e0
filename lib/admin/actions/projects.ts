"use server";

import { createClient } from "@/lib/supabase/server";
import { projectSchema } from "@/lib/validations/workspace/project";
import { createProject } from "../projects";
import { type FormResult, parseForm } from "../workspace/form-result";

/** 'New Project', as the signed-in staff member: the same schema as the form, then RLS decides. */
export async function createProjectAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(projectSchema, input);
  if (!parsed.ok) return parsed.result;
  return createProject(await createClient(), parsed.data);
}
