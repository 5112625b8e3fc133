#!/bin/sh
# Packs @portal/simulator and runs the tarball's bin with npx from an empty temporary directory, as someone
# outside this repo would (`npx @portal/simulator --port <port>`), then asks it for the system status on
# loopback and stops it. Needs the npm registry (npx installs hono and the other dependencies).
#   sh scripts/packages/try-simulator-tarball.sh [port]
set -eu
port="${1:-18473}"
work="$(mktemp -d)"
trap 'kill -- "-$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
npx -y pnpm@12.21.0 --filter @portal/simulator run build >/dev/null
(cd packages/simulator && npx -y pnpm@12.21.0 pack --pack-destination "$work" >/dev/null)
cd "$work"
# setsid: the server (npx, its shell, node) gets a process group of its own, stopped as a whole on exit; `set -m`
# would do it only where the shell has a terminal.
setsid npx -y --package="$work/portal-simulator-0.1.0.tgz" portal-simulator --port "$port" >"$work/out.log" 2>&1 &
pid=$!
for _ in $(seq 1 60); do grep -q listening "$work/out.log" && break; sleep 1; done
grep listening "$work/out.log"
curl -sf "http://127.0.0.1:$port/wps/system/status" | head -c 120
echo
