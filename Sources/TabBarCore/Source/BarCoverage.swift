import JSONC

/// How much of one tab bar tabbar read (issue 32): its tabs and their values fully, partly (each part it
/// could not read, where and why), or not at all. Coverage is information, never a finding.
public struct BarCoverage: Sendable, Hashable {
    public enum Extent: String, Sendable, Hashable {
        /// Every tab and every value the bar sets was read.
        case read
        /// Some tabs or values are unknown (`gaps`).
        case partly
        /// The bar was found, but none of its tabs was read.
        case unread
    }

    /// The file (index in `SourceProject.files`) and the place that builds or configures the bar.
    public var file: Int
    public var range: ByteRange
    /// Who builds it, as people name it: `CYLTabBarController`, `UIKit` (code), `storyboard`, `SwiftUI`.
    public var technology: String
    /// The controller's class when known.
    public var className: String?
    /// The number of tabs, nil when not completely known.
    public var tabCount: Int?
    public var extent: Extent
    /// What was not read, in order.
    public var gaps: [BarCoverageGap]
}

/// One part of a bar tabbar could not read: where it is written and what it is.
public struct BarCoverageGap: Sendable, Hashable {
    /// The file (index in `SourceProject.files`) and the expression tabbar did not compute; nil for a doubt
    /// about the whole bar (code that may set its items elsewhere).
    public var file: Int
    public var range: ByteRange?
    /// What is unknown, for people: `tabs built at run time from self.items`, `tab 2's title`.
    public var what: String

    public init(file: Int, range: ByteRange?, what: String) {
        self.file = file
        self.range = range
        self.what = what
    }
}

extension SourceProject {
    /// The coverage of every bar of the project, in the order of `controllers`, then the tab bar controller
    /// classes of the project for which no bar was read (found, not read).
    public var coverage: [BarCoverage] { controllers.map(coverage(of:)) + unreadControllerClasses }

    /// A `UITabBarController` (or CYLTabBarController) subclass defined in the project that no bar read names,
    /// nor any bar's class inherits from: tabbar found it but could not read its tabs.
    var unreadControllerClasses: [BarCoverage] {
        var barClasses = Set(controllers.compactMap(\.value.className))
        // A subclass whose initialiser makes a bar of another class and becomes it (`self = (Sub *)controller`).
        for controller in controllers {
            guard let assignment = controller.value.selfAssignment else { continue }
            let holders = files[controller.file].facts.classes.filter {
                !$0.isInterface && $0.range.start <= assignment.start && assignment.end <= $0.range.end
            }
            if let innermost = holders.min(by: { $0.range.length < $1.range.length }) { barClasses.insert(innermost.name) }
        }
        var superclassesOfBars: Set<String> = []
        for name in barClasses {
            var current = name
            for _ in 0..<8 {
                guard let next = classes(named: current).lazy.compactMap(\.value.superclass).first, superclassesOfBars.insert(next).inserted
                else { break }
                current = next
            }
        }
        var found: [BarCoverage] = []
        for name in classesByName.keys.sorted() where !barClasses.contains(name) && !superclassesOfBars.contains(name) {
            let declarations = classes(named: name)
            let superclasses = declarations.compactMap(\.value.superclass)
            let isCYL = name != "CYLTabBarController" && (superclasses.contains { $0.hasPrefix("CYLTabBarController") })
            guard isCYL || superclasses.contains(StockControllerFacts.controllerClass)
                    || Self.inheritsTabBarController(name, classesByName: classesByName),
                  let body = declarations.first(where: { !$0.value.isInterface && !$0.value.isExtension }) ?? declarations.first
            else { continue }
            let gap = BarCoverageGap(file: body.file, range: body.value.nameRange, what: "the tabs: they are not set where tabbar reads them")
            found.append(BarCoverage(file: body.file, range: body.value.nameRange, technology: isCYL ? "CYLTabBarController" : "UIKit",
                                     className: name, tabCount: nil, extent: .unread, gaps: [gap]))
        }
        return found
    }

