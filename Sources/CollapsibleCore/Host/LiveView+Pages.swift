/// A live view's page views (`tabViewStyle(.page)`): the arrow keys turn
/// the focused one a page, Home and End to the first and last; a drag
/// across one turns it a page where it goes a third of its width.
extension LiveView {
    /// Turns the focused page view as `move` says (up and right go on);
    /// returns whether another page shows. Nil where no page view has the focus.
    mutating func turnFocusedPages(_ move: SliderMove) -> Bool? {
        guard let focused = focusedControl,
              let turn = presentation.taps.first(where: { $0.id == focused })?.action.control?.pages else { return nil }
        let pages = switch move {
        case .increase: 1
        case .decrease: -1
        case .minimum: -turn.page
        case .maximum: turn.count - 1 - turn.page
        }
        let turned = turn.turn(by: pages)
        return turned && update()
    }

    /// Shows the page `id` of the page view it is in, as an assistive tool
    /// presses a page tab; returns whether another page shows.
    mutating func showPage(_ id: ViewID) -> Bool {
        for tap in presentation.taps {
            guard let turn = tap.action.control?.pages, let page = turn.pages.firstIndex(of: id) else { continue }
            return turn.turn(by: page - turn.page) && update()
        }
        return false
    }

    /// Ends a drag across a page view at `location`; returns whether it turned a page.
    mutating func turnPages(_ swipe: PageSwipe, releasedAt location: Point) -> Bool {
        let across = location.x - swipe.from
        guard swipe.width > 0, abs(across) >= swipe.width / 3 else { return false }
        return swipe.turn.turn(by: across < 0 ? 1 : -1) && update()
    }
}

/// A page view under a press: where the press went down, across it.
struct PageSwipe {
    var turn: PageTurn
    var from: Double
    var width: Double
}
