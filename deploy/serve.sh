#!/bin/sh
# Starts one instance of the site from the standalone build. The container's command (Dockerfile) and
# the cluster test (tests/cluster) both run this script, so what is tested is what is deployed.
# It lives in the standalone folder (copied there by deploy/standalone.ts after `next build`); `npm start`
# runs it too, with `--port N` and `--hostname H` taken as `next start` takes them.
set -eu
while [ $# -gt 0 ]; do
  case "$1" in
    -p | --port) PORT="$2"; shift 2 ;;
    -H | --hostname) LISTEN_HOST="$2"; shift 2 ;;
    *) echo "deploy/serve.sh: unknown argument $1 (it takes --port and --hostname)" >&2; exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
export NODE_ENV=production
export NEXT_TELEMETRY_DISABLED=1
export PORT="${PORT:-3000}"
# Idle connections from the load balancer stay open longer than it keeps them (its keepalive_timeout,
# deploy/nginx.conf.template), so it never reuses one the server has just closed.
export KEEP_ALIVE_TIMEOUT="${KEEP_ALIVE_TIMEOUT:-65000}"
# Next's server listens on HOSTNAME, which container engines set to the container's name: the address
# to listen on is LISTEN_HOST instead (all interfaces by default).
export HOSTNAME="${LISTEN_HOST:-0.0.0.0}"
exec node server.js
