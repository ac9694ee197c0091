# Skald in a container: one binary (texts, fonts, card data and migrations are built in) on
# a slim Debian. `docker build -t skald .`, then e.g. `docker run --env-file .env skald`.
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin skald

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --create-home --home-dir /data skald
COPY --from=build /src/target/release/skald /usr/local/bin/skald
USER skald
WORKDIR /data
# The SQLite default lives in /data; mount a volume there, or set a postgres:// URL.
ENV DATABASE_URL=sqlite:///data/skald.db
# SIGTERM: the gateway stops, commands under way finish, leases are let go.
STOPSIGNAL SIGTERM
ENTRYPOINT ["skald"]
CMD ["serve"]
