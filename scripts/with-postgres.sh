#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server on 127.0.0.1, with DATABASE_URL set,
# then stops the server and removes its files. Usage: scripts/with-postgres.sh npm run test:unit
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $PG_BIN (apt-get install -y postgresql-15)" >&2
  exit 1
fi
PORT=${PG_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
DIR=$(mktemp -d /tmp/soundsleeve-pg.XXXXXX)
chmod 755 "$DIR"

as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi
}
[ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"

cleanup() {
  as_postgres "'$PG_BIN/pg_ctl' -D '$DIR/data' -m immediate -w stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_postgres "'$PG_BIN/initdb' -D '$DIR/data' -U postgres -A trust -E UTF8 --no-sync" >/dev/null
as_postgres "'$PG_BIN/pg_ctl' -D '$DIR/data' -l '$DIR/log' -w -o \"-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories='$DIR' -c max_connections=200 -c fsync=off\" start" >/dev/null
echo "PostgreSQL 15 is running on 127.0.0.1:$PORT"

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