    /// How much of `controller` was read.
    public func coverage(of controller: InFile<SourceController>) -> BarCoverage {
        let value = controller.value
        let technology = value.technologyName ?? (value.separateItems != nil ? "CYLTabBarController"
            : customBarIndex.declared.technology(of: controller) ?? "UIKit")
        var gaps: [BarCoverageGap] = []
        func gap(_ range: ByteRange?, _ what: String) { gaps.append(BarCoverageGap(file: controller.file, range: range, what: what)) }
        let items = value.items
        if let items {
            if items.isComplete, items.elements.isEmpty {
                gap(value.range, "the tabs: none is given where the bar is built")
            }
            if let lists = value.stock?.tabListsSet, lists > 1 {
                gap(items.range, "tabs set as a whole list \(lists) times: which list the bar ends with depends on the run")
            } else if !items.isComplete {
                gap(items.range, "tabs built at run time (\(snippet(items.range, in: controller.file)))")
            }
            for (index, item) in items.elements.enumerated() {
                guard item.isKnown else {
                    gap(item.reference, "tab \(index + 1)'s item (\(snippet(item.reference, in: controller.file)))")
                    continue
                }
                for (name, fact) in [("title", item.title), ("image", item.image), ("selected image", item.selectedImage)] {
                    guard let fact, fact.value == .unknown, !fact.isSystemSymbol else { continue }
                    gap(fact.range, "tab \(index + 1)'s \(name) (\(snippet(fact.range, in: controller.file)))")
                }
            }
        } else {
            gap(value.range, "the tabs: they are not set where tabbar reads them")
        }
        if value.doubts.contains(.codeMaySetItems) { gap(nil, "code elsewhere may set its items") }
        if value.doubts.contains(.mayNeverShow) { gap(nil, "the app may never show this scene") }
        let readNothing = items.map { $0.elements.allSatisfy { !$0.isKnown } } ?? true
        let extent: BarCoverage.Extent = readNothing ? .unread : gaps.isEmpty ? .read : .partly
        return BarCoverage(file: controller.file, range: value.range, technology: technology, className: value.className,
                           tabCount: items?.knownCount, extent: extent, gaps: gaps)
    }

    /// The text at `range` of file `file` on one line, cut to 40 characters: what a person recognises.
    func snippet(_ range: ByteRange, in file: Int) -> String {
        let bytes = files[file].bytes
        let start = min(max(0, range.start), bytes.count), end = min(max(start, range.end), bytes.count, start + 400)
        var text = ""
        var lastWasSpace = false
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            let isSpace = scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t"
            if isSpace { if !lastWasSpace { text.unicodeScalars.append(" ") } } else { text.unicodeScalars.append(scalar) }
            lastWasSpace = isSpace
            if text.count > 40 { return String(text.prefix(39)) + "…" }
        }
        return text
    }
}

/// A bar's coverage placed for people and machines: paths and 1-based lines instead of file indices and byte
/// ranges. What `tabbar check` reports (text, JSON, HTML) and the server's `tabbar/bars` answers.
public struct PlacedBarCoverage: Sendable, Hashable {
    public struct Gap: Sendable, Hashable {
        public var path: String
        /// Nil for a doubt about the whole bar.
        public var line: Int?
        public var what: String
    }

    public var path: String
    public var line: Int
    public var technology: String
    public var className: String?
    public var tabCount: Int?
    public var extent: BarCoverage.Extent
    public var gaps: [Gap]

    /// The element of `tabbar check --format json`'s `bars` (and of `tabbar/bars`).
    public var json: JSON {
        var object = JSONObject([
            ("path", .string(path)),
            ("line", .number(Double(line))),
            ("technology", .string(technology)),
            ("tabs", tabCount.map { .number(Double($0)) } ?? .null),
            ("coverage", .string(extent.rawValue)),
            ("unread", .array(gaps.map { gap in
                var entry = JSONObject([("path", .string(gap.path)), ("what", .string(gap.what))])
                if let line = gap.line { entry["line"] = .number(Double(line)) }
                return .object(entry)
            })),
        ])
        if let className { object["class"] = .string(className) }
        return .object(object)
    }
}

extension SourceProject {
    /// `coverage`, placed: each bar with its path and line, each unread part with its own.
    public var placedCoverage: [PlacedBarCoverage] { placed(coverage) }

    /// `bars` placed, each file's line table made once.
    public func placed(_ bars: [BarCoverage]) -> [PlacedBarCoverage] {
        var tables: [Int: LineTable] = [:]
        func line(_ offset: Int, in file: Int) -> Int {
            let table = tables[file] ?? LineTable(bytes: files[file].bytes)
            tables[file] = table
            return table.line(of: max(0, min(offset, files[file].bytes.count))) + 1
        }
        return bars.map { bar in
            PlacedBarCoverage(path: files[bar.file].path, line: line(bar.range.start, in: bar.file), technology: bar.technology,
                              className: bar.className, tabCount: bar.tabCount, extent: bar.extent,
                              gaps: bar.gaps.map { gap in
                                  PlacedBarCoverage.Gap(path: files[gap.file].path, line: gap.range.map { line($0.start, in: gap.file) },
                                                        what: gap.what)
                              })
        }
    }
}
