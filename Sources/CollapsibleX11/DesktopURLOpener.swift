import CollapsibleCore
import Glibc

/// Opens a URL as the desktop does: `xdg-open` started with the URL as its
/// one argument, found on `PATH` and never through a shell, so that nothing
/// in the URL is read as a command. The window goes on at once; a thread
/// of its own waits for `xdg-open` to end, as it may wait for the browser.
/// What fails is one line to `diagnostics`.
struct DesktopURLOpener {
    let diagnostics: Diagnostics

    func open(_ url: String) -> Bool {
        // xdg-open reads an argument that starts with a dash as an option.
        guard !url.isEmpty, !url.hasPrefix("-") else {
            diagnostics.report("cannot open \"\(url)\": it is not a URL")
            return false
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The window ignores SIGPIPE; the opener starts as from a shell.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let words: [String] = ["xdg-open", url]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawnp(&pid, "xdg-open", nil, &attributes, argv, environ)
        guard error == 0 else {
            diagnostics.report("cannot open \(url): xdg-open could not be started (\(String(cString: strerror(error))))")
            return false
        }
        ExitWatch(pid: pid, url: url, diagnostics: diagnostics).start()
        return true
    }
}

/// Waits for a started `xdg-open` on a thread of its own, so that no
/// process is left behind unreaped, and says so where it failed.
private final class ExitWatch {
    let pid: pid_t
    let url: String
    let diagnostics: Diagnostics

    init(pid: pid_t, url: String, diagnostics: Diagnostics) {
        self.pid = pid
        self.url = url
        self.diagnostics = diagnostics
    }

    func start() {
        var thread = pthread_t()
        let watch = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(&thread, nil, { watch in
            Unmanaged<ExitWatch>.fromOpaque(watch!).takeRetainedValue().waitForExit()
            return nil
        }, watch)
        // With no thread to wait on it, the window goes on rather than wait
        // for the browser: the process stays unreaped until the program ends.
        guard made == 0 else {
            Unmanaged<ExitWatch>.fromOpaque(watch).release()
            return
        }
        pthread_detach(thread)
    }

    private func waitForExit() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // As WIFEXITED and WEXITSTATUS read it.
        let signal = status & 0x7f, code = (status >> 8) & 0xff
        if signal != 0 {
            diagnostics.report("xdg-open, opening \(url), ended by signal \(signal)")
        } else if code != 0 {
            diagnostics.report("xdg-open could not open \(url) (it exited with status \(code))")
        }
    }
}
