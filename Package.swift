// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "collapsible-x11",
    products: [
        .executable(name: "collapsible-x11", targets: ["collapsible-x11"]),
        .executable(name: "collapsible-bench", targets: ["collapsible-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]),
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // glibc's malloc.h, which the Glibc module leaves out: the program
        // sets how its frames are allocated.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // XTest drives the window in the end-to-end tests; the program never links it.
        .systemLibrary(
            name: "CXTest", path: "Sources/CXTest", pkgConfig: "x11 xtst",
            providers: [.apt(["libx11-dev", "libxtst-dev"])]),

        .target(name: "CollapsibleCore"),
        // The painter is a library of its own so that the program and the
        // benchmark draw with the very same code.
        .target(name: "CollapsiblePainter", dependencies: ["CollapsibleCore", "CCairo"]),
        .executableTarget(
            name: "collapsible-x11",
            dependencies: ["CollapsibleCore", "CollapsiblePainter", "CX11", "CCairo", "CMalloc"]),
        // What a frame costs, whole and while the row moves: `make bench`.
        .executableTarget(
            name: "collapsible-bench",
            dependencies: ["CollapsibleCore", "CollapsiblePainter", "CCairo"]),

        .testTarget(name: "CollapsibleCoreTests", dependencies: ["CollapsibleCore"]),
        .testTarget(name: "PainterTests", dependencies: ["CollapsibleCore", "CollapsiblePainter", "CCairo"]),
        // The end-to-end tests run the built program; they also link its
        // option parser, and read its PNGs with cairo.
        .testTarget(name: "EndToEndTests", dependencies: ["collapsible-x11", "CXTest", "CCairo"]),
    ]
)
