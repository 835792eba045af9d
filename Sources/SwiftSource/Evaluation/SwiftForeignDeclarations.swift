import JSONC
import TabBarCore

/// The Swift types other files of the project declare, for an evaluator whose own file names them without declaring
/// them (SPEC section 10's project-wide index of declarations): `Tab.allCases` and `tab.title` in a controller with
/// `enum Tab` in `Tab.swift`. Each declaring file keeps its own evaluator; a value computed there is handed back
/// standing where it is used in the asking file, not written whole there (no fix edits it from that side), with a
/// step naming the member and its file. A type two files declare is not read. One level: the declaring files'
/// evaluators ask no further file.
///
/// The project's linking builds it (`SwiftDeclarationLinking`) and extracts the asking file again with it as
/// `current`.
final class SwiftForeignDeclarations: Sendable {
    /// One declaring file: its path and its evaluator.
    struct Declaring: Sendable {
        let path: String
        let evaluator: SwiftEvaluator
    }

    /// The declarations the extraction under way reads from, nil outside a linking's extraction.
    @TaskLocal static var current: SwiftForeignDeclarations?

    private let byType: [String: Declaring]

    /// The types `files` declare (path and bytes of each), those declared by two files left out.
    init(files: [(path: String, bytes: [UInt8])]) {
        var byType: [String: Declaring] = [:]
        var twice: Set<String> = []
        for file in files {
            let evaluator = SwiftEvaluator(tokens: SwiftTokens(bytes: file.bytes), foreign: nil)
            let names = evaluator.index.typeNames.union(evaluator.index.enumerations.keys)
            for name in names where !twice.contains(name) {
                if byType[name] != nil { byType[name] = nil; twice.insert(name); continue }
                byType[name] = Declaring(path: file.path, evaluator: evaluator)
            }
        }
        self.byType = byType
    }

    /// Whether some other file declares the type `name`.
    func declares(_ name: String) -> Bool { byType[name] != nil }

    /// Whether the file declaring `type` declares a type `name` too (`Tab` nested in `Model`, named `Model.Tab`), which
    /// no other file declares.
    func declaresType(_ name: String, besides type: String) -> Bool {
        guard let declaring = byType[type], let other = byType[name] else { return false }
        return declaring.path == other.path
    }

    /// `Type.name` (a case, `allCases`, a static property) read in the file declaring `type`, standing at `use`.
    func member(_ name: String, ofType type: String, use: ByteRange) -> EvaluatedValue? {
        guard let declaring = byType[type] else { return nil }
        let evaluator = declaring.evaluator
        var state = SwiftEvaluator.State(steps: 1_024)
        let declaration = Self.declaration(of: type, in: evaluator)
        guard case .value(let found) = evaluator.member(name, of: .type(type), isCall: false, at: declaration,
                                                        SwiftEvaluator.Scope(typeName: type), &state),
              !found.isUnknown else { return nil }
        // A `static let` is a constant, as other files' declared strings are named.
        let isConstant = evaluator.index.property(name, owner: type, isStatic: true).map { !$0.isComputed } ?? false
        return Self.standing(found, at: use, step: ValueStep(isConstant ? .constant : .property, "\(type).\(name)",
                                                             at: found.provenance.origin, file: declaring.path))
    }

    /// `value.name` for a case of an enumeration another file declares (`tab.title`, `tab.rawValue`), standing at `use`.
    func member(_ name: String, of value: EvaluatedValue, use: ByteRange) -> EvaluatedValue? {
        guard case .enumCase(let type, _) = value.kind, let declaring = byType[type] else { return nil }
        let evaluator = declaring.evaluator
        var state = SwiftEvaluator.State(steps: 1_024)
        guard case .value(let found) = evaluator.member(name, of: .value(value), isCall: false, at: Self.declaration(of: type, in: evaluator),
                                                        SwiftEvaluator.Scope(typeName: type), &state),
              !found.isUnknown else { return nil }
        return Self.standing(found, at: use, step: ValueStep(.property, "\(type).\(name)", at: found.provenance.origin, file: declaring.path))
    }

    /// The opening brace of the declaration of `type` in the evaluator's file (the first token when none is found): where a
    /// value read of the type as a whole (`allCases`) is said to come from.
    private static func declaration(of type: String, in evaluator: SwiftEvaluator) -> Range<Int> {
        let open = evaluator.index.scopes.first { $0.name == type }?.body.lowerBound ?? 0
        return evaluator.clamped(open..<(open + 1))
    }

    /// `value` (of another file) standing at `use` in the asking file, reached through `step`; its elements too.
    static func standing(_ value: EvaluatedValue, at use: ByteRange, step: ValueStep) -> EvaluatedValue {
        let kind: EvaluatedValue.Kind
        switch value.kind {
        case .array(let elements): kind = .array(elements.map { standing($0, at: use, step: step) })
        case .tuple(let labels, let values): kind = .tuple(labels: labels, values: values.map { standing($0, at: use, step: step) })
        case .dictionary(let keys, let values):
            kind = .dictionary(keys: keys.map { standing($0, at: use, step: step) }, values: values.map { standing($0, at: use, step: step) })
        default: kind = value.kind
        }
        var provenance = ValueProvenance(origin: use, isWrittenWhole: false)
        provenance.steps = [step]
        return EvaluatedValue(kind, provenance: provenance)
    }
}
