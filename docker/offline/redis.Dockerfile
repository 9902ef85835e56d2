# Stands in for redis:7: redis-server and redis-cli on the PATH, data in /data.
ARG BASE=inmo-offline/base:trixie
FROM ${BASE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server redis-tools \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
# As the official image without a config file: reachable from the other containers.
ENTRYPOINT ["sh", "-c", "if [ \"$1\" = redis-server ]; then shift; exec redis-server --protected-mode no --bind '*' \"$@\"; fi; exec \"$@\"", "--"]
CMD ["redis-server"]
