/// Splits a byte stream into `Content-Length` framed messages, chunk by chunk: a
/// message may arrive split at any byte, and one chunk may hold several messages.
/// Bad headers are reported and skipped; the stream keeps going.
public struct MessageFramer: Sendable {
    /// What one call to `feed` found, in stream order.
    public enum Event: Sendable, Hashable {
        /// A complete message body.
        case message([UInt8])
        /// A framing problem; the bad part was skipped.
        case error(FramingError)
    }

    /// The largest body accepted; bigger ones are skipped and reported.
    public let maxMessageBytes: Int
    /// The longest header section accepted.
    public let maxHeaderBytes: Int

    private enum State: Sendable {
        /// Reading header lines.
        case headers
        /// Reading a body of this many bytes.
        case body(Int)
        /// Dropping this many bytes of a body that is too large.
        case skipping(Int)
        /// Dropping bytes up to the next line break after an over-long header.
        case discardingLine
    }

    private var state = State.headers
    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`.
    private var start = 0
    private var contentLength: Int?
    private var headerError: FramingError?
    private var headerBytes = 0

    /// Creates a framer with the given limits (64 MiB bodies, 8 KiB headers by default).
    public init(maxMessageBytes: Int = 64 << 20, maxHeaderBytes: Int = 8 << 10) {
        self.maxMessageBytes = maxMessageBytes
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// Adds `chunk` and returns every message and error it completes.
    public mutating func feed(_ chunk: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        if case .skipping(let remaining) = state {
            let dropped = min(remaining, chunk.count)
            state = remaining - dropped == 0 ? .headers : .skipping(remaining - dropped)
            buffer.append(contentsOf: chunk.dropFirst(dropped))
        } else {
            buffer.append(contentsOf: chunk)
        }
        while step(&events) {}
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        return events
    }

    /// Whether bytes of an unfinished message are buffered.
    public var hasPartialMessage: Bool {
        if case .headers = state { return start < buffer.count || contentLength != nil }
        return true
    }

    /// Advances by one line or one body; false when it needs more bytes.
    private mutating func step(_ events: inout [Event]) -> Bool {
        switch state {
        case .body(let length):
            guard buffer.count - start >= length else { return false }
            events.append(.message(Array(buffer[start..<start + length])))
            start += length
            state = .headers
            return true
        case .skipping(let remaining):
            let dropped = min(remaining, buffer.count - start)
            start += dropped
            state = remaining - dropped == 0 ? .headers : .skipping(remaining - dropped)
            return remaining - dropped == 0
        case .discardingLine:
            guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
                start = buffer.count
                return false
            }
            start = newline + 1
            state = .headers
            return true
        case .headers:
            return readHeaderLine(&events)
        }
    }

    private mutating func readHeaderLine(_ events: inout [Event]) -> Bool {
        guard let newline = buffer[start...].firstIndex(of: 0x0A) else {
            if buffer.count - start + headerBytes > maxHeaderBytes {
                events.append(.error(.headerTooLong(limit: maxHeaderBytes)))
                resetHeaders()
                start = buffer.count
                state = .discardingLine
            }
            return false
        }
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = buffer[start..<end]
        headerBytes += newline + 1 - start
        start = newline + 1
        if line.isEmpty {
            finishHeaders(&events)
        } else if headerBytes > maxHeaderBytes {
            events.append(.error(.headerTooLong(limit: maxHeaderBytes)))
            resetHeaders()
        } else {
            readHeader(line)
        }
        return true
    }

    private mutating func readHeader(_ line: ArraySlice<UInt8>) {
        // Bytes of a message whose length was missing run into the next header: start
        // the line where a `Content-Length` header does, so that the next message is served.
        var line = line
        if let header = Self.contentLengthStart(in: line), header > line.startIndex { line = line[header...] }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            headerError = headerError ?? .malformedHeader(String(decoding: line.prefix(80), as: UTF8.self))
            return
        }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
        guard name.trimmingSpaces == "content-length" else { return }
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
        if let length = Int(value), length >= 0 {
            contentLength = length
        } else {
            headerError = .invalidContentLength(String(value.prefix(40)))
        }
    }

    /// Where `content-length:` (any case) starts in `line`, if it does.
    static func contentLengthStart(in line: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        guard line.count >= name.count else { return nil }
        var index = line.startIndex
        while index <= line.endIndex - name.count {
            var matches = true
            for offset in 0..<name.count where line[index + offset] | 0x20 != name[offset] | 0x20 {
                matches = false
                break
            }
            if matches { return index }
            index += 1
        }
        return nil
    }

    private mutating func finishHeaders(_ events: inout [Event]) {
        defer { resetHeaders() }
        if headerBytes <= 2, contentLength == nil, headerError == nil { return }  // a stray blank line
        if let error = headerError {
            events.append(.error(error))
            // A valid length still tells where the next message starts.
            if let length = contentLength { state = .skipping(length) }
            return
        }
        guard let length = contentLength else {
            events.append(.error(.missingContentLength))
            return
        }
        if length > maxMessageBytes {
            events.append(.error(.messageTooLarge(length: length, limit: maxMessageBytes)))
            state = .skipping(length)
        } else {
            state = .body(length)
        }
    }

    private mutating func resetHeaders() {
        contentLength = nil
        headerError = nil
        headerBytes = 0
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
        while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
