import JSONC

extension EvaluatedValue {
    /// The value as a fact about a string of the bar (a title, an image name): a known string at its literal (not
    /// written whole when computed from parts), anything else unknown at `fallback`, the expression where it is used.
    public func stringFact(unknownAt fallback: ByteRange) -> SourceFact<String> {
        guard let string else { return SourceFact(.unknown, range: fallback) }
        var fact = SourceFact(.literal(string), range: provenance.origin)
        fact.isWrittenWhole = provenance.isWrittenWhole
        fact.chain = provenance.steps
        return fact
    }
}
