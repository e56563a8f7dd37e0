// Pages an editor makes in the Studio, for the benchmark: a campaign landing page composed of blocks and a
// new case study, published through the local Content Lake's own mutate API (the one the Studio calls),
// measured beside the fixed routes, then deleted.

import { caseStudyPath } from "../../lib/runtime/routes.ts";
import { LOCAL_LAKE_DATASET, SANITY_API_VERSION } from "../../lib/sanity/env.ts";
import { lakeDataDir, lakePort, lakeSecret } from "../../local/lake/lake.ts";

const READY_TIMEOUT_MS = 60_000;

const heading = (title, text) => ({ _type: "sectionHeading", title, text });
const cta = (label, href) => ({ _type: "cta", label, href });

/** A campaign page as an editor composes it: hero, cards, figures, questions and answers, closing banner. */
function landingPage(stamp, hero) {
  const title = `Data platform sprint ${stamp}`;
  const blocks = [
    // The home page's hero artwork and figures, with the campaign's own words. (Its "Learn more" would
    // point at another page here, which Lighthouse's SEO audit marks as a link without descriptive text.)
    {
      _type: "homeHero",
      ...hero,
      title,
      subtitle: "Four weeks from scattered data to a tested pipeline and the dashboard your team asks for.",
      primary: cta("Book a sprint", "/contact"),
      secondary: cta("See our data services", "/services"),
    },
    {
      _type: "cardsBlock",
      heading: heading("What the sprint delivers", "Three outcomes in four weeks."),
      cards: [
        {
          _key: "plan",
          _type: "iconCard",
          icon: "rocket",
          title: "A delivery plan",
          description: "Scope, milestones, risks.",
        },
        {
          _key: "pipe",
          _type: "iconCard",
          icon: "database",
          title: "A first pipeline",
          description: "Live data, tested.",
        },
        {
          _key: "dash",
          _type: "iconCard",
          icon: "layout-dashboard",
          title: "A dashboard",
          description: "The figures your team asks for.",
        },
      ],
    },
    {
      _type: "statsBlock",
      heading: heading("The sprint in figures"),
      stats: [
        { _key: "weeks", _type: "stat", value: "4", label: "Weeks" },
        { _key: "team", _type: "stat", value: "3", label: "Engineers" },
      ],
    },
    {
      _type: "textBlock",
      label: "Questions and answers",
      sections: [
        {
          _key: "who",
          _type: "textSection",
          title: "Who is it for?",
          text: "Teams with data in several systems and no one view of it.",
        },
        {
          _key: "when",
          _type: "textSection",
          title: "When can we start?",
          text: "Within two weeks of the first call.",
        },
      ],
    },
    {
      _type: "banner",
      title: "Book a sprint",
      text: "Tell us about your data; we answer within one working day.",
      primary: cta("Book now", "/contact"),
      secondary: cta("See services", "/services"),
    },
  ].map((block, index) => ({ _key: `b${index}`, ...block }));
  return {
    _id: `landing-bench-${stamp}`,
    _type: "landingPage",
    title,
    slug: `data-platform-sprint-${stamp}`,
    seo: {
      _type: "seo",
      title: `${title} | Cardinal Consulting`,
      description:
        "Four weeks from scattered data to a tested pipeline and the dashboard your team asks for.",
    },
    blocks,
  };
}

/**
 * Publishes a landing page and a case study in the lake the site at `origin` reads, waits until each
 * answers 200 with its own heading, and returns their paths and how to delete them. Null when the site
 * reads a hosted Sanity project, where a benchmark does not publish.
 * @param {string} origin
 */
export async function publishStudioPages(origin, env = process.env) {
  if (env.NEXT_PUBLIC_SANITY_PROJECT_ID) return null;
  const api = `http://127.0.0.1:${lakePort(env)}/v${SANITY_API_VERSION}/data`;
  const headers = {
    Authorization: `Bearer ${lakeSecret(lakeDataDir(env), "editor-token")}`,
    "content-type": "application/json",
  };
  const lake = async (path, init) => {
    const response = await fetch(`${api}/${path}/${LOCAL_LAKE_DATASET}${init?.suffix ?? ""}`, {
      headers,
      ...init,
    });
    if (!response.ok)
      throw new Error(`the lake answered ${response.status} to ${path}: ${await response.text()}`);
    return response.json();
  };
  const documentById = async (id) => (await lake("doc", { suffix: `/${id}` })).documents[0];
  const mutate = (mutations) => lake("mutate", { method: "POST", body: JSON.stringify({ mutations }) });

  const stamp = Date.now();
  const home = await documentById("homePage");
  const { _rev, _createdAt, _updatedAt, ...study } = await documentById("caseStudy-healthcare-portal");
  const landing = landingPage(stamp, home.hero);
  const caseStudy = {
    ...study,
    _id: `caseStudy-bench-${stamp}`,
    slug: `energy-trading-dashboard-${stamp}`,
    title: `Energy Trading Dashboard ${stamp}`,
  };
  const pages = [
    { path: `/${landing.slug}`, heading: landing.title },
    { path: caseStudyPath(caseStudy.slug), heading: caseStudy.title },
  ];
  const remove = () => mutate([landing, caseStudy].map(({ _id }) => ({ delete: { id: _id } })));
  await mutate([{ create: landing }, { create: caseStudy }]);
  try {
    for (const page of pages) await untilServed(origin + page.path, page.heading);
  } catch (error) {
    await remove();
    throw error;
  }
  return { paths: pages.map((page) => page.path), remove };
}

/** Polls until the page answers 200 with its heading (proxy.ts learns new slugs within seconds). */
async function untilServed(url, heading) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => null);
    const html = response ? await response.text() : "";
    if (response?.status === 200 && html.includes(heading)) return;
    last = response ? `${response.status}` : "no answer";
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `${url} did not answer with its heading within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`,
  );
}
