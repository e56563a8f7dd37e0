// Keyset paging (lib/admin/list-query.ts) against the real stack: page after page in every sort of
// every admin list yields each row once, in the order of one query over all of them.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_SORTS, parseClientsState } from "../../components/admin/clients/params.ts";
import { readClientPage } from "../../components/admin/clients/queries.ts";
import {
  EXPENSE_SORTS,
  INVOICE_SORTS,
  PAYMENT_SORTS,
  parseInvoiceList,
} from "../../components/admin/finance/params.ts";
import { readExpensePage, readInvoicePage, readPaymentPage } from "../../components/admin/finance/queries.ts";
import { parseHostingState, SERVER_SORTS } from "../../components/admin/hosting/params.ts";
import { readServerPage } from "../../components/admin/hosting/queries.ts";
import { INBOX_SORTS, parseInboxFilters } from "../../components/admin/inbox/params.ts";
import { readInboxPage } from "../../components/admin/inbox/queries.ts";
import { PROJECT_SORTS, parseProjectsState } from "../../components/admin/projects/params.ts";
import { readProjectPage } from "../../components/admin/projects/queries.ts";
import { parseServicesState, SERVICE_SORTS } from "../../components/admin/services/params.ts";
import { readServicePage } from "../../components/admin/services/queries.ts";
import { parseTeamState, TEAM_SORTS } from "../../components/admin/team/params.ts";
import { readTeamPage } from "../../components/admin/team/queries.ts";
import { type Cursor, defineSorts, type Sort, type SortSpec } from "../../lib/admin/list-query.ts";
import { type Page, readPage } from "../../lib/admin/query.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedAdmin, createTestEnv, STACK_TIMEOUT, type TestEnv } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  admin = (await confirmedAdmin(stack)).client;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

type Reader = (sort: Sort, cursor: Cursor | null) => Promise<Page<{ id: string }>>;

interface List {
  view: string;
  spec: SortSpec;
  read: Reader;
}

const none = new URLSearchParams();
// Each list as its page reads it, with no filter, in the sort given.
const LISTS: Record<string, List> = {
  invoices: {
    view: "invoices_overview",
    spec: INVOICE_SORTS,
    read: (sort, cursor) => readInvoicePage(admin, { ...parseInvoiceList(none), sort } as never, cursor),
  },
  expenses: {
    view: "expenses_overview",
    spec: EXPENSE_SORTS,
    read: (sort, cursor) => readExpensePage(admin, { sort } as never, cursor),
  },
  payments: {
    view: "payments_overview",
    spec: PAYMENT_SORTS,
    read: (sort, cursor) => readPaymentPage(admin, { sort } as never, cursor),
  },
  projects: {
    view: "projects_overview",
    spec: PROJECT_SORTS,
    read: (sort, cursor) => readProjectPage(admin, { ...parseProjectsState(none), sort } as never, cursor),
  },
  clients: {
    view: "clients_overview",
    spec: CLIENT_SORTS,
    read: (sort, cursor) => readClientPage(admin, { ...parseClientsState(none, []), sort } as never, cursor),
  },
  team: {
    view: "team_overview",
    spec: TEAM_SORTS,
    read: (sort, cursor) => readTeamPage(admin, { ...parseTeamState(none), sort } as never, cursor),
  },
  servers: {
    view: "servers_overview",
    spec: SERVER_SORTS,
    read: (sort, cursor) => readServerPage(admin, { ...parseHostingState(none), sort } as never, cursor),
  },
  services: {
    view: "services_overview",
    spec: SERVICE_SORTS,
    read: (sort, cursor) => readServicePage(admin, { ...parseServicesState(none), sort } as never, cursor),
  },
  inbox: {
    view: "lead_inbox",
    spec: INBOX_SORTS,
    read: (sort, cursor) => readInboxPage(admin, { ...parseInboxFilters(none), sort } as never, cursor),
  },
};

/** Every page from the first to the last, as "Load more" asks for them (bounded: a loop is a failure). */
async function pageThrough(read: Reader, sort: Sort): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: Cursor | null = null;
  for (let pages = 1; pages <= 100; pages++) {
    const page: Page<{ id: string }> = await read(sort, cursor);
    if (!page.ok) throw new Error(`page ${pages} failed`);
    ids.push(...page.rows.map((row) => row.id));
    if (!page.next) return { ids, pages };
    cursor = JSON.parse(JSON.stringify(page.next)) as Cursor;
  }
  throw new Error("more than 100 pages");
}

/** The same rows in one ordered query: the order the pages must add up to. */
async function allAtOnce(view: string, column: string, sort: Sort): Promise<string[]> {
  const ascending = sort.direction === "asc";
  const { data, error } = await admin
    .from(view)
    .select("id")
    .order(column, { ascending, nullsFirst: false })
    .order("id", { ascending });
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => row.id as string);
}

describe("keyset paging over every admin list", { timeout: 60_000 }, () => {
  for (const [name, list] of Object.entries(LISTS)) {
    it(`${name}: every sort, both ways, each row once in order`, async () => {
      let multiPage = 0;
      for (const [key, column] of Object.entries(list.spec.columns)) {
        for (const direction of ["asc", "desc"] as const) {
          const sort = { key, direction };
          const paged = await pageThrough(list.read, sort);
          const expected = await allAtOnce(list.view, column.column, sort);
          expect(paged.ids, `${name} by ${key} ${direction}`).toEqual(expected);
          expect(new Set(paged.ids).size).toBe(paged.ids.length);
          if (paged.pages > 1) multiPage++;
        }
      }
      // The sample data fills more than one page of the long lists.
      if (["invoices", "expenses", "payments", "projects"].includes(name))
        expect(multiPage).toBeGreaterThan(0);
    });
  }

  it("goes on through a column's nulls, and over text that needs quoting", async () => {
    // Pending expenses have no approval date: small pages cross from the values into the null tail.
    const NULLS = defineSorts(
      { approved: { column: "approved_date", kind: "day", label: "Approved" } },
      { key: "approved", direction: "desc" },
    );
    const { data: nulls } = await admin.from("expenses_overview").select("id").is("approved_date", null);
    expect(nulls?.length).toBeGreaterThan(0);
    for (const direction of ["asc", "desc"] as const) {
      const sort = { key: "approved" as const, direction };
      const read: Reader = (s, cursor) =>
        readPage("expenses", admin.from("expenses_overview").select("*"), NULLS, s as never, cursor, 4);
      const paged = await pageThrough(read, sort);
      expect(paged.ids).toEqual(await allAtOnce("expenses_overview", "approved_date", sort));
    }

    // A name with a comma, brackets, quotes and a backslash stays one value in the filter.
    const company = `Paging, "Quoted" (Test) \\ Co ${Date.now()}`;
    const names = [company, `${company} B`, `${company} C`];
    const { error } = await admin.from("clients").insert(
      names.map((c, i) => ({
        name: `Contact ${i}`,
        company: c,
        industry: "Testing",
        email: `paging${i}-${Date.now()}@example.com`,
      })),
    );
    expect(error).toBeNull();
    const read: Reader = (s, cursor) =>
      readPage("clients", admin.from("clients_overview").select("*"), CLIENT_SORTS, s as never, cursor, 1);
    const sort = { key: "company", direction: "asc" } as const;
    const paged = await pageThrough(read, sort);
    expect(paged.ids).toEqual(await allAtOnce("clients_overview", "company", sort));
  });
});
