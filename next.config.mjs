/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  allowedDevOrigins: ["127.0.0.1"],
  images: { remotePatterns: [{ protocol: "https", hostname: "cdn.sanity.io" }] },
  // Types are checked once, by `npm run typecheck` (tsc over the whole repo, tests included), before the build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    optimizePackageImports: ["@chakra-ui/react", "lucide-react"],
  },
};

export default nextConfig;
