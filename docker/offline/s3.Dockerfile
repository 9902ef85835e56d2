# Stands in for minio/minio where no registry answers: s3rver (an S3 look-alike for Node, from the npm
# registry) on 9000, objects as files under /data, and an `mc ready local` for compose's health check
# (s3-store.mjs says what it does not do).
ARG BASE=inmo-offline/node:24
FROM ${BASE}
WORKDIR /store
RUN npm init -y >/dev/null && npm i --no-audit --no-fund s3rver@3.7.1 >/dev/null
COPY s3-store.mjs s3-mc.mjs ./
RUN ln -s /store/s3-mc.mjs /usr/local/bin/mc && chmod +x s3-mc.mjs \
 && mkdir /data && chown node:node /data
USER node
EXPOSE 9000
# As minio's image: compose's `command: [server, /data]` are its arguments.
ENTRYPOINT ["node", "/store/s3-store.mjs"]
CMD ["server", "/data"]
