SWIFT ?= swift
ARGS ?=

# The program with the Swift standard library linked in (make install).
# The C++ library that the Swift runtime calls is linked in too: the linker
# takes the first libstdc++ on its search path, here a folder that holds
# only the archive.
STATIC_CXX = .build/static-libstdc++/libstdc++.a
STATIC_BUILD = $(SWIFT) build -c release --product collapsible-x11 --scratch-path .build/static --static-swift-stdlib \
	$(REPRODUCIBLE) -Xlinker -L$(CURDIR)/$(dir $(STATIC_CXX))

# What make install builds, the program and the playground. lld packs the
# relative relocations (DT_RELR, glibc 2.36), which shrinks the table the
# loader reads at start from 370 KiB to 3 KiB; with the C++ library linked
# in, that takes 1.3 MiB off the program's peak memory.
# Two builds of a commit, wherever they lie, are meant to give the same
# bytes (docs/packaging.md says how far they do): the debug information
# names sources from the package's folder, and leaves out where the C modules' caches lie and their hashes of the paths; the
# hash of each module's code, kept in the program to skip LLVM on a build
# with no change, is left out too, for it covers the sources' paths. The
# program looks for no library beside itself (no $ORIGIN in its search
# path).
REPRODUCIBLE = --disable-local-rpath -Xswiftc -file-prefix-map -Xswiftc $(CURDIR)=. -Xcc -ffile-prefix-map=$(CURDIR)=. \
	-Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen -Xswiftc -Xfrontend -Xswiftc -no-clang-module-breadcrumbs \
	-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs

.PHONY: all deps test-deps build run play test test-build asan-build static-build stress bench examples programs images install install-program install-playground uninstall deb memory

all: build

# What building and running need; the tests and the benchmark need more.
deps:
	@./scripts/install-deps

test-deps:
	@./scripts/install-deps --tests

build: deps
	$(SWIFT) build -c release --product collapsible-x11

run: build
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 $(ARGS)

# A learner's file, or folder of files, shown in a window and shown again at
# each save: make play FILE=MyView.swift.
FILE ?= Examples/Programs/counter.swift
play: deps
	$(SWIFT) build -c release --product playground
	$$($(SWIFT) build -c release --show-bin-path)/playground $(ARGS) $(FILE)

# The tests are XCTest cases, run in lanes side by side by run-tests. The
# leak check runs a second build of the program, with AddressSanitizer, in a
# folder of its own; lld links it without gold's screenful of warnings about
# the sanitizer's symbols. The install test installs the static build, made
# here beforehand; the package's test builds it with Debian's tools and
# checks it with lintian and appstreamcli. The three builds run at once:
# the release build compiles one module at a time, and leaves a core to the
# others.
ASAN_BUILD = $(SWIFT) build --product collapsible-x11 --scratch-path .build/asan -Xswiftc -sanitize=address -Xswiftc -use-ld=lld
test: test-deps $(STATIC_CXX)
	./scripts/install-deps --tests $(DEB_TOOLS) lintian appstream
	$(MAKE) --no-print-directory -j3 --output-sync=target test-build asan-build static-build
	COLLAPSIBLE_X11_ASAN=$$($(ASAN_BUILD) --show-bin-path)/collapsible-x11 \
		./scripts/run-tests $$($(SWIFT) build --show-bin-path)/collapsible-x11PackageTests.xctest

test-build:
	$(SWIFT) build --build-tests
asan-build:
	$(ASAN_BUILD)
static-build: $(STATIC_CXX)
	$(STATIC_BUILD)

# The same tests with the long storms of input.
stress:
	$(MAKE) test COLLAPSIBLE_STRESS=long

# What a frame costs, drawn whole and while the row moves, in a release
# build; then what a toggle costs the program and the X server, its start-up
# and its memory at three window sizes, against the demo written plainly in C.
# The build of make install is measured beside that of make run. Then the
# programs of Examples/Programs, built as a folder of programs by
# scripts/swiftui-programs, each timed by its own --measure, and what the
# spinner's repeating animation costs while it turns and once gone; what
# import SwiftUI costs a program's start and memory; last, what a save costs
# the playground.
BENCH_ARGS ?=
TOGGLE_ARGS ?=
bench: test-deps $(STATIC_CXX)
	$(SWIFT) build -c release --product collapsible-bench
	$(SWIFT) build -c release --product collapsible-x11
	$(SWIFT) build -c release --product plain-c-reference
	$(STATIC_BUILD)
	./scripts/swiftui-programs Examples/Programs
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench $(BENCH_ARGS)
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench toggles --installed $$($(STATIC_BUILD) --show-bin-path)/collapsible-x11 $(TOGGLE_ARGS)
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench programs .build/programs/programs.tsv
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench looping .build/programs/programs.tsv
	$(SWIFT) build -c release --product exercise-on-swiftui
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench imports $$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 $$($(SWIFT) build -c release --show-bin-path)/exercise-on-swiftui
	$(SWIFT) build -c release --product playground
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench playground $$($(SWIFT) build -c release --show-bin-path)/playground

