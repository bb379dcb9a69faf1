#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import Dispatch

/// The body of a response as an async sequence of chunks, read as they arrive, after the
/// response's status (and, with a check that asks, its content type) has been checked: what the
/// streaming forms of `URLSession` (`jsonValues(for:_:)`, `decodeJSONStream(_:_:for:)`,
/// `serverSentEvents(for:)`) read.
///
/// ```swift
/// for try await event in session.bodyChunks(for: request).decodeJSON(Event.self, .lines) { … }
/// ```
/// The request starts on the first read. Breaking out of the loop, or cancelling the task,
/// cancels the transfer. On Apple platforms a slow reader slows the transfer down: at most a few
/// chunks wait. On Linux, FoundationNetworking reads the body as fast as the network sends it and
/// queues what the reader has not taken yet, so memory grows with that part of the body (holding
/// its thread back, tried, stalled the other sessions of the process as well); there, the
/// `FleeceAsyncHTTPClient` package under `Integrations/` streams AsyncHTTPClient's responses,
/// whose body waits for its reader.
///
/// The request runs in a session of its own, made from the session's `configuration` (headers,
/// timeouts, cookies, cache, proxy), so that holding the transfer back never blocks the
/// session's delegate queue. The session's delegate is therefore not called: redirects are
/// followed, and authentication challenges, a server's certificate included, get the system's
/// default handling. Where a stream needs the delegate (certificate pinning, a redirect
/// policy), read the bytes through it and decode them the same way; on Apple platforms:
///
/// ```swift
/// let (bytes, response) = try await session.bytes(for: request)   // the delegate is called
/// for try await event in bytes.decodeJSON(Event.self, .lines) { … }
/// ```
public struct ResponseBodyChunks: AsyncSequence, Sendable {
    public typealias Element = Data

