/// What the source service keeps for an open Objective-C, Swift or storyboard document beside its text
/// (who reads it is its snapshot's `SourceReading`): what was last reported for it.
struct SourceDocumentState {
    /// The diagnostics last published or answered to a pull; nil before the first.
    var reported: [LSPDiagnostic]?
    /// Bumped whenever `reported` changes: part of the pull diagnostics' result id.
    var revision = 0
}
