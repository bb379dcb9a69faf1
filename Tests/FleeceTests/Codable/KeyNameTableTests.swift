@testable import Fleece
import Testing

/// The table of a key type's names: on for the lookups of one strategy, for key types told
/// apart by their one byte only.
@Suite("Kept key names")
struct KeyNameTableTests {
    enum Keys: String, CodingKey { case id, userName }
    struct TextKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test("a table is on for the strategy it is first turned on for, and stays so")
    func oneStrategyPerTable() {
        var exact = KeyNameTable()
        #expect(!exact.isOn && !exact.isOnForSnakeCase)
        exact.turnOn(for: Keys.self, forSnakeCase: false)
        exact.turnOn(for: Keys.self, forSnakeCase: true)
        #expect(exact.isOn && !exact.isOnForSnakeCase)

        var snake = KeyNameTable()
        snake.turnOn(for: Keys.self, forSnakeCase: true)
        snake.turnOn(for: Keys.self, forSnakeCase: false)
        #expect(!snake.isOn && snake.isOnForSnakeCase)
        // Each key's byte, for the strategy the table is on for.
        #expect(snake.snakeCaseTag(of: Keys.userName) == 1 && snake.snakeCaseTag(of: Keys.id) == 0)
    }

    @Test("key types not told apart by one byte keep no names")
    func onlyOneByteKeys() {
        var table = KeyNameTable()
        table.turnOn(for: TextKey.self, forSnakeCase: true)
        table.turnOn(for: TextKey.self, forSnakeCase: false)
        #expect(!table.isOn && !table.isOnForSnakeCase)
    }
}
