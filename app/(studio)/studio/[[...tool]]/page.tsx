import { connection } from "next/server";
import { NextStudio } from "next-sanity/studio";
import { currentContentEnv, resolveContentSource } from "@/lib/sanity/env";
import config from "@/studio/sanity.config";
import { LocalStudio } from "./local-studio";
import { StudioSetup } from "./studio-setup";

export default async function StudioPage() {
  // The Studio only needs a project; CONTENT_SOURCE=local-seed keeps the site on the seed meanwhile.
  const source = resolveContentSource({ ...currentContentEnv(), CONTENT_SOURCE: undefined });
  if (source.mode === "sanity") return <NextStudio config={config} />;
  // The local lake's address is known when the server starts, not when it is built.
  await connection();
  if (!source.lake) return <StudioSetup reason={source.reason} />;
  return <LocalStudio url={source.lake.url} token={source.lake.token} />;
}
