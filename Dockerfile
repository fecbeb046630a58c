# SwagScout: one image for every role (ROLE=web|worker|all); see docker-compose.yml.
#   docker build -t swagscout .
#   docker run -p 3000:3000 -v swagscout-data:/app/data swagscout     # embedded mode, one container

# Build stage: all dependencies, then the UI bundle (dist/ui) and the compiled server (dist/app).
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN node scripts/build.mjs

# Runtime stage: production dependencies and the built artefact only; plain node, no TypeScript.
FROM node:22-slim
# tini as PID 1: forwards SIGTERM to node and reaps zombies.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database, generated secrets and the worker heartbeat live here, owned by the
# unprivileged user and private to it (0700).
RUN mkdir -p /app/data && chown node:node /app/data && chmod 0700 /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# Web and all-in-one containers answer /readyz; a worker (ROLE=worker) must have written its
# heartbeat within the last minute (server/ops/heartbeat.ts).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "dist/app/server/ops/healthcheck.js"]
# SIGTERM (docker stop) finishes in-flight requests and running jobs before exiting.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/app/server/main.js"]
