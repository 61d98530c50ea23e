import CollapsibleCore
import XCTest
@testable import CollapsibleProgram

/// The command-line parser on its own.
final class OptionsTests: XCTestCase {
    /// An option of a program's own: `--items N`, up to 9.
    private struct ItemsOption: ProgramOption {
        var name = "--items"
        let valueName = "N"
        let help = "how many items\n(default 3)"

        func parse(_ text: String) throws(InvalidValue) -> Int {
            guard let count = Int(text), (1...9).contains(count) else { throw InvalidValue("expected 1 to 9, not '\(text)'") }
            return count
        }
    }

    /// A flag of a program's own: `--sorted`, with no value.
    private struct SortedFlag: ProgramFlag {
        let name = "--sorted"
        let help = "sort the items"
    }

    private func options(_ arguments: String...) throws -> Options {
        guard case .run(let options) = try Options.parse(arguments, programOptions: [ItemsOption(), SortedFlag()]) else {
            throw Options.Failure(description: "not a run")
        }
        return options
    }

    private func failure(_ arguments: String...) -> String? {
        do {
            _ = try Options.parse(arguments, programOptions: [ItemsOption(), SortedFlag()])
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
        XCTAssertEqual(defaults.programValues, [:])
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
        let spaced = try options("--size", "800x200", "--expanded", "--items", "5",
                                 "--animation", "spring", "--duration", "1.5", "--scale", "2",
                                 "--render", "out.png", "--progress", "0.25")
        let joined = try options("--size=800x200", "--expanded", "--items=5",
                                 "--animation=spring", "--duration=1.5", "--scale=2",
                                 "--render=out.png", "--progress=0.25")
        XCTAssertEqual(spaced, joined)
        XCTAssertEqual(spaced.width, 800)
        XCTAssertEqual(spaced.height, 200)
        XCTAssertTrue(spaced.expanded)
        XCTAssertEqual(spaced.programValues, ["--items": "5"])
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

    func testMeasureIsAFlagThatWritesNoFile() throws {
        XCTAssertFalse(try options().measure)
        let measure = try options("--measure", "--size", "480x640", "--scale", "1", "--expanded")
        XCTAssertTrue(measure.measure)
        XCTAssertEqual(measure.width, 480)
        XCTAssertEqual(failure("--measure=yes"), "--measure: takes no value")
        let both = "--measure: times the view and writes no file; leave out --render and --record"
        XCTAssertEqual(failure("--measure", "--render", "a.png"), both)
        XCTAssertEqual(failure("--record", "a.gif", "--measure"), both)
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
        XCTAssertEqual(failure("--items", "12"), "--items: expected 1 to 9, not '12'")
        XCTAssertEqual(failure("--items"), "--items: expected N")
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

    func testAProgramsOwnOptionIsItsAlone() throws {
        XCTAssertEqual(try options("--items", "2", "--items=7").programValues, ["--items": "7"], "the last one given counts")
        do {
            _ = try Options.parse(["--items", "2"])
            XCTFail("--items taken by a program without it")
        } catch {
            XCTAssertEqual(error.description, "--items: unknown option (see --help)")
        }
    }

    func testAProgramsOwnFlagTakesNoValue() throws {
        XCTAssertEqual(try options("--sorted", "--items", "2").programValues, ["--sorted": "", "--items": "2"])
        XCTAssertEqual(try options("--items", "2").programValues, ["--items": "2"])
        XCTAssertEqual(failure("--sorted=yes"), "--sorted: takes no value")
        XCTAssertEqual(failure("--sorted", "yes"), "yes: unknown option (see --help)")
        XCTAssertTrue(Options.usage(of: ProgramIdentity(name: "counter"), adding: [SortedFlag()])
            .contains("  --expanded            start expanded\n  --sorted              sort the items\n  --animation NAME"))
    }

    func testHelpNamesTheProgramAndListsItsOwnOptionsAmongTheRest() {
        let program = ProgramIdentity(name: "counter", summary: "Counts.")
        let help = Options.usage(of: program, adding: [ItemsOption()])
        XCTAssertTrue(help.hasPrefix("Usage: counter [options]\n\nCounts.\n\nOptions:\n"), help)
        XCTAssertTrue(help.contains("""
              --expanded            start expanded
              --items N             how many items
                                    (default 3)
              --animation NAME
            """), help)
        var long = ItemsOption()
        long.name = "--items-in-a-long-row"
        XCTAssertTrue(Options.usage(of: program, adding: [long]).contains("""
              --items-in-a-long-row N
                                    how many items
                                    (default 3)
            """))
        let plain = Options.usage(of: ProgramIdentity(name: "counter"))
        XCTAssertFalse(plain.contains("--items"), plain)
        XCTAssertTrue(plain.contains("--expanded            start expanded\n  --animation NAME"), plain)
    }
}
