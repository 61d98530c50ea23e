SWIFT ?= swift
ARGS ?=

.PHONY: all deps build run test

all: build

deps:
	@./scripts/install-deps

build: deps
	$(SWIFT) build -c release --product collapsible-x11

run: build
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 $(ARGS)

# The tests are XCTest cases; Swift Testing would only add a closing line
# about zero tests of its own.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
