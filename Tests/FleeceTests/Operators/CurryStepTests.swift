import Testing
import Fleece

/// The steps of one `curry` share one box of arguments (CurryArguments.swift): these check that
/// a step taken twice, at any point of any width, still behaves as an independent value.
@Suite("curry steps")
struct CurryStepTests {
    /// Long strings (not small, inline ones), so that the shared slots hold counted references.
    static func word(_ index: Int) -> String { "argument number \(index) of a long enough string" }

    static func join3(_ a: String, _ b: String, _ c: String) -> String { [a, b, c].joined(separator: "|") }

    @Test("a partial application applied twice at each step of a 3-parameter curry gives two independent results")
    func forkAtEachStepOfThree() {
        let start = curry(Self.join3)
        // Forked at the first step.
        let first = start("a"), second = start("x")
        #expect(first("b")("c") == "a|b|c")
        #expect(second("y")("z") == "x|y|z")
        #expect(first("b")("c") == "a|b|c")
        // Forked at the second step, the first branch finished after the second one is made.
        let shared = start("s")
        let left = shared("l"), right = shared("r")
        #expect(right("2") == "s|r|2")
        #expect(left("1") == "s|l|1")
        // The last step taken many times.
        let last = start("p")("q")
        #expect(["1", "2", "3"].map(last.apply) == ["p|q|1", "p|q|2", "p|q|3"])
    }

    struct Place { let id: Int, name: String, rank: Double, tags: [String], visits: Int? }

