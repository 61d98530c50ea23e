#!/bin/sh
# The playground builds a learner's files with the Swift compiler that built
# the framework's modules beside it, which no other compiler reads, and
# shares that toolchain's standard library with them: the program itself
# cannot start without it. So the toolchain is found here, before the
# program: the swiftc that SWIFTC names, or the first on PATH.
set -e
folder=$(dirname "$(readlink -f "$0")")/../lib/playground
needed=$(cat "$folder/swift-version")
compiler=${SWIFTC:-$(command -v swiftc || true)}
found=
if [ -n "$compiler" ]; then
	found=$("$compiler" --version 2>/dev/null | head -n 1) || true
fi
if [ "$found" != "$needed" ]; then
	echo "playground: needs the Swift toolchain of $needed, its swiftc first on PATH or named by SWIFTC; found ${found:+$found at }${compiler:-no swiftc}" >&2
	exit 69
fi
# swiftc is a link whose name tells the driver to compile: kept as it is.
SWIFTC=$(command -v "$compiler")
# The standard library, and the syntax libraries of the plugin for #Preview.
toolchain=$(dirname "$(readlink -f "$SWIFTC")")/../lib/swift
LD_LIBRARY_PATH=$toolchain/linux:$toolchain/host${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export SWIFTC LD_LIBRARY_PATH
exec "$folder/playground" "$@"
