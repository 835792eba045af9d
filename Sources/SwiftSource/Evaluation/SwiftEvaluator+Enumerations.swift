import JSONC
import TabBarCore

extension SwiftEvaluator {
    /// `.home` written without its type: a case of the enumeration `self` belongs to, else of the only enumeration of
    /// the file declaring it.
    func implicitMember(_ nameToken: Int, _ scope: Scope) -> EvaluatedValue {
        let name = tokens.name(nameToken)
        let range = (nameToken - 1)..<(nameToken + 1)
        if case .enumCase(let type, _)? = scope.selfValue?.kind, let found = enumCase(name, of: type, at: range) { return found }
        guard let type = index.onlyEnumeration(withCase: name) else { return unknown(range) }
        return enumCase(name, of: type, at: range) ?? unknown(range)
    }

    /// The case `name` of the enumeration `type`, written at `range`; nil when it has no such plain case.
    func enumCase(_ name: String, of type: String, at range: Range<Int>) -> EvaluatedValue? {
        guard let enumeration = index.enumerations[type], enumeration.cases.contains(where: { $0.name == name && !$0.hasPayload })
        else { return nil }
        return EvaluatedValue(.enumCase(type: type, name: name), provenance: ValueProvenance(origin: bytes(range)))
    }

    /// `Type.allCases` of a `CaseIterable` enumeration whose cases carry no payload: its cases in declaration order,
    /// each at its declaration.
    func allCases(of type: String, at range: Range<Int>) -> EvaluatedValue? {
        guard let enumeration = index.enumerations[type], enumeration.isCaseIterable, !enumeration.cases.isEmpty,
              !enumeration.cases.contains(where: \.hasPayload) else { return nil }
        let cases = enumeration.cases.map {
            EvaluatedValue(.enumCase(type: type, name: $0.name), provenance: ValueProvenance(origin: tokens.range($0.nameToken)))
        }
        return EvaluatedValue(.array(cases), provenance: ValueProvenance(origin: bytes(range)))
    }

    /// The raw value of case `name` of `type`: written (`= "首页"`), else the case's name for a `String` enumeration and
    /// the previous integer plus one for an `Int` one.
    func rawValue(of name: String, in type: String, _ state: inout State) -> EvaluatedValue? {
        guard let enumeration = index.enumerations[type], let rawType = enumeration.rawType else { return nil }
        var next = 0
        spend(walking: enumeration.cases.count, &state)
        for entry in enumeration.cases {
            var known: EvaluatedValue?
            if let written = entry.rawValue {
                known = value(written, Scope(typeName: type), &state)
                if let integer = known?.integer { next = integer }
            } else if rawType == "String" {
                known = EvaluatedValue(.string(entry.name), provenance: ValueProvenance(origin: tokens.range(entry.nameToken)))
            } else if rawType == "Int" {
                known = computed(.integer(next), entry.nameToken..<(entry.nameToken + 1))
            }
            if entry.name == name { return known.flatMap { $0.isUnknown ? nil : $0 } }
            let (following, overflow) = next.addingReportingOverflow(1)
            guard !overflow else { return nil }
            next = following
        }
        return nil
    }

    /// `Type(rawValue: x)` with `x` known: the first case of `type` whose raw value is `x` (the optional is taken as
    /// its case: a `!` or `?` after it changes nothing); unknown when no case has it or a raw value is unknown.
    func caseWithRawValue(of type: String, _ argument: Range<Int>, at range: Range<Int>, _ scope: Scope,
                          _ state: inout State) -> EvaluatedValue {
        let wanted = value(argument, scope, &state)
        guard !wanted.isUnknown, let enumeration = index.enumerations[type], enumeration.rawType != nil else { return unknown(range) }
        for entry in enumeration.cases where !entry.hasPayload {
            guard let raw = rawValue(of: entry.name, in: type, &state) else { return unknown(range) }
            if raw.sameValue(as: wanted) {
                return EvaluatedValue(.enumCase(type: type, name: entry.name), provenance: ValueProvenance(origin: bytes(range)))
            }
        }
        return unknown(range)
    }
}
