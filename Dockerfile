# syntax=docker/dockerfile:1
# The site as one container: Node 24, the standalone server and its static files only, run as the
# unprivileged `node` user by deploy/serve.sh, the same script the cluster test (tests/cluster) runs.
# Build: docker build --build-arg SITE_URL=https://www.example.com \
#          --build-arg NEXT_PUBLIC_SUPABASE_URL=... --build-arg NEXT_PUBLIC_SUPABASE_ANON_KEY=... \
#          --build-arg NEXT_PUBLIC_SANITY_PROJECT_ID=... --build-arg NEXT_PUBLIC_SANITY_DATASET=... \
#          --build-arg NEXT_DEPLOYMENT_ID=$(git rev-parse --short HEAD) \
#          --secret id=actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY -t cardinal .
# Compose runs two of them behind nginx with Redis (compose.yaml; docs/deploy.md).

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The sources are not here yet: `prepare` (Panda's codegen) runs with the build below.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# Inlined into the browser bundles, so they are build arguments; the rest is read at run time.
ARG SITE_URL
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET
# Every instance of one release must share it (and the encryption key below) for server actions and
# client navigations to work whichever instance answers.
ARG NEXT_DEPLOYMENT_ID
RUN --mount=type=secret,id=actions_key \
    if [ -f /run/secrets/actions_key ]; then export NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(cat /run/secrets/actions_key)"; fi; \
    npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The standalone folder holds server.js, its node_modules, .next (with static/) and deploy/serve.sh.
# Owned by `node`: without REDIS_URL, Next writes regenerated pages into .next.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["deploy/serve.sh"]
