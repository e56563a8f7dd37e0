import type { ReactNode } from "react";
import { areaPage } from "../../../../components/admin/area.tsx";
import {
  loadMoreExpenses,
  loadMoreInvoices,
  loadMorePayments,
} from "../../../../components/admin/finance/actions.ts";
import { expensesByCategory, monthlyPoints } from "../../../../components/admin/finance/analytics.ts";
import { financeArea } from "../../../../components/admin/finance/area.ts";
import { BillingSchedule } from "../../../../components/admin/finance/billing-schedule.tsx";
import { ExpenseForm } from "../../../../components/admin/finance/expense-form.tsx";
import { FinanceActionsBar } from "../../../../components/admin/finance/finance-actions-bar.tsx";
import { FinanceAnalytics } from "../../../../components/admin/finance/finance-analytics.tsx";
import { FinanceSummary } from "../../../../components/admin/finance/finance-summary.tsx";
import { InvoiceForm } from "../../../../components/admin/finance/invoice-form.tsx";
import { InvoiceList } from "../../../../components/admin/finance/invoice-list.tsx";
import { ExpenseTable, PaymentTable } from "../../../../components/admin/finance/ledger-tables.tsx";
import {
  EXPENSE_LIST,
  EXPENSE_SORTS,
  type FinanceState,
  type FinanceView,
  INVOICE_LIST,
  INVOICE_SORTS,
  PAYMENT_LIST,
  PAYMENT_SORTS,
} from "../../../../components/admin/finance/params.ts";
import {
  financeByMonth,
  financeSummary,
  getBillingSchedule,
  getInvoiceDetail,
  getInvoiceDraft,
  listExpenses,
  readExpensePage,
  readInvoicePage,
  readPaymentPage,
} from "../../../../components/admin/finance/queries.ts";
import { LoadFailedToast } from "../../../../components/admin/kit/load-failed-toast.tsx";
import { ErrorState } from "../../../../components/admin/kit/states.tsx";
import { UrlTabs } from "../../../../components/admin/kit/url-tabs.tsx";
import { clientOptions, projectOptions } from "../../../../lib/admin/options.ts";
import type { Supabase } from "../../../../lib/admin/query.ts";
import { listPage, type Params } from "../../../../lib/admin/workspace/params.ts";

const VIEWS: { value: FinanceView; label: string }[] = [
  { value: "invoices", label: "Invoices" },
  { value: "expenses", label: "Expenses" },
  { value: "payments", label: "Payments" },
  { value: "recurring", label: "Recurring" },
  { value: "analytics", label: "Analytics" },
];
const FAILED = "Could not load the financial data. The error has been logged.";

/** The chosen sub-tab's content, and whether its read failed. */
async function viewContent(
  supabase: Supabase,
  params: Params,
  state: FinanceState,
): Promise<{ node: ReactNode; failed: boolean }> {
  switch (state.view) {
    case "invoices": {
      const list = INVOICE_LIST.parse(params);
      const [invoices, detail] = await Promise.all([
        readInvoicePage(supabase, list, null),
        state.invoice ? getInvoiceDetail(supabase, state.invoice) : null,
      ]);
      const draft = state.edit && detail?.data?.invoice.status === "draft" ? detail.data : null;
      return {
        failed: !invoices.ok || Boolean(detail?.failed),
        node: (
          <>
            <InvoiceList
              invoices={listPage(
                invoices,
                params,
                INVOICE_LIST.list,
                INVOICE_SORTS,
                list.sort,
                loadMoreInvoices,
              )}
              filtered={Boolean(state.q) || state.status !== "all"}
              openId={draft ? "" : state.invoice}
              detail={detail}
            />
            {draft ? <DraftInvoiceForm supabase={supabase} id={draft.invoice.id} /> : null}
          </>
        ),
      };
    }
    case "expenses": {
      const { sort } = EXPENSE_LIST.parse(params);
      const expenses = await readExpensePage(supabase, { sort }, null);
      if (!expenses.ok) return { failed: true, node: <ErrorState title={FAILED} /> };
      return {
        failed: false,
        node: (
          <ExpenseTable
            expenses={listPage(expenses, params, EXPENSE_LIST.list, EXPENSE_SORTS, sort, loadMoreExpenses)}
          />
        ),
      };
    }
    case "payments": {
      const { sort } = PAYMENT_LIST.parse(params);
      const payments = await readPaymentPage(supabase, { sort }, null);
      if (!payments.ok) return { failed: true, node: <ErrorState title={FAILED} /> };
      return {
        failed: false,
        node: (
          <PaymentTable
            payments={listPage(payments, params, PAYMENT_LIST.list, PAYMENT_SORTS, sort, loadMorePayments)}
          />
        ),
      };
    }
    case "recurring": {
      const [schedule, clients] = await Promise.all([getBillingSchedule(supabase), clientOptions(supabase)]);
      if (schedule.failed || clients.failed) return { failed: true, node: <ErrorState title={FAILED} /> };
      return { failed: false, node: <BillingSchedule schedule={schedule.data} clients={clients.data} /> };
    }
    case "analytics": {
      const [months, expenses] = await Promise.all([financeByMonth(supabase), listExpenses(supabase)]);
      if (months.failed || expenses.failed) return { failed: true, node: <ErrorState title={FAILED} /> };
      return {
        failed: false,
        node: (
          <FinanceAnalytics
            months={monthlyPoints(months.data)}
            categories={expensesByCategory(expenses.data)}
          />
        ),
      };
    }
  }
}

