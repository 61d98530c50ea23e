import XCTest
@testable import CollapsibleCore

/// The small part of Combine that models stand on: what `sink` receives,
/// for as long as its cancellable is kept.
final class PublisherTests: XCTestCase {
    final class Thermostat: ObservableObject {
        @Published var target = 20
        @Published var label = ""
    }

    func testAPublishedPropertySendsItsValueNowThenEachNewOneBeforeItIsSet() {
        let thermostat = Thermostat()
        var seen: [String] = []
        let changes = thermostat.objectWillChange.sink { seen.append("will change from \(thermostat.target)") }
        let values = thermostat.$target.sink { seen.append("target \($0), was \(thermostat.target)") }
        thermostat.target = 22
        XCTAssertEqual(seen, ["target 20, was 20", "will change from 20", "target 22, was 20"])
        changes.cancel()
        thermostat.target = 23
        XCTAssertEqual(seen.last, "target 23, was 22", "a cancelled subscription hears nothing")
        XCTAssertEqual(seen.count, 4)
        _ = values
    }

    func testASubscriptionEndsWhenItsCancellableIsReleased() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var kept: Set<AnyCancellable> = []
        subject.sink { seen.append($0) }.store(in: &kept)
        subject.send(1)
        kept.removeAll()
        subject.send(2)
        XCTAssertEqual(seen, [1])
    }

    func testAssignWritesEachValueIntoTheProperty() {
        let thermostat = Thermostat()
        let subject = CurrentValueSubject<Int, Never>(18)
        subject.map(\.description).assign(to: &thermostat.$label)
        XCTAssertEqual(thermostat.label, "18")
        subject.value = 19
        XCTAssertEqual(thermostat.label, "19")
        let copy = Thermostat()
        let assignment = thermostat.$target.assign(to: \.target, on: copy)
        thermostat.target = 25
        XCTAssertEqual(copy.target, 25)
        assignment.cancel()
    }

    func testASubjectThatEndedSendsNoMoreAndTellsLaterReceiversOfItsEnd() {
        struct Failure: Error {}
        let subject = PassthroughSubject<Int, Failure>()
        var seen: [String] = []
        func end(_ completion: Subscribers.Completion<Failure>) -> String {
            if case .failure = completion { return "failed" }
            return "finished"
        }
        let first = subject.sink(receiveCompletion: { seen.append("first \(end($0))") }, receiveValue: { seen.append("value \($0)") })
        subject.send(1)
        subject.send(completion: .failure(Failure()))
        subject.send(2)
        let second = subject.sink(receiveCompletion: { seen.append("second \(end($0))") }, receiveValue: { seen.append("value \($0)") })
        XCTAssertEqual(seen, ["value 1", "first failed", "second failed"])
        _ = (first, second)
    }

    /// A connectable publisher as a timer's: connected while received from.
    final class Ticks: ConnectablePublisher {
        typealias Output = Int
        typealias Failure = Never
        let subject = PassthroughSubject<Int, Never>()
        var connections = 0, disconnections = 0

        func connect() -> any Cancellable {
            connections += 1
            return AnyCancellable { self.disconnections += 1 }
        }

        func _subscribe(receiveValue: @escaping (Int) -> Void,
                        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            subject._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }

    func testAnAutoconnectedPublisherIsConnectedWhileAnythingReceivesFromIt() {
        let ticks = Ticks()
        let auto = ticks.autoconnect()
        XCTAssertEqual(ticks.connections, 0)
        var seen: [Int] = []
        let first = auto.sink { seen.append($0) }
        let second = auto.sink { seen.append(-$0) }
        ticks.subject.send(1)
        XCTAssertEqual(seen, [1, -1])
        XCTAssertEqual(ticks.connections, 1)
        first.cancel()
        XCTAssertEqual(ticks.disconnections, 0)
        second.cancel()
        XCTAssertEqual(ticks.disconnections, 1)
    }
}
