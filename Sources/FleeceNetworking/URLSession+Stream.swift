#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The body of a response as an async sequence of chunks, read as they arrive, after the
/// response's status (and, with a check that asks, its content type) has been checked: what the
/// streaming forms of `URLSession` (`jsonValues(for:_:)`, `decodeJSONStream(_:_:for:)`,
/// `serverSentEvents(for:)`) read.
///
/// ```swift
/// for try await event in session.bodyChunks(for: request).decodeJSON(Event.self, .lines) { … }
/// ```
/// The request starts on the first read. Breaking out of the loop, or cancelling the task,
/// cancels the transfer. A reader that is behind never holds a thread back (a delegate that
/// waited for its reader held one of Dispatch's threads, and a few dozen such readers stalled
/// every other request of the process). On Apple platforms the transfer is suspended while
/// 16 chunks wait for the reader, and resumed once it has caught up: at most a few chunks wait.
/// On Linux, FoundationNetworking cannot hold a transfer back (its `suspend()` drops the
/// connection, and `resume()` sends the request again) and reads the body as fast as the network
/// sends it, so what the reader has not taken yet waits: its first 4 MiB
/// (``ResponseBodyChunks/inMemoryBacklog``) in memory, the rest in a temporary file (removed
/// from its folder at once), up to `maximumBacklog` bytes in all (1 GiB by default; see
/// `URLSession.bodyChunks(for:checking:maximumBacklog:)`), past which the transfer stops with
/// ``RequestError/transport(code:url:message:)`` (`.dataLengthExceedsMaximum`). So a reader
/// slower than the network gets every byte in bounded memory, and pays for it in disk space.
/// Stopping does not bound memory as well: FoundationNetworking goes on delivering the body for
/// a while after its task and session are cancelled (a plain delegate of its own, cancelling
/// at 20 MB of a 363 MB body, was handed up to 180 MB more), and this delegate drops what comes,
/// but it was taken into memory first. Where a body can run far past `maximumBacklog`, keep the
/// reader up with the network, or use the integration below;
/// the `FleeceAsyncHTTPClient` package under `Integrations/` streams AsyncHTTPClient's
/// responses, whose body waits for its reader, with neither.
///
/// The request runs in a session of its own, made from the session's `configuration` (headers,
/// timeouts, cookies, cache, proxy), whose delegate passes the chunks on and holds the transfer
/// back (suspending its task touches no other request). The session's delegate is therefore not
/// called: redirects are followed, and authentication challenges, a server's certificate included, get the system's
/// default handling (on Linux, a `401`'s challenge that no stored credential answers is declined,
/// so that the `401` arrives, as it does on Apple platforms, rather than the stream waiting
/// forever). Where a stream needs the delegate (certificate pinning, a redirect
/// policy), read the bytes through it and decode them the same way; on Apple platforms:
///
/// ```swift
/// let (bytes, response) = try await session.bytes(for: request)   // the delegate is called
/// for try await event in bytes.decodeJSON(Event.self, .lines) { … }
/// ```
public struct ResponseBodyChunks: AsyncSequence, Sendable {
    public typealias Element = Data

    /// How far a reader may fall behind a transfer that cannot be held back (on Linux) by default,
    /// in bytes: 1 GiB, of which all but ``ResponseBodyChunks/inMemoryBacklog`` wait in a temporary file.
    public static let defaultMaximumBacklog = 1 << 30

    /// How much of a backlog waits in memory (on Linux), in bytes: 4 MiB, or `maximumBacklog`
    /// when that is less. The rest waits in a temporary file.
    public static let inMemoryBacklog = 4 << 20

