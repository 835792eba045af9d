/// Makes sure every request is answered exactly once: a request is pending from its
/// arrival until its reply, and a second reply to the same id is refused.
struct ReplyTracker {
    private var pending: Set<RequestID> = []

    /// Records a request's arrival; false when a request with that id is already pending.
    mutating func begin(_ id: RequestID) -> Bool {
        pending.insert(id).inserted
    }

    /// Claims the right to answer `id`; false when it was already answered or never received.
    mutating func finish(_ id: RequestID) -> Bool {
        pending.remove(id) != nil
    }

    /// Whether `id` is waiting for its reply.
    func isPending(_ id: RequestID) -> Bool { pending.contains(id) }

    /// The number of unanswered requests.
    var count: Int { pending.count }
}
