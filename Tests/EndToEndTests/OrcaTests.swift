import CXTest
import Foundation
import XCTest

/// Orca itself, with the program and with the programs of Examples/Programs
/// that bring its controls: the window coming to the front, each control
/// as Tab and Shift+Tab reach it, Space and Return working it, Orca's own
/// commands (where am I, flat review) kept from the program, and what a key
/// costs while Orca listens. Orca runs headless under openbox, on the
/// test's own session and accessibility buses, and what it says is read
/// from its log.
final class OrcaTests: ServerTestCase {
    private var stack: AccessibilityStack?
    private var manager: WindowManager?
    private var orca: ScreenReader?

    override func tearDown() {
        orca = nil
        manager?.stop()
        manager = nil
        stack = nil
        super.tearDown()
    }

    /// Keys a step presses: one alone, or with Shift held.
    enum Keys: Sendable {
        case key(Int32)
        case shifted(Int32)

        /// The key's name, as X and Orca give it.
        var name: String {
            switch self {
            case .key(let key), .shifted(let key): XKeysymToString(KeySym(key)).map { String(cString: $0) } ?? ""
            }
        }
    }

    /// One thing a user does, and what Orca says then, an utterance each.
    struct Step: Sendable {
        var name: String
        var keys: Keys
        var says: [String]
        /// One of Orca's own commands, which the program must not see.
        var isOrcas = false
    }

    /// A program, what Orca says when its window comes to the front, and
    /// the steps a user works it with from the keyboard, in order. A
    /// program that brings another control adds the steps that work it.
    struct Case: Sendable {
        var program: String
        var binary: @Sendable () throws -> URL
        var focus: [String]
        var steps: [Step]
    }

    /// What every program is worked with: Tab and Shift+Tab, Space and
    /// Return, Orca's where am I (KP_Enter), and flat review's line and
    /// word (KP_Up, KP_Begin). Orca echoes a key alone, not one with a
    /// modifier held.
    static func steps(tab: [String] = ["tab "], shiftTab: [String] = ["left shift "], space: [String],
                      returnKey: [String], whereAmI: [String], reviewLine: [String], reviewWord: [String]) -> [Step] {
        [Step(name: "Tab", keys: .key(XK_Tab), says: tab),
         Step(name: "Shift+Tab", keys: .shifted(XK_Tab), says: shiftTab),
         Step(name: "Space", keys: .key(XK_space), says: space),
         Step(name: "Return", keys: .key(XK_Return), says: returnKey),
         Step(name: "where am I", keys: .key(XK_KP_Enter), says: whereAmI, isOrcas: true),
         Step(name: "flat review's line", keys: .key(XK_KP_Up), says: reviewLine, isOrcas: true),
         Step(name: "flat review's word", keys: .key(XK_KP_Begin), says: reviewWord, isOrcas: true)]
    }

    /// The exercise: its one button, which Tab and Shift+Tab keep.
    static let exercise = Case(
        program: "collapsible-x11", binary: { try Program.binary() },
        focus: ["Collapsible frame.", "2 collapsed push button."],
        steps: steps(space: ["space ", "expanded"], returnKey: ["return ", "collapsed"],
                     whereAmI: ["2 collapsed push button."], reviewLine: ["0 1 2"], reviewWord: ["2"]))

    /// counter: a `Button` whose label is a `Text`, and a `Text` that counts the presses.
    static let counter = Case(
        program: "counter", binary: { try DependentPrograms.executable("counter") },
        focus: ["counter frame.", "Count push button."],
        steps: steps(space: ["space "], returnKey: ["return "],
                     whereAmI: ["Count push button."], reviewLine: ["Count"], reviewWord: ["Count"]))

    /// circles: three `Button`s in a row. The one Space presses, the
    /// last, has the focus until Tab moves it, and Orca names each it lands on.
    static let circles = Case(
        program: "circles", binary: { try DependentPrograms.executable("circles") },
        focus: ["circles frame.", "Three push button."],
        steps: steps(tab: ["tab ", "One push button."], shiftTab: ["left shift ", "Three push button."],
                     space: ["space "], returnKey: ["return "],
                     whereAmI: ["Three push button."], reviewLine: ["One Two Three"], reviewWord: ["Three"]))

    /// blur: a `Toggle` that brings a square in.
    static let blur = Case(
        program: "blur", binary: { try DependentPrograms.executable("blur") },
        focus: ["blur frame.", "Square toggle button not pressed."],
        steps: steps(space: ["space ", "pressed"], returnKey: ["return ", "not pressed"],
                     whereAmI: ["Square toggle button not pressed."], reviewLine: ["not pressed Square"],
                     reviewWord: ["not pressed"]))

