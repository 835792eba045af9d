import JSONC
import TabBarCore

/// Moving a body's facts with its body: when an edit before a member changes neither the member
/// nor its type, the member's facts are the old ones moved by the edit's change in significant
/// tokens and in bytes.
extension SwiftBodyFacts {
    /// The facts moved by `tokens` significant tokens and `bytes` bytes.
    func shifted(tokens t: Int, bytes b: Int) -> SwiftBodyFacts {
        guard t != 0 || b != 0 else { return self }
        var out = self
        out.locals = locals.map { local in
            var local = local
            local.nameToken += t
            local.initializer = local.initializer.map { $0.shifted(t) }
            local.visibleFrom += t
            local.scopeEnd += t
            return local
        }
        out.events = events.map { event in
            var event = event
            event.token += t
            switch event.kind {
            case .assign(let value): event.kind = .assign(value.shifted(t))
            case .append(let elements): event.kind = .append(elements.map { $0.map { $0.shifted(t) } })
            case .mutate: break
            }
            return event
        }
        out.selfTitles = selfTitles.map { $0.shifted(by: b) }
        out.localTitles = localTitles.mapValues { $0.map { $0.shifted(by: b) } }
        out.setters = setters.map { setter in
            var setter = setter
            setter.statement = setter.statement.shifted(by: b)
            setter.value = setter.value.shifted(t)
            setter.token += t
            return setter
        }
        out.constructions = constructions.map { construction in
            var construction = construction
            construction.start += t
            construction.close += t
            construction.viewControllers = construction.viewControllers.shifted(t)
            construction.items = construction.items.shifted(t)
            return construction
        }
        out.registrations = registrations.map { registration in
            SourceRegistration(className: registration.className, range: registration.range.shifted(by: b),
                               nameRange: registration.nameRange.shifted(by: b), isDeprecated: registration.isDeprecated,
                               isInLoad: registration.isInLoad)
        }
        out.frames = frames.map { frame in
            var frame = frame
            frame.token += t
            if case .frame(let value, let isSize) = frame.kind { frame.kind = .frame(value.shifted(t), isSize: isSize) }
            return frame
        }
        out.returns = returns.map { value in
            var value = value
            value.token += t
            value.value = value.value.shifted(t)
            return value
        }
        return out
    }
}

private extension Range<Int> {
    func shifted(_ by: Int) -> Range<Int> { (lowerBound + by)..<(upperBound + by) }
}

private extension SourceTitleAssignment {
    func shifted(by delta: Int) -> SourceTitleAssignment {
        SourceTitleAssignment(target: target, targetRange: targetRange.shifted(by: delta), navigationItemSpelling: navigationItemSpelling,
                              value: SourceFact(value.value, range: value.range.shifted(by: delta)))
    }
}
