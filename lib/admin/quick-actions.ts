/** The floating Quick Actions menu: every create form of the dashboard, each opened by its URL. */
export const QUICK_ACTIONS = [
  { label: "New Project", href: "/admin?tab=projects&new=project" },
  { label: "New Service", href: "/admin?tab=services&new=service" },
  { label: "Add Team Member", href: "/admin?tab=team&new=member" },
  { label: "New Invoice", href: "/admin?tab=finance&new=invoice" },
  { label: "Add Expense", href: "/admin?tab=finance&new=expense" },
  { label: "Add Server", href: "/admin?tab=hosting&new=server" },
] as const;
