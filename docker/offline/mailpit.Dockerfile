# Stands in for axllent/mailpit: SMTP on 1025, the HTTP API the smoke reads on 8025 (mail-catcher.mjs).
ARG BASE=inmo-offline/node:24
FROM ${BASE}
WORKDIR /catcher
RUN npm init -y >/dev/null && npm i --no-audit --no-fund smtp-server@3 mailparser@3 >/dev/null
COPY mail-catcher.mjs ./
USER node
EXPOSE 1025 8025
CMD ["node", "mail-catcher.mjs"]
