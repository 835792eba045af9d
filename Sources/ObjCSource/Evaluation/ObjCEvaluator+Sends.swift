import JSONC
import SourceText
import TabBarCore

extension ObjCEvaluator {
    /// `[receiver selector…]`: a method of the file's classes (on `self` or a class), Foundation's string and
    /// collection messages on known values, `stringWithFormat:`; anything else unknown.
    func send(open: Int, close: Int, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        let view = view(scope)
        let whole = open..<(close + 1)
        guard let send = ObjCMessageSend.parse(at: open, in: view) else { return unknown(whole, scope) }
        let receiver = stripped(send.receiver, view)
        let selector = send.selector
        if receiver.count == 1, view.isIdentifier(receiver.lowerBound) {
            let word = view.text(receiver.lowerBound)
            if word == "self", let className = scope.className {
                return invoke(className, (scope.isClassMethod ? "+" : "-") + selector, send.arguments, at: whole, scope, &state)
            }
            if scope.bindings[word] == nil, index.methods[word]?["+" + selector] != nil {
                return invoke(word, "+" + selector, send.arguments, at: whole, scope, &state)
            }
            switch (word, selector) {
            case ("NSString", "stringWithFormat:"):
                return format(send.arguments + send.extraArguments, at: whole, scope, &state)
            case ("NSString", "stringWithString:"):
                return send.arguments.first.map { value($0, scope, &state) } ?? unknown(whole, scope)
            case ("NSArray", "arrayWithObjects:"):
                var elements: [EvaluatedValue] = []
                for argument in send.arguments + send.extraArguments {
                    let stripped = self.stripped(argument, view)
                    if stripped.count == 1, view.isWord(stripped.lowerBound, "nil") { return computed(.array(elements), whole, scope) }
                    elements.append(value(argument, scope, &state))
                }
                return unknown(whole, scope)
            case ("NSArray", "array"), ("NSMutableArray", "array"), ("NSMutableArray", "new"), ("NSMutableArray", "arrayWithCapacity:"):
                return computed(.array([]), whole, scope)
            case ("NSMutableDictionary", "dictionary"), ("NSMutableDictionary", "new"), ("NSDictionary", "dictionary"):
                return computed(.dictionary(keys: [], values: []), whole, scope)
            case ("NSArray", "arrayWithArray:"), ("NSMutableArray", "arrayWithArray:"):
                return send.arguments.first.map { value($0, scope, &state) } ?? unknown(whole, scope)
            default:
                break
            }
        }
        // `[[NSMutableArray alloc] init]`.
        if selector == "init" || selector == "initWithCapacity:", receiver.count >= 4, view.isPunctuation(receiver.lowerBound, "["),
           let inner = ObjCMessageSend.parse(at: receiver.lowerBound, in: view), inner.selector == "alloc", inner.receiver.count == 1 {
            let className = view.text(inner.receiver.lowerBound)
            if className == "NSMutableArray" || className == "NSArray" { return computed(.array([]), whole, scope) }
            if className == "NSMutableDictionary" || className == "NSDictionary" { return computed(.dictionary(keys: [], values: []), whole, scope) }
            return unknown(whole, scope)
        }
        let base = value(receiver, scope, &state)
        guard !base.isUnknown else { return unknown(whole, scope) }
        if send.arguments.isEmpty { return unaryMessage(selector, to: base, at: whole, scope) }
        let argument = value(send.arguments[0], scope, &state)
        switch (base.kind, selector) {
        case (.array, "objectAtIndex:"), (.dictionary, "objectForKey:"), (.dictionary, "valueForKey:"):
            return element(of: base, argument, whole, scope)
        case (.string(let text), "stringByAppendingString:"):
            guard let suffix = argument.string else { return unknown(whole, scope) }
            return computed(.string(text + suffix), whole, scope)
        case (.string(let text), "stringByAppendingFormat:"):
            let suffix = format(send.arguments + send.extraArguments, at: whole, scope, &state)
            guard let tail = suffix.string else { return unknown(whole, scope) }
            return computed(.string(text + tail), whole, scope)
        case (.string(let text), "isEqualToString:"):
            guard let other = argument.string else { return unknown(whole, scope) }
            return computed(.bool(text == other), whole, scope)
        default:
            return unknown(whole, scope)
        }
    }

    /// `stringWithFormat:` with `%@ %d %i %ld %lu %zd %u %lld %%` and known arguments.
    func format(_ arguments: [Range<Int>], at range: Range<Int>, _ scope: Scope, _ state: inout State) -> EvaluatedValue {
        guard let first = arguments.first, let pattern = value(first, scope, &state).string else { return unknown(range, scope) }
        var values = arguments.dropFirst().makeIterator()
        var result = ""
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            var specifier = ""
            while let next = characters.popFirst() {
                specifier.append(next)
                if next.isLetter && next != "l" && next != "z" && next != "h" && next != "q" || next == "%" || next == "@" { break }
            }
            if specifier == "%" {
                result.append("%")
                continue
            }
            guard let argument = values.next() else { return unknown(range, scope) }
            let part = value(argument, scope, &state)
            switch (specifier, part.kind) {
            case ("@", .string(let text)): result += text
            case ("@", .integer(let number)): result += String(number)
            case (let spec, .integer(let number)) where ["d", "i", "ld", "lu", "zd", "u", "lld", "llu", "zu", "lx"].contains(spec) && spec != "lx":
                result += String(number)
            default: return unknown(range, scope)
            }
        }
        guard values.next() == nil else { return unknown(range, scope) }
        return computed(.string(result), range, scope)
    }

    /// The value a method of `className` (or of a superclass the file declares) returns for `arguments`, its body
    /// run with its parameters bound; unknown when it is not found, or is already running.
    func invoke(_ className: String, _ key: String, _ arguments: [Range<Int>], at range: Range<Int>, _ scope: Scope,
                _ state: inout State) -> EvaluatedValue {
        var owner = className
        var found = index.methods[owner]?[key]
        var hops = 0
        while found == nil, hops < 4, let superclass = superclass(of: owner) {
            owner = superclass
            found = index.methods[owner]?[key]
            hops += 1
        }
        guard let methodIndex = found else { return unknown(range, scope) }
        let method = declarations.methods[methodIndex]
        let activeKey = "\(methodIndex)"
        guard method.parameters.count == arguments.count, !state.active.contains(activeKey) else { return unknown(range, scope) }
        var inner = Scope(className: className, isClassMethod: method.isClassMethod)
        for (name, argument) in zip(method.parameters, arguments) { inner.bindings[name] = value(argument, scope, &state) }
        state.active.insert(activeKey)
        defer { state.active.remove(activeKey) }
        var environment = ObjCEvaluator.Environment(scope: inner)
        let result = run((method.open + 1)..<method.close, &environment, &state)
        guard case .returned(let returned) = result, !returned.isUnknown else { return unknown(range, scope) }
        let selector = String(key.drop { $0 == "+" || $0 == "-" })
        let step = arguments.isEmpty ? ValueStep(.property, "\(owner).\(selector)", at: view(scope).byteRange(range))
            : ValueStep(.call, selector, at: view(scope).byteRange(range))
        return scope.source == 0 ? returned.reached(through: step) : returned
    }

    /// The superclass of `className` its `@interface` in this file names.
    private func superclass(of className: String) -> String? {
        declarations.containers.first { $0.kind == .interface && $0.name == className && $0.superclass != nil }?.superclass
    }
}
