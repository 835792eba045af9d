import JSONC
import SourceText

/// The classes and methods of an Objective-C file: a walk over the top level of the token view.
struct ObjCDeclarations {
    var containers: [ObjCContainer] = []
    var methods: [ObjCMethod] = []

    init(_ view: TokenView) {
        var index = 0
        while index < view.count {
            if view.kind(index) == .atKeyword {
                if view.token(index, is: "@interface") { index = scanContainer(.interface, at: index, view); continue }
                if view.token(index, is: "@implementation") { index = scanContainer(.implementation, at: index, view); continue }
                if view.token(index, is: "@protocol") { index = scanContainer(.protocol, at: index, view); continue }
            }
            if let partner = view.partner(index), partner > index { index = partner + 1 } else { index += 1 }
        }
    }

    /// Reads the block starting at `keyword`; returns where to continue.
    private mutating func scanContainer(_ kind: ObjCContainer.Kind, at keyword: Int, _ view: TokenView) -> Int {
        let nameToken = keyword + 1
        guard view.isIdentifier(nameToken) else { return keyword + 1 }
        var index = nameToken + 1
        // `@protocol Name;` and `@protocol(Name)` expressions are not blocks.
        if kind == .protocol, view.isPunctuation(index, ";") || view.isPunctuation(index, ",") { return index + 1 }
        var container = ObjCContainer(kind: kind, name: view.text(nameToken), nameToken: nameToken, keyword: keyword,
                                      end: nil, last: nameToken, superclass: nil, protocols: [], category: nil, methods: [])
        // Lightweight generics: `@interface Box<T> : NSObject`.
        if kind == .interface, view.isOperator(index, "<") { index = angleEnd(from: index, view) }
        if view.isPunctuation(index, ":"), view.isIdentifier(index + 1) {
            container.superclass = view.text(index + 1)
            index += 2
        }
        if view.isPunctuation(index, "("), let close = view.partner(index), close > index, close <= index + 2 {
            container.category = close == index + 2 && view.isIdentifier(index + 1) ? view.text(index + 1) : ""
            index = close + 1
        }
        if view.isOperator(index, "<") {
            var cursor = index + 1
            while cursor < min(view.count, index + 64), !view.isOperator(cursor, ">") {
                if view.isIdentifier(cursor) { container.protocols.append(view.text(cursor)) }
                cursor += 1
            }
            index = cursor + 1
        }
        if view.isPunctuation(index, "{"), let close = view.partner(index), close > index { index = close + 1 }
        let containerIndex = containers.count
        while index < view.count {
            if view.kind(index) == .atKeyword {
                if view.token(index, is: "@end") { container.end = index; break }
                if view.token(index, is: "@interface") || view.token(index, is: "@implementation")
                    || (view.token(index, is: "@protocol") && view.isIdentifier(index + 1) && !view.isPunctuation(index + 2, ";")) {
                    break
                }
            }
            if kind == .implementation, view.isOperator(index, "-") || view.isOperator(index, "+"),
               var method = parseMethod(at: index, view) {
                method.container = containerIndex
                container.methods.append(methods.count)
                methods.append(method)
                index = method.close + 1
                continue
            }
            if let partner = view.partner(index), partner > index { index = partner + 1 } else { index += 1 }
        }
        container.last = container.end ?? max(nameToken, min(index, view.count) - 1)
        containers.append(container)
        return container.end.map { $0 + 1 } ?? index
    }

    private func angleEnd(from start: Int, _ view: TokenView) -> Int {
        var cursor = start + 1
        while cursor < min(view.count, start + 32) {
            if view.isOperator(cursor, ">") { return cursor + 1 }
            cursor += 1
        }
        return start
    }

    /// Reads `- (T)piece:(T)name piece2:(T)name … {` at `marker`; nil when it is not a method definition.
    private func parseMethod(at marker: Int, _ view: TokenView) -> ObjCMethod? {
        var index = marker + 1
        if view.isPunctuation(index, "(") {
            guard let close = view.partner(index), close > index else { return nil }
            index = close + 1
        }
        guard view.isIdentifier(index) else { return nil }
        let nameToken = index
        var selector = view.text(index)
        var parameters: [String] = []
        var signatureEnd = index
        index += 1
        if view.isPunctuation(index, ":") {
            selector += ":"
            var pieces = 0
            while pieces < 256 {
                pieces += 1
                index += 1  // past `:`
                if view.isPunctuation(index, "(") {
                    guard let close = view.partner(index), close > index else { return nil }
                    index = close + 1
                }
                guard view.isIdentifier(index) else { return nil }
                parameters.append(view.text(index))
                signatureEnd = index
                index += 1
                if view.isIdentifier(index), view.isPunctuation(index + 1, ":") {
                    selector += view.text(index) + ":"
                    index += 1
                    continue
                }
                if view.isPunctuation(index, ":") {
                    selector += ":"
                    continue
                }
                break
            }
            if view.isPunctuation(index, ",") {
                index += 1
                if view.isOperator(index, "...") { index += 1 }
                while view.isPunctuation(index, ".") { index += 1 }
            }
        }
        // Attributes (`NS_REQUIRES_SUPER`, `__attribute__((…))`) may stand between the signature and the body.
        let limit = min(view.count, index + 48)
        while index < limit {
            if view.isPunctuation(index, "{") {
                guard let close = view.partner(index), close > index else { return nil }
                return ObjCMethod(isClassMethod: view.isOperator(marker, "+"), selector: selector, marker: marker,
                                  nameToken: nameToken, signatureEnd: signatureEnd, parameters: parameters,
                                  open: index, close: close, container: -1)
            }
            if view.isPunctuation(index, ";"), view.isPunctuation(index + 1, "{") { index += 1; continue }
            if view.isPunctuation(index, "("), let close = view.partner(index), close > index { index = close + 1; continue }
            guard view.isIdentifier(index) else { return nil }
            index += 1
        }
        return nil
    }
}
