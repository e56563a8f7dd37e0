import ipaddr from "ipaddr.js";
import { headers } from "next/headers";
import { NextStudio } from "next-sanity/studio/client-component";
import { preloadModule } from "react-dom";
import { requestNonce } from "../../../../lib/cache-csp/nonce.ts";
import { clientAddress } from "../../../../lib/runtime/client-address.ts";
import { addressedLocally } from "../../../../lib/runtime/local-site.ts";
import { studioContentSource } from "../../../../lib/sanity/env.ts";
import config from "../../../../studio/sanity.config.ts";
import { LocalOnly } from "./local-only.tsx";
import { LocalStudio } from "./local-studio.tsx";
import { StudioSetup } from "./studio-setup.tsx";

/** The visitor's browser runs on this machine: its trusted address is a loopback one. */
function onThisMachine(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";
}

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
  // Read per request: the local lake's address is known when the server starts, not when it is built, and
  // who is asking decides what they get. The lake's write token never reaches a browser on another machine,
  // nor a page of another site on this one that rebound its name to 127.0.0.1 (its Host names that site).
  const requestHeaders = await headers();
  const address = clientAddress(requestHeaders);
  if (!source.lake) return <StudioSetup reason={source.reason} />;
  if (!onThisMachine(address) || !addressedLocally(requestHeaders, process.env)) return <LocalOnly />;
  return <LocalStudio url={source.lake.url} token={source.lake.token} />;
}
