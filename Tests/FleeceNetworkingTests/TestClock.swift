import Foundation
import FleeceNetworking
import Synchronization

/// A retry clock whose waits take no time: each is recorded and moves `now` forward by as much,
/// so tests see exactly the waits a policy asks for.
final class TestClock: Sendable {
    private let state: Mutex<(now: Date, waits: [Duration])>
    /// The jitter's random number: 0 gives the full backoff, 1 the shortest.
    let random: Double

    init(now: Date = Date(timeIntervalSince1970: 1_800_000_000), random: Double = 0) {
        state = Mutex((now: now, waits: []))
        self.random = random
    }

    var waits: [Duration] { state.withLock { $0.waits } }
    var now: Date { state.withLock { $0.now } }

    var retryClock: RetryClock {
        RetryClock(
            now: { self.now },
            sleep: { duration in
                self.state.withLock { state in
                    state.waits.append(duration)
                    state.now += duration.timeInterval
                }
            },
            random: { self.random }
        )
    }
}

extension Duration {
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
