import Foundation
@testable import ObjCSource
import SourceText
import TabBarCore
import Testing

/// The readers that walk every method read only the bodies holding a word their patterns need
/// (`ObjCMethodWords`). A method such a test skips must be one where the reader finds nothing: on every
/// Objective-C file of the examples and fixtures, every snippet the test suites extract, and shapes made
/// for the tests' edges, the facts must be those found with every body read.
@Suite struct ObjCMethodWordsTests {
    /// Shapes at the tests' edges: a call that may add a tab only by a piece's name, a helper
    /// called by a name of no word, positional items, a KVC bar installation, a bar view added in a helper.
    static let edges = """
        @interface Root : UITabBarController
        @end
        @implementation Root
        - (void)viewDidLoad {
            [self putTabFor:[Home new] named:@"Home"];
            [self configure:[Feed new] slot:1];
            UIViewController *second = self.viewControllers[1];
            second.title = @"Second";
            UITabBarItem *item = [self.tabBar.items objectAtIndex:0];
            item.title = @"First";
            [self setValue:[[Bar alloc] init] forKeyPath:@"tabBar"];
            [self.tabBar addSubview:self.plus];
        }
        - (void)configure:(UIViewController *)vc slot:(NSInteger)slot {
            [self addChildViewController:vc];
            vc.tabBarItem.title = @"Feed";
        }
        - (void)layout {
            self.plus.frame = CGRectMake(0, 0, 60, 60);
            self.plus = _plus;
        }
        @end
        @implementation Plain
        - (void)viewDidLoad { [super viewDidLoad]; [self putTabFor:[Home new] named:@"Home"]; }
        @end
        @implementation Bar
        - (void)build { [self addSubview:self.badge]; self.badge.center = CGPointMake(10, 20); }
        @end
        @implementation Owner
        - (instancetype)init { if ((self = [super init])) { self.tabBarItem.title = @"Own"; [self setTitle:@"T"]; } return self; }
        - (void)show { UITabBarController *tabs = [[UITabBarController alloc] init]; tabs.viewControllers = @[[A new]]; }
        - (void)helperFor:(UIViewController *)child title:(NSString *)title {
            [self addChildViewController:child];
            child.title = title;
        }
        @end
        """

    static func sources() throws -> [(name: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var result: [(String, [UInt8])] = [("edges", Array(edges.utf8)), ("empty", [])]
        for folder in ["Examples", "Tests"] {
            let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                switch url.pathExtension {
                case "m", "mm", "h":
                    result.append((url.path, Array(try Data(contentsOf: url))))
                case "swift":
                    // The Objective-C snippets of the test suites: their multi-line literals, read as written.
                    let text = try String(contentsOf: url, encoding: .utf8)
                    let pieces = text.components(separatedBy: "\"\"\"")
                    for (index, piece) in pieces.enumerated() where index % 2 == 1 && piece.contains("@implementation") {
                        result.append(("\(url.lastPathComponent) #\(index / 2)", Array(piece.utf8)))
                    }
                default:
                    continue
                }
            }
        }
        return result
    }

    @Test func factsAreThoseOfEveryBodyRead() throws {
        let sources = try Self.sources()
        #expect(sources.count > 150)
        var skipped = 0
        for (name, bytes) in sources {
            let tested = ObjCExtractor.resolver(bytes)
            let facts = ObjCExtractor.facts(tested)
            let everyBody = ObjCExtractor.extract(bytes, checksEveryMethod: true)
            #expect(facts == everyBody, "\(name)")
            skipped += tested.declarations.methods.count - tested.builtBodyCount
        }
        // The tests do skip bodies.
        #expect(skipped > 50)
    }

    /// A table view controller that only themes the bar: the one body read is the one holding `title`.
    @Test func aControllerWithoutTabsReadsOneBody() {
        let source = """
            @implementation List
            - (void)viewDidLoad { [super viewDidLoad]; self.navigationItem.title = @"List"; [self.view addSubview:self.table]; }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return self.items.count; }
            - (void)reload { NSMutableArray *items = [NSMutableArray array]; [items addObject:@"a"]; self.items = items; }
            + (void)applyTheme { [UITabBar appearance].tintColor = [UIColor redColor]; }
            @end
            """
        let resolver = ObjCExtractor.resolver(Array(source.utf8))
        let facts = ObjCExtractor.facts(resolver)
        #expect(resolver.declarations.methods.count == 4)
        #expect(resolver.builtBodyCount == 1)
        #expect(facts.code?.classes.first?.titleAssignments.count == 1)
    }

    @Test func wordsOfABody() {
        let source = "@implementation A\n- (void)a { [self putTabFor:x named:y]; self.tabBar.items[0].title = z; }\n- (void)b { [x setTableFooter:y]; }\n- (void)c { [x résumé:y]; }\n@end\n"
        let resolver = ObjCExtractor.resolver(Array(source.utf8))
        #expect(resolver.mayHold(0, .mayAddTabPiece))
        #expect(resolver.mayHold(0, [.tabBar]) && resolver.mayHold(0, .items) && resolver.mayHold(0, .title))
        #expect(!resolver.mayHold(0, [.viewControllers, .setTitle, .addSubview]))
        // `setTableFooter:` holds `tab` ("Tab" lowercased); a non-ASCII piece counts as one.
        #expect(resolver.mayHold(1, .mayAddTabPiece))
        #expect(resolver.mayHold(2, .mayAddTabPiece))
        #expect(resolver.builtBodyCount == 0)
    }

    /// `UIKitObjCNotes` decodes only the strings whose bytes may make a noted name: every string it skips
    /// decodes to none (escapes and other bytes included).
    @Test func stringsSkippedByTheNotesNameNothingNoted() throws {
        let noted = SourceNote.privateViewNames.union(SourceNote.privateItemKeys).union(["tabBar"])
        let extra = #"@"UITabBarButton" @"\x55ITabBarButton" @"_vie\w" L"view" @"tab\u0042ar" @"_info" @"tabBaR" "unclosed"#
        var decoded = 0
        for (_, bytes) in try Self.sources() + [("extra", Array(extra.utf8))] {
            let view = TokenView(bytes: bytes, tokens: ObjCLexer.tokenize(bytes))
            for index in 0..<view.count where view.kind(index) == .string {
                let value = ObjCLexer.stringValue(view.tokens[index], in: view.bytes)
                if UIKitObjCNotes.mayBeNoted(view.range(index), view.bytes) {
                    decoded += 1
                } else {
                    #expect(value.map { !noted.contains($0) } ?? true, "\(view.text(index))")
                }
            }
        }
        #expect(decoded > 5)
    }
}
