/// When the loop draws a frame, and for what time. With Present, at each
/// vertical blank the server reports, for the time of the blank after it,
/// when the frame will be on screen; without, on a timer at the monitor's
/// rate. While nothing moves it asks for nothing: no timer, no wake-up.
struct FramePacing {
    /// A frame to draw once `at` has come and the buffer is free.
    struct Frame {
        let at: Double
        /// The time the frame shows, nil for the moment it is drawn.
        let shows: Double?
        /// The blank at which the frame is drawn: an animation started by
        /// the frame begins there, as SwiftUI's begin at the current frame.
        let blank: Double?
        /// With Present, the count of the blank the frame is shown at.
        let count: UInt64?
    }

    private let vblanks: (any VblankRequests)?
    private var clock: VblankClock
    /// The period of the timer without Present.
    private var timerPeriod: Double
    private(set) var due: Frame?
    /// A blank asked for and not yet reported: since when.
    private var askedSince: Double?
    /// Whether something moves, so that each blank brings a frame.
    private var moving = false

    /// Without a rate from RandR, the most common one.
    static let defaultPeriod = 1.0 / 60

    /// `period` is the monitor's as RandR says, if it says. With Present,
    /// two blanks measure the period before anything moves, so that the
    /// first animation already draws its first frame for the right time.
    init(vblanks: (any VblankRequests)?, period: Double?, now: Double) {
        self.vblanks = vblanks
        timerPeriod = period ?? Self.defaultPeriod
        clock = VblankClock(period: timerPeriod)
        if let vblanks {
            vblanks.askNext()
            askedSince = now
        }
    }

    var followsBlanks: Bool { vblanks != nil }

    /// Nothing moves, no frame is due and no blank awaited: the period is
    /// measured, or never will be. What can wait may be done now.
    var isResting: Bool { !moving && due == nil && askedSince == nil }

    /// A server that says nothing of a blank asked for in this time is taken
    /// to have stopped counting them (a monitor gone, a broken driver): the
    /// frame is drawn on a timer instead, so that the motion never stalls.
    private var patience: Double { max(4 * clock.period, 0.1) }

    /// When the loop must wake up even if the server says nothing.
    var wakeUp: Double? {
        [due?.at, askedSince.map { $0 + patience }].compactMap { $0 }.min()
    }

    /// The monitor's rate changed, as RandR says: the timer follows it.
    mutating func monitorRate(_ period: Double?) {
        timerPeriod = period ?? Self.defaultPeriod
    }

    /// The monitors changed, as RandR says: the blanks measured so far may
    /// be another monitor's, at another pace. The clock starts again from
    /// `period`, RandR's word on the new one, and two blanks measure it.
    mutating func resetClock(period: Double?, now: Double) {
        clock = VblankClock(period: period ?? Self.defaultPeriod)
        guard let vblanks, askedSince == nil else { return }
        vblanks.askNext()
        askedSince = now
    }

    /// Something moves from now on.
    mutating func start(now: Double) {
        moving = true
        guard due == nil, askedSince == nil else { return }
        if let vblanks {
            vblanks.askNext()
            askedSince = now
        } else {
            due = Frame(at: now, shows: nil, blank: nil, count: nil)
        }
    }

    /// A frame at once, for the next blank: the window's size changed.
    mutating func redraw(now: Double) {
        let next = followsBlanks ? clock.blank(after: now) : nil
        due = Frame(at: now, shows: next?.time, blank: nil, count: next?.count)
    }

    /// The server reported a blank this program asked for.
    mutating func blank(serial: UInt32, time: Double, count: UInt64, now: Double) {
        guard let vblanks, serial == vblanks.serial, askedSince != nil else { return }
        askedSince = nil
        let reported = clock.report(serverTime: time, count: count, now: now)
        guard let last = clock.last else { return }
        if reported, moving, let next = clock.blank(after: now) {
            due = Frame(at: now, shows: next.time, blank: clock.time(of: last.count), count: next.count)
        } else if moving || !clock.isMeasured {
            // A count already seen brings no frame, for the server shows no
            // more than one a blank: the next one will. Until two blanks
            // have measured the period, the next one is asked for as well.
            vblanks.ask(count: last.count + 1)
            askedSince = now
        }
    }

    /// The server let a blank asked for go by unreported: draw without it.
    mutating func checkPatience(now: Double) {
        guard let since = askedSince, now >= since + patience else { return }
        askedSince = nil
        if moving { due = Frame(at: now, shows: nil, blank: nil, count: nil) }
    }

    /// `frame` is drawn; `moving` says whether another must follow.
    mutating func drew(_ frame: Frame, now: Double, moving: Bool) {
        due = nil
        self.moving = moving
        guard moving else { return }
        if let vblanks {
            guard askedSince == nil else { return }
            if let count = frame.count { vblanks.ask(count: count) } else { vblanks.askNext() }
            askedSince = now
        } else {
            // Keep the beat; a frame that came late skips ahead rather than
            // bursting to catch up.
            let next = frame.at + timerPeriod
            due = Frame(at: next > now ? next : now + timerPeriod, shows: nil, blank: nil, count: nil)
        }
    }
}