    let configuration: URLSessionConfiguration
    let request: URLRequest
    let check: ResponseCheck
    let maximumBacklog: Int
    /// `ResponseBodyChunks.inMemoryBacklog`, or less for a test.
    var inMemoryBacklog = ResponseBodyChunks.inMemoryBacklog

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(configuration: configuration, request: request, check: check,
                      backlog: Backlog(inMemory: Swift.min(inMemoryBacklog, maximumBacklog), maximum: maximumBacklog))
    }

    /// How far a reader may fall behind a transfer that cannot be held back: in memory, and in all.
    struct Backlog {
        let inMemory: Int
        let maximum: Int
    }

    /// The same chunks, with at most `bytes` of a backlog in memory: for tests, which cannot
    /// wait for 4 MiB to pile up.
    package func keepingInMemory(_ bytes: Int) -> ResponseBodyChunks {
        var chunks = self
        chunks.inMemoryBacklog = bytes
        return chunks
    }

    /// Reads the body as it arrives.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let configuration: URLSessionConfiguration
        let request: URLRequest
        let check: ResponseCheck
        let backlog: Backlog
        var transfer: StreamedTransfer?
        var events: AsyncThrowingStream<StreamedTransfer.Event, any Error>.AsyncIterator?
        var ended = false
        /// The accepted response's status.
        var statusCode: Int?
        /// Whether a byte other than whitespace has arrived: a body of nothing else is no content,
        /// as the whole-body APIs read it.
        var hasContent = false
        /// The bytes the reader took from the backlog's temporary file (for tests).
        package private(set) var bytesReadFromFile = 0

        init(configuration: URLSessionConfiguration, request: URLRequest, check: ResponseCheck, backlog: Backlog) {
            self.configuration = configuration
            self.request = request
            self.check = check
            self.backlog = backlog
        }

        /// The next chunk of the body.
        /// - Throws: ``RequestError``: the status or content type the check refuses (before any
        ///   chunk), a transport failure (`.dataLengthExceedsMaximum` for a reader further behind
        ///   than `maximumBacklog` on Linux, or a backlog the temporary file could not take), or
        ///   ``RequestError/cancelled(url:)``.
        public mutating func next() async throws -> Data? {
            guard !ended else { return nil }
            if events == nil {
                let (transfer, stream) = StreamedTransfer.start(configuration: configuration, request: request,
                                                                  backlog: backlog)
                self.transfer = transfer
                events = stream.makeAsyncIterator()
                try await checkResponse()
            }
            let event = try await nextEvent()
            switch event {
            case .data(let chunk)?:
                if !hasContent { hasContent = chunk.contains { !isJSONWhitespace($0) } }
                return chunk
            case .response?, .filed?:
                // (`.filed` is read from the file by `nextEvent()`, never returned.)
                return try await next()
            case nil:
                ended = true
                return nil
            }
        }

        /// Waits for the response and checks it; a refused one is thrown with a body excerpt.
        private mutating func checkResponse() async throws {
            guard case .response(let response)? = try await nextEvent() else {
                ended = true
                throw RequestError.transport(code: .badServerResponse, url: request.url, message: "no response")
            }
            statusCode = (response as? HTTPURLResponse)?.statusCode
            guard Self.refuses(RawResponse(body: Data(), response: response, request: request), check) else { return }
            // Refused: read a little of the body, which often says why, for the error.
            var body = Data()
            while body.count < 4096, case .data(let chunk)? = try await nextEvent() { body.append(chunk) }
            transfer?.cancel()
            ended = true
            let refused = RawResponse(body: body, response: response, request: request,
                                      sessionSecrets: Redaction.secrets(in: configuration))
            if case .failure(let error) = FleeceNetworking.checkResponse(refused, against: check) {
                throw error
            }
        }

        /// Whether `check` refuses a response whose body has not arrived yet. Its content type
        /// counts unless the status says there is no body: the whole-body check lets an empty
        /// body pass whatever its type, and before the body nothing looks empty yet.
        static func refuses(_ response: RawResponse, _ check: ResponseCheck) -> Bool {
            if case .failure = FleeceNetworking.checkResponse(response, against: check) { return true }
            guard check.contentTypes != nil else { return false }
            if let code = response.statusCode, [204, 205, 304].contains(code) { return false }
            guard let found = response.mediaType else { return !check.acceptsUnlabelled }
            return !check.accepts(mediaType: found)
        }

        private mutating func nextEvent() async throws -> StreamedTransfer.Event? {
            do {
                var event = try await events?.next()
                if case .filed(let count)? = event, let transfer {
                    let chunk = try transfer.readFiled(count)
                    bytesReadFromFile += count
                    event = .data(chunk)
                } else if case .data(let chunk)? = event {
                    transfer?.consumed(chunk)
                }
                if event == nil, Task.isCancelled { throw RequestError.cancelled(url: request.url) }
                return event
            } catch let error as RequestError {
                ended = true
                throw error
            } catch {
                ended = true
                if Task.isCancelled { throw RequestError.cancelled(url: request.url) }
                throw RequestError(transportError: error, request: request)
            }
        }
    }
}

