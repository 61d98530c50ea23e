import Foundation
@testable import SwiftUI
import XCTest

/// `@Observable` models as the views that read them see them: a change to
/// a property evaluates again the bodies that read that property, and no
/// other; `@Bindable`, `@Environment(Model.self)` and `@State` holding a
/// model, as SwiftUI has them.
final class ObservableTests: XCTestCase {
    @Observable final class Match: @unchecked Sendable {
        var home = 0
        var away = 0
        var teams = [Team(name: "Ajax"), Team(name: "PSV")]
    }

    @Observable final class Team: Identifiable {
        var name: String
        init(name: String) { self.name = name }
    }

    private struct Score: View {
        let name: String
        let match: Match
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count(name)
            Text("\(name) \(name == "home" ? match.home : match.away)")
        }
    }

    private struct Board: View {
        let match: Match
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count("board")
            VStack {
                Score(name: "home", match: match, evaluations: evaluations)
                Score(name: "away", match: match, evaluations: evaluations)
            }
        }
    }

    func testAChangeReEvaluatesTheBodyThatReadTheProperty() {
        let evaluations = Evaluations(), match = Match()
        var live = LiveView(Board(match: match, evaluations: evaluations))
        XCTAssertEqual(evaluations.counts, ["board": 1, "home": 1, "away": 1])
        match.home = 1
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["home 1", "away 0"])
        XCTAssertEqual(evaluations.counts, ["board": 1, "home": 2, "away": 1])
        match.away = 2
        match.away = 3
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["home 1", "away 3"])
        XCTAssertEqual(evaluations.counts, ["board": 1, "home": 2, "away": 2])
        match.teams[0].name = "Feyenoord"
        XCTAssertFalse(live.needsUpdate, "no body read the teams")
    }

    private struct Roster: View {
        let match: Match
        var body: some View {
            VStack {
                ForEach(match.teams) { team in Text(team.name) }
            }
        }
    }

    func testWhatAForEachsContentReadsIsFollowedToo() {
        let match = Match()
        var live = LiveView(Roster(match: match))
        XCTAssertEqual(live.labels, ["Ajax", "PSV"])
        match.teams[1].name = "Twente"
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["Ajax", "Twente"])
        match.teams.append(Team(name: "AZ"))
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["Ajax", "Twente", "AZ"])
    }

    private struct Editor: View {
        @Bindable var team: Team
        var body: some View {
            VStack {
                Text(team.name)
                Toggle("renamed", isOn: $team.name.isRenamed)
            }
        }
    }

    func testABindableObjectsBindingsWriteItsProperties() {
        let team = Team(name: "Ajax")
        var live = LiveView(Editor(team: team))
        live.tap("renamed")
        XCTAssertEqual(team.name, "Ajax (renamed)")
        XCTAssertEqual(live.labels, ["Ajax (renamed)", "renamed"])
    }

    private struct Home: View {
        @Environment(Match.self) private var match
        @Environment(Team.self) private var team: Team?
        var body: some View {
            Text("home \(match.home), \(team?.name ?? "no team")")
        }
    }

    func testAnEnvironmentObjectOfItsTypeIsTheOnePutAbove() {
        let match = Match()
        var live = LiveView(Home().environment(match))
        XCTAssertEqual(live.labels, ["home 0, no team"])
        match.home = 4
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["home 4, no team"])
    }

    private struct Owner: View {
        @State private var match = Match()
        var body: some View {
            Text("owned \(match.home)").onTapGesture { match.home += 1 }
        }
    }

    func testAStateHoldingAModelKeepsItAndFollowsIt() {
        var live = LiveView(Owner())
        live.tap("owned 0")
        live.tap("owned 1")
        XCTAssertEqual(live.labels, ["owned 2"])
    }

    func testAChangeMadeOnAnotherThreadIsShownByTheNextUpdate() {
        let match = Match()
        var live = LiveView(Board(match: match, evaluations: Evaluations()))
        let told = DispatchSemaphore(value: 0), written = DispatchSemaphore(value: 0)
        live.onStateChange = { told.signal() }
        Thread {
            match.home = 5
            written.signal()
        }.start()
        XCTAssertEqual(told.wait(timeout: .now() + 5), .success, "the host was not told")
        XCTAssertEqual(written.wait(timeout: .now() + 5), .success)
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.labels, ["home 5", "away 0"])
    }
}

private extension String {
    /// Whether the name says it was renamed; set, it says so or not.
    var isRenamed: Bool {
        get { hasSuffix(" (renamed)") }
        set { self = newValue ? (isRenamed ? self : self + " (renamed)") : String(dropLast(isRenamed ? 10 : 0)) }
    }
}
