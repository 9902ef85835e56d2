# The stack's three images from one build (docker-compose.yml builds each target):
#   --target gateway  inmobiliaria-gateway: node dist/main.js (HTTP on PORT, default 3000); pages rendered on
#                     the server; no browser: with REDIS_URL its PDF jobs go to the workers
#   --target worker   inmobiliaria-worker: the gateway image plus chromium-headless-shell and fonts, running
#                     node dist/worker.js (BullMQ consumers: mail, PDF). Also runs the SIMI launch probe:
#                     node dist/modules/simi/probe/simi-probe.command.js (SIMI_BASE_URL, SIMI_TOKEN)
#   --target web      inmobiliaria-web: nginx with the same build's browser files (/assets) in front of the
#                     gateways
# Base images are build arguments; the defaults are the official images (scripts/containers-smoke.sh builds
# look-alikes from Debian packages where no registry answers).

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28.0-alpine

FROM ${NODE_IMAGE} AS base
ENV CI=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false
RUN npm i -g pnpm@12 && pnpm --version
WORKDIR /app
# Manifests first: the dependency layers stay cached until a package.json or the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/api/package.json packages/api/
COPY packages/web/package.json packages/web/
# Every workspace manifest, so the frozen lockfile matches; filters keep e2e/bench deps out.
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# One build of the api and the web app: the gateway renders pages with this web build, and nginx serves
# the browser files of this same build.
FROM base AS build
RUN pnpm install --frozen-lockfile --filter "@inmo/api..." --filter "@inmo/web..."
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/api packages/api
COPY packages/web packages/web
RUN pnpm --filter "@inmo/api..." --filter "@inmo/web..." run build

FROM base AS prod-deps
RUN pnpm install --frozen-lockfile --prod --filter "@inmo/api..."

FROM ${NODE_IMAGE} AS gateway
RUN mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/packages/web/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/packages/contracts/node_modules ./packages/contracts/node_modules
COPY --from=prod-deps /app/packages/api/node_modules ./packages/api/node_modules
COPY --from=build /app/packages/contracts/package.json ./packages/contracts/
COPY --from=build /app/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /app/packages/api/package.json ./packages/api/
COPY --from=build /app/packages/api/dist ./packages/api/dist
COPY --from=build /app/packages/api/drizzle ./packages/api/drizzle
# The web build: client/ (the browser's files) and server/ (the page handler the gateway renders pages
# with, self-contained: it needs no web packages).
COPY --from=build /app/packages/web/dist ./packages/web/dist
WORKDIR /app/packages/api
USER node
EXPOSE 3000
# Probed every 2 s while starting, so compose sees a ready gateway within seconds of it listening.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --start-interval=2s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]

FROM gateway AS worker
USER root
# chromium-headless-shell renders the PDFs (playwright-core drives it): the browser without its desktop
# parts; fonts for Spanish text.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      chromium-headless-shell fonts-liberation fonts-dejavu-core \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium-headless-shell
USER node
# No HTTP: the worker touches this file every 10 s while PostgreSQL and Redis answer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --start-interval=2s --retries=3 \
  CMD node -e "const s=require('fs').statSync(require('os').tmpdir()+'/inmo-worker.alive',{throwIfNoEntry:false});process.exit(s&&Date.now()-s.mtimeMs<45000?0:1)"
CMD ["node", "dist/worker.js"]

# nginx in front of the gateway replicas; the browser files (hashed assets with a long cache, images) of
# the build above. /api and every page are proxied to the gateways, which render pages and send the site's
# Content-Security-Policy.
FROM ${NGINX_IMAGE} AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/packages/web/dist/client /usr/share/nginx/html
# The image's own unprivileged user (uid 101), named so it stays explicit.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --start-interval=1s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/favicon.svg || exit 1
