# Debian trixie (debootstrap, `docker import`ed as BASE) with the machine's CA certificates, for builds on
# a machine no container registry answers: package downloads inside later builds may go through a proxy
# that presents the machine's CA. Only these offline images carry it, never a published one.
ARG BASE=inmo-offline/debian:trixie
FROM ${BASE}
COPY ca/ /usr/local/share/ca-certificates/
# As Debian's official images: no downloaded .deb kept in a layer.
RUN printf '%s\n' \
      'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };' \
      'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };' \
      'Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";' >/etc/apt/apt.conf.d/docker-clean \
 && apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates \
 && update-ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["bash"]
