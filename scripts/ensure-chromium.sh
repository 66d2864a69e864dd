#!/usr/bin/env bash
# Installs what npm cannot bring for the browser tests: Debian's Chromium (Playwright and Storybook drive it
# at /usr/bin/chromium; no browser is ever downloaded) and the Noto CJK fonts (without them Chinese renders
# as empty boxes and visual snapshots change). Does nothing when both are already present.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -eq 0 ]; then
  echo "ensure-chromium: chromium and fonts-noto-cjk already installed"
  exit 0
fi

echo "ensure-chromium: installing ${missing[*]} from Debian's packages (needs root)"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/chromium --version
