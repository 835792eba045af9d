import JSONC
import SourceText
import TabBarCore

/// Turns the file's `@interface` and `@implementation` blocks into `SourceClass`es: their methods (with the
/// plus button's numbers and frame) and the `self.title` assignments of their instance methods.
struct ObjCClassFacts {
    let resolver: ObjCResolver
    private var view: TokenView { resolver.view }

    init(_ resolver: ObjCResolver) {
        self.resolver = resolver
    }

    /// One class per `@interface` and `@implementation`, in source order.
    func classes() -> [SourceClass] {
        let containers = resolver.declarations.containers
        // What the file's @interface lines say of each class, for its @implementation.
        var superclasses: [String: String] = [:]
        var protocols: [String: [String]] = [:]
        var seen = Set<String>()
        for container in containers where container.kind == .interface {
            if container.category == nil, let superclass = container.superclass { superclasses[container.name] = superclass }
            for name in container.protocols where seen.insert(container.name + " " + name).inserted {
                protocols[container.name, default: []].append(name)
            }
        }
        var result: [SourceClass] = []
        for container in containers where container.kind != .protocol {
            let range = view.range(container.keyword, through: container.last)
            let insertion = container.end.map { resolver.lineStart(of: view.range($0).start) } ?? resolver.lineEnd(of: range.end)
            var declaration = SourceClass(name: container.name, nameRange: view.range(container.nameToken),
                                          superclass: container.superclass, protocols: container.protocols,
                                          isExtension: container.category != nil, isInterface: container.kind == .interface,
                                          range: range, insertionOffset: insertion)
            if container.kind == .implementation {
                declaration.superclass = container.superclass ?? superclasses[container.name]
                declaration.protocols = protocols[container.name] ?? []
                declaration.indentUnit = indentUnit(container)
                let plusButton = ObjCPlusButtonFacts(resolver: resolver)
                for index in container.methods {
                    declaration.methods.append(method(index, plusButton))
                    if !resolver.declarations.methods[index].isClassMethod {
                        declaration.titleAssignments += selfTitleAssignments(index)
                    }
                }
                declaration.ownItem = UIKitObjCOwnItem(resolver: resolver).ownItem(methods: container.methods)
            }
            result.append(declaration)
        }
        return result
    }

    private func method(_ index: Int, _ plusButton: ObjCPlusButtonFacts) -> SourceMethod {
        let method = resolver.declarations.methods[index]
        let lineRange = ByteRange(resolver.lineStart(of: view.range(method.marker).start),
                                  resolver.lineEnd(of: view.range(method.close).start))
        var result = SourceMethod(isClassMethod: method.isClassMethod, selector: method.selector,
                                  nameRange: view.range(method.nameToken),
                                  signatureRange: view.range(method.nameToken, through: method.signatureEnd),
                                  lineRange: lineRange, returnedNumber: plusButton.returnedNumber(of: index))
        if let frame = plusButton.frame(of: index) {
            result.frameWidth = frame.width
            result.frameHeight = frame.height
        }
        return result
    }

    /// `self.title = E`, `[self setTitle:E]`, `self.navigationItem.title = E` in an instance method.
    private func selfTitleAssignments(_ method: Int) -> [SourceTitleAssignment] {
        // `titleAssignment` needs a `title` (or `setTitle:`) token.
        guard resolver.mayHold(method, [.title, .setTitle]) else { return [] }
        let body = resolver.body(method)
        var result: [SourceTitleAssignment] = []
        for occurrence in body.occurrences["self"] ?? [] {
            if let assignment = resolver.titleAssignment(at: occurrence, in: body, spelling: "self.navigationItem.title") {
                result.append(assignment)
            }
        }
        return result
    }

    /// The indentation of the first indented line inside a method body, less the method's own; four spaces by default.
    private func indentUnit(_ container: ObjCContainer) -> String {
        for index in container.methods {
            let method = resolver.declarations.methods[index]
            let base = resolver.indentation(ofLineAt: view.range(method.marker).start)
            var token = method.open + 1
            while token < min(method.close, method.open + 65) {
                if startsLine(token) {
                    let indentation = resolver.indentation(ofLineAt: view.range(token).start)
                    if indentation.hasPrefix(base), indentation.utf8.count > base.utf8.count {
                        return String(indentation.dropFirst(base.count))
                    }
                    break
                }
                token += 1
            }
        }
        return "    "
    }

    /// Whether only spaces and tabs stand between a line break and token `index` (the bytes after the previous token).
    private func startsLine(_ index: Int) -> Bool {
        let bytes = view.bytes
        let floor = index > 0 ? view.range(index - 1).end : 0
        var offset = view.range(index).start
        while offset > floor {
            switch bytes[offset - 1] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): offset -= 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
            default: return false
            }
        }
        return offset == 0
    }
}
