/// Turns chunks of the input stream into server events: framing, then JSON-RPC decoding.
struct MessageReader {
    private var framer: MessageFramer
    let queue: EventQueue

    init(queue: EventQueue, maxMessageBytes: Int = 64 << 20) {
        self.queue = queue
        self.framer = MessageFramer(maxMessageBytes: maxMessageBytes)
    }

    /// Frames and decodes `chunk`, pushing an event per message or problem.
    mutating func receive(_ chunk: some Collection<UInt8>) {
        for event in framer.feed(chunk) {
            switch event {
            case .message(let body):
                do {
                    queue.push(.message(try IncomingMessage.decode(body)))
                } catch {
                    queue.push(.malformed(error))
                }
            case .error(let error):
                queue.push(.framingError(error))
            }
        }
    }
}