    /// colorknob: three `Slider`s and a `Toggle` under a knob. The toggle,
    /// frontmost, has the focus until Tab moves it. Shift+Tab goes back to
    /// the last slider, Tab then through every control in turn; the
    /// arrows, Home and End move a slider, and Orca says each value as it
    /// says a GTK scale's.
    static let colorknob = Case(
        program: "colorknob", binary: { try DependentPrograms.executable("colorknob") },
        focus: ["colorknob frame.", "Default colour toggle button pressed."],
        steps: steps(tab: ["tab ", "horizontal slider 0.5."], shiftTab: ["left shift ", "Default colour toggle button pressed."],
                     space: ["space ", "not pressed"], returnKey: ["return ", "pressed"],
                     whereAmI: ["Default colour toggle button pressed."], reviewLine: ["pressed Default colour"],
                     reviewWord: ["pressed"])
            + [Step(name: "Shift+Tab to the last slider", keys: .shifted(XK_Tab), says: ["left shift ", "horizontal slider 0.0."]),
               Step(name: "Tab to the toggle", keys: .key(XK_Tab), says: ["tab ", "Default colour toggle button pressed."]),
               Step(name: "Tab to the first slider", keys: .key(XK_Tab), says: ["tab ", "horizontal slider 0.5."]),
               Step(name: "Left", keys: .key(XK_Left), says: ["0.4"]),
               Step(name: "Home", keys: .key(XK_Home), says: ["0.0"]),
               Step(name: "Right", keys: .key(XK_Right), says: ["0.1"]),
               Step(name: "End", keys: .key(XK_End), says: ["1.0"]),
               Step(name: "where am I on the slider", keys: .key(XK_KP_Enter),
                    says: ["horizontal slider 1.0 100 percent."], isOrcas: true),
               Step(name: "Tab to the second slider", keys: .key(XK_Tab), says: ["tab ", "horizontal slider 0.10."]),
               Step(name: "Tab to the third slider", keys: .key(XK_Tab), says: ["tab ", "horizontal slider 0.0."]),
               Step(name: "Tab to the toggle", keys: .key(XK_Tab), says: ["tab ", "Default colour toggle button pressed."]),
               Step(name: "Space on the toggle", keys: .key(XK_space), says: ["space ", "not pressed"])])

    /// A program of its own whose whole view is one `Slider`.
    static func programs() -> [String: String] {
        ["volume.swift": """
            import SwiftUI
            import PlaygroundSupport

            struct Volume: View {
                @State var level = 0.5
                var body: some View { Slider(value: $level) }
            }

            PlaygroundPage.current.setLiveView(Volume())
            """,
         "story.swift": """
            import SwiftUI
            import PlaygroundSupport

            struct Story: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Chapter 1") {
                            Text("It was a dark and stormy night.")
                                .navigationTitle("Chapter 1")
                                .navigationBarBackButtonHidden()
                        }
                        .navigationTitle("Story")
                    }
                }
            }

            PlaygroundPage.current.setLiveView(Story())
            """]
    }

    /// volume: a root that is one control is that control in the window,
    /// with the focus as it comes to the front. Space and Return do
    /// nothing to a slider; Tab and Shift+Tab keep it, there being no other.
    static let volume = Case(
        program: "volume", binary: { try DependentPrograms.executable("volume") },
        focus: ["volume frame.", "horizontal slider 0.5."],
        steps: steps(space: ["space "], returnKey: ["return "], whereAmI: ["horizontal slider 0.5 50 percent."],
                     reviewLine: ["horizontal slider 50 percent."], reviewWord: ["horizontal slider 50 percent."])
            + [Step(name: "Right", keys: .key(XK_Right), says: ["0.6"]),
               Step(name: "End", keys: .key(XK_End), says: ["1.0"])])

    /// typing (TextInputTests'): a `TextField`, an entry told as focused as
    /// the window comes to the front, which Tab gives the keyboard. Orca
    /// echoes each key typed into it, reads the character the caret moves
    /// over, and where am I reads the line, as in a GTK entry.
    static let typing = Case(
        program: "typing", binary: { try DependentPrograms.executable("typing") },
        focus: ["typing frame.", "Name entry."],
        steps: [Step(name: "Tab", keys: .key(XK_Tab), says: ["tab "]),
                Step(name: "h", keys: .key(XK_h), says: ["h "]),
                Step(name: "i", keys: .key(XK_i), says: ["i "]),
                Step(name: "Left", keys: .key(XK_Left), says: ["i"]),
                Step(name: "where am I", keys: .key(XK_KP_Enter), says: ["Name entry hi."])])

