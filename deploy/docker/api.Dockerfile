# syntax=docker/dockerfile:1
# The api's image: the compiled api in its `pnpm deploy` folder, nothing else of the workspace.
#   docker build -f deploy/docker/api.Dockerfile --build-arg MISE_COMMIT=$(git rev-parse --short=12 HEAD) -t mise/api .
# The build stage runs the same command CI runs to make and test this folder
# (`pnpm --filter @app/api release`, see .ci/run and e2e/deployment/).

FROM node:22-bookworm-slim AS build
WORKDIR /workspace
COPY . .
RUN npx -y pnpm@10 install --frozen-lockfile \
  && npx -y pnpm@10 --filter @app/api release

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    MARKETING_PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /workspace/release/api ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# Ready means migrated, not draining and PostgreSQL answering (see README "Running in production").
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: readiness turns false, requests in flight finish, sockets are told to reconnect.
STOPSIGNAL SIGTERM
CMD ["node", "--conditions=compiled", "build/main.js"]