/// One streamed request: a session of its own whose delegate passes the response and each
/// chunk on, and holds the transfer back while the reader is behind, never by waiting: it
/// suspends the task (Apple platforms), or stops it once the reader is too far behind (Linux,
/// where a suspended task starts over when resumed).
///
/// Nothing refers to a transfer weakly, and the transfer does not keep its own events stream (a
/// stream ends only when nothing holds it or an iterator of it). The stream's `onTermination` (the
/// reader left its loop, or its task was cancelled) holds only the transfer's `Cancellation`,
/// which holds the session and task but not the transfer; the session holds the transfer as its
/// delegate until it is invalidated, which every way of ending does. So a transfer is freed once
/// it has ended, and nothing needs a weak reference's side table (which LeakSanitizer, seeing no
/// pointer to it, would report as a leak for a transfer still alive at exit).
final class StreamedTransfer: NSObject, URLSessionDataDelegate, Sendable {
    enum Event: Sendable {
        case response(URLResponse)
        case data(Data)
        /// A chunk of this many bytes, written to the backlog's file (Linux): the reader reads it
        /// from there when it reaches this event, so the chunks stay in order.
        case filed(Int)
    }

    private let continuation: AsyncThrowingStream<Event, any Error>.Continuation
    private let cancellation: Cancellation
    /// The chunks the reader is too far behind to keep in memory.
    private let backlogFile = BacklogFile()
    /// Whether this delegate declined an authentication challenge (Linux: see
    /// `urlSession(_:task:didReceive:completionHandler:)`).
    private let challengeDeclined = Locked(false)

    /// Starts the request; its events come on the stream returned, which only the reader holds:
    /// when the reader lets go of it (leaves its loop), the stream ends and the transfer stops.
    static func start(configuration: URLSessionConfiguration, request: URLRequest, backlog: ResponseBodyChunks.Backlog)
        -> (StreamedTransfer, AsyncThrowingStream<Event, any Error>) {
        let (events, continuation) = AsyncThrowingStream.makeStream(of: Event.self)
        let transfer = StreamedTransfer(configuration: configuration, request: request,
                                        backlog: backlog, continuation: continuation)
        return (transfer, events)
    }

    private init(configuration: URLSessionConfiguration, request: URLRequest, backlog: ResponseBodyChunks.Backlog,
                 continuation: AsyncThrowingStream<Event, any Error>.Continuation) {
        self.continuation = continuation
        self.cancellation = Cancellation(backlog: backlog)
        super.init()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        let task = session.dataTask(with: request)
        cancellation.start(session: session, task: task)
        // The handle, not the transfer: the stream (which the transfer holds) must not hold the
        // transfer. Called once, then released by the stream, whichever way it ends.
        continuation.onTermination = { [cancellation] _ in cancellation.cancel() }
        task.resume()
    }

    /// The reader took `chunk`: a transfer held back goes on once the reader has caught up.
    func consumed(_ chunk: Data) {
        cancellation.consumed(chunk.count)
    }

    /// The chunk of `count` bytes the reader has reached in the backlog's file.
    /// - Throws: `POSIXError` when the file cannot be read.
    func readFiled(_ count: Int) throws -> Data {
        defer { cancellation.consumedFromFile(count) }
        return try backlogFile.read(count)
    }

    /// Stops the transfer.
    func cancel() {
        cancellation.cancel()
        continuation.finish()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        continuation.yield(.response(response))
        completionHandler(.allow)
    }