    func testOrcaSpeaksTheExercise() throws { try check(Self.exercise) }
    func testOrcaEchoesWhatIsTypedIntoAFieldAndReadsItsLine() throws { try check(Self.typing) }
    func testOrcaSpeaksCountersButton() throws { try check(Self.counter) }
    func testOrcaSpeaksBlursToggle() throws { try check(Self.blur) }
    func testOrcaSpeaksEachOfCirclesButtonsAsTabReachesIt() throws { try check(Self.circles) }
    func testOrcaSpeaksColorKnobsSlidersAndToggle() throws { try check(Self.colorknob) }
    func testOrcaSpeaksTheSliderThatIsAWholeView() throws { try check(Self.volume) }

    /// fruits: the window comes to the front with the focus in its list,
    /// and Orca says the list, with how many rows it holds, then the row
    /// the focus is on and whether it is selected; Tab moves the focus to
    /// the first row, which Orca says the same way. Orca's own default
    /// leaves out a row's place among the rows ("1 of 4") unless its
    /// position speaking is on, as for GTK's lists.
    func testOrcaSaysTheListAndItsRowAsTheFocusEntersIt() throws {
        try check("fruits", focus: ["fruits frame.", "List with 4 items.", "Date.", "not selected."],
                  keys: [("Tab", XK_Tab, ["tab ", "Apple.", "not selected."])])
    }

    /// orchard: Tab takes the focus to the first link, and Space follows
    /// it: the focus goes into the pushed screen, to its back button, and
    /// Orca says the screen's title, which names its bar, with the button.
    /// Space on the back button pops the screen, and the link has the
    /// focus again, which Orca says.
    func testOrcaSaysAPushedScreenByItsTitleAndTheLinkAgainAfterThePop() throws {
        try check("orchard", focus: ["orchard frame."],
                  keys: [("Tab", XK_Tab, ["tab ", "Apple push button."]),
                         ("Space on the link", XK_space, ["space ", "Apple tool bar", "Orchard push button."]),
                         ("Space on the back button", XK_space, ["space ", "Apple push button."])])
    }

    /// story: the link, the window's one control, has the focus as the
    /// window comes to the front; Space follows it to a screen with no
    /// control, its back button hidden, which takes the focus itself, told
    /// as its bar: Orca says the screen's title as it comes in.
    func testOrcaSaysAPushedScreenWithNoControlByItsTitle() throws {
        try check("story", focus: ["story frame.", "Chapter 1 push button."],
                  keys: [("Space on the link", XK_space, ["space ", "Chapter 1 tool bar."])])
    }

    /// presenting: Tab twice takes the focus to Delete, and Space presents
    /// the alert: the focus goes to its frontmost button, and Orca reads the
    /// alert whole, its title, its message and the button, as it reads a
    /// GTK message dialog.
    func testOrcaReadsAnAlertWholeAsItComes() throws {
        try check("presenting", focus: ["presenting frame."],
                  keys: [("Tab", XK_Tab, ["tab ", "Details push button."]),
                         ("Tab", XK_Tab, ["tab ", "Delete push button."]),
                         ("Space", XK_space, ["space ", "alert Delete the photo?", "It cannot be undone.",
                                              "Cancel push button."])])
    }

    /// The program `name`, what Orca says as its window comes to the
    /// front, then after each key in turn: each utterance expected among
    /// those said since, in any order and among others. Orca ends an
    /// utterance with a period where it says an object on its own, and
    /// leaves it off where it says a container as the context of the
    /// focused control; for a bar that comes in with the control, which
    /// of the two depends on the order its events arrive in: an utterance
    /// matches with or without it.
    private func check(_ name: String, focus: [String], keys: [(name: String, key: Int32, says: [String])],
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let (orca, session, before) = try start(try DependentPrograms.executable(name))
        func bare(_ utterance: String) -> Substring {
            utterance.hasSuffix(".") ? utterance.dropLast() : Substring(utterance)
        }
        func says(_ expected: [String], after skip: Int, _ what: String) {
            let said = orca.waitForSpeech { said in
                let heard = said.dropFirst(skip).map(bare)
                return expected.allSatisfy { heard.contains(bare($0)) }
            }
            XCTAssertNotNil(said, "\(name), \(what): Orca said \(Array(orca.utterances.dropFirst(skip))), not \(expected)",
                            file: file, line: line)
        }
        says(focus, after: before, "the window coming to the front")
        for step in keys {
            let skip = orca.utterances.count
            session.x.type(step.key, in: session.window)
            says(step.says, after: skip, step.name)
        }
        XCTAssertEqual(orca.tracebacks, [], file: file, line: line)
        // An icon the machine's theme lacks is drawn as a placeholder, which
        // the program says: nothing a screen reader hears of.
        let errors = session.program.standardError.split(separator: "\n").filter { !$0.contains("Image(systemName:") }
        XCTAssertEqual(errors, [], file: file, line: line)
    }

