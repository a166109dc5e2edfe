# sgc: build, run, test and benchmark.
#   make run    build everything and start the server on :8080 with ./data
#   make test   vet, Go tests with the race detector, web unit tests, browser tests
#   make bench  print the benchmark figures

GO      ?= go
BIN     := bin/sgc
VERSION := 2.0
LDFLAGS := -s -w -X sgc/cli.Version=$(VERSION)
GOBUILD := CGO_ENABLED=0 $(GO) build -trimpath -tags webui -ldflags "$(LDFLAGS)"

.PHONY: run build ui test test-go test-web test-e2e bench clean

run: build
	./$(BIN) serve --data ./data --addr :8080

build: ui
	$(GOBUILD) -o $(BIN) ./cmd/sgc

ui: webui/node_modules/.installed
	cd webui && npm run build

# npm ci only when the lock file changed since the last install.
webui/node_modules/.installed: webui/package-lock.json
	cd webui && npm ci --no-audit --no-fund
	touch $@

test: build test-go test-web test-e2e

test-go:
	$(GO) vet ./...
	$(GO) test -race -count=1 -timeout 30m ./...
	# The engine's whole suite on one embedded etcd member (cluster mode), and
	# its core commands again with -race (the whole suite with -race takes
	# 9 minutes on etcd, more than the test budget allows).
	SGC_TEST_STORE=etcd $(GO) test -count=1 -timeout 20m ./engine/
	SGC_TEST_STORE=etcd $(GO) test -race -count=1 -timeout 20m -run 'TestSale|TestStock|TestTransfer|TestBackup|TestAudit|TestCash|TestReturn|TestPurchase|TestFeed|TestKardex|TestVoid' ./engine/

test-web: webui/node_modules/.installed
	cd webui && npm run typecheck && npm test

test-e2e: build
	cd webui && npm run e2e

bench:
	$(GO) test -run '^$$' -bench . -benchtime 1x -timeout 30m ./engine/ ./engine/importfile/ ./index/ ./httpapi/ ./cli/
	@ls -l $(BIN) 2>/dev/null | awk '{printf "binary size: %.1f MiB\n", $$5/1048576}' || true
	@$(MAKE) -s ui >/dev/null && node webui/scripts/bundle-weight.mjs

clean:
	rm -rf bin webui/dist
