# syntax=docker/dockerfile:1
# One small static image per remote, built and tagged on its own:
#   docker build -f deploy/docker/remote.Dockerfile --build-arg PART=mfe-shopping -t mise/mfe-shopping .
# The build stage runs the same release command CI runs (`pnpm --filter <part> release`); the
# image serves that folder with deploy/nginx/static-site.conf.template (hashed files cached for a
# year, remoteEntry.js and version.json revalidated on every load).

FROM node:22-bookworm-slim AS build
ARG PART
ARG MISE_COMMIT=unknown
WORKDIR /workspace
COPY . .
RUN test -n "$PART" \
  && npx -y pnpm@10 install --frozen-lockfile \
  && MISE_COMMIT=$MISE_COMMIT npx -y pnpm@10 --filter "$PART" release

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG PART
ENV PORT=8080 \
    SITE_ROOT=/usr/share/nginx/html
COPY deploy/nginx/static-site.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /workspace/release/${PART} /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/version.json" || exit 1
