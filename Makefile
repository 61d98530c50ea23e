SWIFT ?= swift
ARGS ?=

.PHONY: all deps build run test bench images

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

# What a frame costs against one plain cairo_paint, in a release build.
BENCH_ARGS ?=
bench: deps
	$(SWIFT) build -c release --product collapsible-bench
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench $(BENCH_ARGS)

# The README's pictures, drawn offscreen by the program itself.
images: build
	mkdir -p docs
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --render docs/collapsed.png
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --expanded --render docs/expanded.png
