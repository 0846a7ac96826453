# TradeGuild: `make run` starts everything, `make test` runs every test tier.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPX := npx --no-install
STAMP := node_modules/.install-stamp

.PHONY: help run dev test typecheck lint test-unit test-int test-e2e build bench rebuild replay audit chromium haproxy test-packages fleet install

help:
	@echo "make run      install, start PostgreSQL/Redis if needed, migrate, seed, serve on PORT (default 5000)"
	@echo "make test     typecheck, lint, unit, integration and browser tests"
	@echo "make bench    event store, projection lag, search and landing first-load benchmarks"
	@echo "make bench-check [ARGS=--write-baseline]   rerun the core bench sections; name every ratio >15% below bench/baseline.json"
	@echo "make fleet    API_INSTANCES (2) API and WORKER_INSTANCES (2) worker processes behind HAProxy on PORT"
	@echo "make test-containers   the EventStoreDB tests in containers (needs a Docker engine)"
	@echo "make rebuild PROJECTION=name   rebuild one read model while the old one keeps serving"
	@echo "make replay PROJECTION=name|all   replay a read model into scratch tables and compare it row by row"
	@echo "make audit ARGS='log|history <stream>|state <stream> --as-of <time>|export|verify'   the audit trail"

$(STAMP): package.json package-lock.json contracts/package.json backend/package.json projections/package.json frontend/package.json
	npm ci --no-audit --no-fund
	@touch $(STAMP)

install: $(STAMP)

frontend/dist/index.html: $(STAMP) scripts/precompress.ts scripts/prerender-landing.ts $(shell find frontend/src frontend/public frontend/index.html frontend/vite.config.ts contracts/src -type f 2>/dev/null)
	cd frontend && $(NPX) vite build --logLevel warn

build: frontend/dist/index.html

run: install build
	@$(NPX) tsx scripts/run.ts

typecheck: install
	$(NPX) tsc -p tsconfig.json
	$(NPX) tsc -p frontend/tsconfig.json

lint: install
	$(NPX) eslint --max-warnings 0 .
	$(NPX) prettier --check --log-level warn .

test-unit: install
	$(NPX) vitest run --config vitest.unit.config.ts

test-int: install haproxy
	$(NPX) vitest run --config vitest.int.config.ts

# Debian's Chromium drives the browser tests; never a downloaded browser.
chromium:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's chromium for the browser tests"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null; \
	  else echo "Browser tests need Chromium at /usr/bin/chromium: sudo apt-get install chromium"; exit 1; fi; }

# What `make test` needs from Debian, missing ones installed together (one apt-get update, not two).
test-packages:
	@missing="$$(command -v chromium >/dev/null || echo chromium fonts-dejavu-core) $$(command -v haproxy >/dev/null || echo haproxy)"; \
	if [ -n "$${missing// /}" ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "Installing Debian's" $$missing "for the tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; fi

haproxy:
	@command -v haproxy >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's haproxy for make fleet"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null; \
	  else echo "make fleet needs HAProxy: sudo apt-get install haproxy"; exit 1; fi; }

# API_INSTANCES API and WORKER_INSTANCES worker processes behind HAProxy on PORT (docs/operations.md).
fleet: install build haproxy
	@$(NPX) tsx scripts/fleet.ts

test-e2e: install build chromium
	$(NPX) vitest run --config vitest.e2e.config.ts

test: test-packages typecheck lint test-unit test-int test-e2e

# EventStoreDB, PostgreSQL and Redis in containers (testcontainers); says so and exits 0 without Docker. Not part of `make test`.
.PHONY: test-containers
test-containers: install
	@$(NPX) tsx scripts/test-containers.ts

bench: install build
	$(NPX) tsx bench/run.ts

# Not a test and not in `make test`: reruns the core sections and compares their ratios with bench/baseline.json.
.PHONY: bench-check
bench-check: install build
	@$(NPX) tsx bench/check.ts $(ARGS)

rebuild: install
	@test -n "$(PROJECTION)" || { echo "usage: make rebuild PROJECTION=name"; exit 2; }
	$(NPX) tsx scripts/rebuild.ts "$(PROJECTION)"

replay: install
	@test -n "$(PROJECTION)" || { echo "usage: make replay PROJECTION=name|all"; exit 2; }
	@$(NPX) tsx scripts/replay.ts "$(PROJECTION)"

# Quiet (@): `make audit ARGS=export > file.ndjson` must write nothing but the events.
audit: install
	@$(NPX) tsx scripts/audit.ts $(ARGS)
