# Sourced by .ci/run (and by hand: `. .ci/postgres.sh`): a throwaway PostgreSQL cluster for the
# enquiry store's tests. Installs Debian's `postgresql` when missing, starts a cluster owned by
# the postgres user with its socket and data under /tmp (trust auth, no TCP port to collide
# with), and exports TEST_DATABASE_URL. The tests use only that variable; DATABASE_URL stays
# unset, so the servers of the end-to-end suite keep SQLite. The cluster stops when the shell
# that sourced this exits.
harmoni_pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$harmoni_pg_bin" ]; then
  echo "Installing Debian's postgresql for the enquiry store's tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql
  harmoni_pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
harmoni_pg_dir=$(mktemp -d /tmp/harmoni-pg.XXXXXX)
harmoni_pg_as() {
  # initdb and postgres refuse to run as root
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres "$harmoni_pg_dir"; fi
harmoni_pg_as "$harmoni_pg_bin/initdb" -D "$harmoni_pg_dir/data" -U postgres -A trust \
  --no-sync >"$harmoni_pg_dir/initdb.log"
# listen_addresses='' : unix socket only; fsync off: a test cluster need not survive a crash
harmoni_pg_as "$harmoni_pg_bin/pg_ctl" -D "$harmoni_pg_dir/data" -l "$harmoni_pg_dir/server.log" \
  -o "-c listen_addresses='' -k $harmoni_pg_dir -c fsync=off" -w start >/dev/null
harmoni_pg_as "$harmoni_pg_bin/createdb" -h "$harmoni_pg_dir" -U postgres harmoni_test
export TEST_DATABASE_URL="postgres://postgres@localhost/harmoni_test?host=$harmoni_pg_dir"
harmoni_pg_stop() {
  harmoni_pg_as "$harmoni_pg_bin/pg_ctl" -D "$harmoni_pg_dir/data" -m fast stop >/dev/null 2>&1
  rm -rf "$harmoni_pg_dir"
}
trap harmoni_pg_stop EXIT
echo "PostgreSQL for tests: $TEST_DATABASE_URL"
