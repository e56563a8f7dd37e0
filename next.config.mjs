import { fileURLToPath } from "node:url";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { distDir } from "./lib/cache-csp/prerendered-pages.mjs";
import { fixedSecurityHeaders } from "./lib/cache-csp/security-headers.mjs";
import { missingSiteUrlWarning, resolveSiteUrl } from "./lib/runtime/site-url.mjs";

// The bundles get NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY from the environment:
// a hosted project's, or the local stack's, which `npm run build` puts there (local/supabase/with-keys.ts).

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir,
  // A self-contained server (`node .next/standalone/server.js`) for containers and the cluster test; see
  // deploy/standalone.ts, which adds the static files and the start script.
  output: "standalone",
  allowedDevOrigins: ["127.0.0.1"],
  // Next's own file-system cache, which also stores each prerendered page's Content-Security-Policy
  // (the hashes of its inline scripts) beside its HTML.
  cacheHandler: fileURLToPath(new URL("./lib/cache-csp/csp-cache-handler.mjs", import.meta.url)),
  turbopack: {
    rules: {
      // zod's locales index, English only (lib/build/zod-english-locale.cjs).
      "*.js": {
        condition: { path: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ },
        loaders: [fileURLToPath(new URL("./lib/build/zod-english-locale.cjs", import.meta.url))],
      },
    },
  },
  // Types are checked once, by `npm run typecheck` (tsc over the whole repo, tests included), before the build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // The site and the dashboard have a root layout each: app/global-not-found.tsx is the 404 of an address
    // no route has, rendered on the server with its copy (a page's notFound() is rendered in the browser).
    globalNotFound: true,
    optimizePackageImports: ["@chakra-ui/react", "lucide-react"],
    // Turbopack keeps its work on disk so the next build or dev start is quicker. A throwaway checkout
    // (npm test on a fresh clone) never reads it back: there, writing it cost 35 s per build.
    turbopackFileSystemCacheForDev: process.env.NEXT_FS_CACHE !== "0",
    turbopackFileSystemCacheForBuild: process.env.NEXT_FS_CACHE !== "0",
    // A page regenerated after a publish is written back into the build folder, where every server started
    // from that build reads it. Servers that share one build but not one dataset (the e2e suite's site and
    // its Studio-editing twin) keep their regenerated pages to themselves.
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== "0",
  },
};

/** A production build says when no variable names the site's public origin (and fails on a malformed one). */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && resolveSiteUrl(process.env).from === null) {
    console.warn(`\n⚠ ${missingSiteUrlWarning()}\n`);
  }
  // Every response; the pages' Content-Security-Policy comes with their cache entry or from proxy.ts.
  const production = phase !== PHASE_DEVELOPMENT_SERVER;
  return {
    ...nextConfig,
    headers: async () => [{ source: "/:path*", headers: fixedSecurityHeaders({ production }) }],
  };
}
