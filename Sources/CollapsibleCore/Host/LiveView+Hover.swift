/// A live view's hover: the views that follow the pointer over them told
/// where it is, once a frame, and the pointer's shape over what it is on.
extension LiveView {
    /// Keeps the pointer's place over the window for the views that follow
    /// it; returns whether any may hear of it, at the next frame.
    mutating func followHover(to location: Point) -> Bool {
        guard !pointer.hovered.isEmpty || presentation.taps.contains(where: { $0.action.hover?.perform != nil }) else { return false }
        pointer.hover = location
        return true
    }

    /// Tells the views that follow the pointer where it moved since the
    /// last frame; returns whether what they did changed anything.
    @discardableResult
    mutating func tellHover() -> Bool {
        guard let location = pointer.hover else { return false }
        pointer.hover = nil
        return hover(at: location)
    }

    /// The pointer left the window: every view it was over hears it go.
    /// Returns whether what they did changed anything.
    @discardableResult
    public mutating func pointerLeft() -> Bool {
        pointer.location = nil
        pointer.hover = nil
        let bars = followScrollBars(to: nil)
        return hover(at: nil) || bars
    }

    /// The pointer's shape where it is: the innermost view's under it that
    /// sets one, the text cursor over a text field, else the arrow.
    public var pointerShape: PointerStyle {
        guard let location = pointer.location else { return .default }
        for index in presentation.taps(at: location).reversed() {
            let action = presentation.taps[index].action
            if let style = action.hover?.style { return style }
            if action.control?.textField != nil { return .horizontalText }
        }
        return .default
    }

    /// Tells the views that follow the pointer that it is at `location`,
    /// or nowhere: those it left first, then those it came over, and the
    /// continuous ones it is still over where it is.
    private mutating func hover(at location: Point?) -> Bool {
        let over = (location.map { presentation.taps(at: $0) } ?? []).filter { presentation.taps[$0].action.hover?.perform != nil }
        var told: [() -> Void] = []
        for left in pointer.hovered where !over.contains(where: { presentation.taps[$0].id == left.id }) {
            told.append { left.action.perform?(.ended) }
        }
        var hovered: [(id: ViewID, action: HoverAction)] = []
        for index in over {
            let id = presentation.taps[index].id
            guard let action = presentation.taps[index].action.hover, let location else { continue }
            hovered.append((id, action))
            let came = !pointer.hovered.contains { $0.id == id }
            guard came || action.space != nil else { continue }
            let point = gestureContext(of: index).point(location, in: action.space ?? .local)
            told.append { action.perform?(.active(point)) }
        }
        pointer.hovered = hovered
        guard !told.isEmpty else { return false }
        withTransaction(Transaction()) { told.forEach { $0() } }
        return update()
    }
}
