/// A move of a scroll view as the keyboard makes it: a line or a page
/// either way on an axis, or to an end, as GTK's scrolled window takes
/// the arrows, Page Up, Page Down, Home and End.
public enum ScrollMove: Sendable, Equatable {
    case lineUp, lineDown, lineLeft, lineRight, pageUp, pageDown, top, bottom
}
