import Foundation
import XCTest

/// The one package of a test run that holds every program the tests build
/// against this one, so that a run compiles this package's modules for
/// them once: made and built by the first test that asks, shared by every
/// test class after it, and removed when the run ends. A test class whose
/// programs belong in it names them here.
enum DependentPrograms {
    /// Every program whose material is at hand; a class whose material is
    /// missing skips its tests and adds nothing.
    private static func executables() -> [DependentPackage.Executable] {
        [SeedTests.executables, BookTests.executables, OrcaTests.executables].flatMap { (try? $0()) ?? [] }
    }

    nonisolated(unsafe) private static var package: Result<DependentPackage, Error>?

    /// The built program `name`.
    static func executable(_ name: String) throws -> URL {
        if package == nil {
            package = Result { try DependentPackage(executables()) }
            XCTestObservationCenter.shared.addTestObserver(Removal())
        }
        return try package!.get().executable(name)
    }

    private final class Removal: NSObject, XCTestObservation {
        func testBundleDidFinish(_ testBundle: Bundle) {
            DependentPrograms.package = nil
        }
    }
}
