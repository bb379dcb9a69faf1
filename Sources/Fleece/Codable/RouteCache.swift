/// A route kept by a ``RouteCache``.
protocol CachedRoute: Sendable {
    /// What an empty slot holds (never returned: the slot's type is nil).
    static var unset: Self { get }
}

extension TypeRoute: CachedRoute {
    static var unset: TypeRoute { .general }
}

/// The routes of the decoding engine.
typealias TypeRouteCache = RouteCache<TypeRoute>

/// A small open-addressed cache of routes by type, owned by one decoder or one encoding tree: no
/// lock on the hot path. Made on first use; a decoder starts from the routes earlier decoders
/// with the same options found (a copy-on-write copy, so starting costs no copying), see
/// ``TypeRouteStore``; an encoding tree keeps its own from one encode call to the next.
///
/// A type's home slot comes from a multiplicative hash of its metadata address, and a lookup
/// probes up to `probes` slots from there. Direct-mapped on the address bits alone, two types of
/// one model could share a slot and evict each other on every value, each miss a locked
/// dictionary lookup (callgrind, social-feed: 94,000 fewer instructions per pass with probing).
///
/// The table doubles (up to `maximumSize` slots) when half full, or when a type finds all its
/// probe slots taken. At a fixed 128 slots, the ~50 types of the social-feed model (its structs,
/// their coding keys and arrays) formed runs longer than the probes: types evicted one another
/// on every pass, each miss a locked lookup or a new container maker with its metadata looked up
/// (1,117 misses in two passes; callgrind, social-feed).
struct RouteCache<Route: CachedRoute>: Sendable {
    private static var initialSize: Int { 128 }
    /// Beyond this many slots (16 KiB of routes), a full probe sequence evicts its home slot.
    private static var maximumSize: Int { 512 }
    private static var probes: Int { 8 }
    private var slots: [(type: ObjectIdentifier?, route: Route)] = []
    /// 64 minus log2 of the slot count: the hash's top bits pick the home slot.
    private var shift: UInt64 = 57
    /// The types kept.
    private var count = 0

    @inline(__always)
    private func slot(of type: ObjectIdentifier) -> Int {
        // The top bits of a Fibonacci hash: every address bit moves them.
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: type)) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    @inline(__always)
    mutating func route(for type: Any.Type, compute: (Any.Type) -> Route) -> Route {
        let id = ObjectIdentifier(type)
        if !slots.isEmpty {
            var slot = slot(of: id)
            let mask = slots.count &- 1
            for _ in 0..<Self.probes {
                guard let found = slots[slot].type else { break }
                if found == id { return slots[slot].route }
                slot = (slot &+ 1) & mask
            }
        }
        return insert(id, compute(type))
    }

    /// Keeps `route` in the first free slot of `id`'s probe sequence, growing the table when it
    /// is half full or the sequence is; at the largest size, in the home slot when all of them
    /// are taken (a later lookup of the type that was there computes it again).
    @inline(never)
    private mutating func insert(_ id: ObjectIdentifier, _ route: Route) -> Route {
        if slots.isEmpty { slots = Array(repeating: (nil, .unset), count: Self.initialSize) }
        if count &* 2 >= slots.count && slots.count < Self.maximumSize { grow() }
        changed = true
        if place(id, route) { return route }
        while slots.count < Self.maximumSize {
            grow()
            if place(id, route) { return route }
        }
        let home = slot(of: id)
        if slots[home].type == nil { count &+= 1 }
        slots[home] = (id, route)
        return route
    }

    /// Puts `route` in the first free (or `id`'s own) slot of its probe sequence; false when
    /// every one holds another type.
    private mutating func place(_ id: ObjectIdentifier, _ route: Route) -> Bool {
        var slot = slot(of: id)
        let mask = slots.count &- 1
        for _ in 0..<Self.probes {
            if slots[slot].type == nil { count &+= 1 }
            if slots[slot].type == nil || slots[slot].type == id {
                slots[slot] = (id, route)
                return true
            }
            slot = (slot &+ 1) & mask
        }
        return false
    }

    /// Doubles the table and puts every kept route back (one that finds no slot is dropped: it
    /// is computed again when next needed).
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: (nil, .unset), count: old.count &* 2)
        shift &-= 1
        count = 0
        for entry in old {
            guard let id = entry.type else { continue }
            _ = place(id, entry.route)
        }
    }

    /// Whether routes were added since the cache was loaded.
    private(set) var changed = false

    mutating func markStored() { changed = false }
}