/**
 * The edit form of a draft, with the clients and projects to choose from. Keyed by the version its
 * values are of: after a refused save, Reload reads the newer version and the form opens anew with it.
 */
async function DraftInvoiceForm({ supabase, id }: { supabase: Supabase; id: string }) {
  const [clients, projects, read] = await Promise.all([
    clientOptions(supabase),
    projectOptions(supabase),
    getInvoiceDraft(supabase, id),
  ]);
  if (clients.failed || projects.failed || read.failed) return <ErrorState title={FAILED} />;
  const invoice = read.data;
  if (invoice?.status !== "draft") return null;
  return (
    <InvoiceForm
      key={invoice.version}
      clients={clients.data}
      projects={projects.data}
      draft={{
        id: invoice.id,
        invoiceNumber: invoice.invoice_number,
        version: invoice.version,
        values: {
          clientId: invoice.client_id,
          projectId: invoice.project_id ?? "",
          status: "draft",
          issueDate: invoice.issue_date,
          dueDate: invoice.due_date,
          description: invoice.description ?? "",
          notes: invoice.notes ?? "",
          taxRate: String(invoice.tax_rate),
          items: invoice.invoice_items.map((item) => ({
            description: item.description,
            quantity: String(item.quantity),
            unitPrice: String(item.unit_price),
          })),
        },
      }}
    />
  );
}

/** Finance: summary cards, the four sub-tabs, New Invoice and Add Expense, CSV exports. */
export default areaPage(financeArea, async (supabase, params, state) => {
  const [summary, content, clients, projects] = await Promise.all([
    financeSummary(supabase),
    viewContent(supabase, params, state),
    state.create === "invoice" ? clientOptions(supabase) : null,
    state.create ? projectOptions(supabase) : null,
  ]);
  const formFailed = Boolean(clients?.failed || projects?.failed);
  return (
    <>
      <LoadFailedToast name="adminFinanceFailed" failed={summary.failed || content.failed || formFailed} />
      {summary.failed ? <ErrorState title={FAILED} /> : <FinanceSummary summary={summary.data} />}
      <FinanceActionsBar />
      <UrlTabs
        param="view"
        label="Finance views"
        values={VIEWS}
        resets={["q", "status", "invoice", "sort"]}
        loading={financeArea.loading}
      >
        {content.node}
      </UrlTabs>
      {state.create === "invoice" && clients && !clients.failed && projects && !projects.failed ? (
        <InvoiceForm clients={clients.data} projects={projects.data} />
      ) : null}
      {state.create === "expense" && projects && !projects.failed ? (
        <ExpenseForm projects={projects.data} />
      ) : null}
    </>
  );
});
