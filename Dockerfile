# SponsorSpot images (classic builder compatible: no BuildKit-only syntax).
#   docker build --target web -t sponsorspot-web .              nginx + the built app (port 8080)
#   docker build --target simulator -t sponsorspot-simulator .  the backend simulator (port 3000)
# Base images are build arguments, e.g. --build-arg NODE_IMAGE=registry.example/node:22-bookworm-slim.
ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-bookworm

# ---- deps: every workspace's dependencies -----------------------------------------------------------------
# better-sqlite3 13 ships its native binary for Linux inside the npm package: nothing compiles here, so the
# image needs no python3, make or g++ (12 compiled from source, about three minutes a build).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# No browser for the e2e workspace.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
# Manifests first: the install layer is reused until a package.json or the lock changes.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY web/package.json web/
COPY simulator/package.json simulator/
COPY e2e/package.json e2e/
# npm 10 (the image's) does not read package.json's allowScripts and would run node-gyp for better-sqlite3's
# binding.gyp, which needs no build: no install script is needed here (esbuild finds its binary without one).
RUN npm ci --ignore-scripts

# ---- build: the app (web/dist) and the simulator (simulator/dist) ----------------------------------------
FROM deps AS build
COPY . .
RUN npm run build -w contract && npm run build -w web && npm run build -w simulator

# ---- simulator-deps: production dependencies ---------------------------------------------------------------
# `npm prune -w simulator` leaves the tree as it is, so the whole tree is pruned: the app's few runtime
# packages (react, axios, ...) stay, every build and test tool goes.
FROM deps AS simulator-deps
RUN npm prune --omit=dev && mkdir -p simulator/node_modules

# ---- simulator: node, unprivileged user node, database and uploads on the /data volume --------------------
FROM ${NODE_IMAGE} AS simulator
WORKDIR /app
COPY package.json ./
COPY contract/package.json contract/
COPY simulator/package.json simulator/
COPY --from=simulator-deps /app/node_modules node_modules
COPY --from=simulator-deps /app/simulator/node_modules simulator/node_modules
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/simulator/dist simulator/dist
COPY seeds/scenarios seeds/scenarios
COPY seeds/images seeds/images
RUN mkdir -p /data/uploads && chown -R node:node /data
ENV SIM_HOST=0.0.0.0 \
    SIM_PORT=3000 \
    SIM_DB_PATH=/data/sponsorspot.db \
    SIM_UPLOAD_DIR=/data/uploads \
    SIM_SEEDS_DIR=/app/seeds
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.SIM_PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The contract package answers its compiled files under this condition (its source is TypeScript).
CMD ["node", "--conditions=sponsorspot-compiled", "simulator/dist/server.js"]

# ---- web: nginx serving the built app as uid 101, config rendered at start ----------------------------------
# Runs as a non-root user with a read-only root filesystem: the only writable paths are /tmp (pid file and
# nginx's temp files), /etc/nginx/conf.d (the rendered server config) and /run/sponsorspot (config.js),
# mounted as tmpfs/emptyDir by compose and the Kubernetes manifests. The user is numeric (101, the official
# image's nginx) so Kubernetes can check runAsNonRoot without a name lookup; it needs no passwd entry.
FROM ${NGINX_IMAGE} AS web
# The health check needs an HTTP client: the official image has curl, a bare Debian nginx may not.
RUN if ! command -v curl >/dev/null 2>&1; then \
      apt-get update \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends curl ca-certificates \
      && rm -rf /var/lib/apt/lists/*; \
    fi \
 && rm -rf /etc/nginx/conf.d/* /usr/share/nginx/html/* \
 && mkdir -p /etc/nginx/sponsorspot /run/sponsorspot \
 && chown 101:101 /etc/nginx/conf.d /run/sponsorspot
COPY nginx/nginx.conf /etc/nginx/nginx.conf
COPY nginx/render-config.sh nginx/sponsorspot.conf.template nginx/security-headers.conf nginx/api-proxy.conf.template /etc/nginx/sponsorspot/
COPY nginx/docker-entrypoint.d/40-sponsorspot.sh /docker-entrypoint.d/40-sponsorspot.sh
COPY --from=build /app/web/dist /usr/share/nginx/html
RUN chmod 755 /etc/nginx/sponsorspot/render-config.sh /docker-entrypoint.d/40-sponsorspot.sh \
 && rm -rf /usr/share/nginx/html/.vite
# Settings and their defaults: nginx/render-config.sh (and docs/operations.md "Configuration").
ENV WEB_PORT=8080 \
    SPONSORSPOT_CONF_DIR=/etc/nginx/conf.d \
    SPONSORSPOT_RUN_DIR=/run/sponsorspot \
    SPONSORSPOT_HTML_DIR=/usr/share/nginx/html
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${WEB_PORT}/healthz" >/dev/null || exit 1
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
