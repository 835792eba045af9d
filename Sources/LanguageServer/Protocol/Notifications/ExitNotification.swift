import JSONC

/// `exit`: end the process (0 after `shutdown`, else 1).
public struct ExitNotification: LSPNotification {
    public static let method = "exit"
    public init(params: JSON?) throws(ParamsError) {}
}
