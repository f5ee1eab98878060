# syntax=docker/dockerfile:1
# Pymes Digitales: the production build served by nginx with the configuration
# of deploy/nginx (SPA fallback, caching, compression, CSP and security headers).
# See docs/deployment.md.
#
#   docker build --build-arg VITE_API_URL=https://api.example.cl/ -t pymes-digitales .
#   docker run --rm -p 8080:80 pymes-digitales

# --- Build: the app, its .gz copies and the nginx configuration for its API ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .

# Build-time settings (src/config/env.ts): they end up in the public bundle,
# never put a secret in them. The CSP is rendered for the same VITE_API_URL.
# VITE_SITE_URL: the site's origin for the link-preview tags of each public
# page's HTML (empty: https://pymesdigitales.cl; docs/deployment.md).
# API_UPSTREAM (with VITE_API_URL=/): the backend's origin, served under the
# site's own origin by nginx, so no call needs a CORS preflight (docs/deployment.md,
# "Same-origin API"); empty: the app calls VITE_API_URL directly.
# MEDIA_ORIGIN: the origin the backend's media files come from when it is not
# the API's (a CDN or a bucket whose absolute URLs the backend answers): the CSP
# lets images come from it (docs/deployment.md); empty: none besides the API's.
# SITE_CONTENT: the organisation's content file (contact data, networks, who
# runs the programme, the library's reports, the current call), a path in the
# build context; empty: content/site-content.json when the context has it, else
# none (the site then shows none of it; docs/deployment.md). A wrong file stops
# the build, naming the field.
# VITE_SENTRY_DSN (empty: no error reporting, no Sentry code), VITE_SENTRY_RELEASE
# and VITE_SENTRY_ENVIRONMENT: docs/error-reporting.md; the CSP then allows the
# DSN's host. The source maps are uploaded by `npm run sentry:sourcemaps`
# where its token is, never in this image.
ARG VITE_API_URL
ARG VITE_BENEFITS_URL=
ARG VITE_SITE_URL=
ARG API_UPSTREAM=
ARG MEDIA_ORIGIN=
ARG SITE_CONTENT=
ARG VITE_SENTRY_DSN=
ARG VITE_SENTRY_RELEASE=
ARG VITE_SENTRY_ENVIRONMENT=
ENV VITE_API_URL=${VITE_API_URL} \
    VITE_BENEFITS_URL=${VITE_BENEFITS_URL} \
    VITE_SITE_URL=${VITE_SITE_URL} \
    API_UPSTREAM=${API_UPSTREAM} \
    MEDIA_ORIGIN=${MEDIA_ORIGIN} \
    SITE_CONTENT=${SITE_CONTENT} \
    VITE_SENTRY_DSN=${VITE_SENTRY_DSN} \
    VITE_SENTRY_RELEASE=${VITE_SENTRY_RELEASE} \
    VITE_SENTRY_ENVIRONMENT=${VITE_SENTRY_ENVIRONMENT}
RUN test -n "$VITE_API_URL" \
      || { echo 'Set --build-arg VITE_API_URL=<base URL of the REST backend>' >&2; exit 1; }
RUN npm run build \
 && node scripts/precompress.mjs dist \
 && node scripts/render-nginx-config.mjs --out /app/nginx

# --- Serve: nginx with the rendered configuration ---
FROM nginx:stable-alpine
RUN rm -rf /usr/share/nginx/html/*
COPY --from=build /app/nginx/conf.d/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/nginx/snippets/ /etc/nginx/snippets/
COPY --from=build /app/dist/ /usr/share/nginx/html/
# Fails the image build on a configuration nginx does not accept.
RUN nginx -t
EXPOSE 80
