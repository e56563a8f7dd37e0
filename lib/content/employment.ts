/** How a role can be contracted, in the order the Studio offers them. */
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;

const joined = (terms: string[]) =>
  terms.length < 2 ? (terms[0] ?? "") : `${terms.slice(0, -1).join(", ")} or ${terms.at(-1)}`;

/**
 * The sentence that says how the open roles are contracted, computed from the roles so that it can
 * never disagree with them: "All roles are full-time" while every role is, "Roles are full-time or
 * contract" once the list mixes them. With no role listed nothing contradicts the first type offered.
 */
export function employmentTerms(types: readonly (string | null | undefined)[]): string {
  const distinct = [...new Set(types.filter((type): type is string => Boolean(type?.trim())))];
  const terms = (distinct.length > 0 ? distinct : [EMPLOYMENT_TYPES[0]]).map((type) => type.toLowerCase());
  return terms.length === 1 ? `All roles are ${terms[0]}` : `Roles are ${joined(terms)}`;
}