    /// Passes the chunk on, never waiting for the reader (which would hold one of Dispatch's
    /// threads for as long as the reader is behind). Counted before it is passed on, so that the
    /// reader, which may take it at once, never finds it uncounted.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        switch cancellation.received(data.count) {
        case .drop:
            return
        case .deliver:
            continuation.yield(.data(data))
            if Cancellation.suspendingHoldsBack { cancellation.settle() }
        case .file:
            do {
                try backlogFile.write(data)
                continuation.yield(.filed(data.count))
            } catch {
                stop(dataTask, because: "the reader fell behind a transfer that FoundationNetworking cannot hold back, "
                        + "and the backlog's temporary file could not take more (\(error))")
            }
        case .overflow(let limit):
            stop(dataTask, because: "the reader fell more than \(limit) bytes (maximumBacklog) behind a transfer "
                    + "that FoundationNetworking cannot hold back")
        }
    }

    /// Cancels the task and session, marking the transfer finished first, so that the stream's
    /// `onTermination` finds nothing left to cancel; the reader takes the chunks already passed
    /// on, then the error, which says `why`.
    private func stop(_ dataTask: URLSessionDataTask, because why: String) {
        cancellation.cancel()
        continuation.finish(throwing: RequestError.transport(
            code: .dataLengthExceedsMaximum, url: dataTask.originalRequest?.url, message: why))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        // Marked finished first, so that the stream's `onTermination` below finds nothing to cancel.
        cancellation.finish()
        #if canImport(FoundationNetworking)
        // The cancellation that carries out a declined challenge ends a body that has arrived whole.
        let declined = (error as? URLError)?.code == .cancelled && challengeDeclined.withLock { $0 }
        #else
        let declined = false
        #endif
        if let error, !declined { continuation.finish(throwing: error) } else { continuation.finish() }
        session.finishTasksAndInvalidate()
    }

    #if canImport(FoundationNetworking)
    /// Answers a `401`'s challenge as the whole-body requests do (see `ChallengeAnswer`):
    /// FoundationNetworking raises it once the response and its body have been passed on, and
    /// without an answer that ends the task the stream would wait forever.
    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if challenge.proposedCredential != nil {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        challengeDeclined.withLock { $0 = true }
        completionHandler(.rejectProtectionSpace, nil)
    }
    #endif
}

extension StreamedTransfer {
    /// What stopping and holding back a transfer needs, apart from the transfer: the session and
    /// its task (until the transfer ends, when they are let go), whether it has ended, and the
    /// chunks passed to the reader that it has not taken yet.
    ///
    /// Holding back: the delegate counts each chunk before passing it on, and the reader counts it
    /// off once taken, both under the lock, which also decides whether the task should be
    /// suspended (`holdBack`). Suspending and resuming happen outside the lock, one caller at a
    /// time (`settling`), each step chosen under the lock from what the task is (`heldBack`) and
    /// should be: a caller that finds another settling leaves it to that one, which looks again
    /// before it stops. So the task's calls alternate, and the last one matches the last count.
    final class Cancellation: Sendable {
        /// Chunks the reader may be behind before the task is suspended, and behind which it is
        /// resumed. (16 chunks of FoundationNetworking's are 256 KiB; Apple's are of that order.)
        static let holdBackAt = 16
        static let goOnAt = 8
        /// Whether suspending the task holds the transfer back. Not with FoundationNetworking:
        /// there `suspend()` takes the task's handle out of libcurl's multi handle, which drops
        /// the connection, and `resume()` puts it back, which sends the request again (the body
        /// would start over in the middle of the stream), and receiving cannot be paused otherwise.
        #if canImport(FoundationNetworking)
        static let suspendingHoldsBack = false
        #else
        static let suspendingHoldsBack = true
        #endif

        private struct State: @unchecked Sendable {
            // `@unchecked`: URLSession and its task are thread-safe (and Sendable on Apple
            // platforms); FoundationNetworking does not say so in every version.
            var finished = false
            var session: URLSession?
            var task: URLSessionDataTask?
            /// Chunks passed to the reader in memory and not taken yet, and their bytes.
            var waitingChunks = 0
            var waitingBytes = 0
            /// Bytes in the backlog's file not taken yet (Linux).
            var filedBytes = 0
            /// Whether the task should be suspended, and whether the last call made it so.
            var holdBack = false
            var heldBack = false
            /// Whether a caller of `settle()` is suspending or resuming the task.
            var settling = false
        }

        /// What the delegate does with a chunk.
        enum Delivery {
            /// Drops it: the transfer has ended.
            case drop
            /// Passes it on.
            case deliver
            /// Writes it to the backlog's file, and passes on where it is.
            case file
            /// Stops the transfer: the reader is more than this many bytes behind.
            case overflow(Int)
        }

        private let state = Locked(State())
        /// Bytes the reader may be behind a transfer that cannot be held back: in memory, past
        /// which the chunks go to the file, and in all, past which the transfer stops.
        private let backlog: ResponseBodyChunks.Backlog

        init(backlog: ResponseBodyChunks.Backlog) {
            self.backlog = backlog
        }

        func start(session: URLSession, task: URLSessionDataTask) {
            state.withLock { state in
                state.session = session
                state.task = task
            }
        }

