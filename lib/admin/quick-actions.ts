/** The floating Quick Actions menu: every create form of the dashboard, each opened by its URL. */
export const QUICK_ACTIONS = [
  { label: "New Project", href: "/admin/projects?new=project" },
  { label: "New Service", href: "/admin/services?new=service" },
  { label: "Add Team Member", href: "/admin/team?new=member" },
  { label: "New Invoice", href: "/admin/finance?new=invoice" },
  { label: "Add Expense", href: "/admin/finance?new=expense" },
  { label: "Add Server", href: "/admin/hosting?new=server" },
] as const;
