#!/usr/bin/env bash
# The container stack for real: `docker compose up --build --wait` with a .env made as the README says,
# then, through nginx on :8080, pages, assets, forms with a real ALTCHA proof of work, mails, the maintenance
# PDF, both gateways, a gateway stopped while requests flow, `down`/`up` keeping the data, `down -v`.
#
#   bash scripts/containers-smoke.sh
#
# Starts a Docker engine when none runs (root on Debian: docker.io, compose v2 and buildx from the trixie
# suite of the mirror apt already uses). Where no container registry answers, the base images are built
# from Debian packages (docker/offline/) and kept under inmo-offline/* tags for the next run.
# With CI=true a machine where no engine can be had fails; elsewhere the step is skipped with a line saying
# so. Prints timings, image sizes, up-to-healthy time and the longest request while a gateway is down.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
start_all=$SECONDS

# shellcheck source=scripts/containers-engine.sh
source scripts/containers-engine.sh

ensure_engine
if [ "${1:-}" = images ]; then
  registry_answers || offline_images
  exit 0
fi

base_source=official
registry_answers || {
  base_source='built from Debian packages'
  offline_images
}
base_s=$((SECONDS - start_all))
log "engine and base images ($base_source) ready after ${base_s} s"

# A copy of the working tree (what git would commit, untracked files included): the stack runs with the
# .env an operator makes, without touching one already here.
project=inmo-smoke
work=$(mktemp -d /var/tmp/inmo-smoke.XXXXXX)
git ls-files -z --cached --others --exclude-standard | tar --null -T - -c | tar -x -C "$work"
# As the README says: copy .env.example, set the five secrets.
cp .env.example "$work/.env"
{
  printf 'POSTGRES_PASSWORD=%s\n' "$(openssl rand -hex 16)"
  printf 'S3_ACCESS_KEY=inmo\n'
  printf 'S3_SECRET_KEY=%s\n' "$(openssl rand -hex 32)"
  printf 'ALTCHA_HMAC_KEY=%s\n' "$(openssl rand -hex 32)"
  printf 'IP_HASH_SALT=%s\n' "$(openssl rand -hex 32)"
  # The queue view's password (the view is off without one).
  printf 'QUEUE_BOARD_PASSWORD=%s\n' "$(openssl rand -hex 16)"
} >>"$work/.env"
compose() { (cd "$work" && docker compose -p "$project" "$@"); }
cleanup() {
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$work"
  stop_engine
}
trap cleanup EXIT

t=$SECONDS
compose build >"$work/build.log" 2>&1 || { tail -n 40 "$work/build.log" >&2; die 'docker compose build failed'; }
build_s=$((SECONDS - t))
# One build of the app: the build stage's `run build` step ran at most once (0 when the build cache had it);
# every other target, nginx's image included, reuses what it made.
build_runs=$(awk '/^#[0-9]+ \[[^]]* build [0-9]+\/[0-9]+\] RUN .*run build/ { ids[$1] = 1 }
  /^#[0-9]+ DONE/ && ($1 in ids) { done++ } END { print done + 0 }' "$work/build.log")
grep -qE '^#[0-9]+ \[[^]]* build [0-9]+/[0-9]+\] RUN .*run build' "$work/build.log" ||
  die 'the build log names no build stage: the count below would prove nothing'
[ "$build_runs" -le 1 ] || die "the app was built $build_runs times in one docker compose build"
log "the app's build step ran $build_runs time(s) in this build"
t=$SECONDS
compose up --wait --wait-timeout 240 >"$work/up.log" 2>&1 || {
  tail -n 20 "$work/up.log" >&2
  compose ps >&2
  compose logs --tail 30 >&2
  die 'docker compose up --wait did not get every service healthy'
}
healthy_s=$((SECONDS - t))
log "build ${build_s} s, up to healthy ${healthy_s} s"

node scripts/containers-smoke.checks.mjs http://localhost:8080 http://127.0.0.1:8025 "$work" "$project"

# down then up: the data is kept.
t=$SECONDS
compose down >/dev/null 2>&1
compose up --wait --wait-timeout 240 >/dev/null 2>&1 || die 'the second up did not get healthy'
restart_s=$((SECONDS - t))
node scripts/containers-smoke.checks.mjs --kept http://localhost:8080 http://127.0.0.1:8025 "$work" "$project"
compose down -v >/dev/null 2>&1
[ -z "$(docker volume ls -q --filter "label=com.docker.compose.project=$project")" ] || die 'down -v left volumes'

log 'image sizes:'
for image in inmobiliaria-gateway:latest inmobiliaria-worker:latest inmobiliaria-web:latest \
  "${NODE_IMAGE:-node:24-bookworm-slim}" "${NGINX_IMAGE:-nginxinc/nginx-unprivileged:1.28.0-alpine}" \
  "${POSTGRES_IMAGE:-postgres:17}" "${REDIS_IMAGE:-redis:7}" "${MAILPIT_IMAGE:-axllent/mailpit:v1.31}" \
  "${S3_IMAGE:-minio/minio:RELEASE.2025-04-22T22-12-26Z}"; do
  log "  $image $(docker image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')"
done
log "timings: engine and base images ${base_s} s, build ${build_s} s, up to healthy ${healthy_s} s, down+up ${restart_s} s, whole step $((SECONDS - start_all)) s"
echo '1 passed, 0 failed'
