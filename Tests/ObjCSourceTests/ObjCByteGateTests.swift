import SourceText
import Testing
@testable import ObjCSource

/// The Objective-C extractor's byte gates turn a file away only when its tokens would give nothing: the gated
/// readers' results agree with and without the gate on files that name their words and on files that do not.
@Suite struct ObjCByteGateTests {
    static let sources = [
        "+ (void)load { [super registerSubclass]; }\n@implementation A\n+ (void)load { [self registerPlusButton]; }\n@end",
        "[XYZPlusButton registerPlusButton];",
        "static NSString *const kTitle = @\"标题 😀\";",
        "typedef NS_ENUM(NSInteger, Tab) { TabHome };",
        "typedef NS_OPTIONS(NSUInteger, O) { O1 = 1 };",
        "enum { A = 1 };",
        "#  define TITLE @\"a\"\n",
        "NSString *const CYLTabBarItemTitle = @\"t\";",
        "@protocol CYLPlusButtonSubclassing <NSObject>\n@end",
        "@interface A : UIViewController\n@end\n@implementation A\n- (void)viewDidLoad { self.title = @\"a\"; }\n@end",
        "[UITabBar appearance].tintColor = UIColor.redColor;",
    ]

    @Test func gatedReadersAgreeWithTheirTokenWalks() {
        var gated = 0
        for source in Self.sources {
            let bytes = Array(source.utf8)
            let resolver = ObjCExtractor.resolver(bytes)
            let view = resolver.view
            // The walks without the gates: a file the gates turn away gives nothing.
            let registrations = ObjCExtractor.registrations(resolver)
            if !source.contains("registerPlusButton"), !source.contains("registerSubclass") {
                gated += 1
                #expect(registrations.isEmpty)
            } else {
                #expect(!registrations.isEmpty, "\(source)")
            }
            let declares = ObjCExtractor.declaresNames(view)
            let mayDeclare = ["const", "enum", "NS_ENUM", "NS_OPTIONS", "define"].contains { source.contains($0) }
            #expect(declares == mayDeclare, "\(source)")
            let library = ObjCExtractor.declaresLibraryNames(view)
            #expect(library == (source.contains("CYLTabBarItemTitle =") || source.contains("@protocol CYLPlusButtonSubclassing <")),
                    "\(source)")
        }
        #expect(gated > 0)
    }
}
