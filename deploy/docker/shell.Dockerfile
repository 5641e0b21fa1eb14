# syntax=docker/dockerfile:1
# The shell's static image: its release folder (the app's files) and the marketing site.
#   docker build -f deploy/docker/shell.Dockerfile -t mise/shell .
# The build stage runs the same release command CI runs (`pnpm --filter @app/shell release`).
# At start the image writes APP_URL (the app's public address) into the marketing page; the
# remotes' addresses are the api's runtime manifest (/remotes.json), never built in.

FROM node:22-bookworm-slim AS build
ARG MISE_COMMIT=unknown
WORKDIR /workspace
COPY . .
RUN npx -y pnpm@10 install --frozen-lockfile \
  && MISE_COMMIT=$MISE_COMMIT npx -y pnpm@10 --filter @app/shell release

FROM nginxinc/nginx-unprivileged:1.27-alpine
ENV PORT=8080 \
    SITE_ROOT=/usr/share/nginx/html \
    MARKETING_PORT=3000 \
    MARKETING_ROOT=/usr/share/nginx/marketing \
    APP_URL=http://localhost:8080/
COPY deploy/nginx/static-site.conf.template /etc/nginx/templates/default.conf.template
COPY deploy/nginx/marketing-site.conf.template /etc/nginx/templates/marketing.conf.template
COPY deploy/docker/write-app-url.sh /docker-entrypoint.d/40-write-app-url.sh
COPY --from=build /workspace/release/shell /usr/share/nginx/html
COPY --from=build --chown=nginx:nginx /workspace/release/shell-marketing /usr/share/nginx/marketing
EXPOSE 8080 3000
HEALTHCHECK --interval=10s --timeout=3s CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/version.json" || exit 1
