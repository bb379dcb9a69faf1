import Foundation

/// A thread of one `FileChunks` iterator's own, which runs its blocking calls (`open` and `read`
/// of a pipe wait for the pipe's writer) one at a time, while the task that asked awaits.
///
/// Not a Dispatch queue: on Linux, Swift's tasks run on Dispatch's global threads, which it adds
/// about one a second while they are blocked, up to a limit. Five readers of silent pipes on
/// a 2-core machine stopped every task of the program for seconds, forty readers for 38 s.
/// Not a thread per read either: starting one costs ~47 µs, a hand-over to this one ~7.
/// The thread ends when the iterator, its owner, is gone.
final class ReaderThread: Sendable {
    private let mailbox = Mailbox()

    init() {
        let mailbox = mailbox
        Thread { mailbox.serve() }.start()
    }

    deinit {
        mailbox.close()
    }

    /// `body`'s result, `body` run on the thread.
    /// - Throws: what `body` throws.
    func run<R: Sendable>(_ body: @escaping @Sendable () throws -> R) async throws -> R {
        try await withCheckedThrowingContinuation { continuation in
            mailbox.post { continuation.resume(with: Result(catching: body)) }
        }
    }
}

/// The job waiting for the thread, and whether its owner is gone.
private final class Mailbox: @unchecked Sendable {
    // `@unchecked`: `job` and `closed` are read and written under `condition`'s lock only.
    private let condition = NSCondition()
    private var job: (@Sendable () -> Void)?
    private var closed = false

    /// Hands `job` to the thread. The owner posts one job at a time and awaits it (an
    /// iterator's `next()` is not called again before it returns).
    func post(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        self.job = job
        condition.signal()
        condition.unlock()
    }

    /// Ends the thread once it has no job.
    func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// The thread's life: each job as it comes, until closed.
    func serve() {
        while true {
            condition.lock()
            while job == nil && !closed { condition.wait() }
            let next = job
            job = nil
            condition.unlock()
            guard let next else { return }
            next()
        }
    }
}
