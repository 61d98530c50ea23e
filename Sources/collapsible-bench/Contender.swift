/// One program as the toggle benchmark runs it.
enum Contender: CaseIterable {
    /// The demo written plainly in C: the yardstick.
    case plainC
    /// collapsible-x11 as a user starts it, with shared memory where the server allows.
    case program
    /// collapsible-x11 told to send its frames with XPutImage.
    case programWithoutSharedMemory
    /// collapsible-x11 on a session bus with the accessibility stack, its
    /// switch off and on: what a screen reader costs the program.
    case programWithAccessibilityOff
    case programWithAccessibilityOn

    static let noSharedMemory = "COLLAPSIBLE_X11_NO_MITSHM"

    /// Its file, next to the benchmark's own.
    var executable: String {
        self == .plainC ? "plain-c-reference" : "collapsible-x11"
    }

    /// Its name in the table.
    var name: String {
        switch self {
        case .plainC, .program: executable
        case .programWithoutSharedMemory: "\(executable) \(Self.noSharedMemory)=1"
        case .programWithAccessibilityOff: "\(executable), accessibility off"
        case .programWithAccessibilityOn: "\(executable), accessibility on"
        }
    }

    /// The launcher's switch, for a row run with the accessibility stack.
    var accessibility: Bool? {
        switch self {
        case .programWithAccessibilityOff: false
        case .programWithAccessibilityOn: true
        default: nil
        }
    }

    /// What it runs with besides DISPLAY; nil removes a variable.
    var environment: [String: String?] {
        switch self {
        case .plainC: [:]
        case .program, .programWithAccessibilityOff, .programWithAccessibilityOn: [Self.noSharedMemory: nil]
        case .programWithoutSharedMemory: [Self.noSharedMemory: "1"]
        }
    }

    func arguments(width: Int, height: Int) -> [String] {
        ["--size", "\(width)x\(height)"] + (self == .plainC ? [] : ["--scale", "1"])
    }
}
