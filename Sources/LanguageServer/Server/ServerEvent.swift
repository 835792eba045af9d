/// What the server reacts to: messages, what happens to the stream they come on, and
/// the results of its own background work.
public enum ServerEvent: Sendable {
    /// A decoded message.
    case message(IncomingMessage)
    /// A request that was cancelled before it was handled.
    case cancelled(RequestID)
    /// A body that is not a JSON-RPC message.
    case malformed(IncomingMessage.DecodingFailure)
    /// A framing problem in the byte stream.
    case framingError(FramingError)
    /// The client closed the input.
    case endOfInput
    /// The client process (`processId`) is gone.
    case parentExited
    /// A background search found (or did not find) a document folder's asset catalogs.
    case assetsFound(AssetSearchReport)
    /// The source index's worker scanned a folder or read changed files again.
    case sourceIndexed(SourceIndexReport)
}
