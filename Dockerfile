# Pasal's image (decision 037): the same install and build as CI, run as the unprivileged `node` user.
# Build: docker build -t pasal .   Run the whole shop: docker compose up (see compose.yaml and README).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build
# Only what runs is kept: dev tools (Vite, vitest, Playwright) leave with the build stage.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# pg_dump/pg_restore for `npm run backup` and the daily backups; 15 matches compose's PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps/server ./apps/server
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=node:node /app/apps/web/dist-server ./apps/web/dist-server
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/package.json
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Live, not ready: a container is restarted when the process hangs, not when PostgreSQL is away
# (the proxy asks /api/health/ready to choose an instance).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server's flags as scripts/lib.mjs gives `npm start` (decision 013); SIGTERM reaches node itself.
CMD ["node", "--wasm-lazy-compilation", "--max-old-space-size=192", "--import", "tsx", "apps/server/src/main.ts"]
