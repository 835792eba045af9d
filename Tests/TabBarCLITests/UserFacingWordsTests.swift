import Foundation
import Testing
@testable import TabBarCLI

/// The words a user reads first (every help text, the README, the VS Code extension's name and
/// description, the docs and the examples' READMEs) say what tabbar reads today, refer to no document
/// the repository does not hold, and leave no placeholder to fill.
@Suite struct UserFacingWordsTests {
    static let checkout = FirstMinutesDocsTests.checkout

    /// Every help text, as `tabbar --help` and `tabbar help <command>` print it.
    static func helpTexts() -> [(name: String, text: String)] {
        var texts = [("tabbar --help", CLIRunner.run(["--help"]).stdout)]
        for command in HelpText.commandNames {
            texts.append(("tabbar help \(command)", CLIRunner.run(["help", command]).stdout))
        }
        return texts
    }

    /// The VS Code extension's display name and description.
    static func extensionWords() throws -> (name: String, text: String) {
        let data = try Data(contentsOf: URL(fileURLWithPath: checkout + "/Editors/vscode/package.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let name = try #require(manifest["displayName"] as? String)
        let description = try #require(manifest["description"] as? String)
        return ("Editors/vscode/package.json", name + "\n" + description)
    }

    /// The Markdown files people read: the README, docs/ (rule pages included), the editors' and the
    /// examples' READMEs.
    static func markdownFiles() throws -> [(name: String, text: String)] {
        var names = ["README.md"]
        let manager = FileManager.default
        for folder in ["docs", "Editors", "Examples"] {
            guard let walker = manager.enumerator(atPath: checkout + "/" + folder) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".md") { names.append(folder + "/" + relative) }
            }
        }
        return try names.sorted().map { ($0, try FirstMinutesDocsTests.read($0)) }
    }

    /// Everything the checks below read.
    static func everything() throws -> [(name: String, text: String)] {
        helpTexts() + [try extensionWords()] + (try markdownFiles())
    }

    /// The first paragraph that says what tabbar is: the README's headline and introduction, the main
    /// help's first paragraph, the extension's description.
    static func introductions() throws -> [(name: String, text: String)] {
        let readme = try FirstMinutesDocsTests.read("README.md")
        let introduction = readme.components(separatedBy: "## Set-up").first ?? readme
        let help = CLIRunner.run(["--help"]).stdout
        let firstParagraph = help.components(separatedBy: "\n\n").first ?? help
        return [("README.md", introduction), ("tabbar --help", firstParagraph), try extensionWords()]
    }

    @Test func theIntroductionsNameEveryKindOfBarTabbarReads() throws {
        for (name, text) in try Self.introductions() {
            let lowered = text.lowercased()
            #expect(!text.contains("Edit-time checks for iOS tab bars built with CYLTabBarController"), "\(name)")
            #expect(!text.contains("checks and previews CYLTabBarController tab bars"), "\(name)")
            for word in ["cyltabbarcontroller", "uikit", "objective-c", "swift"] {
                #expect(lowered.contains(word), "\(name) does not name \(word)")
            }
            if name != "Editors/vscode/package.json" {
                // The extension attaches to source and configuration files; the server reads the storyboards.
                #expect(lowered.contains("storyboard") && lowered.contains(".storyboard"), "\(name) does not name storyboards")
                #expect(text.contains("SwiftUI"), "\(name) does not say whether SwiftUI is read")
            }
        }
    }

    @Test func noTextRefersToTheSpecification() throws {
        // The specification is not in the repository: what users need of it is in docs/.
        for (name, text) in try Self.everything() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let refers = line.contains("SPEC") || line.contains("§")
                #expect(!refers, "\(name):\(number + 1): \(line)")
            }
        }
    }

    @Test func noPlaceholderIsLeftToFill() throws {
        let placeholders = ["<rev>", "TODO", "XXX", "FIXME", "vX.Y.Z", "X.Y.Z", "<version>", "your-org", "REPO"]
        let texts = Self.helpTexts() + [try Self.extensionWords(), ("README.md", try FirstMinutesDocsTests.read("README.md")),
                                        ("tabbar init", CLIRunner.run(["init", "--help"]).stdout + InitCommand.nextSteps)]
        for (name, text) in texts {
            for placeholder in placeholders {
                #expect(!text.contains(placeholder), "\(name) holds the placeholder \(placeholder)")
            }
        }
    }

    @Test func noReleaseNoteWording() throws {
        let phrases = ["the new TB", "now also", "newly", "no longer reads", "as of this release"]
        for (name, text) in Self.helpTexts() + [try Self.extensionWords(), ("README.md", try FirstMinutesDocsTests.read("README.md"))] {
            for phrase in phrases {
                #expect(!text.contains(phrase), "\(name) says \"\(phrase)\"")
            }
        }
    }

    @Test func theReadmeCountsTheExampleAppsThatAreThere() throws {
        let manager = FileManager.default
        var apps: [String: (count: Int, clean: Int)] = [:]
        for folder in ["Sources", "UIKit", "Storyboards", "SwiftUI"] {
            let root = Self.checkout + "/Examples/" + folder
            var count = 0, clean = 0
            for app in try manager.contentsOfDirectory(atPath: root) {
                guard let expected = try? String(contentsOfFile: root + "/" + app + "/EXPECTED.txt", encoding: .utf8) else { continue }
                count += 1
                if expected.split(separator: "\n").allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { clean += 1 }
            }
            apps[folder] = (count, clean)
        }
        let total = apps.values.map(\.count).reduce(0, +), clean = apps.values.map(\.clean).reduce(0, +)
        // Every folder under Examples/ holding apps is counted.
        let folders = try manager.contentsOfDirectory(atPath: Self.checkout + "/Examples").filter { folder in
            (try? manager.contentsOfDirectory(atPath: Self.checkout + "/Examples/" + folder))?.contains { app in
                manager.fileExists(atPath: Self.checkout + "/Examples/" + folder + "/" + app + "/EXPECTED.txt")
            } == true
        }
        #expect(Set(folders) == Set(apps.keys), "\(folders)")
        let readme = try FirstMinutesDocsTests.read("README.md").replacingOccurrences(of: "\n", with: " ")
        #expect(readme.contains("and \(total) small iOS apps, each with the findings it must give in its `EXPECTED.txt` "
                                + "(\(clean) of them must give none)"), "\(total) apps, \(clean) clean")
        let sources = apps["Sources"]!.count, uikit = apps["UIKit"]!.count, storyboards = apps["Storyboards"]!.count
        let swiftUI = apps["SwiftUI"]!.count
        #expect(readme.contains("\(sources) built with CYLTabBarController in Objective-C and Swift under `Examples/Sources/`, "
                                + "\(uikit) with UIKit alone under `Examples/UIKit/`, \(storyboards) with storyboards "
                                + "under `Examples/Storyboards/` and \(swiftUI) with SwiftUI under `Examples/SwiftUI/`"))
    }
}
