import XCTest
@testable import CollapsibleCore

/// `ObservableObject` with `@Published`, as the views that follow it see it:
/// a change evaluates again the bodies of the views that follow the object,
/// and no other, whatever code makes it; `@StateObject` makes its object
/// once for its place; `@EnvironmentObject` finds the object put above.
final class ObservableObjectTests: XCTestCase {
    typealias Evaluations = IncrementalEvaluationTests.Evaluations

    final class Score: ObservableObject {
        @Published var home = 0
        @Published var away = 0
    }

    private struct Follower: View {
        let name: String
        @ObservedObject var score: Score
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count(name)
            Text("\(name) \(score.home)")
        }
    }

    private struct Bystander: View {
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count("bystander")
            Text("bystander")
        }
    }

    private struct Board: View {
        let score: Score
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count("board")
            VStack {
                Follower(name: "home", score: score, evaluations: evaluations)
                Bystander(evaluations: evaluations)
            }
        }
    }

    func testAPublishedWriteReEvaluatesTheBodyThatFollowsTheObjectAlone() {
        let evaluations = Evaluations(), score = Score()
        var live = LiveView(Board(score: score, evaluations: evaluations), size: Size(width: 200, height: 100))
        XCTAssertEqual(evaluations.counts, ["board": 1, "home": 1, "bystander": 1])
        score.home = 1
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["home 1", "bystander"])
        XCTAssertEqual(evaluations.counts, ["board": 1, "home": 2, "bystander": 1])
        // A write of a property the body does not read still tells the
        // object's followers, as SwiftUI's does: an object changes as a whole.
        score.away = 3
        XCTAssertTrue(live.update())
        XCTAssertEqual(evaluations.counts, ["board": 1, "home": 3, "bystander": 1])
    }

    func testAWriteFromAnyCodeTellsTheHostOnceForItsChange() {
        let score = Score()
        var live = LiveView(Board(score: score, evaluations: Evaluations()), size: Size(width: 200, height: 100))
        var told = 0
        live.onStateChange = { told += 1 }
        XCTAssertFalse(live.needsUpdate)
        score.home = 1
        score.home = 2
        XCTAssertEqual(told, 1, "the host is told of the change, as a state's write tells it")
        XCTAssertTrue(live.needsUpdate)
        live.update()
        XCTAssertEqual(live.labels, ["home 2", "bystander"])
        score.away = 1
        XCTAssertEqual(told, 2)
    }

    func testAWriteOnAnotherThreadIsShownByTheNextUpdate() {
        let score = Score()
        var live = LiveView(Board(score: score, evaluations: Evaluations()), size: Size(width: 200, height: 100))
        let told = DispatchSemaphore(value: 0), written = DispatchSemaphore(value: 0)
        live.onStateChange = { told.signal() }
        let handed = Handed(score)
        Thread {
            handed.object.home = 4
            written.signal()
        }.start()
        XCTAssertEqual(told.wait(timeout: .now() + 5), .success, "the host was not told")
        XCTAssertEqual(written.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["home 4", "bystander"])
    }

    /// An object handed to another thread, which alone writes it meanwhile.
    private struct Handed<Object: AnyObject>: @unchecked Sendable {
        let object: Object
        init(_ object: Object) { self.object = object }
    }

    /// What `objectWillChange.send()` written by hand tells, on a class
    /// with no `@Published` property.
    final class Thermometer: ObservableObject {
        var degrees = 20 {
            willSet { objectWillChange.send() }
        }
    }

    private struct Reading: View {
        @ObservedObject var thermometer: Thermometer
        var body: some View { Text("\(thermometer.degrees)°") }
    }

    func testAnObjectThatSendsItsChangesItselfIsFollowed() {
        let thermometer = Thermometer()
        var live = LiveView(Reading(thermometer: thermometer), size: Size(width: 200, height: 100))
        thermometer.degrees = 25
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["25°"])
    }

    final class Tally {
        var made = 0
    }

    final class Counter: ObservableObject {
        @Published var count = 0
        init(tally: Tally) { tally.made += 1 }
    }

    private struct Owner: View {
        @StateObject private var counter: Counter
        init(tally: Tally) { _counter = StateObject(wrappedValue: Counter(tally: tally)) }
        var body: some View {
            Text("counted \(counter.count)").onTapGesture { counter.count += 1 }
        }
    }

    private struct Parent: View {
        let tally: Tally
        @State private var shade = 0
        var body: some View {
            VStack {
                Text("parent \(shade)").onTapGesture { shade += 1 }
                Owner(tally: tally)
            }
        }
    }

    func testAStateObjectIsMadeOnceForItsPlaceAndKeptWhileItsParentMakesTheViewAgain() {
        let tally = Tally()
        var live = LiveView(Parent(tally: tally), size: Size(width: 200, height: 100))
        live.tap("counted 0")
        live.tap("counted 1")
        for shade in 0..<3 { live.tap("parent \(shade)") }
        XCTAssertEqual(live.labels, ["parent 3", "counted 2"])
        XCTAssertEqual(tally.made, 1, "the object of the place, made once")
    }

    private struct Switcher: View {
        let first: Score, second: Score
        let evaluations: Evaluations
        @State private var showsSecond = false
        var body: some View {
            VStack {
                Text("switch").onTapGesture { showsSecond.toggle() }
                Follower(name: "score", score: showsSecond ? second : first, evaluations: evaluations)
            }
        }
    }

    func testAViewHandedAnotherObjectFollowsThatOneAlone() {
        let first = Score(), second = Score()
        var live = LiveView(Switcher(first: first, second: second, evaluations: Evaluations()), size: Size(width: 200, height: 100))
        second.home = 7
        XCTAssertFalse(live.needsUpdate, "the view follows the first object only")
        live.tap("switch")
        XCTAssertEqual(live.labels, ["switch", "score 7"])
        first.home = 1
        XCTAssertFalse(live.needsUpdate, "the view no longer follows the first")
        second.home = 8
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["switch", "score 8"])
    }

    private struct Gone: View {
        let score: Score
        @State private var shown = true
        var body: some View {
            VStack {
                Text("hide").onTapGesture { shown = false }
                if shown { Follower(name: "home", score: score, evaluations: Evaluations()) }
            }
        }
    }

    func testAViewThatLeftTheTreeFollowsNoMore() {
        let score = Score()
        var live = LiveView(Gone(score: score), size: Size(width: 200, height: 100))
        live.tap("hide")
        score.home = 1
        XCTAssertFalse(live.needsUpdate)
    }

    private struct Scoreboard: View {
        @EnvironmentObject var score: Score
        var body: some View {
            VStack {
                Text("home \(score.home)")
                Toggle("bonus", isOn: $score.home.isPositive)
            }
        }
    }

    func testAnEnvironmentObjectIsTheObjectPutAboveAndItsBindingsWriteIt() {
        let score = Score()
        var live = LiveView(Scoreboard().environmentObject(score), size: Size(width: 200, height: 100))
        XCTAssertEqual(live.labels, ["home 0", "bonus"])
        score.home = 2
        live.update()
        XCTAssertEqual(live.labels, ["home 2", "bonus"])
        live.tap("bonus")
        XCTAssertEqual(score.home, 0, "the toggle wrote the object through $score.home")
        XCTAssertEqual(live.labels, ["home 0", "bonus"])
    }

    private struct Reporter: View {
        let score: Score
        var body: some View {
            let _ = (score.home = score.home + 1)
            Text("reported")
        }
    }

    func testAChangeMadeWhileTheTreeIsEvaluatedIsShownByTheNextUpdateWithSwiftUIsWarning() {
        let lines = Lines(), score = Score()
        var live = LiveView(VStack { Follower(name: "home", score: score, evaluations: Evaluations()); Reporter(score: score) },
                            size: Size(width: 200, height: 100), measure: FixedMeasure(), diagnostics: lines.diagnostics)
        XCTAssertEqual(lines.lines, ["Publishing changes from within view updates is not allowed, this will cause undefined behavior."])
        // What the first evaluation wrote waits for the host's update, as a
        // state's write does (see StateHostTests).
        XCTAssertEqual(live.labels, ["home 0", "reported"])
        XCTAssertTrue(live.needsUpdate)
        live.update()
        XCTAssertEqual(live.labels, ["home 1", "reported"])
        XCTAssertFalse(live.needsUpdate)
    }
}

private extension Int {
    /// Whether the score is above nothing; set, it becomes 1 or 0.
    var isPositive: Bool {
        get { self > 0 }
        set { self = newValue ? 1 : 0 }
    }
}
