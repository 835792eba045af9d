import JSONC
import StoryboardSource
import TabBarCore
import Testing

/// What a storyboard records beside its bars: the scenes a reference can name, its own references, the
/// bar's class and disabled tabs, and the appearance TB029 reads.
@Suite struct StoryboardFactsTests {
    typealias Fixture = StoryboardExtractorTests

    static func facts(_ text: String) throws -> (TabBarFacts, StoryboardFacts) {
        let facts = StoryboardFrontEnd().extract(Array(text.utf8)).tabBar
        return (facts, try #require(facts.storyboard))
    }

    static func text(_ bytes: String, _ range: ByteRange) -> String {
        String(decoding: Array(bytes.utf8)[range.start..<range.end], as: UTF8.self)
    }

    @Test func theInitialAndIdentifiedScenesCanBeReferenced() throws {
        let text = #"<?xml version="1.0"?><document initialViewController="n"><scenes>"#
            + Fixture.scene("n", #"<navigationController id="n"><connections><segue destination="r" kind="relationship" relationship="rootViewController" id="g"/></connections></navigationController>"#)
            + Fixture.scene("r", #"<tableViewController id="r" customClass="FeedViewController"><tabBarItem key="tabBarItem" title="Feed" image="feed" id="ir"/></tableViewController>"#)
            + Fixture.scene("h", #"<viewController storyboardIdentifier="Help" id="h" customClass="HelpViewController"><tabBarItem key="tabBarItem" title="Help" enabled="NO" image="help" id="ih"/></viewController>"#)
            + Fixture.scene("x", #"<viewController id="x" customClass="Unnamed"><tabBarItem key="tabBarItem" title="X" id="ix"/></viewController>"#)
            + "</scenes></document>"
        let (_, storyboard) = try Self.facts(text)
        #expect(storyboard.scenes.count == 2)
        let initial = try #require(storyboard.scene(identifier: nil))
        #expect(initial.isInitial)
        #expect(initial.tab.item.title?.literal == "Feed")
        #expect(initial.tab.viewController.className == "FeedViewController")
        let help = try #require(storyboard.scene(identifier: "Help"))
        #expect(help.tab.viewController.className == "HelpViewController")
        #expect(help.isDisabled)
        #expect(storyboard.scene(identifier: "Unnamed") == nil)
    }

    @Test func referencesBarClassAndDisabledTabsAreRecorded() throws {
        let text = Fixture.storyboard(["a", "ref", "c"],
            Fixture.scene("a", #"<viewController id="a"><tabBarItem key="tabBarItem" title="A" image="a" id="ia"/></viewController>"#)
            + Fixture.scene("ref", #"<viewControllerPlaceholder storyboardName="Account" referencedIdentifier="AccountRoot" id="ref"><tabBarItem key="tabBarItem" title="Item" id="iref"/></viewControllerPlaceholder>"#)
            + Fixture.scene("c", #"<viewController id="c"><tabBarItem key="tabBarItem" title="" enabled="NO" id="ic"/></viewController>"#))
            .replacing(#"<tabBar key="tabBar" id="bar"/>"#,
                                  with: #"<tabBar key="tabBar" id="bar" customClass="RaisedTabBar" customModule="App"/>"#)
        let (_, storyboard) = try Self.facts(text)
        #expect(storyboard.references.count == 1)
        let reference = try #require(storyboard.references.first)
        #expect((reference.controller, reference.tab) == (0, 1))
        #expect(reference.storyboardName == "Account")
        #expect(reference.referencedIdentifier == "AccountRoot")
        #expect(Self.text(text, reference.range).hasPrefix("<segue destination=\"ref\""))
        let bar = try #require(storyboard.bars.first)
        #expect(storyboard.bars.count == 1)
        #expect(bar.tabBarClass == "RaisedTabBar")
        #expect(bar.tabBarModule == "App")
        #expect(bar.disabledTabs == [2])
        #expect(bar.tabBarRange.map { Self.text(text, $0) } == "<tabBar")
    }

    @Test func aLegacyLookAndTheScrollEdgeAppearanceAreNotes() throws {
        func notes(_ bar: String) throws -> [SourceNote.Kind] {
            let text = Fixture.storyboard([], "").replacing(#"<tabBar key="tabBar" id="bar"/>"#, with: bar)
            return try Self.facts(text).0.barNotes.map(\.kind)
        }
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tabBar>"#)
                == [.legacyBackground("barTintColor")])
        #expect(try notes(#"<tabBar key="tabBar" backgroundImage="bar_bg" id="bar"/>"#) == [.legacyBackground("backgroundImage")])
        // A clear bar tint gives no opaque look.
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="barTintColor" white="0.0" alpha="0.0" colorSpace="custom"/></tabBar>"#).isEmpty)
        #expect(try notes(#"<tabBar key="tabBar" backgroundImage="" id="bar"/>"#).isEmpty)
        // A cleared background (Interface Builder's default) and a tint are not an opaque look.
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom"/><color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom"/></tabBar>"#).isEmpty)
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/><tabBarAppearance key="standardAppearance" id="s"/><tabBarAppearance key="scrollEdgeAppearance" id="e"/></tabBar>"#)
                == [.legacyBackground("barTintColor"), .scrollEdgeAppearance])
        // The bar view's own colour when not clear, and translucency only when written (Interface Builder leaves
        // the default out).
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="backgroundColor" systemColor="systemBackgroundColor"/></tabBar>"#)
                == [.barBackgroundColor])
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom"/></tabBar>"#)
                == [.barBackgroundColor])
        #expect(try notes(#"<tabBar key="tabBar" id="bar"><color key="backgroundColor" cocoaTouchSystemColor="clearColor"/></tabBar>"#).isEmpty)
        #expect(try notes(#"<tabBar key="tabBar" translucent="YES" id="bar"/>"#) == [.translucencyKept])
        #expect(try notes(#"<tabBar key="tabBar" translucent="NO" id="bar"/>"#).isEmpty)
    }

    @Test func anImageWrittenWithItsFileExtensionIsLookedUpWithout() throws {
        // Interface Builder keeps "982-food-toolbar.png" for an image added as a file, later moved into a catalog.
        let text = Fixture.storyboard(["a"], Fixture.scene("a", #"<viewController id="a"><tabBarItem key="tabBarItem" title="A" image="982-food-toolbar.png" selectedImage="sel.JPG" id="ia"/></viewController>"#))
        let item = try #require(try Fixture.controller(text).items?.elements.first)
        #expect(item.image?.literal == "982-food-toolbar")
        #expect(item.selectedImage?.literal == "sel")
        #expect(item.image.map { Self.text(text, $0.range) } == "982-food-toolbar.png")
    }

    @Test func aRuntimeAttributeThatLocalizesTheTitleMakesItUnknown() throws {
        // Apps add an inspectable property (`localizableString`) that sets the title from a strings key.
        let text = Fixture.storyboard(["a"], Fixture.scene("a", #"<viewController id="a"><tabBarItem key="tabBarItem" title="Settings" image="settings" id="ia"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="settings.tab"/></userDefinedRuntimeAttributes></tabBarItem></viewController>"#))
        let item = try #require(try Fixture.controller(text).items?.elements.first)
        #expect(item.title?.value == .unknown)
        #expect(item.image?.literal == "settings")
    }

    // MARK: How a scene is reached (issue 33: only what runs)

    @Test func aBarKnowsItsIdentifierWhetherItIsInitialAndWhetherASegueLeadsToIt() throws {
        let bars = Fixture.scene("t1", #"<tabBarController id="t1" storyboardIdentifier="Tabs"><tabBar key="tabBar" id="b1"/></tabBarController>"#)
            + Fixture.scene("t2", #"<tabBarController id="t2"><tabBar key="tabBar" id="b2"/></tabBarController>"#)
            + Fixture.scene("l", #"<viewController id="l"><connections><segue destination="t2" kind="presentation" id="gl"/></connections></viewController>"#)
            + Fixture.scene("p", #"<viewControllerPlaceholder storyboardName="Onboarding" id="p"/>"#)
            + Fixture.scene("q", #"<viewControllerPlaceholder storyboardName="Help" referencedIdentifier="Topics" id="q"/>"#)
        let text = #"<?xml version="1.0"?><document initialViewController="t1"><scenes>"# + bars + "</scenes></document>"
        let (_, storyboard) = try Self.facts(text)
        #expect(storyboard.bars.map(\.identifier) == ["Tabs", nil])
        #expect(storyboard.bars.map(\.isInitial) == [true, false])
        #expect(storyboard.bars.map(\.isSegueDestination) == [false, true])
        #expect(storyboard.bars.first?.range.map { Self.text(text, $0) }?.hasPrefix("<tabBarController id=\"t1\"") == true)
        #expect(storyboard.bars.first?.range.map { Self.text(text, $0) }?.hasSuffix("</tabBarController>") == true)
        #expect(storyboard.placeholders == [StoryboardPlaceholder(storyboardName: "Onboarding", referencedIdentifier: nil),
                                            StoryboardPlaceholder(storyboardName: "Help", referencedIdentifier: "Topics")])
    }

    @Test func aStoryboardWithOnlyAReferenceIsReadForIt() {
        let text = #"<?xml version="1.0"?><document initialViewController="w"><scenes>"#
            + Fixture.scene("w", #"<viewController id="w"><connections><segue destination="r" kind="show" id="g"/></connections></viewController>"#)
            + Fixture.scene("r", #"<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Tabs" id="r"/>"#)
            + "</scenes></document>"
        #expect(StoryboardFrontEnd().screen(Array(text.utf8)).mentionsLibrary)
        let facts = StoryboardFrontEnd().extract(Array(text.utf8)).tabBar
        #expect(facts.controllers.isEmpty)
        #expect(facts.storyboard?.placeholders == [StoryboardPlaceholder(storyboardName: "Main", referencedIdentifier: "Tabs")])
    }

    @Test func aLaunchScreenGivesNothingButItsComments() throws {
        let text = Fixture.storyboard(["a"], Fixture.scene("a", #"<viewController id="a"><tabBarItem key="tabBarItem" title="A" id="ia"/></viewController>"#))
            .replacing("<document>", with: #"<document launchScreen="YES"><!-- splash -->"#)
            .replacing(#"<tabBar key="tabBar" id="bar"/>"#,
                       with: #"<tabBar key="tabBar" id="bar"><color key="barTintColor" white="1" alpha="1" colorSpace="calibratedWhite"/></tabBar>"#)
        let facts = StoryboardFrontEnd().extract(Array(text.utf8))
        #expect(facts.controllers.isEmpty)
        #expect(facts.tabBar.barNotes.isEmpty)
        #expect(facts.tabBar.storyboard == nil)
        #expect(facts.comments.count == 1)
    }

    @Test func anInfoPlistIsReadByNameOnlyAndGivesTheStoryboardsItNames() throws {
        let frontEnd = StoryboardFrontEnd()
        #expect(frontEnd.reads(fileName: "Info.plist"))
        #expect(frontEnd.reads(fileName: "App/Supporting Files/Info.plist"))
        #expect(!frontEnd.reads(fileName: "MyInfo.plist"))
        #expect(!frontEnd.reads(fileName: "Info.plist.orig"))
        #expect(!frontEnd.reads(fileName: "GoogleService-Info.plist"))
        #expect(frontEnd.screening(byName: "App/Info.plist")?.classNames == [AppStoryboards.screeningName])
        #expect(frontEnd.screening(byName: "App/Main.storyboard") == nil)
        // A built bundle's (a vendored framework's) is never read.
        #expect(frontEnd.screening(byName: "Vendor/Kit.framework/Info.plist") == .nothing)
        #expect(frontEnd.screening(byName: "Carthage/Build/iOS/Kit.xcframework/ios-arm64/Kit.framework/Info.plist") == .nothing)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UILaunchStoryboardName</key>
                <string>LaunchScreen</string>
                <key>UIMainStoryboardFile</key>
                <string> Main </string>
                <key>UIMainStoryboardFile~ipad</key>
                <string/>
                <key>NSExtension</key>
                <dict><key>NSExtensionMainStoryboard</key><string>MainInterface</string></dict>
            </dict>
            </plist>
            """
        let facts = frontEnd.extract(Array(plist.utf8))
        #expect(facts.tabBar.appStoryboards == AppStoryboards(launch: ["LaunchScreen"], main: ["Main"]))
        #expect(facts.tabBar.storyboard == nil)
        #expect(facts.controllers.isEmpty)
        // A binary property list is no XML: nothing.
        let binary = frontEnd.extract(Array("bplist00\u{00}\u{01}<tabBarController".utf8))
        #expect(binary.tabBar.appStoryboards == nil)
        #expect(binary.controllers.isEmpty)
    }
}

