import { NextStudio } from "next-sanity/studio";
import { currentContentEnv, resolveContentSource } from "@/lib/sanity/env";
import config from "@/studio/sanity.config";
import { StudioSetup } from "./studio-setup";

export default function StudioPage() {
  // The Studio only needs a project; CONTENT_SOURCE=local-seed keeps the site on the seed meanwhile.
  const source = resolveContentSource({ ...currentContentEnv(), CONTENT_SOURCE: undefined });
  if (source.mode !== "sanity") return <StudioSetup reason={source.reason} />;
  return <NextStudio config={config} />;
}
