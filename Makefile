SWIFT ?= swift
ARGS ?=

.PHONY: all deps build run test stress bench images

all: build

deps:
	@./scripts/install-deps

build: deps
	$(SWIFT) build -c release --product collapsible-x11

run: build
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 $(ARGS)

# The tests are XCTest cases; Swift Testing would only add a closing line
# about zero tests of its own. The leak check runs a second build of the
# program, with AddressSanitizer, in a folder of its own; lld links it
# without gold's screenful of warnings about the sanitizer's symbols.
ASAN_BUILD = $(SWIFT) build --product collapsible-x11 --scratch-path .build/asan -Xswiftc -sanitize=address -Xswiftc -use-ld=lld
test: deps
	$(SWIFT) build --build-tests
	$(ASAN_BUILD)
	COLLAPSIBLE_X11_ASAN=$$($(ASAN_BUILD) --show-bin-path)/collapsible-x11 $(SWIFT) test --skip-build --disable-swift-testing

# The same tests with the long storms of input.
stress:
	$(MAKE) test COLLAPSIBLE_STRESS=long

# What a frame costs, drawn whole and while the row moves, in a release build.
BENCH_ARGS ?=
bench: deps
	$(SWIFT) build -c release --product collapsible-bench
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench $(BENCH_ARGS)

# The README's pictures, drawn offscreen by the program itself.
images: build
	mkdir -p docs
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --render docs/collapsed.png
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --expanded --render docs/expanded.png
