#!/usr/bin/env bash
# Makes sure the tools the test gate needs are present and the local services answer.
# Idempotent and non-interactive; quiet when everything is already in place.
#
#   scripts/ensure-tools.sh          pnpm, Chromium, pdftoppm, PostgreSQL and Redis (the test gate)
#   scripts/ensure-tools.sh pnpm     pnpm only (the embedded default needs nothing else)
set -euo pipefail

PNPM_VERSION=12
log() { printf 'ensure-tools: %s\n' "$*" >&2; }
die() {
  log "ERROR: $*"
  exit 1
}

is_root() { [ "$(id -u)" = 0 ]; }

ensure_pnpm() {
  command -v pnpm >/dev/null 2>&1 && return 0
  command -v npm >/dev/null 2>&1 || die "npm is missing: install Node.js 20.19+, 22 or 24 first."
  log "installing pnpm@$PNPM_VERSION with npm"
  local out
  # Without root (and no writable global prefix) install into ~/.local instead of failing.
  if is_root || [ -w "$(npm prefix -g)/lib" ]; then
    out=$(npm i -g "pnpm@$PNPM_VERSION" 2>&1) || die "npm i -g pnpm@$PNPM_VERSION failed:"$'\n'"$out"
  else
    out=$(npm i -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" 2>&1) || die "npm i -g pnpm failed:"$'\n'"$out"
    export PATH="$HOME/.local/bin:$PATH"
  fi
  command -v pnpm >/dev/null 2>&1 || die "pnpm was installed but is not on PATH ($(npm prefix -g)/bin)."
}

apt_install() {
  command -v apt-get >/dev/null 2>&1 || die "missing $*, and this is not a Debian/Ubuntu machine: install them by hand."
  local sudo=()
  if ! is_root; then
    command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null || die "missing $*: run as root or install them with apt-get."
    sudo=(sudo -n)
  fi
  log "installing $* with apt-get"
  local logfile
  logfile=$(mktemp)
  if ! { "${sudo[@]}" apt-get update && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "$@"; } \
    </dev/null >"$logfile" 2>&1; then
    tail -n 30 "$logfile" >&2
    die "apt-get install $* failed (full log: $logfile)"
  fi
  rm -f "$logfile"
}

ensure_packages() {
  local missing=()
  local chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
  [ -x "$chromium" ] || missing+=(chromium fonts-liberation)
  command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
  [ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"
  [ -x "$chromium" ] || die "Chromium is still missing at $chromium (set CHROMIUM_PATH)."
}

# host and port of a URL like proto://user@host:port/db
url_host() { sed -E 's#^[a-z]+://([^@/]*@)?([^:/?]+).*#\2#' <<<"$1"; }
url_port() { sed -nE 's#^[a-z]+://([^@/]*@)?[^:/?]+:([0-9]+).*#\2#p' <<<"$1"; }
is_local() { [[ $1 == 127.0.0.1 || $1 == localhost || $1 == ::1 ]]; }

wait_until() {
  local what=$1
  shift
  for _ in $(seq 1 60); do
    "$@" && return 0
    sleep 0.5
  done
  die "$what did not answer within 30 s."
}

pg_up() { pg_isready -q -h "$PG_HOST" -p "$PG_PORT" -t 2 >/dev/null 2>&1; }

ensure_postgres() {
  local url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
  PG_HOST=$(url_host "$url")
  PG_PORT=$(url_port "$url")
  PG_PORT=${PG_PORT:-5432}
  command -v pg_isready >/dev/null 2>&1 || die "pg_isready is missing: install postgresql (or postgresql-client) or point TEST_DATABASE_URL at a running server."
  pg_up && return 0
  is_local "$PG_HOST" || die "PostgreSQL at $PG_HOST:$PG_PORT (TEST_DATABASE_URL) does not answer."
  local version
  version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
  [ -n "$version" ] && command -v pg_ctlcluster >/dev/null 2>&1 ||
    die "PostgreSQL is not installed here and nothing answers at $PG_HOST:$PG_PORT; install it or set TEST_DATABASE_URL."
  log "starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start </dev/null >/dev/null 2>&1 || true
  wait_until "PostgreSQL at $PG_HOST:$PG_PORT" pg_up
}

redis_up() {
  if command -v redis-cli >/dev/null 2>&1; then
    [ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]
  else
    # No redis-cli: speak RESP over bash's /dev/tcp.
    local reply=''
    { exec 3<>"/dev/tcp/$REDIS_HOST/$REDIS_PORT"; } 2>/dev/null || return 1
    printf 'PING\r\n' >&3
    read -r -t 2 reply <&3 || true
    exec 3<&- 3>&-
    [[ $reply == +PONG* ]]
  fi
}

ensure_redis() {
  local url=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
  REDIS_HOST=$(url_host "$url")
  REDIS_PORT=$(url_port "$url")
  REDIS_PORT=${REDIS_PORT:-6379}
  redis_up && return 0
  is_local "$REDIS_HOST" || die "Redis at $REDIS_HOST:$REDIS_PORT (TEST_REDIS_URL) does not answer."
  command -v redis-server >/dev/null 2>&1 ||
    die "Redis is not installed here and nothing answers at $REDIS_HOST:$REDIS_PORT; install redis-server or set TEST_REDIS_URL."
  log "starting Redis on port $REDIS_PORT"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no </dev/null >/dev/null 2>&1 ||
    die "redis-server failed to start."
  wait_until "Redis at $REDIS_HOST:$REDIS_PORT" redis_up
}

main() {
  case "${1:-all}" in
    pnpm) ensure_pnpm ;;
    all)
      ensure_pnpm
      ensure_packages
      ensure_postgres
      ensure_redis
      ;;
    *) die "unknown target '$1' (use: pnpm | all)" ;;
  esac
}

main "$@"
