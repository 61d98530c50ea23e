/// How often a schedule is asked to update: a window in front is always
/// `normal` here, as no system dims it.
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}