# Peak memory in the 600x300 window, with the Swift standard library as
# shared libraries (make build) and linked in (make install), beside the
# demo written plainly in C. The demo is compiled here as C is, not by
# SwiftPM, which links every executable with the Swift runtime: 3 MiB that
# a C program never calls.
PLAIN_C = .build/plain-c/plain-c-reference
memory: test-deps build $(STATIC_CXX) $(PLAIN_C)
	$(STATIC_BUILD)
	$(SWIFT) build -c release --product collapsible-bench
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-bench memory $$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 $$($(STATIC_BUILD) --show-bin-path)/collapsible-x11 $(PLAIN_C)

$(PLAIN_C): Sources/plain-c-reference/main.c
	mkdir -p $(@D)
	clang -O2 -o $@ $< $$(pkg-config --cflags --libs x11 cairo) -lm

# The two content views of Examples/, each a program of its own.
examples: deps
	$(SWIFT) build -c release --product example-cards
	$(SWIFT) build -c release --product example-stacks

# A folder of programs written for SwiftUI, such as a clone of a book's
# sample code: each NAME.swift, or each folder's ContentView.swift, built
# against this package in .build/programs and drawn into
# .build/programs/pictures, with a table of what each gave. The package's
# own folder of them by default.
FOLDER ?= Examples/Programs
programs: deps
	./scripts/swiftui-programs $(FOLDER)

# The README's pictures, drawn offscreen by the programs themselves, those
# of Examples/Programs among them.
images: build examples
	mkdir -p docs
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --record docs/collapsible.gif
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --render docs/collapsed.png
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --expanded --render docs/expanded.png
	$$($(SWIFT) build -c release --show-bin-path)/collapsible-x11 --size 600x300 --scale 1 --expanded --appearance dark --render docs/expanded-dark.png
	$$($(SWIFT) build -c release --show-bin-path)/example-cards --size 600x300 --scale 1 --expanded --render docs/cards.png
	$$($(SWIFT) build -c release --show-bin-path)/example-stacks --size 600x300 --scale 1 --render docs/stacks.png
	./scripts/swiftui-programs --size 480x400 --pictures docs/programs Examples/Programs

