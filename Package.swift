// swift-tools-version:6.0
import CompilerPluginSupport
import Glibc
import PackageDescription

// Every Swift module imports _StringProcessing and _Concurrency unless told
// not to, and each import links its library: 1.7 MiB more resident memory
// for the program with the shared standard library, though it uses neither
// regexes nor tasks.
let withoutImplicitImports: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import",
                  "-Xfrontend", "-disable-implicit-concurrency-module-import"]),
]

// The toolchain's own SwiftSyntax, which its macros are built on: what
// SwiftPM cannot fetch here, the toolchain carries in its host folder,
// beside the library this manifest is linked with. The manifest runs from
// the toolchain that builds the package, wherever it lies: its
// PackageDescription library names the folder.
let toolchainHost: String = {
    let manifestLibrary = "/pm/ManifestAPI/libPackageDescription.so"
    guard let maps = fopen("/proc/self/maps", "r") else { return "" }
    defer { fclose(maps) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    while getline(&line, &capacity, maps) > 0, let line {
        let path = String(cString: line).drop { $0 != "/" }.dropLast()
        if path.hasSuffix(manifestLibrary) { return String(path.dropLast(manifestLibrary.count)) + "/host" }
    }
    return ""
}()

// Pango's headers and those they include (GLib's, HarfBuzz's, cairo's), as
// pkg-config finds them. A system library's pkgConfig would give them too,
// but would link Pango as well, which is loaded only when a text needs it:
// so the flags go to the loader and to the Swift that reads its header,
// which imports it implementation-only, out of its clients' sight.
let pangoHeaders: [String] = {
    guard let output = popen("pkg-config --cflags pangocairo", "r") else { return [] }
    defer { pclose(output) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, output) > 0, let line else { return [] }
    return String(cString: line).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}()
let pangoHeadersForSwift: [SwiftSetting] = [.unsafeFlags(pangoHeaders.flatMap { ["-Xcc", $0] })]

let package = Package(
    name: "collapsible-x11",
    products: [
        .executable(name: "collapsible-x11", targets: ["collapsible-x11"]),
        // The framework, its painter, its X11 host and the program around
        // them, for a package of one's own that writes views and shows them
        // as the program does, or embeds the host in a program of its own.
        .library(name: "CollapsibleCore", targets: ["CollapsibleCore"]),
        .library(name: "CollapsiblePainter", targets: ["CollapsiblePainter"]),
        .library(name: "CollapsibleX11", targets: ["CollapsibleX11"]),
        .library(name: "CollapsibleProgram", targets: ["CollapsibleProgram"]),
        // What a learner's file imports, as it is written for Apple's
        // systems: `import SwiftUI`, and a playground's `import PlaygroundSupport`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "PlaygroundSupport", targets: ["PlaygroundSupport"]),
        // Named apart from what a learner's package may call its own
        // programs: target names are one namespace across the packages.
        .executable(name: "example-cards", targets: ["example-cards"]),
        .executable(name: "example-stacks", targets: ["example-stacks"]),
        .executable(name: "exercise-on-swiftui", targets: ["exercise-on-swiftui"]),
        .executable(name: "collapsible-bench", targets: ["collapsible-bench"]),
        .executable(name: "playground", targets: ["playground"]),
        .executable(name: "plain-c-reference", targets: ["plain-c-reference"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
            providers: [.apt(["libx11-dev"])]),
        // Frames through shared memory, at the pace of the vertical blank.
        .systemLibrary(
            name: "CX11Extensions", path: "Sources/CX11Extensions", pkgConfig: "x11 xext xpresent xrandr xcursor xi",
            providers: [.apt(["libxext-dev", "libxpresent-dev", "libxrandr-dev", "libxcursor-dev", "libxi-dev"])]),
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo-ft fontconfig",
            providers: [.apt(["libcairo2-dev", "libfontconfig-dev"])]),
        // Text set by Pango, on HarfBuzz and fontconfig, and drawn through
        // cairo: loaded the first time a text needs it (CPango.h says why).
        .target(name: "CPango", dependencies: ["CCairo"], cSettings: [.unsafeFlags(pangoHeaders)]),
        // Pictures: SVG files and the icon theme's symbolic icons drawn by
        // librsvg, JPEG files decoded by libjpeg-turbo (PNG is cairo's own),
        // each loaded the first time a picture needs it, as Pango is.
        .target(name: "CRsvg", dependencies: ["CCairo"]),
        .target(name: "CJpeg", dependencies: ["CCairo"]),
        // sd-bus: the desktop's settings portal on the session bus, and AT-SPI2
        // on the accessibility bus.
        .systemLibrary(
            name: "CSystemd", path: "Sources/CSystemd", pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]),
        // The Swift runtime's list of the images it loaded, where a program
        // finds its previews.
        .systemLibrary(name: "CSwiftRuntime", path: "Sources/CSwiftRuntime"),
        // glibc's malloc.h, which the Glibc module leaves out: the frame
        // buffer sets how its frames are allocated.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // The animated images of --record: libwebp's encoder and its
        // animation muxer, and giflib.
        .systemLibrary(
            name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(
            name: "CGif", path: "Sources/CGif", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"])]),
        // libwebp's animation decoder, for the tests that read the recordings back.
        .systemLibrary(
            name: "CWebPDecode", path: "Sources/CWebPDecode", pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]),
        // XTest drives the window in the end-to-end tests; the program never links it.
        .systemLibrary(
            name: "CXTest", path: "Sources/CXTest", pkgConfig: "x11 xtst xdamage xpresent",
            providers: [.apt(["libx11-dev", "libxtst-dev", "libxdamage-dev", "libxpresent-dev"])]),

        .target(name: "CollapsibleCore", swiftSettings: withoutImplicitImports),
        // The monotonic clock, and the stopwatch that times with it: the
        // window's frames, the accessibility bus's deadlines, --measure, the
        // benchmark and the tests all read the one clock.
        .target(name: "Timekeeping", swiftSettings: withoutImplicitImports),
        // What the end-to-end tests and the benchmark both need around the
        // program: an X server of their own, child processes, what /proc
        // says of them, and the accessibility bus launcher.
        .target(name: "VirtualDesktop", dependencies: ["Timekeeping"]),
        // The painter is a library of its own so that the program and the
        // benchmark draw with the very same code.
        .target(name: "CollapsiblePainter", dependencies: ["CollapsibleCore", "CCairo", "CPango", "CRsvg", "CJpeg"],
                swiftSettings: withoutImplicitImports + pangoHeadersForSwift),
        // What the desktop says about looks and motion: XSETTINGS as bytes
        // the program hands in, and the settings portal on the session bus.
        .target(name: "CollapsibleDesktop", dependencies: ["CollapsibleCore", "CSystemd"], swiftSettings: withoutImplicitImports),
        // Pictures with no X server, and what drawing them costs: --render,
        // --record and --measure.
        .target(
            name: "CollapsibleRecording", dependencies: ["CollapsibleCore", "CollapsiblePainter", "CWebP", "CGif", "Timekeeping"],
            swiftSettings: withoutImplicitImports),
        // AT-SPI2 over sd-bus: what assistive tools see of the view tree.
        .target(name: "CollapsibleAccessibility", dependencies: ["CollapsibleCore", "CSystemd", "Timekeeping"],
                swiftSettings: withoutImplicitImports),
        // The only module that speaks to the X server: the window and its
        // frames, and the loop that runs a view in it at the monitor's pace,
        // as the program asks.
        .target(
            name: "CollapsibleX11",
            dependencies: ["CollapsibleCore", "CollapsiblePainter", "CollapsibleDesktop",
                           "CollapsibleAccessibility", "CX11", "CX11Extensions", "CMalloc", "Timekeeping"],
            swiftSettings: withoutImplicitImports),
        // A program around a view: its names, its command line, and the
        // choice between a window, --render and --record.
        .target(
            name: "CollapsibleProgram", dependencies: ["CollapsibleCore", "CollapsibleX11", "CollapsibleRecording"],
            swiftSettings: withoutImplicitImports),
        // The framework as Apple's `import SwiftUI` gives it: the core, with
        // Foundation and Observation, which Apple's module brings along, and
        // the app around a view. Only programs that import it pay for
        // Foundation.
        .target(name: "SwiftUI", dependencies: ["CollapsibleCore", "CollapsibleProgram", "SwiftUIMacros", "CSwiftRuntime", "Timekeeping"]),
        // The compiler's plugin for `#Preview` and `@Previewable`, built on
        // the toolchain's SwiftSyntax.
        .macro(
            name: "SwiftUIMacros",
            swiftSettings: [.unsafeFlags(["-I", toolchainHost])],
            linkerSettings: [.unsafeFlags(["-L", toolchainHost, "-Xlinker", "-rpath", "-Xlinker", toolchainHost])]),
        .target(name: "PlaygroundSupport", dependencies: ["SwiftUI", "CollapsibleProgram"]),
        // The exercise's own code, its first tab and its colours: the
        // program's, and the examples' and the benchmark's beside it.
        .target(name: "CollapsibleExercise", dependencies: ["CollapsibleCore"], swiftSettings: withoutImplicitImports),
        .executableTarget(
            name: "collapsible-x11", dependencies: ["CollapsibleCore", "CollapsibleExercise", "CollapsibleProgram"],
            swiftSettings: withoutImplicitImports),
        // Two more content views in the exercise's vocabulary, each a program,
        // and the table of 10,000 cells an update is measured on.
        .target(name: "ExampleViews", dependencies: ["CollapsibleCore", "CollapsibleExercise"], path: "Examples/ExampleViews",
                swiftSettings: withoutImplicitImports),
        .executableTarget(name: "example-cards", dependencies: ["CollapsibleProgram", "ExampleViews"], path: "Examples/cards",
                          swiftSettings: withoutImplicitImports),
        .executableTarget(name: "example-stacks", dependencies: ["CollapsibleProgram", "ExampleViews"], path: "Examples/stacks",
                          swiftSettings: withoutImplicitImports),
        // The exercise's view on `import SwiftUI`, beside the program on the
        // core alone: what Foundation costs a start, in `make bench`.
        .executableTarget(name: "exercise-on-swiftui", dependencies: ["SwiftUI", "PlaygroundSupport", "ExampleViews"],
                          path: "Examples/exercise-on-swiftui", swiftSettings: [.swiftLanguageMode(.v5)]),
        // A learner's files shown in a window and shown again at each save,
        // their code loaded into the running program: the learner's library
        // finds the framework's symbols in the program, which exports them.
        .executableTarget(name: "playground", dependencies: ["SwiftUI", "PlaygroundSupport", "Timekeeping"],
                          swiftSettings: [.swiftLanguageMode(.v5)],
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // What a frame costs, whole and while the row moves, and what a toggle
        // costs the program and the X server: `make bench`.
        .executableTarget(
            name: "collapsible-bench",
            dependencies: ["CollapsibleCore", "CollapsibleAccessibility", "CollapsiblePainter", "CollapsibleExercise", "ExampleViews",
                           "CCairo", "CXTest", "Timekeeping", "VirtualDesktop"]),
        // The demo written plainly in C, the yardstick of `collapsible-bench toggles`.
        .executableTarget(
            name: "plain-c-reference", dependencies: ["CX11", "CCairo"],
            linkerSettings: [.linkedLibrary("m")]),

        .testTarget(name: "CollapsibleCoreTests", dependencies: ["CollapsibleCore", "CollapsibleExercise", "ExampleViews", "TestSupport"]),
        .testTarget(name: "ExamplesTests", dependencies: ["CollapsibleCore", "ExampleViews"]),
        .testTarget(name: "AccessibilityTests", dependencies: ["CollapsibleAccessibility", "CollapsibleCore", "ExampleViews", "TestSupport"]),
        // The pace's arithmetic, with no X server.
        .testTarget(name: "CollapsibleX11Tests", dependencies: ["CollapsibleX11"]),
        // The command line and the help it prints, and the program's icon.
        .testTarget(name: "CollapsibleProgramTests",
                    dependencies: ["CollapsibleProgram", "CollapsibleCore", "CollapsiblePainter", "ExampleViews"]),
        // What the SwiftUI module adds to the core: Foundation's world,
        // models on Observation, the settings file, an app's properties,
        // and the previews a program finds.
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "CollapsibleProgram", "TestSupport"]),
        .testTarget(name: "CollapsibleDesktopTests", dependencies: ["CollapsibleDesktop", "TestSupport"]),
        // What the tests of several targets share: XSETTINGS properties as a
        // manager writes them, and seeded random input.
        .target(name: "TestSupport", dependencies: ["CollapsibleCore"], path: "Tests/TestSupport"),
        .testTarget(name: "VirtualDesktopTests", dependencies: ["VirtualDesktop"]),
        // Pictures/ holds a JPEG, which the tests read by its path: no
        // library on the machine writes one.
        .testTarget(name: "PainterTests", dependencies: ["CollapsibleCore", "CollapsiblePainter", "CCairo", "CPango"],
                    exclude: ["Pictures"], swiftSettings: pangoHeadersForSwift),
        // The end-to-end tests run the built program; they also make its
        // window in their own process, read its PNGs with cairo and its
        // recordings with the libraries that wrote them, and play the
        // settings portal and a broken accessibility launcher with sd-bus.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CollapsibleX11", "CollapsibleProgram", "CollapsibleCore", "CollapsiblePainter",
                           "CollapsibleExercise", "ExampleViews",
                           "TestSupport", "CXTest",
                           "CCairo", "CWebPDecode", "CGif", "CSystemd", "Timekeeping", "VirtualDesktop"]),
    ]
)
