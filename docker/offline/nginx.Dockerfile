# Stands in for nginxinc/nginx-unprivileged: Debian's nginx run as uid 101, conf.d/*.conf included, wget
# for the health check.
ARG BASE=inmo-offline/base:trixie
FROM ${BASE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
 && mkdir -p /usr/share/nginx/html /var/cache/nginx \
 && chown -R 101:101 /var/cache/nginx /usr/share/nginx/html /var/lib/nginx /var/log/nginx
COPY nginx-main.conf /etc/nginx/nginx.conf
USER 101
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
