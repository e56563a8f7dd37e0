import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Whether the user holds the admin role, read from user_roles (their own rows only, by RLS). One row
 * is expected; any error, including a failed lookup, means "not admin".
 */
export async function isAdmin(supabase: SupabaseClient, userId: string): Promise<boolean> {
  try {
    const { data, error } = await supabase
      .from("user_roles")
      .select("role")
      .eq("user_id", userId)
      .eq("role", "admin")
      .maybeSingle();
    if (error) {
      console.error(`Role lookup failed (${error.code}): ${error.message}`);
      return false;
    }
    return data?.role === "admin";
  } catch (error) {
    console.error("Role lookup failed", error);
    return false;
  }
}
