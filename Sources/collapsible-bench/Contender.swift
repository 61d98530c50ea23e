/// One program as the toggle benchmark runs it.
enum Contender: CaseIterable {
    /// The demo written plainly in C: the yardstick.
    case plainC
    /// collapsible-x11 as `make run` builds it and a user starts it, with
    /// shared memory where the server allows.
    case program
    /// The same build told to send its frames with XPutImage.
    case programWithoutSharedMemory
    /// collapsible-x11 on a session bus with the accessibility stack, its
    /// switch off and on: what a screen reader costs the program.
    case programWithAccessibilityOff
    case programWithAccessibilityOn
    /// collapsible-x11 as `make install` builds it: the Swift standard
    /// library linked in.
    case installed

    static let noSharedMemory = "COLLAPSIBLE_X11_NO_MITSHM"

    /// Its file: the build's own programs lie next to the benchmark's,
    /// the installed build wherever it was made; nil when not given.
    func path(in folder: String, installed: String?) -> String? {
        switch self {
        case .plainC: "\(folder)/plain-c-reference"
        case .program, .programWithoutSharedMemory, .programWithAccessibilityOff, .programWithAccessibilityOn:
            "\(folder)/collapsible-x11"
        case .installed: installed
        }
    }

    /// Its name in `--only`.
    var key: String {
        switch self {
        case .plainC: "c"
        case .program: "shared"
        case .programWithoutSharedMemory: "socket"
        case .programWithAccessibilityOff: "accessibility-off"
        case .programWithAccessibilityOn: "accessibility-on"
        case .installed: "installed"
        }
    }

    /// Its name in the table.
    var name: String {
        switch self {
        case .plainC: "plain-c-reference"
        case .program: "collapsible-x11"
        case .programWithoutSharedMemory: "collapsible-x11 \(Self.noSharedMemory)=1"
        case .programWithAccessibilityOff: "collapsible-x11, accessibility off"
        case .programWithAccessibilityOn: "collapsible-x11, accessibility on"
        case .installed: "collapsible-x11, installed build"
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
        case .program, .programWithAccessibilityOff, .programWithAccessibilityOn, .installed: [Self.noSharedMemory: nil]
        case .programWithoutSharedMemory: [Self.noSharedMemory: "1"]
        }
    }

    func arguments(width: Int, height: Int) -> [String] {
        ["--size", "\(width)x\(height)"] + (self == .plainC ? [] : ["--scale", "1"])
    }
}
