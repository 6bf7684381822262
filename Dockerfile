# syntax=docker/dockerfile:1
# CourseClock's production image: the built web app (dist/) and server (dist-server/) beside the
# production dependencies, started with `node dist-server/main.js` by an unprivileged user.
# scripts/production-steps.test.ts (part of `npm test`) runs these same steps without Docker, since
# the test machines cannot pull images: change both together.
# Build: docker build -t courseclock .   Run several behind a proxy: compose.yaml (README, "Container").

ARG NODE_IMAGE=node:24-slim

# Web app and server, built with every dependency (vite, esbuild).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# Production dependencies only: what dist-server/main.js loads from node_modules (PGlite, sharp,
# argon2, pino, pino-pretty, nodemailer, Swagger UI's files; scripts/build-server.mjs), about 70 MB.
# The web app's packages and the build tools are devDependencies, used by the build stage alone.
# None of these has an install script: sharp and argon2 arrive as prebuilt packages.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
# NODE_COMPILE_CACHE: Node keeps the bundle's compiled code between restarts of the container (as
# scripts/start.mjs does for npm start); /tmp, since the app's own files are read-only to it.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_COMPILE_CACHE=/tmp/courseclock-compile-cache
WORKDIR /app
# Owned by root and read-only to the app: it writes only to DATA_DIR.
COPY package.json package-lock.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded database (when DATABASE_URL is unset) and a generated JWT_SECRET live here.
VOLUME ["/data"]
EXPOSE 3000
# /readyz answers 200 once the database answers (README, "Deploying").
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.js"]
