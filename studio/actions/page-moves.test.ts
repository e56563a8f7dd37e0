import { describe, expect, it } from "vitest";
import {
  deleteMutations,
  type Mutation,
  publishMutations,
  redirectsTo,
  repointProblem,
  unpublishMutations,
} from "./page-moves.ts";

type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** The documents after one transaction of raw mutations, as the lake applies them. */
function apply(documents: Doc[], mutations: Mutation[]): Doc[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  for (const mutation of mutations) {
    if ("createOrReplace" in mutation) byId.set(mutation.createOrReplace._id, mutation.createOrReplace);
    else if ("createIfNotExists" in mutation) {
      if (!byId.has(mutation.createIfNotExists._id))
        byId.set(mutation.createIfNotExists._id, mutation.createIfNotExists);
    } else if ("delete" in mutation) byId.delete(mutation.delete.id);
    else {
      const doc = byId.get(mutation.patch.id);
      if (!doc) throw new Error(`patch of missing ${mutation.patch.id}`);
      byId.set(doc._id, { ...doc, ...mutation.patch.set });
    }
  }
  return [...byId.values()];
}

const redirects = (documents: Doc[]) =>
  documents
    .filter((doc) => doc._type === "redirect")
    .map(({ _id, from, to }) => ({ _id, from: String(from), to: String(to) }));

const study = (slug: string, id = "caseStudy-a"): Doc => ({
  _id: id,
  _type: "caseStudy",
  _rev: "r1",
  slug,
  title: "A",
});

describe("publishing a page under a new URL segment", () => {
  it("leaves a translation's redirect in its own language", () => {
    const published = study("portal-viejo", "caseStudy-a__i18n_es");
    const draft = { ...study("portal-nuevo", "drafts.caseStudy-a__i18n_es"), _rev: "r2" };
    const after = apply([published, draft], publishMutations(draft, published, []));
    expect(redirects(after)).toEqual([
      {
        _id: "redirect-es-portafolio-portal-viejo",
        from: "/es/portafolio/portal-viejo",
        to: "/es/portafolio/portal-nuevo",
      },
    ]);
  });

  it("writes the page and its redirect in one transaction, with the draft's revision as the condition", () => {
    const published = study("old");
    const draft = { ...study("new"), _id: "drafts.caseStudy-a", _rev: "r2" };
    const mutations = publishMutations(draft, published, []);
    expect(mutations[0]).toEqual({ patch: { id: "drafts.caseStudy-a", ifRevisionID: "r2", set: {} } });
    const after = apply([published, draft], mutations);
    expect(after.find((doc) => doc._id === "caseStudy-a")).toMatchObject({ slug: "new" });
    expect(after.some((doc) => doc._id === "drafts.caseStudy-a")).toBe(false);
    expect(redirects(after)).toEqual([
      { _id: "redirect-insights-old", from: "/insights/old", to: "/insights/new" },
    ]);
  });

  it("renaming back removes the redirect from the address the page returns to: no loop", () => {
    let documents: Doc[] = [study("old")];
    const rename = (slug: string) => {
      const published = documents.find((doc) => doc._id === "caseStudy-a") as Doc;
      const draft = { ...published, _id: "drafts.caseStudy-a", slug };
      documents = apply([...documents, draft], publishMutations(draft, published, redirects(documents)));
    };
    rename("new");
    rename("old");
    expect(redirects(documents)).toEqual([
      { _id: "redirect-insights-new", from: "/insights/new", to: "/insights/old" },
    ]);
    rename("newer");
    // Both earlier addresses lead straight to the page: no chain.
    expect(
      redirects(documents)
        .map(({ from, to }) => `${from} → ${to}`)
        .sort(),
    ).toEqual(["/insights/new → /insights/newer", "/insights/old → /insights/newer"]);
  });

  it("a publish that keeps the address writes the page alone", () => {
    const draft = { ...study("same"), _id: "drafts.caseStudy-a", title: "B" };
    expect(publishMutations(draft, study("same"), [])).toHaveLength(3);
  });
});

describe("unpublishing or deleting a page that redirects lead to", () => {
  const stored = [
    { _id: "redirect-a", from: "/old-offer", to: "/insights/a" },
    { _id: "redirect-b", from: "/spring", to: "/insights/a/?utm=x" },
    { _id: "redirect-c", from: "/x", to: "/insights/ab" },
  ];

  it("finds the redirects that lead to its address", () => {
    expect(redirectsTo("/insights/a", stored).map((redirect) => redirect._id)).toEqual([
      "redirect-a",
      "redirect-b",
    ]);
  });

  it("keeps the content as a draft and repoints or removes the redirects", () => {
    const published = study("a");
    const incoming = redirectsTo("/insights/a", stored);
    const docs = [published, ...stored.map((redirect) => ({ ...redirect, _type: "redirect" }))];
    const repointed = apply(
      docs,
      unpublishMutations(published, false, incoming, { mode: "repoint", to: "/insights" }),
    );
    expect(repointed.find((doc) => doc._id === "caseStudy-a")).toBeUndefined();
    expect(repointed.find((doc) => doc._id === "drafts.caseStudy-a")).toMatchObject({
      slug: "a",
      title: "A",
    });
    expect(redirects(repointed).map((redirect) => redirect.to)).toEqual([
      "/insights",
      "/insights",
      "/insights/ab",
    ]);

    const removed = apply(docs, deleteMutations("drafts.caseStudy-a", incoming, { mode: "remove" }));
    expect(removed.map((doc) => doc._id)).toEqual(["redirect-c"]);
  });

  it("an existing draft is kept as it is", () => {
    const mutations = unpublishMutations(study("a"), true, [], { mode: "remove" });
    expect(mutations).toEqual([{ delete: { id: "caseStudy-a" } }]);
  });

  it("refuses to repoint to the address that goes, or to somewhere that is not a path here", () => {
    expect(repointProblem("/insights/a/", "/insights/a")).toBe("That is the address that is going away.");
    expect(repointProblem("https://example.com", "/insights/a")).toBe(
      "A path on this site, starting with /.",
    );
    expect(repointProblem("//evil.example", "/insights/a")).not.toBeNull();
    expect(repointProblem("/insights", "/insights/a")).toBeNull();
  });
});
