import Foundation
import Observation

/// What a body reads of `@Observable` models, followed with Observation's
/// `withObservationTracking`: a change to a property that a body read
/// evaluates that body again, and no other. Observation tells of a change
/// on the thread that makes it, before it is made; the views hear of it on
/// the main thread, which runs them, where the window's loop shows it.
enum ObservationReads {
    static func install() {
        _ReadTracker.installed = _ReadTracker { read, changed in
            withObservationTracking(read, onChange: {
                if Thread.isMainThread { changed() } else { DispatchQueue.main.async(execute: changed) }
            })
        }
    }
}
