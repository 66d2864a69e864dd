#!/usr/bin/env bash
# Makes Debian's HAProxy available for the reference topology (`pnpm cluster`, the cluster e2e walk and
# benches): installs the `haproxy` package if absent. The package's own service is not used — the cluster
# script runs haproxy in the foreground with its own configuration. Prints the binary's path.
set -euo pipefail

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive

if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  echo "ensure-haproxy: installing haproxy from Debian's packages" >&2
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq haproxy >/dev/null
  # The package starts its default service; the cluster runs its own instance instead.
  "${sudo_cmd[@]}" service haproxy stop >/dev/null 2>&1 || true
fi
command -v haproxy 2>/dev/null || echo /usr/sbin/haproxy
