import JSONC
import SourceText
import SwiftSource
import TabBarCore
import Testing

/// The Swift reading of custom tab bars (SPEC section 8): a `UITabBar` subclass's added views, their literal
/// frames, centres and constraints, its `layoutSubviews` family, its hit-test overrides, the KVC installation
/// of a bar, a button laid over a stock bar from its controller, and TB026's fix spelled in Swift.
@Suite struct UIKitSwiftCustomBarTests {
    private struct Read {
        let text: String
        let bytes: [UInt8]
        let facts: TabBarFacts

        init(_ text: String) {
            self.text = text
            bytes = Array(text.utf8)
            facts = SwiftExtractor.extract(bytes).tabBar
        }

        func range(_ needle: String, _ occurrence: Int = 1) -> ByteRange {
            let pattern = Array(needle.utf8)
            var seen = 0
            var start = 0
            while start + pattern.count <= bytes.count {
                if bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                    seen += 1
                    if seen == occurrence { return ByteRange(start, start + pattern.count) }
                }
                start += 1
            }
            Issue.record("\(needle) (#\(occurrence)) is not in the text")
            return ByteRange(-1, -1)
        }

        func text(_ range: ByteRange) -> String {
            guard range.start >= 0, range.end <= bytes.count else { return "" }
            return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        }
    }

    /// A Weibo-style bar, behind a multi-byte prefix so that byte offsets are tested.
    static let raisedBar = """
    // 微博 😀 tab bar
    final class RaisedTabBar: UITabBar {
        let publishButton = UIButton(type: .custom)

        override init(frame: CGRect) {
            super.init(frame: frame)
            publishButton.setBackgroundImage(UIImage(named: "tab_publish"), for: .normal)
            publishButton.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            addSubview(publishButton)
        }

        required init?(coder: NSCoder) { fatalError() }

        override func layoutSubviews() {
            super.layoutSubviews()
            let buttonWidth = bounds.width / CGFloat((items?.count ?? 0) + 1)
            var index = 0
            for button in subviews where button is UIControl && button !== publishButton {
                if index == 2 {
                    index += 1
                }
                button.frame = CGRect(x: CGFloat(index) * buttonWidth, y: 0, width: buttonWidth, height: 49)
                index += 1
            }
            publishButton.center = CGPoint(x: bounds.width * 0.5, y: bounds.height * 0.5 - 14)
        }
    }
    """

    @Test func aRaisedBarClassWithItsViewLayoutAndCentre() throws {
        let read = Read(Self.raisedBar)
        #expect(read.facts.customBars.count == 1)
        let bar = try #require(read.facts.customBars.first)
        #expect(bar.name == "RaisedTabBar")
        #expect(bar.nameRange == read.range("RaisedTabBar"))
        #expect(bar.classIsKnown)
        #expect(!bar.overridesHitTesting)
        let view = try #require(bar.addedViews.first)
        #expect(bar.addedViews.count == 1)
        #expect(view.name == "publishButton")
        #expect(view.addition == read.range("addSubview(publishButton)"))
        #expect(view.width?.literal == 64 && view.height?.literal == 64)
        let center = try #require(view.centerY)
        #expect(center.basis == .wholeBar)
        #expect(center.fraction == 0.5 && center.offset == -14)
        #expect(view.centerXFraction == 0.5)
        #expect(read.text(center.range) == "bounds.height * 0.5 - 14")
        #expect(read.text(center.heightRange) == "bounds.height")
        #expect(view.placement.map(read.text) == "publishButton.center = CGPoint(x: bounds.width * 0.5, y: bounds.height * 0.5 - 14)")
        // The tab buttons' frames in the loop are not the publish button's.
        #expect(view.y == nil)
        // SE: H = 49, the top at 24.5 - 14 - 32 = -21.5; Face ID: H = 83, 41.5 - 14 - 32 = -4.5, 17 pt lower.
        #expect(view.top(contentHeight: 49, safeArea: 0) == -21.5)
        #expect(view.top(contentHeight: 49, safeArea: 34) == -4.5)
        let layout = try #require(bar.layout)
        #expect(layout.family == .slotPerItemPlusOne)
        #expect(read.text(layout.range) == "bounds.width / CGFloat((items?.count ?? 0) + 1)")
        #expect(layout.skippedSlot == 2)
        #expect(layout.skipRange.map(read.text) == "2" && layout.skipRange?.end == read.range("index == 2").end)
        #expect(layout.assumedItemCount?.count == 4)
    }

    @Test func fixedFifthsWithATernarySkipAndAHitTestOverride() throws {
        let read = Read("""
        class DYTabBar: UITabBar {
            lazy var plusButton: UIButton = {
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 70, height: 70))
                return button
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.addSubview(plusButton)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                let w = frame.size.width / 5
                var index = 0
                for view in subviews where view is UIControl && view != plusButton {
                    view.frame = CGRect(x: w * CGFloat(index > 1 ? index + 1 : index), y: 0, width: w, height: 49)
                    index += 1
                }
                plusButton.center = CGPoint(x: frame.size.width / 2, y: 49 * 0.5 - 20)
            }
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                plusButton.frame.contains(point) || super.point(inside: point, with: event)
            }
        }
        """)
        let bar = try #require(read.facts.customBars.first)
        #expect(bar.hitTestOverrides == [read.range("point")])
        let layout = try #require(bar.layout)
        #expect(layout.family == .fixedDivisor(5))
        #expect(layout.divisorRange == read.range("5"))
        #expect(layout.skippedSlot == 2)
        #expect(layout.assumedItemCount?.count == 4)
        let view = try #require(bar.addedViews.first)
        #expect(view.name == "plusButton")
        #expect(view.height?.literal == 70)
        #expect(view.centerY?.basis == .literal(49))
        #expect(view.centerXFraction == 0.5)
        #expect(view.top(contentHeight: 49, safeArea: 34) == 24.5 - 20 - 35)
    }

    @Test func theContentHeightAndAMidYCentre() throws {
        let read = Read("""
        final class CenterButtonTabBar: UITabBar {
            let centerButton = UIButton(type: .custom)
            override init(frame: CGRect) {
                super.init(frame: frame)
                centerButton.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
                addSubview(centerButton)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                let contentHeight = bounds.height - safeAreaInsets.bottom
                centerButton.center = CGPoint(x: bounds.midX, y: contentHeight * 0.5 - 12)
            }
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                super.hitTest(point, with: event)
            }
        }
        final class MidTabBar: UITabBar {
            let button = UIButton()
            override func layoutSubviews() {
                super.layoutSubviews()
                addSubview(button)
                button.frame.size = CGSize(width: 50, height: 50)
                button.center.y = self.bounds.midY - 10
            }
        }
        """)
        #expect(read.facts.customBars.map(\.name) == ["CenterButtonTabBar", "MidTabBar"])
        let content = try #require(read.facts.customBars.first?.addedViews.first?.centerY)
        #expect(content.basis == .content)
        #expect(read.text(content.heightRange) == "contentHeight")
        #expect(read.facts.customBars.first?.hitTestOverrides == [read.range("hitTest")])
        // The `frame` set before the centre gives the size only.
        #expect(read.facts.customBars.first?.addedViews.first?.height?.literal == 60)
        let mid = try #require(read.facts.customBars.last?.addedViews.first)
        #expect(mid.centerY?.basis == .wholeBar && mid.centerY?.heightIsHalved == true && mid.centerY?.fraction == 0.5)
        #expect(mid.centerY.map { read.text($0.heightRange) } == "self.bounds.midY")
        #expect(mid.height?.literal == 50)
        #expect(mid.centerXFraction == nil)
        #expect(read.facts.customBars.first?.addedViews.first?.centerXFraction == 0.5)
        #expect(mid.top(contentHeight: 49, safeArea: 34) == 41.5 - 10 - 25)
    }

    /// A centre given through a local (`let y = bounds.midY - pad`) is read where its arithmetic is written, and a
    /// local's value is the last straight-line assignment before the use: one in a nested block, or a compound one,
    /// leaves it unknown.
    @Test func aCentreThroughALocalAndTheAssignmentThatReachesIt() throws {
        func centre(_ padding: String) -> SourceCenterY? {
            Read("""
            final class PadTabBar: UITabBar {
                let button = UIButton()
                var flag = false
                override func layoutSubviews() {
                    super.layoutSubviews()
                    addSubview(button)
                    button.frame.size = CGSize(width: 50, height: 50)
                    var pad: CGFloat!
                    \(padding)
                    let y = bounds.midY - pad
                    button.center = CGPoint(x: bounds.midX, y: y)
                }
            }
            """).facts.customBars.first?.addedViews.first?.centerY
        }
        let reached = try #require(centre("if flag { pad = safeAreaInsets.bottom + 10 }\n        pad = 10"))
        #expect(reached.basis == .wholeBar && reached.heightIsHalved && reached.offset == -10)
        for unknown in ["pad = 10\n        if flag { pad = 20 }", "pad = 10\n        pad += 4", "for _ in 0..<2 { pad = 10 }"] {
            #expect(centre(unknown)?.basis == .unknown, "\(unknown)")
        }
    }

    /// Swift 2's `CGPointMake`, `CGRectMake`, `CGSizeMake` are the labelled initialisers' values.
    @Test func swift2GeometryFunctionsAreTheInitialisers() throws {
        let read = Read("""
        final class OldTabBar: UITabBar {
            let button = UIButton()
            let other = UIButton()
            override func layoutSubviews() {
                super.layoutSubviews()
                addSubview(button)
                button.frame = CGRectMake(0, 0, 64, 56)
                button.center = CGPointMake(self.bounds.size.width * 0.5, self.bounds.size.height * 0.5 - 8)
                addSubview(other)
                other.bounds.size = CGSizeMake(40, 30)
                other.center = CGPointMake(CGRectGetMidX(bounds), CGRectGetHeight(self.bounds) * 0.5 - 4)
                let third = UIButton()
                addSubview(third)
                third.center = CGPointMake(UIScreen.mainScreen().bounds.size.width / 2, 20)
            }
        }
        """)
        let views = try #require(read.facts.customBars.first?.addedViews)
        let button = try #require(views.first { $0.name == "button" })
        #expect(button.width?.literal == 64 && button.height?.literal == 56)
        #expect(button.centerY?.basis == .wholeBar && button.centerY?.offset == -8)
        #expect(button.centerXFraction == 0.5)
        let other = try #require(views.first { $0.name == "other" })
        #expect(other.width?.literal == 40 && other.height?.literal == 30)
        #expect(other.centerY?.basis == .wholeBar && other.centerY?.offset == -4)
        #expect(other.centerXFraction == 0.5)
        // The screen's width is the bar's.
        #expect(views.first { $0.name == "third" }?.centerXFraction == 0.5)
    }

    @Test func sizeToFitMakesTheSizeUnknown() throws {
        let read = Read("""
        class PlusTabBar: UITabBar {
            private weak var plus: UIButton?
            override init(frame: CGRect) {
                super.init(frame: frame)
                let button = UIButton(type: .custom)
                button.frame = CGRect(x: 0, y: -20, width: 60, height: 60)
                button.sizeToFit()
                addSubview(button)
                plus = button
            }
        }
        """)
        let view = try #require(read.facts.customBars.first?.addedViews.first)
        #expect(view.name == "button")
        #expect(view.y?.literal == -20)
        #expect(view.width?.value == .unknown && view.height?.value == .unknown)
        #expect(view.height.map { read.text($0.range) } == "sizeToFit()")
    }

    /// `layoutSubviews()` that calls a method of the class without parameters lays out with that method's arithmetic
    /// (one level); a method taking parameters, or one of another type, is not followed.
    @Test func aLayoutInAMethodThatLayoutSubviewsCalls() {
        func layout(_ call: String, helper: String = "func placeButtons()") -> SourceBarLayout? {
            Read("""
            class SlotTabBar: UITabBar {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    \(call)
                }
                \(helper) {
                    let width = self.width()
                    let w: CGFloat = width / 5
                    var index: CGFloat = 0
                    for button in subviews where button is UIControl {
                        var x = index * w
                        if index >= 2 { x += w }
                        button.frame = CGRect(x: x, y: 0, width: w, height: 49)
                        index += 1
                    }
                }
            }
            """).facts.customBars.first?.layout
        }
        for call in ["self.placeButtons()", "placeButtons()"] {
            #expect(layout(call)?.family == .fixedDivisor(5) && layout(call)?.skippedSlot == 2, "\(call)")
        }
        #expect(layout("placeButtons(true)", helper: "func placeButtons(_ animated: Bool)") == nil)
        #expect(layout("other.placeButtons()") == nil)
    }

    @Test func aLazyButtonMadeInAClosureAndAFrameOriginSetLater() throws {
        let read = Read("""
        class TabBar: BaseTabBar {
            lazy var middleButton: UIButton = {
                let button = UIButton(type: .custom)
                button.frame.size = CGSize(width: 56, height: 56)
                return button
            }()
            override func layoutSubviews() {
                super.layoutSubviews()
                self.addSubview(middleButton)
                middleButton.center.x = bounds.width / 2
                middleButton.frame.origin.y = -18
            }
        }
        """)
        let bar = try #require(read.facts.customBars.first)
        // `BaseTabBar` may be the project's own UITabBar subclass: the project decides.
        #expect(!bar.classIsKnown)
        let view = try #require(bar.addedViews.first)
        #expect(view.width?.literal == 56 && view.height?.literal == 56)
        #expect(view.y?.literal == -18 && view.centerY == nil)
        #expect(view.centerXFraction == 0.5)
        #expect(view.placement.map(read.text) == "middleButton.frame.origin.y = -18")
        #expect(view.top(contentHeight: 49, safeArea: 34) == -18)
    }

    @Test func aSkipIsALiteralComparedWithTheSlotCounter() throws {
        let read = Read("""
        final class GapTabBar: UITabBar {
            override func layoutSubviews() {
                super.layoutSubviews()
                let width = bounds.width / CGFloat((items?.count ?? 0) + 1)
                let style = 3
                if style == 1 {
                    backgroundColor = .white
                }
                for (i, button) in subviews.filter({ $0 is UIControl }).enumerated() {
                    let slot = i < 2 ? i : i + 1
                    button.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: 49)
                }
            }
        }
        """)
        let layout = try #require(read.facts.customBars.first?.layout)
        #expect(layout.family == .slotPerItemPlusOne)
        // `style == 1` compares no counter; `i < 2 ? i : i + 1` skips slot 2.
        #expect(layout.skippedSlot == 2)
        #expect(layout.skipRange.map(read.text) == "2" && layout.skipRange?.start == read.range("2 ?").start)
    }

    /// Fifths of the width beside a skip written with casts: `w * (index > 1 ? CGFloat(index + 1) : CGFloat(index))`.
    @Test func aSkipInATernaryOfCasts() throws {
        let read = Read("""
        final class FifthsTabBar: UITabBar {
            override func layoutSubviews() {
                super.layoutSubviews()
                let width = frame.width
                let buttonW: CGFloat = width * 0.2
                var index = 0
                for button in subviews where button is UIControl {
                    let buttonX = buttonW * (index > 1 ? CGFloat(index + 1) : CGFloat(index))
                    button.frame = CGRect(x: buttonX, y: 0, width: buttonW, height: 49)
                    index += 1
                }
            }
        }
        """)
        let layout = try #require(read.facts.customBars.first?.layout)
        #expect(layout.family == .fixedDivisor(5) && layout.skippedSlot == 2)
        #expect(layout.skipRange?.start == read.range("1 ?").start)
    }

    @Test func sizesNamedByALocalOrAStoredProperty() throws {
        let read = Read("""
        final class HomeTabBarController: UITabBarController {
            private let buttonSize: CGFloat = 64
            private let lift = compute()

            override func viewDidLoad() {
                super.viewDidLoad()
                let rise: CGFloat = -18
                let button = UIButton(type: .custom)
                tabBar.addSubview(button)
                button.frame = CGRect(x: 0, y: rise, width: self.buttonSize, height: buttonSize)
                button.frame.origin.y = lift
                let badge = UIView()
                tabBar.addSubview(badge)
                badge.frame.origin.y = rise
            }
        }
        """)
        let view = try #require(read.facts.barOverlays.first?.view)
        #expect(view.width?.literal == 64 && view.height?.literal == 64)
        #expect(view.height?.range == read.range("64"))
        // The last placement wins: `lift` is not a literal.
        #expect(view.y?.literal == nil && view.y.map { read.text($0.range) } == "lift")
        #expect(read.facts.barOverlays.first?.view.placement.map(read.text) == "button.frame.origin.y = lift")
        #expect(read.facts.barOverlays.last?.view.y?.literal == -18)
    }

    @Test func kvcInstallationsOnSelfAndOnAnInstance() throws {
        let read = Read("""
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let raisedBar = RaisedTabBar()
                setValue(raisedBar, forKey: "tabBar")
                self.setValue(OtherBar(frame: tabBar.frame), forKeyPath: "tabBar")
                let typed: TypedBar = makeBar()
                setValue(typed, forKey: "tabBar")
                setValue(UITabBar(), forKey: "tabBar")
                setValue(raisedBar, forKey: "title")
            }
        }
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication) -> Bool {
                let tabs = ShopTabBarController()
                tabs.setValue(ShopTabBar(), forKey: "tabBar")
                return true
            }
        }
        """)
        let installations = read.facts.barInstallations
        #expect(installations.map(\.barClass) == ["RaisedTabBar", "OtherBar", "TypedBar", "ShopTabBar"])
        #expect(installations.map(\.controllerClass) == ["MainTabBarController", "MainTabBarController", "MainTabBarController",
                                                         "ShopTabBarController"])
        #expect(installations.map(\.onSelf) == [true, true, true, false])
        #expect(installations.first?.range == read.range("\"tabBar\""))
        // A controller is not a custom bar.
        #expect(read.facts.customBars.isEmpty)
    }

    static let overlay = """
    final class HomeTabBarController: UITabBarController {
        private let composeButton = UIButton(type: .custom)

        override func viewDidLoad() {
            super.viewDidLoad()
            composeButton.translatesAutoresizingMaskIntoConstraints = false
            tabBar.addSubview(composeButton)
            NSLayoutConstraint.activate([
                composeButton.centerXAnchor.constraint(equalTo: tabBar.centerXAnchor),
                composeButton.centerYAnchor.constraint(equalTo: tabBar.topAnchor, constant: 6),
                composeButton.widthAnchor.constraint(equalToConstant: 58),
                composeButton.heightAnchor.constraint(equalToConstant: 58),
            ])
        }
    }
    extension HomeTabBarController {
        func addBadge() {
            let badge = UIView(frame: CGRect(x: 10, y: -8, width: 16, height: 16))
            self.tabBar.addSubview(badge)
            view.addSubview(UIView())
            self.tabBar.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 2).isActive = true
        }
    }
    """

    @Test func buttonsLaidOverAStockBar() throws {
        let read = Read(Self.overlay)
        #expect(read.facts.customBars.isEmpty)
        let overlays = read.facts.barOverlays
        #expect(overlays.map(\.controllerClass) == ["HomeTabBarController", "HomeTabBarController"])
        #expect(overlays.map(\.view.name) == ["composeButton", "badge"])
        let compose = try #require(overlays.first?.view)
        #expect(compose.addition == read.range("tabBar.addSubview(composeButton)"))
        #expect(compose.constraints.map(\.viewAnchor) == [.centerY, .height])
        #expect(compose.width?.literal == 58 && compose.height == nil)
        #expect(compose.constraints.first?.barAnchor == .top)
        #expect(compose.constraints.first?.constant.literal == 6)
        #expect(compose.constraints.first?.range == read.range("composeButton.centerYAnchor.constraint(equalTo: tabBar.topAnchor, constant: 6)"))
        #expect(compose.top(contentHeight: 49, safeArea: 34) == -23)
        let badge = try #require(overlays.last?.view)
        #expect(badge.height?.literal == 16)
        // `tabBar.top = badge.bottom + 2`: the badge's bottom is 2 pt above the bar.
        #expect(badge.constraints.first?.viewAnchor == .bottom && badge.constraints.first?.constant.literal == -2)
        #expect(badge.top(contentHeight: 49, safeArea: 0) == -18)
    }

    @Test func nothingForACYLControllerOrPlainViews() {
        let read = Read("""
        final class MainTabBarController: CYLTabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tabBar.addSubview(UIButton())
            }
        }
        final class CardView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                addSubview(UILabel())
            }
        }
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(UIButton())
            }
        }
        """)
        #expect(read.facts.customBars.isEmpty)
        #expect(read.facts.barOverlays.isEmpty)
        #expect(read.facts.barInstallations.isEmpty)
    }

    @Test(arguments: [
        ("bounds.height", false, "(bounds.height - safeAreaInsets.bottom)"),
        ("self.bounds.size.height", false, "(self.bounds.size.height - self.safeAreaInsets.bottom)"),
        ("tabBar.frame.height", false, "(tabBar.frame.height - tabBar.safeAreaInsets.bottom)"),
        ("h", false, "(h - safeAreaInsets.bottom)"),
        ("bounds.midY", true, "((bounds.height - safeAreaInsets.bottom) * 0.5)"),
        ("self.frame.midY", true, "((self.frame.height - self.safeAreaInsets.bottom) * 0.5)"),
    ])
    func theContentHeightFixIsSpelledLikeTheCode(height: String, halved: Bool, expected: String) throws {
        let text = "center = CGPoint(x: 0, y: \(height) * 0.5)"
        let bytes = Array(text.utf8)
        let start = Array("center = CGPoint(x: 0, y: ".utf8).count
        let range = ByteRange(start, start + height.utf8.count)
        let edits = try #require(SwiftFrontEnd().render(.useContentHeight(range, halved: halved), in: bytes))
        #expect(edits == [TextEdit(range: range, newText: expected)])
    }

    @Test func noContentHeightFixForAnExpression() {
        let bytes = Array("y: (a + b) * 0.5".utf8)
        #expect(SwiftFrontEnd().render(.useContentHeight(ByteRange(3, 10), halved: false), in: bytes) == nil)
        #expect(SwiftFrontEnd().render(.useContentHeight(ByteRange(3, 40), halved: false), in: bytes) == nil)
    }

    /// A slot width written in the frame (`CGRect(x:…, width: W / count, …)`), a count cast twice, and the skip as
    /// `if i < 2 { … } else { … i + 1 … }`.
    @Test func aSlotWidthInTheFrameAndASkipInTheElseBranch() throws {
        let read = Read("""
        class DreamTabBar: UITabBar {
            override func layoutSubviews() {
                super.layoutSubviews()
                var index = 0
                let count = CGFloat(Float(self.items!.count + 1))
                for button in subviews where button is UIControl {
                    if index < 2 {
                        button.frame = CGRect(x: bounds.width / count * CGFloat(index), y: 0, width: bounds.width / count, height: 49)
                    } else {
                        button.frame = CGRect(x: bounds.width / count * CGFloat(index + 1), y: 0, width: bounds.width / count, height: 49)
                    }
                    index += 1
                }
            }
        }
        """)
        let layout = try #require(read.facts.customBars.first?.layout)
        #expect(layout.family == .slotPerItemPlusOne)
        #expect(layout.skippedSlot == 2)
        #expect(layout.skipRange == read.range("2"))
        #expect(layout.assumedItemCount?.count == 4)
        // Without the else branch's next slot there is no skip.
        let other = Read(read.text.replacingOccurrences(of: "CGFloat(index + 1)", with: "CGFloat(index)"))
        #expect(other.facts.customBars.first?.layout?.skippedSlot == nil)
    }
}
