import { Button, HStack } from "@chakra-ui/react";
import { UrlButton } from "../kit/url-button.tsx";

/** The Finance buttons: the two create forms (opened by `new=` in the URL) and the two CSV exports. */
export function FinanceActionsBar() {
  return (
    <HStack gap="2" wrap="wrap">
      <UrlButton changes={{ new: "invoice" }}>New Invoice</UrlButton>
      <UrlButton changes={{ new: "expense" }} variant="outline">
        Add Expense
      </UrlButton>
      <Button asChild size="sm" variant="outline">
        <a href="/admin/finance/export?kind=report" download>
          Export Reports
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href="/admin/finance/export?kind=payments" download>
          Export Payments
        </a>
      </Button>
    </HStack>
  );
}
