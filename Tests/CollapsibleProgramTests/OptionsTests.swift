import CollapsibleCore
import XCTest
@testable import CollapsibleProgram

/// The command-line parser on its own.
final class OptionsTests: XCTestCase {
    private func options(_ arguments: String...) throws -> Options {
        guard case .run(let options) = try Options.parse(arguments) else {
            throw Options.Failure(description: "not a run")
        }
        return options
    }

    private func failure(_ arguments: String...) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    func testDefaultsAreTheExercise() throws {
        let defaults = try options()
        XCTAssertEqual(defaults.width, 600)
        XCTAssertEqual(defaults.height, 300)
        XCTAssertFalse(defaults.expanded)
        XCTAssertEqual(defaults.colors, [.red, .orange, .purple])
        XCTAssertEqual(defaults.animation, .timingCurve(.easeInOut, duration: 0.35))
        XCTAssertNil(defaults.scale)
        XCTAssertNil(defaults.renderPath)
        XCTAssertNil(defaults.colorScheme)
        XCTAssertFalse(defaults.animationChosen)
    }

    func testTheAppearanceAndWhetherTheMotionWasChosen() throws {
        XCTAssertEqual(try options("--appearance", "dark").colorScheme, .dark)
        XCTAssertEqual(try options("--appearance=Light").colorScheme, .light)
        XCTAssertNil(try options("--appearance", "dark", "--appearance", "auto").colorScheme)
        XCTAssertTrue(try options("--animation", "default").animationChosen)
        XCTAssertTrue(try options("--duration", "1").animationChosen)
        XCTAssertFalse(try options("--size", "10x10").animationChosen)
        XCTAssertEqual(failure("--appearance", "sepia"), "--appearance: expected light, dark or auto, not 'sepia'")
        XCTAssertEqual(failure("--appearance"), "--appearance: expected light, dark or auto")
    }

    func testEachOptionInBothSpellings() throws {
        let spaced = try options("--size", "800x200", "--expanded", "--colors", "Blue,#102030",
                                 "--animation", "spring", "--duration", "1.5", "--scale", "2",
                                 "--render", "out.png", "--progress", "0.25")
        let joined = try options("--size=800x200", "--expanded", "--colors=Blue,#102030",
                                 "--animation=spring", "--duration=1.5", "--scale=2",
                                 "--render=out.png", "--progress=0.25")
        XCTAssertEqual(spaced, joined)
        XCTAssertEqual(spaced.width, 800)
        XCTAssertEqual(spaced.height, 200)
        XCTAssertTrue(spaced.expanded)
        XCTAssertEqual(spaced.colors, [.blue, Color(0x10, 0x20, 0x30)])
        XCTAssertEqual(spaced.animation, .spring(response: 1.5, dampingFraction: 1))
        XCTAssertEqual(spaced.scale, 2)
        XCTAssertEqual(spaced.renderPath, "out.png")
        XCTAssertEqual(spaced.progress, 0.25)
    }

    func testRecordAndIconInBothSpellings() throws {
        XCTAssertEqual(try options("--record", "motion.gif").recordPath, "motion.gif")
        XCTAssertEqual(try options("--record=motion.webp", "--expanded"), try options("--expanded", "--record", "motion.webp"))
        let icon = try options("--render", "icon.png", "--icon", "256")
        XCTAssertEqual(icon.iconSize, 256)
        XCTAssertEqual(icon, try options("--icon=256", "--render=icon.png"))
        XCTAssertEqual(failure("--record", "a.gif", "--render", "a.png"), "--record: draws a motion, --render one frame; choose one")
        XCTAssertEqual(failure("--icon", "64"), "--icon: only applies with --render FILE.png")
    }

    func testAnimationNames() throws {
        XCTAssertEqual(try options("--animation", "linear").animation, .timingCurve(.linear, duration: 0.35))
        XCTAssertEqual(try options("--animation", "easeIn").animation, .timingCurve(.easeIn, duration: 0.35))
        XCTAssertEqual(try options("--animation", "easeout").animation, .timingCurve(.easeOut, duration: 0.35))
        XCTAssertEqual(try options("--animation", "easeInOut", "--duration", "2").animation,
                       .timingCurve(.easeInOut, duration: 2))
        XCTAssertNil(try options("--animation", "none").animation)
        // The order of the options does not matter.
        XCTAssertEqual(try options("--duration", "2", "--animation", "linear").animation,
                       .timingCurve(.linear, duration: 2))
    }

    func testHelpAndVersionWin() throws {
        XCTAssertEqual(try Options.parse(["--size", "10x10", "--help"]), .help)
        XCTAssertEqual(try Options.parse(["--version"]), .version)
    }

    func testFailuresNameTheOptionAndWhatItExpected() {
        XCTAssertEqual(failure("--size", "600x"),
                       "--size: expected WxH, such as 600x300, with each side 1 to 32767, not '600x'")
        XCTAssertEqual(failure("--size", "40000x300")?.hasPrefix("--size: expected WxH"), true)
        XCTAssertEqual(failure("--size", "+600x300")?.hasPrefix("--size: expected WxH"), true)
        XCTAssertEqual(failure("--colors", "red,,blue")?.hasPrefix("--colors: expected SwiftUI colour names"), true)
        XCTAssertEqual(failure("--scale"), "--scale: expected a scale factor")
        XCTAssertEqual(failure("--scale", "9"), "--scale: expected a number from 0.5 to 8, not '9'")
        XCTAssertEqual(failure("--duration", "0"), "--duration: expected seconds, more than 0 and at most 60, not '0'")
        XCTAssertEqual(failure("--progress", "0.5"), "--progress: only applies with --render FILE.png")
        XCTAssertEqual(failure("--render", "a.png", "--progress", "1.5"), "--progress: expected a number from 0 to 1, not '1.5'")
        XCTAssertEqual(failure("--render", "a.png", "--icon", "8"), "--icon: expected a size in pixels from 16 to 1024, not '8'")
        XCTAssertEqual(failure("--render", ""), "--render: expected a PNG file to write")
        XCTAssertEqual(failure("--record="), "--record: expected a .webp or .gif file to write")
        XCTAssertEqual(failure("-x"), "-x: unknown option (see --help)")
        XCTAssertEqual(failure("--animation", "bouncy"),
                       "--animation: expected one of default, linear, easeIn, easeOut, easeInOut, spring, none, not 'bouncy'")
    }
}
