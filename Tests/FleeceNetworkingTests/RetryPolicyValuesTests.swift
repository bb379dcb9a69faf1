import Foundation
import FleeceNetworking
import Testing

/// `RetryPolicy.backoff(attempt:)` gives a wait from zero to the cap, whatever the policy's
/// numbers and its clock's random number: NaN, infinities and negatives never trap in
/// `Duration.seconds(_:)`.
@Suite struct RetryPolicyValuesTests {
    func clock(random: Double) -> RetryClock {
        RetryClock(now: { Date(timeIntervalSince1970: 0) }, sleep: { _ in }, random: { random })
    }

    func waits(_ policy: RetryPolicy) -> [Duration] {
        (1...4).map(policy.backoff(attempt:))
    }

    @Test func nanJitterIsNone() {
        #expect(waits(RetryPolicy(initialDelay: .seconds(1), maxDelay: .seconds(5), jitter: .nan, clock: clock(random: 1)))
            == [.seconds(1), .seconds(2), .seconds(4), .seconds(5)])
    }

    @Test(arguments: [Double.infinity, -Double.infinity, -3, 7])
    func jitterOutsideTheUnitIntervalIsClamped(jitter: Double) {
        let policy = RetryPolicy(initialDelay: .seconds(2), maxDelay: .seconds(5), jitter: jitter, clock: clock(random: 0.5))
        // Clamped to 1, the wait is halved by the random 0.5; clamped to 0, it is whole.
        #expect(policy.backoff(attempt: 1) == (jitter > 1 ? .seconds(1) : .seconds(2)))
    }

    @Test func nanMultiplierDoesNotGrow() {
        #expect(waits(RetryPolicy(initialDelay: .seconds(1), multiplier: .nan, jitter: 0))
            == [.seconds(1), .seconds(1), .seconds(1), .seconds(1)])
    }

    @Test func negativeMultiplierDoesNotGrow() {
        #expect(waits(RetryPolicy(initialDelay: .seconds(1), multiplier: -2, jitter: 0))
            == [.seconds(1), .seconds(1), .seconds(1), .seconds(1)])
    }

    @Test func infiniteMultiplierReachesTheCap() {
        #expect(waits(RetryPolicy(initialDelay: .seconds(1), multiplier: .infinity, maxDelay: .seconds(30), jitter: 0))
            == [.seconds(1), .seconds(30), .seconds(30), .seconds(30)])
    }

    @Test func zeroDelayWithAnInfiniteMultiplierIsNoWait() {
        #expect(waits(RetryPolicy(initialDelay: .zero, multiplier: .infinity, jitter: 0)) == [.zero, .zero, .zero, .zero])
    }

    @Test(arguments: [Double.nan, Double.infinity, -Double.infinity, -1, 2])
    func randomOutsideTheUnitIntervalIsClamped(random: Double) {
        let policy = RetryPolicy(initialDelay: .seconds(4), jitter: 0.5, clock: clock(random: random))
        let expected: Duration = random.isNaN || random <= 0 ? .seconds(4) : .seconds(2)
        #expect(policy.backoff(attempt: 1) == expected)
    }

    @Test func negativeDelaysAreNoWait() {
        #expect(waits(RetryPolicy(initialDelay: .seconds(-1), jitter: 0)) == [.zero, .zero, .zero, .zero])
        #expect(waits(RetryPolicy(initialDelay: .seconds(1), maxDelay: .seconds(-5), jitter: 0)) == [.zero, .zero, .zero, .zero])
    }

    @Test func hugeAttemptsStayAtTheCap() {
        let policy = RetryPolicy(initialDelay: .seconds(1), maxDelay: .seconds(30), jitter: 0)
        #expect(policy.backoff(attempt: Int.max) == .seconds(30))
    }
}
