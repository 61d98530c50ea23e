import Foundation

extension Timer {
    /// Combine's `Timer.publish(every:on:in:)`: the time at each firing of a
    /// repeating timer on `runLoop`, once connected (`autoconnect()`).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The firings of a timer on a run loop, as Combine's `Timer.TimerPublisher`.
    /// A class the run loop's thread alone uses, as its timer fires there.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let firings = PassthroughSubject<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts the timer; it stops when the cancellable is cancelled or released.
        public func connect() -> any Cancellable {
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.firings.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        public func _subscribe(receiveValue: @escaping (Date) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            firings._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }
    }
}
