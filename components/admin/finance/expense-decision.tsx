"use client";

import { Button, HStack } from "@chakra-ui/react";
import { useTransition } from "react";
import { notify } from "../../ui/notify.ts";
import { sendAction } from "../kit/send-action.ts";
import { decideExpenseAction } from "./actions.ts";

/** 'Approve' / 'Reject' on a pending expense; the summary cards follow on the refreshed page. */
export function ExpenseDecision({ id, description }: { id: string; description: string }) {
  const [pending, startDeciding] = useTransition();

  function decide(decision: "approved" | "rejected") {
    startDeciding(async () => {
      const result = await sendAction(() => decideExpenseAction({ expenseId: id, decision }));
      if (!result.ok) return notify("workspaceNotSaved", result.message);
      notify("expenseDecided", description, decision);
    });
  }

  return (
    <HStack gap="1" role="group" aria-label={`Decide on ${description}`}>
      <Button size="xs" colorPalette="green" disabled={pending} onClick={() => decide("approved")}>
        Approve
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        disabled={pending}
        onClick={() => decide("rejected")}
      >
        Reject
      </Button>
    </HStack>
  );
}