    let configuration: URLSessionConfiguration
    let request: URLRequest
    let check: ResponseCheck

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(configuration: configuration, request: request, check: check)
    }

    /// Reads the body as it arrives.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let configuration: URLSessionConfiguration
        let request: URLRequest
        let check: ResponseCheck
        var transfer: StreamedTransfer?
        var events: AsyncThrowingStream<StreamedTransfer.Event, any Error>.AsyncIterator?
        var ended = false
        /// The accepted response's status.
        var statusCode: Int?

        init(configuration: URLSessionConfiguration, request: URLRequest, check: ResponseCheck) {
            self.configuration = configuration
            self.request = request
            self.check = check
        }

        /// The next chunk of the body.
        /// - Throws: ``RequestError``: the status or content type the check refuses (before any
        ///   chunk), a transport failure, or ``RequestError/cancelled(url:)``.
        public mutating func next() async throws -> Data? {
            guard !ended else { return nil }
            if events == nil {
                let (transfer, stream) = StreamedTransfer.start(configuration: configuration, request: request)
                self.transfer = transfer
                events = stream.makeAsyncIterator()
                try await checkResponse()
            }
            let event = try await nextEvent()
            switch event {
            case .data(let chunk)?:
                return chunk
            case .response?:
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
            if case .failure(let error) = FleeceNetworking.checkResponse(RawResponse(body: body, response: response, request: request), against: check) {
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
                let event = try await events?.next()
                if case .data = event { transfer?.consumed() }
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
/// chunk on, and holds the transfer back while the reader is behind.
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
    }

    private let continuation: AsyncThrowingStream<Event, any Error>.Continuation
    private let cancellation = Cancellation()

    /// Starts the request; its events come on the stream returned, which only the reader holds:
    /// when the reader lets go of it (leaves its loop), the stream ends and the transfer stops.
    static func start(configuration: URLSessionConfiguration, request: URLRequest)
        -> (StreamedTransfer, AsyncThrowingStream<Event, any Error>) {
        let (events, continuation) = AsyncThrowingStream.makeStream(of: Event.self)
        return (StreamedTransfer(configuration: configuration, request: request, continuation: continuation), events)
    }

    private init(configuration: URLSessionConfiguration, request: URLRequest,
                 continuation: AsyncThrowingStream<Event, any Error>.Continuation) {
        self.continuation = continuation
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

    /// The reader took a chunk: the delegate may go on.
    func consumed() {
        cancellation.credit.signal()
    }

    /// Stops the transfer and lets a waiting delegate return.
    func cancel() {
        cancellation.cancel()
        continuation.finish()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        continuation.yield(.response(response))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard !cancellation.isFinished else { return }
        cancellation.credit.wait()
        continuation.yield(.data(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        // Marked finished first, so that the stream's `onTermination` below finds nothing to cancel.
        cancellation.finish()
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
        session.finishTasksAndInvalidate()
    }
}

extension StreamedTransfer {
    /// What stopping a transfer needs, apart from the transfer: the session and its task (until
    /// the transfer ends, when they are let go), whether it has ended, and the reader's credit.
    final class Cancellation: Sendable {
        private struct State: @unchecked Sendable {
            // `@unchecked`: URLSession and its task are thread-safe (and Sendable on Apple
            // platforms); FoundationNetworking does not say so in every version.
            var finished = false
            var session: URLSession?
            var task: URLSessionDataTask?
        }

        private let state = Locked(State())
        /// Chunks the reader may be behind before the delegate waits (and the socket fills up).
        let credit = DispatchSemaphore(value: 16)

        var isFinished: Bool { state.withLock { $0.finished } }

        func start(session: URLSession, task: URLSessionDataTask) {
            state.withLock { state in
                state.session = session
                state.task = task
            }
        }

        /// The transfer ended by itself: nothing left to cancel.
        func finish() {
            state.withLock { state in
                state.finished = true
                state.session = nil
                state.task = nil
            }
            returnCredit()
        }

        /// Cancels the task and the session, once, and lets a delegate waiting for credit return.
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
            returnCredit()
        }

        /// Raises the credit above where it started: a delegate waiting for it returns, and
        /// libdispatch, which traps when a semaphore is freed below its starting value, finds it
        /// above (the reader may have stopped with chunks it never took).
        private func returnCredit() {
            for _ in 0..<32 { credit.signal() }
        }
    }
}

extension URLSession {
    /// The body of the response to `request` as chunks, read as they arrive, once `check` has
    /// accepted the response's status (and content type, when it lists some).
    ///
    /// The request runs with this session's configuration but not its delegate (see
    /// ``ResponseBodyChunks``), as do the streaming forms built on it (`jsonValues`,
    /// `decodeJSONStream`, `serverSentEvents`).
    ///
    /// - Throws: while iterating, ``RequestError``.
    public func bodyChunks(for request: URLRequest, check: ResponseCheck = .successfulStatus) -> ResponseBodyChunks {
        ResponseBodyChunks(configuration: configuration, request: request, check: check)
    }

    /// The records of the response to `request`, as JSON values, each as soon as it arrives (none
    /// for a 204 or 205 response, whatever the format).
    ///
    /// ```swift
    /// for try await value in session.jsonValues(for: request, .lines) { … }
    /// ```
    /// - Throws: while iterating, ``RequestError`` for the response (before the first record),
    ///   and the stream's errors for the records (see `JSONStream.next()`).
    public func jsonValues(
        for request: URLRequest, _ format: JSONStream.Format, check: ResponseCheck = .successfulStatus,
        options: JSONParsingOptions = JSONStream.defaultOptions, onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<ResponseBodyChunks, JSON> {
        bodyChunks(for: request, check: check).jsonValues(format, options: options, onInvalidRecord: onInvalidRecord)
    }

    /// The records of the response to `request` decoded as `T`, each as soon as it arrives (none
    /// for a 204 or 205 response, whatever the format). (Named apart from the whole-body
    /// `decodeJSON` stage, which it does not replace.)
    ///
    /// ```swift
    /// for try await event in session.decodeJSONStream(Event.self, .lines, for: request) { … }
    /// ```
    /// - Throws: while iterating, ``RequestError`` for the response (before the first record),
    ///   and the stream's errors for the records.
    public func decodeJSONStream<T: JSONDecodable>(
        _ type: T.Type, _ format: JSONStream.Format, for request: URLRequest, check: ResponseCheck = .successfulStatus,
        options: JSONParsingOptions = JSONStream.defaultOptions, onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<ResponseBodyChunks, T> {
        bodyChunks(for: request, check: check).decodeJSON(T.self, format, options: options, onInvalidRecord: onInvalidRecord)
    }

    /// The records of the response to `request` decoded as `Decodable` `T` by `decoder` (none for
    /// a 204 or 205 response, whatever the format).
    ///
    /// - Throws: while iterating, ``RequestError`` for the response, and the stream's errors.
    public func decodeJSONStream<T: Decodable>(
        _ type: T.Type, _ format: JSONStream.Format, for request: URLRequest, decoder: FleeceDecoder,
        check: ResponseCheck = .successfulStatus,
        options: JSONParsingOptions = JSONStream.defaultOptions, onInvalidRecord: JSONStream.InvalidRecordPolicy = .throw
    ) -> JSONRecordSequence<ResponseBodyChunks, T> {
        bodyChunks(for: request, check: check)
            .decodeJSON(T.self, format, decoder: decoder, options: options, onInvalidRecord: onInvalidRecord)
    }

    /// The server-sent events of the response to `request` (`text/event-stream`), each as soon as
    /// it arrives; with a `terminator` (`"[DONE]"`) the sequence ends at the event whose data is that.
    /// By default (``ResponseCheck/eventStream``) the response must have a 2xx status and be
    /// labelled as an event stream (or not labelled at all), as the standard requires.
    ///
    /// ```swift
    /// for try await event in session.serverSentEvents(for: request, terminator: "[DONE]") {
    ///     let delta = try event.decodeData(as: Delta.self)
    /// }
    /// ```
    /// - Throws: while iterating, ``RequestError``: ``RequestError/status(code:response:errorBodyFailure:)``
    ///   for a refused status, ``RequestError/contentType(found:expected:url:)`` for a body labelled as
    ///   something else (`application/json`), both before any event.
    public func serverSentEvents(for request: URLRequest, terminator: String? = nil,
                                 check: ResponseCheck = .eventStream) -> ServerSentEventSequence<ResponseBodyChunks> {
        bodyChunks(for: request, check: check).serverSentEvents(terminator: terminator)
    }
}

/// A response without content by its status (204, 205) is a stream of no records, in any format
/// (see `NoContentSource`): no bytes read as `.array` would otherwise be a syntax error.
extension ResponseBodyChunks.AsyncIterator: NoContentSource {
    package var endedWithoutContent: Bool { ended && (statusCode == 204 || statusCode == 205) }
}
