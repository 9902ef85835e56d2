#!/usr/bin/env bash
# The API's fault tests that stop, pause or kill a PostgreSQL, Redis, SMTP or S3 peer of their own, each in a
# container that testcontainers starts (packages/api/test/containers, `pnpm --filter @inmo/api
# test:containers`), on the images docker-compose.yml names.
#
#   bash scripts/containers-tests.sh [jest JSON report path]
#
# The engine and the base images as for the stack's smoke (scripts/containers-engine.sh): official images
# where a registry answers, else the inmo-offline/* look-alikes (POSTGRES_IMAGE, REDIS_IMAGE, MAILPIT_IMAGE, S3_IMAGE
# set to them). Without the Ryuk reaper's image the reaper is disabled and the tests' teardown alone removes
# their containers: a container they leave behind fails the step. With CI=true a machine where no engine can
# be had fails; elsewhere the step is skipped (exit 78, SKIP in the gate's summary).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start_all=$SECONDS
report=${1:-}
log_prefix='container tests'
# shellcheck source=scripts/containers-engine.sh
source scripts/containers-engine.sh

ensure_engine
# Killed (the gate's timeout), the tests' teardown did not run: what they left goes here, then the engine.
counting=''
cleanup() {
  [ -z "$counting" ] || left | xargs -r docker rm -f -v >/dev/null 2>&1 || true
  stop_engine
}
trap cleanup EXIT
trap 'exit 143' TERM INT
if [ -z "${POSTGRES_IMAGE:-}${REDIS_IMAGE:-}${MAILPIT_IMAGE:-}${S3_IMAGE:-}" ]; then
  registry_answers || offline_images
fi
# The reaper removes what a killed test run leaves; it is an image from a registry too.
export RYUK_CONTAINER_IMAGE=${RYUK_CONTAINER_IMAGE:-testcontainers/ryuk:0.14.0}
if ! docker image inspect "$RYUK_CONTAINER_IMAGE" >/dev/null 2>&1 &&
  ! timeout 20 docker pull -q "$RYUK_CONTAINER_IMAGE" >/dev/null 2>&1; then
  log "no $RYUK_CONTAINER_IMAGE: the reaper is disabled, the tests' teardown removes their containers"
  export TESTCONTAINERS_RYUK_DISABLED=true
fi
log "engine and images ready after $((SECONDS - start_all)) s (postgres ${POSTGRES_IMAGE:-postgres:17}, redis ${REDIS_IMAGE:-redis:7}, mail ${MAILPIT_IMAGE:-axllent/mailpit:v1.31}, s3 ${S3_IMAGE:-minio/minio:RELEASE.2025-04-22T22-12-26Z})"

# The tests' own containers (testcontainers labels them), the reaper aside (it ends by itself).
ours() {
  docker ps -a --filter label=org.testcontainers=true --format '{{.ID}} {{.Label "org.testcontainers.ryuk"}}' |
    awk '$2 != "true" { print $1 }' | sort
}
# Those created since the step began.
left() { ours | grep -vxF -f <(printf '%s\n' "$before") || true; }
before=$(ours)
counting=1
code=0
pnpm --filter @inmo/api run test:containers --ci ${report:+--json --outputFile="$report"} || code=$?
leftover=$(left)
if [ -n "$leftover" ]; then
  log "FAILED: the tests left containers behind: $(echo "$leftover" | tr '\n' ' ')"
  echo "$leftover" | xargs docker inspect -f '  {{.Name}} {{.Config.Image}} {{.State.Status}}' >&2 || true
  echo "$leftover" | xargs docker rm -f -v >/dev/null 2>&1 || true
  [ "$code" != 0 ] || code=1
fi
log "whole step $((SECONDS - start_all)) s"
exit "$code"