        /// The delegate has `count` bytes for the reader: counts them, unless the transfer has
        /// ended or, where it cannot be held back, the reader is too far behind to keep them in
        /// memory (they go to the file) or at all (a chunk alone is never too far).
        func received(_ count: Int) -> Delivery {
            let backlog = backlog
            return state.withLock { state in
                guard !state.finished else { return .drop }
                if !Self.suspendingHoldsBack, state.waitingChunks > 0, count > backlog.inMemory - state.waitingBytes {
                    guard count <= backlog.maximum - state.waitingBytes - state.filedBytes else { return .overflow(backlog.maximum) }
                    state.filedBytes += count
                    return .file
                }
                state.waitingChunks += 1
                state.waitingBytes += count
                if Self.suspendingHoldsBack, state.waitingChunks >= Self.holdBackAt { state.holdBack = true }
                return .deliver
            }
        }

        /// The reader took a chunk of `count` bytes: once it has caught up, a task held back goes on.
        func consumed(_ count: Int) {
            let unsettled = state.withLock { state in
                state.waitingChunks = max(0, state.waitingChunks - 1)
                state.waitingBytes = max(0, state.waitingBytes - count)
                if state.holdBack, state.waitingChunks <= Self.goOnAt { state.holdBack = false }
                return state.holdBack != state.heldBack
            }
            if unsettled { settle() }
        }

        /// The reader took a chunk of `count` bytes from the backlog's file.
        func consumedFromFile(_ count: Int) {
            state.withLock { state in state.filedBytes = max(0, state.filedBytes - count) }
        }

        /// Suspends or resumes the task until it is as the count asks (see the type's comment).
        func settle() {
            var settling = false
            while true {
                let step: (task: URLSessionDataTask, suspend: Bool)? = state.withLock { state in
                    if !settling {
                        guard !state.settling else { return nil }
                        state.settling = true
                        settling = true
                    }
                    guard !state.finished, let task = state.task, state.holdBack != state.heldBack else {
                        state.settling = false
                        return nil
                    }
                    state.heldBack = state.holdBack
                    return (task, state.holdBack)
                }
                guard let step else { return }
                if step.suspend { step.task.suspend() } else { step.task.resume() }
            }
        }

        /// The transfer ended by itself: nothing left to cancel.
        func finish() {
            state.withLock { state in
                state.finished = true
                state.session = nil
                state.task = nil
            }
        }

        /// Cancels the task (suspended or not) and the session, once.
        func cancel() {
            let running: (URLSession, URLSessionDataTask)? = state.withLock { state in
                defer {
                    state.finished = true
                    state.session = nil
                    state.task = nil
                }
                guard !state.finished, let session = state.session, let task = state.task else { return nil }
                return (session, task)
            }
            guard let (session, task) = running else { return }
            task.cancel()
            session.invalidateAndCancel()
        }
    }
}

extension URLSession {
    /// The body of the response to `request` as chunks, read as they arrive, once `check` has
    /// accepted the response's status (and content type, when it lists some).
    ///
    /// The request runs with this session's configuration but not its delegate (see
    /// ``ResponseBodyChunks``), as do the streaming forms built on it (`jsonValues`,
    /// `decodeJSONStream`, `serverSentEvents`), whose readers may fall
    /// ``ResponseBodyChunks/defaultMaximumBacklog`` behind (`bodyChunks(for:maximumBacklog:)`
    /// and the stages of its chunks, `.jsonValues(.lines)`, let them fall further).
    ///
    /// - Parameters:
    ///   - request: The request, sent on the first read.
    ///   - check: What the response must be before its body is read (a successful status by
    ///     default).
    ///   - maximumBacklog: How many bytes the reader may fall behind a transfer that cannot be
    ///     held back, on Linux, before the transfer stops (1 GiB by default); past
    ///     ``ResponseBodyChunks/inMemoryBacklog`` they wait in a temporary file. On Apple
    ///     platforms the transfer is suspended long before.
    /// - Throws: while iterating, ``RequestError``; on Linux, `.transport(code: .dataLengthExceedsMaximum, …)`
    ///   once the reader is more than `maximumBacklog` bytes behind (after the chunks read before).
    public func bodyChunks(for request: URLRequest, checking check: ResponseCheck = .successfulStatus,
                           maximumBacklog: Int = ResponseBodyChunks.defaultMaximumBacklog) -> ResponseBodyChunks {
        ResponseBodyChunks(configuration: configuration, request: request, check: check, maximumBacklog: max(maximumBacklog, 0))
    }

