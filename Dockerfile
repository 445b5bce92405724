# Legatus in a container: the README's steps (`npm ci`, then the bot) on Debian's own Node.js.
#
# Debian 13 ships Node.js 20.19 (package.json engines: >=20.19), and everything the image holds
# comes from the Debian archive or the npm registry: no binary is downloaded from anywhere else.
# `.prebuild-installrc` builds sqlite3 from source, hence the compilers in the build stage only.
#
#   docker build -t legatus .
#   docker run --env-file .env -v legatus-data:/app/var -p 127.0.0.1:8080:8080 legatus
# or, with PostgreSQL: docker compose up -d (compose.yaml).
# One process per gateway shard (past 2,500 servers): the same image with the command
#   node --import tsx src/sharded.ts   (SHARD_COUNT, default auto; see README "Sharding").

FROM debian:trixie-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .prebuild-installrc ./
# tsx is a run-time dependency (the bot runs its TypeScript directly); dev tools are left out.
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .

FROM debian:trixie-slim
# fonts-noto-color-emoji: the emoji in board pictures (the text fonts ship in assets/fonts).
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs fonts-noto-color-emoji ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --home-dir /app --shell /usr/sbin/nologin legatus
WORKDIR /app
COPY --from=build /app /app
# The only place the bot writes is /app/var (the SQLite file, when STORAGE_URL is SQLite).
RUN mkdir -p /app/var && chown legatus:legatus /app/var
USER legatus
ENV NODE_ENV=production \
    STORAGE_URL=sqlite:///app/var/legatus.sqlite \
    HEALTH_PORT=8080 \
    HEALTH_HOST=0.0.0.0
VOLUME ["/app/var"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The bot finishes the moves in flight on SIGTERM (SHUTDOWN_GRACE_SECONDS, default 20):
# give `docker stop` more than that (compose.yaml: stop_grace_period).
STOPSIGNAL SIGTERM
# Node itself as the main process (not npm, not the tsx wrapper), so SIGTERM reaches the bot.
CMD ["node", "--import", "tsx", "src/main.ts"]
