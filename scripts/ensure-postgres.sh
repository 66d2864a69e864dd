#!/usr/bin/env bash
# Makes a real PostgreSQL server available for the server test suite: installs Debian's `postgresql` if
# absent, starts the cluster, and creates the `eldercare` role and database (idempotent). Prints the URL to
# use as DATABASE_URL on its last line.
set -euo pipefail

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "ensure-postgres: installing postgresql from Debian's packages" >&2
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq postgresql >/dev/null
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  "${sudo_cmd[@]}" pg_createcluster "$version" main >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  echo "ensure-postgres: starting PostgreSQL $version" >&2
  "${sudo_cmd[@]}" pg_ctlcluster "$version" main start
fi

port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
as_postgres() { "${sudo_cmd[@]}" su postgres -c "$1"; }
as_postgres "psql -p $port -tAc \"select 1 from pg_roles where rolname = 'eldercare'\"" | grep -q 1 ||
  as_postgres "psql -p $port -qc \"create role eldercare login createdb password 'eldercare'\""
as_postgres "psql -p $port -tAc \"select 1 from pg_database where datname = 'eldercare'\"" | grep -q 1 ||
  as_postgres "createdb -p $port -O eldercare eldercare"

echo "postgres://eldercare:eldercare@127.0.0.1:${port}/eldercare"
