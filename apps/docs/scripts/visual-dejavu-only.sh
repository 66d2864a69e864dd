#!/usr/bin/env bash
# Runs the visual snapshots with every system font but DejaVu hidden from Chromium (a fontconfig file
# that lists only DejaVu's folder and keeps the system's rendering rules): proves the references depend
# on the npm-shipped font alone, not on fonts-noto-cjk or whatever else a machine has.
set -euo pipefail
cd "$(dirname "$0")/.."
dejavu=$(dirname "$(fc-match -f '%{file}' 'DejaVu Sans')")
conf_dir=$(mktemp -d)
trap 'rm -rf "$conf_dir"' EXIT
cat >"$conf_dir/fonts.conf" <<XML
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$dejavu</dir>
  <cachedir>$conf_dir/cache</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
XML
echo "visual-dejavu-only: fonts Chromium can see: $(FONTCONFIG_FILE="$conf_dir/fonts.conf" fc-list : family | sort -u | paste -sd' ')"
# The default reporter only: the JSON report of the full run (reports/vitest.json) stays the one counted.
FONTCONFIG_FILE="$conf_dir/fonts.conf" pnpm exec vitest run visual --reporter=default "$@"