    /// From Space going down to the first frame that shows the row move,
    /// with Orca asked about every key and with no screen reader at all:
    /// Orca's answer costs far less than the tenth of a second a key may
    /// wait for it.
    func testAKeyReachesTheScreenAsFastWithOrcaAsWithoutWithinTheBudget() throws {
        let y = 120, presses = 20
        func keyToFrame(_ session: Session) -> [Double] {
            var times: [Double] = []
            for _ in 0..<presses {
                XCTAssertTrue(session.waitUntilIdle())
                let before = session.row(at: y)?.pixels
                let pressed = Date()
                session.x.type(XK_space, in: session.window)
                guard waitFor(within: 2, { session.row(at: y)?.pixels != before ? true : nil }) != nil else {
                    XCTFail("Space moved nothing within 2 s")
                    break
                }
                times.append(Date().timeIntervalSince(pressed))
            }
            return times.sorted()
        }
        let alone = try Session([], on: server)
        let without = keyToFrame(alone)
        alone.program.kill()
        let (orca, session, _) = try start(try Program.binary())
        let heard = orca.keyEvents
        let with = keyToFrame(session)
        XCTAssertGreaterThanOrEqual(orca.keyEvents - heard, 2 * presses, "Orca did not hear every press and release")
        func median(_ times: [Double]) -> Double { times.isEmpty ? .infinity : times[times.count / 2] }
        func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
        print("Space to the first frame that moves, \(presses) presses: median \(milliseconds(median(without))) ms,"
            + " at most \(milliseconds(without.last ?? 0)) ms with no screen reader; median \(milliseconds(median(with))) ms,"
            + " at most \(milliseconds(with.last ?? 0)) ms with Orca")
        XCTAssertLessThan(median(with), median(without) + 0.1)
    }

    /// The stack, openbox, Orca once it says it is on, then the program,
    /// whose window openbox brings to the front; and how much Orca had
    /// said before the program started.
    private func start(_ binary: URL) throws -> (ScreenReader, Session, said: Int) {
        let stack = try AccessibilityStack()
        self.stack = stack
        manager = try WindowManager(on: server, watchedBy: try XClient(display: server.display))
        let orca = try ScreenReader(on: stack, display: server.display)
        self.orca = orca
        let said = orca.utterances.count
        let session = try Session([], on: server, binary: binary, environment: stack.environment)
        return (orca, session, said)
    }

    private func check(_ expected: Case, file: StaticString = #filePath, line: UInt = #line) throws {
        let (orca, session, before) = try start(try expected.binary())
        let window = session.window
        // A key's echo and what the key changed reach Orca by two roads, and
        // it may say them in either order.
        func says(_ what: String, _ utterances: [String], after skip: Int) {
            let said = orca.waitForSpeech { $0.dropFirst(skip).prefix(utterances.count).sorted() == utterances.sorted() }
            XCTAssertNotNil(said, "\(expected.program), \(what): Orca said \(Array(orca.utterances.dropFirst(skip))),"
                + " not \(utterances)", file: file, line: line)
        }
        let x = session.x
        says("the window coming to the front", expected.focus, after: before)
        for step in expected.steps {
            // A command of Orca's leaves the window as it was.
            var picture: Image?
            if step.isOrcas {
                XCTAssertTrue(session.waitUntilIdle(), file: file, line: line)
                picture = try XCTUnwrap(session.stillImage(), file: file, line: line)
            }
            let skip = orca.utterances.count
            switch step.keys {
            case .key(let key):
                x.type(key, in: window)
            case .shifted(let key):
                x.key(XK_Shift_L, pressed: true, in: window)
                x.type(key, in: window)
                x.key(XK_Shift_L, pressed: false, in: window)
            }
            says(step.name, step.says, after: skip)
            if let picture {
                XCTAssertTrue(session.waitUntilIdle(), file: file, line: line)
                XCTAssertTrue(session.stillImage()?.pixels == picture.pixels, "\(expected.program): Orca's \(step.name)"
                    + " reached the program; its key reached Orca \(orca.lateness(of: step.keys.name).map { Int($0 * 1000) } ?? -1)"
                    + " ms later than the quickest key", file: file, line: line)
            }
        }

        XCTAssertGreaterThan(orca.keyEvents, 0, "\(expected.program): Orca heard no key", file: file, line: line)
        XCTAssertEqual(orca.tracebacks, [], "\(expected.program)", file: file, line: line)
        XCTAssertEqual(session.program.standardError, "", file: file, line: line)
    }
}
