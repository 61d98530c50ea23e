import Glibc

/// Writes to states made on threads other than the one the tree lives on:
/// SwiftUI lets any thread write a state, and a task or a queue's block
/// often does. Each is posted here and applied on the tree's thread at its
/// next update, so that no evaluation reads a state halfway through a write.
final class PostedWrites: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var writes: [() -> Void] = []
    /// The thread the tree was made on, which evaluates it.
    private let home = pthread_self()

    init() { pthread_mutex_init(lock, nil) }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Whether the caller runs on the tree's own thread.
    var isHome: Bool { pthread_equal(pthread_self(), home) != 0 }

    func post(_ write: @escaping () -> Void) {
        pthread_mutex_lock(lock)
        writes.append(write)
        pthread_mutex_unlock(lock)
    }

    /// The writes posted so far, in order, taken out.
    func take() -> [() -> Void] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let taken = writes
        writes.removeAll()
        return taken
    }
}
