import CollapsibleAccessibility
import CollapsibleCore
import CollapsibleDesktop
import Glibc
import Timekeeping

/// The program's life in a window, in the manner of suckless st: wait on the
/// X connection, drain every queued event, draw, flush, wait again. While
/// nothing moves the wait has no timeout at all: no timer, no wake-ups, no CPU.
public struct EventLoop {
    private let display: Display
    private let window: Window
    private var view: LiveView
    private var sizing: WindowSizing
    private let options: WindowOptions
    private let desktop: DesktopSettings
    private let xsettings: XSettingsManager
    private var presenter: FramePresenter
    private var exitStatus: Int32?
    private var windowDestroyed = false
    private var accessibility: AccessibilityHost?
    private var isFocused = false
    private var held = HeldModifiers()
    private var isMapped = true
    /// The icon's pictures, drawn once nothing else is to be done, and
    /// handed to the window when all are: nil once it has them.
    private var icon: WindowIconPictures?
    /// Written by every change of state, whatever code made it.
    private let wake: StateWake
    private let diagnostics: Diagnostics
    /// What other code queues for the main thread, and when its next timer
    /// is due on the monotonic clock.
    private let work: (any MainThreadWork)?
    private var workDue: Double?
    /// The text the window last took the primary selection with.
    private var primary: String?
    /// The monotonic clock less the server's at the last press, which puts
    /// a gesture's deadline on the clock the loop waits on.
    private var serverClock = 0.0
    private let pointerShapes: PointerShapes
    /// What the pointer's shape was last chosen for: the evaluation then,
    /// and whether the pointer moved since.
    private var shapeChosen = (evaluations: -1, moved: false)
    /// Whether the touchpad's fingers are pinching: the magnification under
    /// way is then theirs, which keys do not end as Control's release does.
    private var pinching = false

    /// Opens the window (see `Startup`) and takes over what its start made.
    public init(_ content: any View, options: WindowOptions, display: Display, diagnostics: Diagnostics) throws {
        let start = try Startup(content, options: options, display: display, diagnostics: diagnostics)
        self.display = display
        self.options = options
        self.diagnostics = diagnostics
        desktop = start.desktop
        xsettings = start.xsettings
        sizing = WindowSizing(start)
        view = start.view
        window = start.window
        pointerShapes = PointerShapes(of: start.window)
        icon = start.icon
        presenter = FramePresenter(start, on: display)
        accessibility = start.accessibility
        work = options.mainThreadWork
        let wake = try StateWake()
        self.wake = wake
        view.onStateChange = { wake.signal() }
    }

    /// Runs until the user quits; returns the exit status. Throws when the
    /// X server goes away or refuses a request.
    public mutating func run() throws -> Int32 {
        while true {
            while let event = display.nextEvent() {
                handle(event)
            }
            // With no window left, nothing could ever end the program. Said
            // first: a frame sent as the window went fails, and that error
            // is only the destruction's echo.
            if windowDestroyed { throw DisplayError.windowDestroyed(display: display.name) }
            try display.check()
            if let exitStatus { return exitStatus }
            // The field kept or dropped what was composed as the focus left
            // it: the method starts afresh.
            if let input = display.input, input.isComposing, !view.isComposing { input.reset() }
            if desktop.takeChange() { followDesktop() }
            // A long press held long enough ends with the button still down.
            if let due = view.gestureDeadline, MonotonicClock.seconds() - serverClock >= due,
               view.pointerHeld(until: MonotonicClock.seconds() - serverClock) {
                changed()
            }
            if shapeChosen.moved || shapeChosen.evaluations != view.evaluations {
                shapeChosen = (view.evaluations, false)
                pointerShapes.show(view.pointerShape)
            }

            if let size = sizing.layOut(&view) { presenter.relaidOut(windowSize: size) }
            // A timeline due, or one made at every frame, asks for the next frame.
            if view.isAnimating || view.nextTimelineUpdate.map({ $0 <= MonotonicClock.seconds() }) == true {
                presenter.showChange()
            }
            try presenter.present(&view, scale: sizing.scale, windowSize: sizing.size)
            accessibility?.follow(view, size: sizing.size, scale: sizing.scale, isFocused: isFocused)
            display.flush()
            // Drawing may have read events into Xlib's queue, and those no
            // longer make the socket readable: poll() would sleep on them.
            if display.hasQueuedEvents { continue }
            if icon != nil, presenter.isResting {
                drawIconPicture()
                // Whatever came meanwhile goes before the next picture.
                waitForEvents(immediately: true)
            } else {
                waitForEvents()
            }
        }
    }

