/// What the pace asks of the monitor's vertical blanks: Present's, through
/// VblankNotifier. Each request comes back as one report, with the serial
/// it was asked under, the blank's count and its time.
protocol VblankRequests: AnyObject {
    /// The serial of the latest request: reports of earlier ones, or of
    /// another client's on the same window, carry another.
    var serial: UInt32 { get }
    /// Asks for the next blank, whichever it is.
    func askNext()
    /// Asks for blank `count`, at once if it has passed.
    func ask(count: UInt64)
}
