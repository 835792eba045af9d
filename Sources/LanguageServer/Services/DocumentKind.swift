/// The kind of a document, which decides the service that answers for it. Each service names its
/// own kind; `DocumentServices` decides a document's kind once, when it is opened.
struct DocumentKind: Sendable, Hashable {
    let name: String
}