    private mutating func handle(_ event: Event) {
        switch event {
        case .exposed(let rect):
            presenter.exposed(rect)
        case .resized(let width, let height):
            sizing.resized(width: width, height: height)
            // Also sent when the window moves.
            presenter.windowMoved()
        case .buttonPressed(button: 1, let x, let y, let time):
            serverClock = MonotonicClock.seconds() - seconds(time)
            if view.pointerPressed(at: sizing.logical(x, y), time: seconds(time), modifiers: held.modifiers) { changed() }
            followPrimary(time: time)
        case .buttonReleased(button: 1, let x, let y, let time):
            if view.pointerReleased(at: sizing.logical(x, y), time: seconds(time)) { changed() }
        case .buttonPressed(let button, let x, let y, let time) where (4...5).contains(button) && held.modifiers.contains(.control):
            // Control with the wheel magnifies a view with a magnify gesture,
            // a tenth a notch, as GTK's zoomable views take it; elsewhere it scrolls.
            let at = sizing.logical(x, y)
            if let changed = view.magnify(by: button == 4 ? 1.1 : 1 / 1.1, at: at, time: seconds(time)) {
                if changed { self.changed() }
            } else if view.scrollWheel(button: button, at: at) {
                changed()
            }
        case .buttonPressed(let button, let x, let y, _) where (4...7).contains(button):
            // A notch of the wheel, up, down, left or right, as X gives it.
            if view.scrollWheel(button: button, at: sizing.logical(x, y)) { changed() }
        case .buttonPressed(button: 3, let x, let y, _):
            // The secondary button opens a context menu, as GTK's does on a press.
            if view.secondaryClicked(at: sizing.logical(x, y)) { changed() }
        case .buttonPressed(button: 2, let x, let y, let time):
            // The middle button pastes the primary selection where it presses a field, as in GTK.
            guard view.placeCaret(at: sizing.logical(x, y)) else { break }
            changed()
            display.selections?.requestPaste(.primary, time: time)
        case .pasted(let text):
            if view.typeText(text) { changed() }
        case .composed(let preedit):
            if view.compose(preedit) { changed() }
        case .buttonPressed(button: 8, _, _, _):
            // The pointer's back button, as a browser takes it.
            if view.goBack() { changed() }
        case .buttonPressed, .buttonReleased:
            // A tap is the primary button's, a context menu the secondary's; the others do nothing.
            break
        case .pointerMoved(let x, let y, let time):
            shapeChosen.moved = true
            if view.pointerMoved(to: sizing.logical(x, y), time: seconds(time)) { changed() }
        case .pointerLeft:
            if view.pointerLeft() { changed() }
        case .smoothScrolled(let notchesX, let notchesY, let x, let y):
            // The touchpad's own deltas, its inertia after the fingers lift among them.
            if view.scroll(notches: Point(x: notchesX, y: notchesY), at: sizing.logical(x, y)) { changed() }
        case .pinched(let scale, let rotation, let x, let y, let time):
            // A pinch where no view has a gesture for it does nothing, as GTK's plain views do.
            pinching = true
            if view.pinch(scale: scale, rotation: rotation, at: sizing.logical(x, y), time: seconds(time)) == true { changed() }
        case .pinchEnded(let cancelled, let time):
            pinching = false
            if view.endMagnifying(time: seconds(time), cancelled: cancelled) { changed() }
        case .key(let key):
            held.follow(key.stroke)
            if !pinching, !held.modifiers.contains(.control), view.endMagnifying(time: seconds(UInt(key.stroke.time))) { changed() }
            // A screen reader hears each key first, and may take it as its
            // own; a text field with the keyboard takes what it types or edits.
            if !key.repeated, accessibility?.offer(key) == true { break }
            act(on: key)
        case .closeRequested:
            exitStatus = 0
        case .destroyed:
            windowDestroyed = true
        case .focusChanged(let focused):
            isFocused = focused
            if !focused {
                held.release()
                // Control's release goes elsewhere: the magnification ends here.
                if view.endMagnifying(time: MonotonicClock.seconds() - serverClock) { changed() }
            }
            followScenePhase()
        case .mapped(let mapped):
            isMapped = mapped
            // A window taken off the screen loses the press under way.
            if !mapped, view.cancelGestures() { changed() }
            followScenePhase()
        case .xsettingsChanged:
            xsettings.hand(to: desktop)
        case .vblank(let serial, let time, let count):
            presenter.blank(serial: serial, time: time, count: count)
        case .frameRead(let segment):
            presenter.frameRead(segment: segment)
        case .monitorsChanged:
            presenter.monitorsChanged(windowSize: sizing.size)
        }
    }

