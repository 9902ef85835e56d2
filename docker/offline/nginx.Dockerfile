# Stands in for nginxinc/nginx-unprivileged: nginx >= 1.27.3 (docker/nginx.conf re-resolves its upstream
# with `server ... resolve`; trixie has 1.26: forky's is taken, its Release date unchecked as a snapshot mirror
# may serve an expired one), run as uid 101, conf.d/*.conf included,
# wget for the health check.
ARG BASE=inmo-offline/base:trixie
FROM ${BASE}
RUN sed -n 's/^deb \([^ ]*\) .*/\1/p' /etc/apt/sources.list | head -n 1 \
    | xargs -I{} sh -c 'echo "deb [check-valid-until=no] {} forky main" > /etc/apt/sources.list.d/forky.list' \
 && printf 'Package: *\nPin: release n=forky\nPin-Priority: 100\n' > /etc/apt/preferences.d/forky \
 && apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends -t forky nginx \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends wget \
 && rm -rf /var/lib/apt/lists/* /etc/apt/sources.list.d/forky.list /etc/nginx/sites-enabled/* \
 && nginx -v \
 && mkdir -p /usr/share/nginx/html /var/cache/nginx \
 && chown -R 101:101 /var/cache/nginx /usr/share/nginx/html /var/lib/nginx /var/log/nginx
COPY nginx-main.conf /etc/nginx/nginx.conf
USER 101
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