    /// The records of the response to `request`, as JSON values, each as soon as it arrives (none
    /// for a response without content, whatever the format: a 204, 205 or accepted 304, the
    /// answer to a `HEAD` request, an empty body).
    ///
    /// ```swift
    /// for try await value in session.jsonValues(for: request, .lines) { … }
    /// ```
    /// - Throws: while iterating, ``RequestError``: for the response (before the first record),
    ///   and for a record that is not JSON ``RequestError/syntax(_:request:)``, naming the request,
    ///   with the record's position in the stream, secrets redacted.
    public func jsonValues(
        for request: URLRequest, _ format: JSONStream.Format, checking check: ResponseCheck = .successfulStatus,
        options: JSONParsingOptions = JSONStream.defaultOptions, onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<ResponseBodyChunks, JSON> {
        let line = streamLine(request)
        return bodyChunks(for: request, checking: check).jsonValues(format, options: options, onInvalidRecord: onInvalidRecord)
            .mappingErrors({ RequestError.streamed($0, request: line) }, rewritingEntries: line.redactingEntry)
    }

    /// The records of the response to `request` decoded as `T`, each as soon as it arrives (none
    /// for a response without content, whatever the format: a 204, 205 or accepted 304, the
    /// answer to a `HEAD` request, an empty body). (Named apart from the whole-body
    /// `decodeJSON` stage, which it does not replace.)
    ///
    /// ```swift
    /// for try await event in session.decodeJSONStream(Event.self, .lines, for: request) { … }
    /// ```
    /// - Throws: while iterating, ``RequestError``: for the response (before the first record),
    ///   and for a record as the one-call APIs say it of a body, naming the request:
    ///   ``RequestError/syntax(_:request:)`` for one that is not JSON,
    ///   ``RequestError/decoding(_:request:)`` for one that is not the model, with its path and
    ///   position in the stream, secrets redacted.
    public func decodeJSONStream<T: JSONDecodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, for request: URLRequest, checking check: ResponseCheck = .successfulStatus,
        options: JSONParsingOptions = JSONStream.defaultOptions, onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<ResponseBodyChunks, T> {
        let line = streamLine(request)
        return bodyChunks(for: request, checking: check).decodeJSON(T.self, format, options: options, onInvalidRecord: onInvalidRecord)
            .mappingErrors({ RequestError.streamed($0, request: line) }, rewritingEntries: line.redactingEntry)
    }

    /// The records of the response to `request` decoded as `Decodable` `T` by `decoder` (none for
    /// a response without content, whatever the format). Without `decoder`, a `FleeceDecoder()`
    /// decodes them, as ``decode(_:for:using:checking:apiFailure:retry:)`` does; a model that is
    /// `JSONDecodable` too is then decoded through `JSONDecodable`.
    ///
    /// ```swift
    /// for try await event in session.decodeJSONStream(Event.self, .lines, for: request) { … }
    /// let decoder = FleeceDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase
    /// for try await event in session.decodeJSONStream(Event.self, .lines, for: request, decoder: decoder) { … }
    /// ```
    ///
    /// The stream finds each record's end with Fleece's streaming parser, so not all of the
    /// decoder's reading rules apply to a record as they do to a whole body
    /// (`decode(_:for:using:checking:apiFailure:retry:)`): its strategies, `userInfo` and
    /// trailing commas (accepted unless `requiresStrictJSON` is set) do; `allowsJSON5`,
    /// `assumesTopLevelDictionary`, UTF-16 and UTF-32 bodies, and malformed members the model
    /// does not read do not: each record must be JSON, in UTF-8.
    ///
    /// - Throws: while iterating, ``RequestError``: for the response (before the first record),
    ///   ``RequestError/syntax(_:request:)`` for a record that is not JSON, and
    ///   ``RequestError/codable(_:request:)`` with the decoder's `DecodingError` for one that is
    ///   not the model (its coding path, and its line and column in the stream), each naming the
    ///   request, secrets redacted, in `description` and `localizedDescription` alike.
    public func decodeJSONStream<T: Decodable & SendableMetatype>(
        _ type: T.Type, _ format: JSONStream.Format, for request: URLRequest, decoder: FleeceDecoder = FleeceDecoder(),
        checking check: ResponseCheck = .successfulStatus,
        options: JSONParsingOptions = JSONStream.defaultOptions, onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<ResponseBodyChunks, T> {
        // As the decoder reads a whole body: trailing commas unless it requires strict JSON.
        var options = options
        if !decoder.requiresStrictJSON { options.allowsTrailingCommas = true }
        let line = streamLine(request)
        return bodyChunks(for: request, checking: check)
            .decodeJSON(T.self, format, decoder: decoder, options: options, onInvalidRecord: onInvalidRecord)
            .mappingErrors({ RequestError.streamed($0, request: line) }, rewritingEntries: line.redactingEntry)
    }

    /// The server-sent events of the response to `request` (`text/event-stream`), each as soon as
    /// it arrives; with a `terminator` (`"[DONE]"`) the sequence ends at the event whose data is
    /// that, and a body that ends before it (a connection dropped mid-answer) throws
    /// ``RequestError/syntax(_:request:)`` at the end of the stream, so that a cut answer never
    /// looks whole. The events' data decoded with `decodeJSON` fail as the other streams' records
    /// do, naming the request, and their errors and report entries leave out the request's
    /// secrets the server echoed and the values at keys that name a credential (an event's own
    /// `decodeData(as:)` knows no request: its errors are the core's).
    /// By default (``ResponseCheck/eventStream``) the response must have a 2xx status and be
    /// labelled as an event stream (or not labelled at all), as the standard requires.
    /// `maximumLineLength` and `maximumEventSize` are `ServerSentEventParser`'s limits (64 MiB
    /// each by default).
    ///
    /// ```swift
    /// for try await event in session.serverSentEvents(for: request, terminator: "[DONE]") {
    ///     let delta = try event.decodeData(as: Delta.self)
    /// }
    /// ```
    /// - Throws: while iterating, ``RequestError``: ``RequestError/status(code:response:errorBodyFailure:)``
    ///   for a refused status, ``RequestError/contentType(found:expected:url:)`` for a body labelled as
    ///   something else (`application/json`), both before any event; ``RequestError/syntax(_:request:)``
    ///   for a body cut before the terminator or an event over the limits; through `decodeJSON`,
    ///   ``RequestError/decoding(_:request:)`` or ``RequestError/codable(_:request:)`` for data that
    ///   does not decode.
    public func serverSentEvents(for request: URLRequest, terminator: String? = nil,
                                 maximumLineLength: Int = 64 << 20, maximumEventSize: Int = 64 << 20,
                                 checking check: ResponseCheck = .eventStream) -> ServerSentEventSequence<ResponseBodyChunks> {
        let line = streamLine(request)
        return bodyChunks(for: request, checking: check)
            .serverSentEvents(terminator: terminator, maximumLineLength: maximumLineLength, maximumEventSize: maximumEventSize)
            .mappingFailures({ RequestError.streamed($0, request: line) }, rewritingEntries: line.redactingEntry)
    }
}

/// A stream's request holds secrets (its URL's query, its headers): `dump` shows it redacted.
extension ResponseBodyChunks: CustomReflectable {
    /// The request line, its secrets redacted, and the check.
    public var customMirror: Mirror {
        Mirror(self, children: ["request": RequestLine(request).description, "check": check], displayStyle: .struct)
    }
}

extension ResponseBodyChunks.AsyncIterator: CustomReflectable {
    /// The request line, its secrets redacted, and whether the body has ended.
    public var customMirror: Mirror {
        Mirror(self, children: ["request": RequestLine(request).description, "ended": ended], displayStyle: .struct)
    }
}

/// A response without content is a stream of no records, in any format (see `NoContentSource`):
/// no bytes read as `.array` would otherwise be a syntax error. As for the whole-body APIs, that
/// is a 204, 205 or 304 the check accepts, the answer to a `HEAD` request, or any accepted
/// response whose body is empty or nothing but whitespace.
extension ResponseBodyChunks.AsyncIterator: NoContentSource {
    package var endedWithoutContent: Bool {
        guard ended else { return false }
        if let statusCode, [204, 205, 304].contains(statusCode) { return true }
        return request.httpMethod?.uppercased() == "HEAD" || !hasContent
    }
}

/// Space, tab, line feed or carriage return: what JSON allows around values.
private func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}
