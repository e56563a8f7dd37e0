/** The role's title in place of every {role} in the subject template. */
export const applicationSubject = (template: string, role: string) => template.replaceAll("{role}", role);

/** An email to the applications address whose subject names the role. */
export const applicationHref = (email: string, subjectTemplate: string, role: string) =>
  `mailto:${email}?subject=${encodeURIComponent(applicationSubject(subjectTemplate, role))}`;
