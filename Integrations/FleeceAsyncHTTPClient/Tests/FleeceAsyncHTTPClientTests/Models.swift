import Fleece

/// A JSON Lines record, decodable both ways: functionally and through Codable.
struct Event: Equatable, Codable, JSONDecodable {
    let id: Int
    let type: String

    static func decode(_ json: JSON) -> Decoded<Event> {
        Decoded { try Event(id: json.need("id"), type: json.need("type")) }
    }
}

/// The data of one server-sent event of a chat completion.
struct Delta: Equatable, JSONDecodable {
    let text: String

    static func decode(_ json: JSON) -> Decoded<Delta> {
        Decoded { try Delta(text: json.need("text")) }
    }
}

/// `count` JSON Lines events, ids from 0, types cycling through three words.
func eventLines(_ count: Int) -> String {
    (0..<count).map { #"{"id":\#($0),"type":"\#(["push", "fork", "watch"][$0 % 3])"}"# + "\n" }.joined()
}