    /// Does what `key` does here, no screen reader having taken it: a text
    /// field with the keyboard takes what it types or edits, the views that
    /// hear keys come next, then the window's own commands.
    private mutating func act(on key: Key) {
        if key.stroke.kind == .press, view.focusedTextField != nil, type(key) {
            followPrimary(time: UInt(key.stroke.time))
            return
        }
        if let press = key.press, view.keyPressed(press) {
            changed()
            return
        }
        if !key.repeated { perform(key.command) }
    }

    /// Types or edits in the text field with the keyboard; returns whether
    /// the key was the field's.
    private mutating func type(_ key: Key) -> Bool {
        let shown: Bool
        let time = UInt(key.stroke.time)
        switch key.text {
        case .edit(let command)?: shown = view.edit(command)
        case .copy?:
            if let text = view.selectedText { display.selections?.own(.clipboard, text, time: time) }
            shown = false
        case .cut?:
            guard let text = view.cutSelection() else { return true }
            display.selections?.own(.clipboard, text, time: time)
            shown = true
        case .paste?:
            display.selections?.requestPaste(.clipboard, time: time)
            shown = false
        case nil:
            guard view.typeText(key.typed) else { return false }
            shown = true
        }
        if shown { changed() }
        return true
    }

    /// Makes an assistive tool's edit of a text field as its user would:
    /// the clipboard's through the window's selections.
    private mutating func edit(_ request: TextRequest) {
        // X's CurrentTime: a tool's call carries no time of the server's.
        let time: UInt = 0
        switch request.change {
        case .replace(let places, let text):
            if view.replaceText(of: request.view, in: places, with: text) { changed() }
        case .select(let places):
            if view.selectText(of: request.view, places) { changed() }
        case .copy(let places, let cut):
            guard let text = view.text(of: request.view, in: places) else { return }
            display.selections?.own(.clipboard, text, time: time)
            if cut, view.replaceText(of: request.view, in: places, with: "") { changed() }
        case .paste(let place):
            // Where the caret is, in the field with the keyboard, as Ctrl+V pastes.
            guard view.selectText(of: request.view, place..<place) else { return }
            changed()
            display.selections?.requestPaste(.clipboard, time: time)
        }
    }

    /// Owns the primary selection with the text selected in a field, once
    /// it changes, as a GTK entry does.
    private mutating func followPrimary(time: UInt) {
        guard let selected = view.selectedText, selected != primary else { return }
        primary = selected
        display.selections?.own(.primary, selected, time: time)
    }

    private mutating func perform(_ command: KeyCommand?) {
        guard let command else { return }
        if command == .quit || command == .escape && !view.presentsLayer {
            exitStatus = 0
        } else if command.perform(on: &view) {
            changed()
        }
    }

