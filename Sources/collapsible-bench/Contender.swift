/// One program as the toggle benchmark runs it.
enum Contender: CaseIterable {
    /// The demo written plainly in C: the yardstick.
    case plainC
    /// collapsible-x11 as a user starts it, with shared memory where the server allows.
    case program
    /// collapsible-x11 told to send its frames with XPutImage.
    case programWithoutSharedMemory

    static let noSharedMemory = "COLLAPSIBLE_X11_NO_MITSHM"

    /// Its file, next to the benchmark's own.
    var executable: String {
        self == .plainC ? "plain-c-reference" : "collapsible-x11"
    }

    /// Its name in the table.
    var name: String {
        self == .programWithoutSharedMemory ? "\(executable) \(Self.noSharedMemory)=1" : executable
    }

    /// What it runs with besides DISPLAY; nil removes a variable.
    var environment: [String: String?] {
        switch self {
        case .plainC: [:]
        case .program: [Self.noSharedMemory: nil]
        case .programWithoutSharedMemory: [Self.noSharedMemory: "1"]
        }
    }

    func arguments(width: Int, height: Int) -> [String] {
        ["--size", "\(width)x\(height)"] + (self == .plainC ? [] : ["--scale", "1"])
    }
}
