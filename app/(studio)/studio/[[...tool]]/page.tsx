import { connection } from "next/server";
import { NextStudio } from "next-sanity/studio/client-component";
import { preloadModule } from "react-dom";
import { requestNonce } from "@/lib/nonce";
import { studioContentSource } from "@/lib/sanity/env";
import config from "@/studio/sanity.config";
import { LocalStudio } from "./local-studio";
import { StudioSetup } from "./studio-setup";

/** Sanity's bridge to its dashboard, which next-sanity's own NextStudio loads without a way to pass a nonce. */
const SANITY_BRIDGE_SCRIPT = "https://core.sanity-cdn.com/bridge.js";

export default async function StudioPage() {
  // The Studio only needs a project; CONTENT_SOURCE=local-seed keeps the site on the seed meanwhile.
  const source = studioContentSource();
  if (source.mode === "sanity") {
    const nonce = await requestNonce();
    preloadModule(SANITY_BRIDGE_SCRIPT, { as: "script", nonce });
    return (
      <>
        <script src={SANITY_BRIDGE_SCRIPT} async type="module" data-sanity-core nonce={nonce} />
        <NextStudio config={config} />
      </>
    );
  }
  // The local lake's address is known when the server starts, not when it is built.
  await connection();
  if (!source.lake) return <StudioSetup reason={source.reason} />;
  return <LocalStudio url={source.lake.url} token={source.lake.token} />;
}