    /// A change of state: the frames that show it, and a larger minimum
    /// when the new state needs one.
    private mutating func changed() {
        sizing.fit(view)
        presenter.startMotion(windowSize: sizing.size)
    }

    /// Sleeps in poll() until the server or the session bus sends something,
    /// a state changes, work is queued for the main thread, or the next
    /// frame or timer is due; `immediately`, only looks.
    private mutating func waitForEvents(immediately: Bool = false) {
        // What other code queued runs before the wait, which wakes for what
        // it queues next; what it wrote shows in the next frame.
        if let work {
            workDue = work.runDue().map { MonotonicClock.seconds() + $0 }
            if view.update() { changed() }
        }
        var descriptors = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0), wake.pollDescriptor]
        if let bus = desktop.pollDescriptor { descriptors.append(bus) }
        if let work { descriptors.append(pollfd(fd: work.descriptor, events: Int16(POLLIN), revents: 0)) }
        let assistive = descriptors.count
        descriptors += accessibility?.pollDescriptors ?? []
        var timeout: Int32 = immediately ? 0 : -1
        // One already due waits for the frame it asked for, not the clock.
        let timelineDue = view.nextTimelineUpdate.flatMap { $0 > MonotonicClock.seconds() ? $0 : nil }
        let gestureDue = view.gestureDeadline.map { $0 + serverClock }
        if !immediately, let due = [presenter.wakeUp, desktop.deadline, accessibility?.deadline, workDue, timelineDue,
                                   display.selections?.deadline, gestureDue].compactMap({ $0 }).min() {
            let milliseconds = ((due - MonotonicClock.seconds()) * 1000).rounded(.up)
            timeout = Int32(min(max(milliseconds, 0), Double(Int32.max)))
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready > 0, descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            display.hungUp()
        }
        if descriptors[1].revents & Int16(POLLIN) != 0 {
            // A state written by any code shows in the next frame.
            wake.drain()
            if view.update() { changed() }
        }
        desktop.process()
        display.selections?.giveUpIfLate()
        guard let requests = accessibility?.process(polled: descriptors[assistive...]) else { return }
        // An assistive tool's press is a tap's, and its setting a drag's.
        for id in requests.presses where view.press(id) { changed() }
        for setting in requests.settings where view.setValue(setting.value, of: setting.view) { changed() }
        for id in requests.scrolls where view.scrollIntoView(id) { changed() }
        for request in requests.texts { edit(request) }
        requests.keys.forEach { act(on: $0) }
    }

    /// The scene's phase, as the views read it: active while the window has
    /// the focus, inactive while shown without it, background while unmapped.
    private mutating func followScenePhase() {
        let phase: ScenePhase = !isMapped ? .background : isFocused ? .active : .inactive
        guard phase != view.scenePhase else { return }
        view.scenePhase = phase
        presenter.showChange()
    }

    /// Takes up what the desktop changed, as far as the command line leaves
    /// it to the desktop. A new colour scheme shows in the next frame, in the
    /// middle of a motion too, which goes on undisturbed.
    private mutating func followDesktop() {
        let scheme = options.colorScheme ?? desktop.colorScheme
        if scheme != view.colorScheme {
            view.colorScheme = scheme
            presenter.showChange()
        }
        view.animationsEnabled = options.animationChosen || desktop.animationsEnabled
        view.caretBlink = desktop.caretBlink
        sizing.followScale(of: desktop)
    }

    /// Draws the next picture of the icon, and hands the window all of them
    /// after the last: the window goes without it rather than not at all.
    private mutating func drawIconPicture() {
        let refusal: String?
        do {
            try icon?.drawNext()
            guard let pictures = icon, pictures.isComplete else { return }
            icon = nil
            refusal = window.setIcon(pictures.images)?.description
        } catch {
            icon = nil
            refusal = "\(error)"
        }
        if let refusal, display.isConnected { diagnostics.report("the window goes without its icon: \(refusal)") }
    }

    private func seconds(_ serverTime: UInt) -> Double {
        Double(serverTime) / 1000
    }
}
