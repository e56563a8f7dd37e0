"use client";

import { Box, Button, Menu, Portal } from "@chakra-ui/react";
import NextLink from "next/link";
import { QUICK_ACTIONS } from "@/lib/admin/quick-actions";

/** The floating 'Quick Actions' button: a menu (arrow keys, Enter, Esc) of links to the create forms. */
export function QuickActions() {
  return (
    <Box position="fixed" insetStart={{ base: "4", md: "6" }} bottom={{ base: "4", md: "6" }} zIndex="docked">
      <Menu.Root positioning={{ placement: "top-start" }}>
        <Menu.Trigger asChild>
          <Button borderRadius="full" boxShadow="lg" size={{ base: "md", md: "lg" }}>
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
    </Box>
  );
}