# The program as a desktop gets it: a release build with the Swift standard
# library linked in, so that it runs where no Swift toolchain is; a desktop
# entry, the icon it draws itself, its manual page, and the AppStream
# metadata by which a software centre finds it.
PREFIX ?= /usr/local
DESTDIR ?=
PLAYGROUND_LIB = $(DESTDIR)$(PREFIX)/lib/playground
INSTALLED = $(DESTDIR)$(PREFIX)/bin/collapsible-x11 \
	$(DESTDIR)$(PREFIX)/bin/playground \
	$(DESTDIR)$(PREFIX)/share/man/man1/playground.1 \
	$(DESTDIR)$(PREFIX)/share/applications/collapsible-x11.desktop \
	$(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/collapsible-x11.png \
	$(DESTDIR)$(PREFIX)/share/man/man1/collapsible-x11.1 \
	$(DESTDIR)$(PREFIX)/share/metainfo/io.github.collapsible_x11.metainfo.xml

install: install-program install-playground

install-program: deps $(STATIC_CXX)
	$(STATIC_BUILD)
	install -D -m 755 $$($(STATIC_BUILD) --show-bin-path)/collapsible-x11 $(DESTDIR)$(PREFIX)/bin/collapsible-x11
	install -D -m 644 share/applications/collapsible-x11.desktop $(DESTDIR)$(PREFIX)/share/applications/collapsible-x11.desktop
	install -d $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps
	$(DESTDIR)$(PREFIX)/bin/collapsible-x11 --render $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/collapsible-x11.png --icon 256
	install -D -m 644 share/man/man1/collapsible-x11.1 $(DESTDIR)$(PREFIX)/share/man/man1/collapsible-x11.1
	install -D -m 644 share/metainfo/io.github.collapsible_x11.metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/io.github.collapsible_x11.metainfo.xml

# The playground, and what a learner's files are built against beside it:
# the framework's modules, the plugin that expands #Preview, and the module
# maps of the C libraries the modules import. It runs with the Swift
# toolchain that built it, whose compiler builds the learner's files and
# whose standard library it shares with them: it is no static build. The
# version of that compiler is kept beside the modules, and bin/playground,
# a script, starts the program only with a swiftc of that version, whose
# standard library it loads.
PLAYGROUND_BUILD = $(SWIFT) build -c release --product playground --scratch-path .build/playground $(REPRODUCIBLE)
PLAYGROUND_MODULES = SwiftUI PlaygroundSupport CollapsibleCore CollapsibleProgram CollapsibleX11 CollapsibleRecording \
	CollapsiblePainter CollapsibleDesktop CollapsibleAccessibility Timekeeping
install-playground: deps
	$(PLAYGROUND_BUILD)
	bin=$$($(PLAYGROUND_BUILD) --show-bin-path); \
	install -D -m 755 share/playground/playground.sh $(DESTDIR)$(PREFIX)/bin/playground && \
	install -D -m 644 share/man/man1/playground.1 $(DESTDIR)$(PREFIX)/share/man/man1/playground.1 && \
	install -D -m 755 $$bin/playground $(PLAYGROUND_LIB)/playground && \
	install -D -m 755 $$bin/SwiftUIMacros-tool $(PLAYGROUND_LIB)/SwiftUIMacros-tool && \
	for module in $(PLAYGROUND_MODULES); do \
		install -D -m 644 $$bin/Modules/$$module.swiftmodule $(PLAYGROUND_LIB)/Modules/$$module.swiftmodule || exit 1; \
	done
	$(SWIFT) --version 2>/dev/null | head -n 1 >$(PLAYGROUND_LIB)/swift-version
	for map in Sources/C*/module.modulemap; do \
		folder=$(PLAYGROUND_LIB)/include/$$(basename $$(dirname $$map)); \
		install -D -m 644 $$map $$folder/module.modulemap && install -m 644 $$(dirname $$map)/shim.h $$folder/shim.h || exit 1; \
	done
	for header in Sources/C*/include/*.h; do \
		name=$$(basename $$header .h); \
		install -D -m 644 $$header $(PLAYGROUND_LIB)/include/$$name/$$name.h && \
		printf 'module %s {\n    umbrella header "%s.h"\n    export *\n}\n' $$name $$name >$(PLAYGROUND_LIB)/include/$$name/module.modulemap || exit 1; \
	done

# The Debian package, built by Debian's tools from debian/, whose rules run
# make install. dpkg-buildpackage writes beside the source folder; here the
# package, its .buildinfo and .changes go to DEB_OUT instead, which holds
# what the last build made and nothing else.
DEB_TOOLS = debhelper dpkg-dev
DEB_OUT = .build/deb
DEB_NAME = collapsible-x11_$$(dpkg-parsechangelog -S Version)_$$(dpkg-architecture -q DEB_HOST_ARCH)
deb:
	./scripts/install-deps $(DEB_TOOLS)
	rm -rf $(DEB_OUT) && mkdir -p $(DEB_OUT)
	DEB_DESTDIR=$(CURDIR)/$(DEB_OUT) dpkg-buildpackage -b --no-sign \
		--buildinfo-option=-u$(DEB_OUT) --buildinfo-file=$(DEB_OUT)/$(DEB_NAME).buildinfo \
		--changes-option=-u$(DEB_OUT) --changes-file=$(DEB_OUT)/$(DEB_NAME).changes

# The archive comes with the C++ compiler's library package, which the Swift
# toolchain needs too (Debian 12: libstdc++-12-dev).
$(STATIC_CXX):
	@archive=$$(clang -print-file-name=libstdc++.a); \
	[ -f "$$archive" ] || { echo "make: libstdc++.a not found: install the C++ library's development package" >&2; exit 1; }; \
	mkdir -p $(@D) && ln -sf "$$archive" $@

# Exactly what install put, and no folder that others may share: the
# playground's own is its alone.
uninstall:
	rm -f $(INSTALLED)
	rm -rf $(PLAYGROUND_LIB)
