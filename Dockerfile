# SwagScout: one image for every role (ROLE=web|worker|all); see docker-compose.yml.

# Build stage: all dependencies, then the UI bundle (dist/ui).
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npx vite build --logLevel warn

# Runtime stage: production dependencies (tsx runs the TypeScript server directly), the server
# sources and the built UI.
FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force
COPY tsconfig.json ./
COPY contracts ./contracts
COPY server ./server
COPY jobs ./jobs
COPY seed ./seed
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Web and all-in-one containers answer /readyz; the compose file turns this off for workers.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) finishes in-flight requests and running jobs before exiting.
STOPSIGNAL SIGTERM
CMD ["npx", "tsx", "server/main.ts"]
