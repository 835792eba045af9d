import JSONC
import SourceText
import TabBarCore

/// Reads the custom tab bars of an Objective-C file (SPEC section 8): classes that add views to themselves,
/// lay out their subviews or override hit testing (`SourceBarClass`), the KVC installations of a bar on a
/// controller (`[self setValue:bar forKeyPath:@"tabBar"]`), and views a controller adds to its stock bar
/// (`[self.tabBar addSubview:button]`). Sizes and positions are read when literal; anything else is unknown.
struct UIKitObjCCustomBars {
    let resolver: ObjCResolver
    var view: TokenView { resolver.view }
    var declarations: ObjCDeclarations { resolver.declarations }

    /// The classes a controller may be: not read as custom bars.
    private static let controllerSuperclasses: Set<String> = [
        "UITabBarController", "UIViewController", "UINavigationController", "UITableViewController",
    ]

    func read(into facts: inout TabBarFacts) {
        var superclasses: [String: String] = [:]
        for container in declarations.containers where container.kind == .interface {
            if let superclass = container.superclass, superclasses[container.name] == nil { superclasses[container.name] = superclass }
        }
        for container in declarations.containers where container.kind == .implementation && container.category == nil {
            let superclass = superclasses[container.name]
            // CYLTabBarController's own bar and its subclasses belong to SPEC section 7.
            if container.name.hasPrefix("CYL") || superclass?.hasPrefix("CYL") == true { continue }
            let reader = UIKitObjCPlacements(resolver: resolver, methods: container.methods)
            if let superclass, Self.controllerSuperclasses.contains(superclass) || superclass.hasSuffix("Controller") {
                facts.barOverlays += reader.addedViews(to: isStockBar).map {
                    SourceBarOverlay(controllerClass: container.name, view: $0)
                }
            } else if superclass == nil || superclass == SourceBarClass.barClass {
                if let bar = customBar(container, reader: reader, classIsKnown: superclass == SourceBarClass.barClass) {
                    facts.customBars.append(bar)
                }
                if superclass == nil {
                    facts.barOverlays += reader.addedViews(to: isStockBar).map {
                        SourceBarOverlay(controllerClass: container.name, view: $0)
                    }
                }
            }
            facts.barInstallations += installations(in: container)
        }
    }

    /// `self.tabBar`, `tabBar`, `self.tabBarController.tabBar`: a controller's stock bar.
    private func isStockBar(_ tokens: Range<Int>) -> Bool {
        guard let chain = view.dottedChain(view.unparenthesized(tokens)), let last = chain.last else { return false }
        return view.isWord(last, "tabBar") && (chain.count == 1 || view.isWord(chain[0], "self"))
    }

    private func isSelf(_ tokens: Range<Int>) -> Bool {
        tokens.count == 1 && view.isWord(tokens.lowerBound, "self")
    }

    private func customBar(_ container: ObjCContainer, reader: UIKitObjCPlacements, classIsKnown: Bool) -> SourceBarClass? {
        var overrides: [ByteRange] = []
        var layout: SourceBarLayout?
        for method in container.methods {
            let declared = declarations.methods[method]
            if !declared.isClassMethod, SourceBarClass.hitTestMethods.contains(declared.selector) {
                overrides.append(view.range(declared.nameToken))
            }
            if !declared.isClassMethod, declared.selector == "layoutSubviews" {
                layout = UIKitObjCLayoutArithmetic(resolver: resolver, method: method).layout()
                    ?? helperLayout(calledFrom: method, in: container)
            }
        }
        let added = reader.addedViews(to: isSelf)
        guard classIsKnown || !added.isEmpty || !overrides.isEmpty || layout != nil else { return nil }
        return SourceBarClass(name: container.name, nameRange: view.range(container.nameToken), classIsKnown: classIsKnown,
                             addedViews: added, layout: layout, hitTestOverrides: overrides)
    }

    /// The arithmetic of a method of the class without parameters that `layoutSubviews` sends to `self`
    /// (`[self setTabBarButtonStyle]`), the first that has one.
    private func helperLayout(calledFrom method: Int, in container: ObjCContainer) -> SourceBarLayout? {
        for send in resolver.body(method).sends where !send.selector.contains(":") && isSelf(send.receiver) {
            guard let helper = container.methods.first(where: {
                declarations.methods[$0].selector == send.selector && !declarations.methods[$0].isClassMethod
            }), helper != method else { continue }
            if let layout = UIKitObjCLayoutArithmetic(resolver: resolver, method: helper).layout() { return layout }
        }
        return nil
    }

    /// `[receiver setValue:bar forKey:@"tabBar"]` / `forKeyPath:` in the container's methods.
    private func installations(in container: ObjCContainer) -> [SourceBarInstallation] {
        var result: [SourceBarInstallation] = []
        for method in container.methods where resolver.mayHold(method, .setValue) {
            let body = resolver.body(method)
            for send in body.sends where send.selector == "setValue:forKey:" || send.selector == "setValue:forKeyPath:" {
                guard send.arguments.count == 2, resolver.expressions.kvcKey(send.arguments[1]) == "tabBar",
                      let barClass = className(of: send.arguments[0], in: method) else { continue }
                let key = view.byteRange(view.unparenthesized(send.arguments[1]))
                if isSelf(send.receiver) {
                    result.append(SourceBarInstallation(barClass: barClass, controllerClass: container.name, onSelf: true, range: key))
                } else {
                    result.append(SourceBarInstallation(barClass: barClass, controllerClass: className(of: send.receiver, in: method),
                                                       onSelf: false, range: key))
                }
            }
        }
        return result
    }

    /// The class of an object expression: `[[X alloc] init…]`, `[X new]`, or a local declared `X *name` / given one of those.
    private func className(of tokens: Range<Int>, in method: Int) -> String? {
        let core = resolver.expressions.core(tokens)
        if core.count == 1, view.isIdentifier(core.lowerBound) {
            guard let assignment = resolver.body(method).onlyAssignment(to: view.text(core.lowerBound)) else { return nil }
            if assignment.isDeclaration, view.isIdentifier(assignment.start), view.isCapitalized(assignment.start),
               !view.isWord(assignment.start, "UITabBar") {
                return view.text(assignment.start)
            }
            return allocatedClass(resolver.expressions.core(assignment.value))
        }
        return allocatedClass(core)
    }

    private func allocatedClass(_ core: Range<Int>) -> String? {
        guard core.count >= 3, view.isPunctuation(core.lowerBound, "["), view.partner(core.lowerBound) == core.upperBound - 1,
              let send = ObjCMessageSend.parse(at: core.lowerBound, in: view) else { return nil }
        let (name, allocated) = resolver.receiverClass(send)
        guard let name else { return nil }
        if allocated, send.selector.hasPrefix("init") { return name }
        if !allocated, send.selector == "new" { return name }
        return nil
    }
}
