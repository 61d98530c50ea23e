/// `task` and `task(id:)`: work started as the view appears, on the main
/// actor as SwiftUI's views are, cancelled as it disappears; with an `id`,
/// cancelled and started again whenever the id changes.
struct TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
    @State private var running = RunningTask()

    func body(content: Content) -> some View {
        content
            .onAppear { running.start(priority, action) }
            .onDisappear { running.cancel() }
            .onChange(of: id) { running.start(priority, action) }
    }
}

/// The task a view started, which it cancels when it goes.
final class RunningTask {
    private var task: Task<Void, Never>?

    func start(_ priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void) {
        task?.cancel()
        task = Task(priority: priority) { @MainActor in await action() }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }

    deinit { task?.cancel() }
}

extension View {
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    public func task<ID: Equatable>(id value: ID, priority: TaskPriority = .userInitiated,
                                    _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