    @Test("a step prints as the function type it stands for, not its closures and box, at any width")
    func printedAsItsType() throws {
        #expect("\(curry(Self.join3))" == "(String) -> (String) -> (String) -> String")
        #expect("\(curry(Self.join3)("a")("b"))" == "(String) -> String")
        let json = try JSON(parsing: #"{"id": 1, "name": "Lisbon"}"#)
        let halfWay = curry(Place.init) <^> json <| "id" <*> json <| "name"
        #expect("\(halfWay)" == "success(Curried((Double) -> (Array<String>) -> (Optional<Int>) -> Place))")
        #expect(String(reflecting: curry(Place.init)) == "Curried((Int) -> (String) -> (Double) -> (Array<String>) -> (Optional<Int>) -> Place)")
    }

    @Test("a 2-parameter curry (its box holds one value, not a tuple) forks at both steps")
    func forkTwo() {
        let add = curry { (a: Int, b: Int) in a * 10 + b }
        let one = add(1), two = add(2)
        #expect(two(3) == 23)
        #expect(one(3) == 13)
        #expect(one(4) == 14)
        #expect([5, 6].map(add.apply).map { $0(7) } == [57, 67])
    }

    static func join20(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String, _ g: String,
                       _ h: String, _ i: String, _ j: String, _ k: String, _ l: String, _ m: String, _ n: String,
                       _ o: String, _ p: String, _ q: String, _ r: String, _ s: String, _ t: String) -> String {
        [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t].joined(separator: "|")
    }

    /// Feeds the 20-parameter `curry` `arguments` from `step` on, one at a time, as `<*>` does.
    static func finish(_ partial: Any, from step: Int, with arguments: [String]) -> String? {
        var current = partial
        for index in step..<20 {
            if index == 19 { return (current as? Curried<String, String>)?(arguments[index]) }
            guard let next = applyStep(current, arguments[index]) else { return nil }
            current = next
        }
        return nil
    }

    /// One step of the 20-parameter curry, whatever its remaining width (`Any` in, `Any` out).
    static func applyStep(_ partial: Any, _ argument: String) -> Any? {
        (partial as? any CurriedStringStep)?.step(argument)
    }

    @Test("a 20-parameter curry forked at every step gives both branches their own arguments", arguments: 0..<20)
    func forkTwentyAt(step: Int) throws {
        let original = (0..<20).map(Self.word)
        let other = (0..<20).map { "other \(Self.word($0))" }
        var partial: Any = curry(Self.join20)
        for index in 0..<step {
            partial = try #require(Self.applyStep(partial, original[index]))
        }
        // Two branches from the same partial application, both taken one step further before
        // either is finished: the second takes the other arguments from `step` on.
        let expectedOther = (original[..<step] + other[step...]).joined(separator: "|")
        guard step < 19 else {
            #expect(Self.finish(partial, from: step, with: other) == expectedOther)
            #expect(Self.finish(partial, from: step, with: original) == original.joined(separator: "|"))
            return
        }
        let mine = try #require(Self.applyStep(partial, original[step]))
        let theirs = try #require(Self.applyStep(partial, other[step]))
        #expect(Self.finish(theirs, from: step + 1, with: other) == expectedOther)
        #expect(Self.finish(mine, from: step + 1, with: original) == original.joined(separator: "|"))
        #expect(Self.finish(theirs, from: step + 1, with: other) == expectedOther)
    }

    @Test("a decoded partial application reused in two chains decodes each chain's own fields")
    func decodedPartialReused() throws {
        let json = try JSON(parsing: #"{"a": "first", "b": "second", "c": "third", "d": "fourth"}"#)
        let start: Decoded<Curried<String, Curried<String, String>>> = curry(Self.join3) <^> json <| "a"
        let oneSoFar = start <*> json <| "b"
        let twoSoFar = start <*> json <| "d"
        let two = twoSoFar <*> json <| "b"
        let one = oneSoFar <*> json <| "c"
        #expect(one.value == "first|second|third")
        #expect(two.value == "first|fourth|second")
    }

    final class Tracked: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test("the arguments held by the steps are released when the steps are")
    func argumentsReleased() {
        weak var held: Tracked?
        var result: String?
        do {
            let tracked = Tracked("kept")
            held = tracked
            let steps = curry { (a: Tracked, b: Int, c: Int) in "\(a.name) \(b + c)" }(tracked)
            result = steps(1)(2)
        }
        #expect(result == "kept 3")
        #expect(held == nil)
    }

    @Test("a 2-parameter curry releases its held argument, finished, unfinished or forked")
    func twoParameterArgumentReleased() {
        weak var first: Tracked?, second: Tracked?
        var results: [String] = []
        do {
            let a = Tracked("a"), b = Tracked("b")
            first = a
            second = b
            let join = curry { (x: Tracked, y: Tracked) in x.name + y.name }
            let left = join(a), right = join(b)
            results = [left(b), right(a), left(a)]
            _ = join(Tracked("unfinished"))
        }
        #expect(results == ["ab", "ba", "aa"])
        #expect(first == nil)
        #expect(second == nil)
    }

    static func names20(_ a: Tracked, _ b: Tracked, _ c: Tracked, _ d: Tracked, _ e: Tracked, _ f: Tracked, _ g: Tracked,
                        _ h: Tracked, _ i: Tracked, _ j: Tracked, _ k: Tracked, _ l: Tracked, _ m: Tracked, _ n: Tracked,
                        _ o: Tracked, _ p: Tracked, _ q: Tracked, _ r: Tracked, _ s: Tracked, _ t: Tracked) -> String {
        [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t].map(\.name).joined()
    }

    /// Feeds the 20-parameter `curry` of `names20` `arguments`, one at a time, from `step` on.
    static func feed(_ partial: Any, from step: Int, _ arguments: [Tracked]) -> Any? {
        var current = partial
        for index in step..<arguments.count {
            guard let next = (current as? any CurriedTrackedStep)?.step(arguments[index]) else { return nil }
            current = next
        }
        return current
    }

    @Test("a 20-parameter curry releases every argument it holds, dropped after any step and forked there",
          arguments: [0, 1, 9, 18, 19, 20])
    func twentyArgumentsReleased(step: Int) {
        var references: [() -> Tracked?] = []
        var finished: [String?] = []
        do {
            let originals = (0..<20).map { Tracked(String(UnicodeScalar(UInt8(65 + $0)))) }
            let others = (0..<20).map { Tracked(String(UnicodeScalar(UInt8(97 + $0)))) }
            for tracked in originals + others {
                weak let reference = tracked
                references.append { reference }
            }
            let partial = Self.feed(curry(Self.names20), from: 0, Array(originals[..<step]))
            // Two branches from the same partial application; both finished, and the partial
            // application itself dropped unfinished.
            finished.append(partial.flatMap { Self.feed($0, from: step, originals) } as? String)
            finished.append(partial.flatMap { Self.feed($0, from: step, others) } as? String)
        }
        // Split, with types: as one expression this took up to 1.2 s to type-check on a slow
        // host, over `.ci/run`'s limit.
        let expected: String = (0..<20).map { String(UnicodeScalar(UInt8(65 + $0))) }.joined()
        let lowercase: String = (0..<20).map { String(UnicodeScalar(UInt8(97 + $0))) }.joined()
        let expectedOther: String = String(expected.prefix(step)) + lowercase.dropFirst(step)
        #expect(finished == [expected, expectedOther])
        #expect(references.allSatisfy { $0() == nil })
    }

    static func names6(_ a: Tracked, _ b: Tracked, _ c: Tracked, _ d: Tracked, _ e: Tracked, _ f: Tracked) -> String {
        [a, b, c, d, e, f].map(\.name).joined()
    }

    // The tests above take every step through `apply` or a copy, so every box they reach is
    // shared: these take steps on values nothing else holds, where a wide `curry` moves its box
    // on and the last step moves the arguments out of it (CurryArguments.swift).

    @Test("a 20-parameter curry called straight through moves its arguments into the function and releases them")
    func twentyStraightThrough() {
        weak var first: Tracked?, last: Tracked?
        var result: String?
        do {
            let t = (0..<20).map { Tracked(String(UnicodeScalar(UInt8(65 + $0)))) }
            first = t[0]
            last = t[18]
            result = curry(Self.names20)(t[0])(t[1])(t[2])(t[3])(t[4])(t[5])(t[6])(t[7])(t[8])(t[9])(t[10])(t[11])(t[12])(
                t[13])(t[14])(t[15])(t[16])(t[17])(t[18])(t[19])
        }
        #expect(result == "ABCDEFGHIJKLMNOPQRST")
        #expect(first == nil)
        #expect(last == nil)
    }

    @Test("a wide partial application kept and finished twice, then forked mid-way, keeps every branch's arguments")
    func widePartialKeptAndForked() {
        var results: [String] = []
        var references: [() -> Tracked?] = []
        do {
            let t = "abcdefghijkl".map { Tracked(String($0)) }
            for tracked in t {
                weak let reference = tracked
                references.append { reference }
            }
            // Kept at the last step: the first call finds the box shared with `almost` and
            // copies the arguments out; the second may be the last use, and move them.
            let almost = curry(Self.names6)(t[0])(t[1])(t[2])(t[3])(t[4])
            results.append(almost(t[5]))
            results.append(almost(t[6]))
            // Kept after two steps: each branch works on its own box from there.
            let fork = curry(Self.names6)(t[7])(t[8])
            let left = fork(t[9]), right = fork(t[10])
            results.append(right(t[11])(t[0])(t[1]))
            results.append(left(t[2])(t[3])(t[4]))
            results.append(fork(t[5])(t[6])(t[9])(t[10]))
        }
        #expect(results == ["abcdef", "abcdeg", "hiklab", "hijcde", "hifgjk"])
        #expect(references.allSatisfy { $0() == nil })
    }

    @Test("a wide curry dropped unfinished after a step taken on a value nothing else holds releases what it held")
    func wideUnfinishedReleased() {
        weak var held: Tracked?
        do {
            let tracked = Tracked("held")
            held = tracked
            let partial = curry(Self.names6)(tracked)(Tracked("b"))(Tracked("c"))
            _ = partial
        }
        #expect(held == nil)
    }
}

/// A step of the 20-parameter `curry` over `Tracked` values, at any remaining width.
protocol CurriedTrackedStep {
    func step(_ argument: CurryStepTests.Tracked) -> Any
}

extension Curried: CurriedTrackedStep where Input == CurryStepTests.Tracked {
    func step(_ argument: CurryStepTests.Tracked) -> Any { apply(argument) }
}

/// A step of the 20-parameter `curry` over strings, at any remaining width, for the fork test.
protocol CurriedStringStep {
    func step(_ argument: String) -> Any
}

extension Curried: CurriedStringStep where Input == String {
    func step(_ argument: String) -> Any { apply(argument) }
}
