import type { Metadata } from "next";
import { type PageIntro, pageIntros } from "@/lib/site-copy";
import { PageHeader } from "./page-header";

type IntroRoute = keyof typeof pageIntros;

export function introMetadata(route: IntroRoute): Metadata {
  const intro: PageIntro = pageIntros[route];
  return { title: intro.title, description: intro.description, alternates: { canonical: route } };
}

/** A route rendered from its intro copy alone. */
export function IntroPage({ route }: { route: IntroRoute }) {
  return <PageHeader {...pageIntros[route]} />;
}
