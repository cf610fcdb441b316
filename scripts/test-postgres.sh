#!/usr/bin/env bash
# Start a throw-away PostgreSQL server on loopback and print its URL. Used by .ci/run and by
# developers who want to run the integration suite on PostgreSQL:
#   export TEST_DATABASE_URL=$(scripts/test-postgres.sh start) && npm run test:int
#   scripts/test-postgres.sh stop
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDIR="${PGDIR:-/tmp/site-test-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-start}" in
  start)
    if [ ! -f "$PGDIR/PG_VERSION" ]; then
      mkdir -p "$PGDIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDIR"
      run "$BIN/initdb -D $PGDIR -U postgres --auth=trust -E UTF8 >/dev/null"
    fi
    if ! run "$BIN/pg_ctl -D $PGDIR status >/dev/null 2>&1"; then
      run "$BIN/pg_ctl -D $PGDIR -l $PGDIR/server.log -w -o \"-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start >/dev/null"
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    run "$BIN/pg_ctl -D $PGDIR -m fast stop >/dev/null" || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
