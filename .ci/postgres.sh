#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the API's test suite and exports TEST_DATABASE_URL, so that
# `npx jest --selectProjects 'api (PostgreSQL)'` (and `npm test`) also run the API tests on it.
#
#   source .ci/postgres.sh
#
# Installs Debian's postgresql with apt-get when no initdb/pg_ctl is found (as root only), runs the
# server as a non-root user (postgres), listening on 127.0.0.1 only on a free port, with its data
# and socket in a temporary folder, and stops it and deletes the folder when the shell exits.
# Meant to be sourced: it returns instead of exiting, and leaves the caller's shell options alone.

_party_pg_bindir() {
  local dir
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

_party_pg_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "postgres.sh: PostgreSQL is not installed and this is not root; install it (apt-get install postgresql)" >&2
    return 1
  fi
  echo "postgres.sh: installing PostgreSQL with apt-get" >&2
  apt-get update -qq >/dev/null &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
}

# Runs a command as the server's user: postgres when we are root, ourselves otherwise.
_party_pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    "$(command -v runuser || echo /usr/sbin/runuser)" -u "$_PARTY_PG_USER" -- "$@"
  else
    "$@"
  fi
}

_party_pg_stop() {
  if [ -n "${_PARTY_PG_DIR:-}" ] && [ -d "$_PARTY_PG_DIR" ]; then
    _party_pg_as_owner "$_PARTY_PG_BIN/pg_ctl" -D "$_PARTY_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$_PARTY_PG_DIR"
  fi
}

_party_pg_start() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "postgres.sh: TEST_DATABASE_URL is already set; using it" >&2
    return 0
  fi
  _PARTY_PG_BIN="$(_party_pg_bindir)" || { _party_pg_install && _PARTY_PG_BIN="$(_party_pg_bindir)"; } || {
    echo "postgres.sh: no initdb/pg_ctl found" >&2
    return 1
  }

  _PARTY_PG_USER="$(id -un)"
  if [ "$(id -u)" -eq 0 ]; then
    # PostgreSQL refuses to run as root; Debian's package creates the postgres user.
    _PARTY_PG_USER=postgres
    id -u postgres >/dev/null 2>&1 || "$(command -v useradd || echo /usr/sbin/useradd)" --system --no-create-home postgres
  fi

  local port
  port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")" || return 1
  _PARTY_PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/party-pg.XXXXXX")" || return 1
  chmod 755 "$_PARTY_PG_DIR"
  [ "$(id -u)" -eq 0 ] && chown "$_PARTY_PG_USER" "$_PARTY_PG_DIR"

  # A throwaway cluster: trust authentication, reachable only on 127.0.0.1 and a private socket.
  _party_pg_as_owner "$_PARTY_PG_BIN/initdb" -D "$_PARTY_PG_DIR/data" -U postgres --auth=trust \
    --encoding=UTF8 --locale=C >"$_PARTY_PG_DIR/initdb.log" 2>&1 || {
    cat "$_PARTY_PG_DIR/initdb.log" >&2
    return 1
  }
  _party_pg_as_owner "$_PARTY_PG_BIN/pg_ctl" -D "$_PARTY_PG_DIR/data" -l "$_PARTY_PG_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $_PARTY_PG_DIR -c fsync=off -c max_connections=200" \
    start >/dev/null || {
    cat "$_PARTY_PG_DIR/server.log" >&2
    return 1
  }
  trap _party_pg_stop EXIT

  _party_pg_as_owner "$_PARTY_PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
    -c 'create database party_test' || return 1

  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/party_test"
  echo "postgres.sh: PostgreSQL $("$_PARTY_PG_BIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2
}

_party_pg_start
