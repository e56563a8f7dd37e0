"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { QUICK_ACTIONS } from "../../lib/admin/quick-actions.ts";

/**
 * The 'Quick Actions' button: a menu (arrow keys, Enter, Esc) of links to the create forms. It sits in
 * the dashboard's header, in the flow of the page: floating over the page it covered filters, buttons
 * and card text on a phone, and the panel's edge on a desk.
 */
export function QuickActions() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <Menu.Root
      positioning={{ placement: "bottom-end" }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // Enter on a highlighted link: the menu's default clicks the anchor in a way that loads the whole
      // page again, and a dialog opened by a full load could miss a Cancel made before it hydrated.
      // Enter leaves the menu open, so it is closed first: the dialog the link opens is then the only
      // layer open (with the menu still open, the dialog could close itself as it appeared).
      navigate={({ value }) => {
        setOpen(false);
        router.push(value, { scroll: false });
      }}
    >
      <Menu.Trigger asChild>
        <Button borderRadius="full" size="sm">
          Quick Actions
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {QUICK_ACTIONS.map((action) => (
              <Menu.Item key={action.href} value={action.href} asChild>
                <NextLink href={action.href} scroll={false}>
                  {action.label}
                </NextLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
