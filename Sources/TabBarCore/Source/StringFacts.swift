/// Every string value a file's facts hold for its tab bars (items' titles and images, titles given to view
/// controllers, helper calls' arguments, items set by position, a class's own item and title), reached in one
/// place: what a step that settles values across files (`DeclaredStringsLinking`) reads and rewrites.
public enum StringFacts {
    /// Calls `body` with each string value of `facts` and `classes`.
    public static func visit(_ facts: TabBarFacts, classes: [SourceClass], _ body: (SourceFact<String>) -> Void) {
        var facts = facts
        var classes = classes
        map(&facts, classes: &classes) { fact in body(fact); return fact }
    }

    /// Replaces each string value of `facts` and `classes` with what `transform` makes of it.
    public static func map(_ facts: inout TabBarFacts, classes: inout [SourceClass],
                           _ transform: (SourceFact<String>) -> SourceFact<String>) {
        func mapped(_ fact: inout SourceFact<String>?) {
            if let value = fact { fact = transform(value) }
        }
        for controller in facts.controllers.indices {
            if var items = facts.controllers[controller].items {
                for item in items.elements.indices {
                    mapped(&items.elements[item].title)
                    mapped(&items.elements[item].image)
                    mapped(&items.elements[item].selectedImage)
                }
                facts.controllers[controller].items = items
            }
            if var viewControllers = facts.controllers[controller].viewControllers {
                for element in viewControllers.elements.indices {
                    mapTitles(&viewControllers.elements[element].titleAssignments, transform)
                }
                facts.controllers[controller].viewControllers = viewControllers
            }
            if var stock = facts.controllers[controller].stock, !stock.helperCalls.isEmpty {
                for call in stock.helperCalls.indices {
                    for argument in stock.helperCalls[call].arguments.indices {
                        mapped(&stock.helperCalls[call].arguments[argument])
                    }
                }
                facts.controllers[controller].stock = stock
            }
        }
        for setting in facts.itemSettingsByPosition.indices {
            mapped(&facts.itemSettingsByPosition[setting].value)
        }
        for declaration in classes.indices {
            mapTitles(&classes[declaration].titleAssignments, transform)
            if var own = classes[declaration].ownItem {
                mapped(&own.title)
                mapped(&own.image)
                mapped(&own.selectedImage)
                classes[declaration].ownItem = own
            }
        }
    }

    private static func mapTitles(_ assignments: inout [SourceTitleAssignment],
                                  _ transform: (SourceFact<String>) -> SourceFact<String>) {
        for assignment in assignments.indices {
            assignments[assignment].value = transform(assignments[assignment].value)
        }
    }
}
