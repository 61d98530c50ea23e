import Observation

/// What a body reads of `@Observable` models, followed with Observation's
/// `withObservationTracking`: a change to a property that a body read
/// evaluates that body again, and no other. Observation tells of a change
/// on the thread that makes it, before it is made; one made on another
/// thread than the views' is shown at their next update, as a state's
/// write from there is.
enum ObservationReads {
    static func install() {
        _ReadTracker.installed = _ReadTracker { read, changed in
            withObservationTracking(read, onChange: changed)
        }
    }
}
