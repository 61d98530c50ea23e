import Glibc

/// What reflection finds in each type, or the runtime tells of it, found
/// once in the process: a type's fields and conformances do not change,
/// and every host's graph and store ask them of the same types, each the
/// first time it meets one. A host keeps what it asked most often in a
/// table of its own, which it reads with no lock; a host on another thread
/// may ask this table at the same time.
final class ReflectedTypes<Found>: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var found: [ObjectIdentifier: Found] = [:]

    init() { pthread_mutex_init(lock, nil) }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// What was found in `type`, made by `find` the first time.
    func found(in type: Any.Type, _ find: () -> Found) -> Found {
        let key = ObjectIdentifier(type)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let known = found[key] { return known }
        let made = find()
        found[key] = made
        return made
    }
}

extension ValueComparison {
    static let known = ReflectedTypes<ValueComparison>()
}

extension DynamicPropertyFields {
    static let known = ReflectedTypes<DynamicPropertyFields>()
}
