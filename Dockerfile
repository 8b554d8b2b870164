# The site as one image: build it once per release and run that same image on every instance
# (docs/production.md). For a real back end only: the bundled local panel is not in the image.
#
#   docker build --secret id=env,src=.env.production.local --build-arg DEPLOYMENT_ID=$(git rev-parse --short HEAD) -t agency-site .
#   docker run -p 3000:3000 --env-file .env.production.local -e REDIS_URL=redis://redis:6379 agency-site
#
# The secret is the site's settings (.env.example): the build reads some of them (STORAGE_URL, SITE_URL and
# NEXT_PUBLIC_* are built in; pages are prerendered from the panel), and a secret never lands in a layer.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional SWC builds.
RUN npm install --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Shared by every instance of this image; without it the build makes one (next.config.ts).
ARG DEPLOYMENT_ID
ENV DEPLOYMENT_ID=${DEPLOYMENT_ID}
# `npm run build` also puts .next/static and public/ inside .next/standalone.
RUN --mount=type=secret,id=env,target=/app/.env.production.local,required=true npm run build

FROM node:24-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# ffprobe and ffmpeg check and remux applicants' videos (features/application/video-file.ts).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site --no-create-home site
# The standalone server with only the files it needs. Owned by the site's user: Next writes its page and
# image caches under .next.
COPY --from=build --chown=site:site /app/.next/standalone ./
USER site
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/robots.txt`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
