import Foundation
import JSONC
import ProjectReader
import TabBarCore
import Testing

/// The round trip: generate code from a configuration, read that code back with tabbar's own source
/// reader (`SourceProjectReader`, then `ConfigurationImport`, as `tabbar import` does, in process), and
/// get the same configuration (values, item order, plus button) and the same `tabbar check` codes, on
/// the configuration, on the generated source and on the imported configuration. A configuration with
/// errors generates nothing. Over every example file and many sampled configurations, in both languages.
@Suite struct RoundTripTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static let exampleFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".tabbar.json") }.sorted()
    }()

    static let languages: [SourceLanguage] = [.objectiveC, .swift]
    /// The sampled configurations: seeds 1 ... count, each in both languages.
    static let sampleCount = 1000
    static let assets = AssetIndex(names: ConfigurationSampler.catalog)

    enum Outcome: Equatable {
        case generated
        case refused
    }

    /// Takes `text` through the round trip in `language`, recording every difference as a test issue.
    @discardableResult
    static func check(_ text: String, language: SourceLanguage, label: String, prefix: String = "", assets: AssetIndex? = assets,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        let result = ConfigurationLinter.lint(text: text)
        let generator = CodeGenerator(language: language, configurationName: "x", command: "tabbar generate")
        let hasErrors = result.diagnostics.contains { $0.severity == .error }
        if case .configurationErrors(let errors)? = Self.refusal(generator, result) {
            #expect(hasErrors && errors.count == result.diagnostics.filter { $0.severity == .error }.count,
                    "\(label): refused without errors", sourceLocation: sourceLocation)
            return .refused
        }
        #expect(!hasErrors, "\(label): generated despite errors", sourceLocation: sourceLocation)

        let trip = try RoundTrip(result.config, language: language, prefix: prefix)
        #expect(trip.controllerCount == 1, "\(label): \(trip.controllerCount) controllers read back\n\(trip.generated.map(\.text).joined())",
                sourceLocation: sourceLocation)
        let imported = ConfigurationLinter.lint(text: trip.importText)
        #expect(!imported.diagnostics.contains { $0.code == "TB000" }, "\(label): the import is not valid JSONC\n\(trip.importText)",
                sourceLocation: sourceLocation)
        let want = Expressible(original: result.config), got = Expressible(imported: imported.config)
        let code = trip.generated.map(\.text).joined()
        #expect(got == want, "\(label): the import differs\n--- configuration\n\(want)\n--- import\n\(got)\n--- code\n\(code)--- import text\n\(trip.importText)",
                sourceLocation: sourceLocation)

        let expected = RoundTrip.expectedCodes(text, assets: assets)
        let source = trip.sourceCodes(assets: assets)
        let fromImport = trip.importCodes(assets: assets).filter { !RoundTrip.configurationOnlyRules.contains($0) }
        #expect(source == expected, "\(label): check of the generated code gives \(source), the configuration \(expected)\n\(code)",
                sourceLocation: sourceLocation)
        #expect(fromImport == expected, "\(label): check of the import gives \(fromImport), the configuration \(expected)\n\(trip.importText)",
                sourceLocation: sourceLocation)
        return .generated
    }

    /// Why `generator` refuses `result`, nil when it generates.
    static func refusal(_ generator: CodeGenerator, _ result: LintResult) -> CodeGenerationError? {
        do throws(CodeGenerationError) {
            _ = try generator.generate(checked: result)
            return nil
        } catch {
            return error
        }
    }

    @Test func theExamplesAreThere() {
        #expect(Self.exampleFiles.count >= 6, "\(Self.exampleFiles)")
    }

    @Test(arguments: exampleFiles, languages)
    func example(file: String, language: SourceLanguage) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        let outcome = try Self.check(text, language: language, label: file, assets: nil)
        // The two broken examples are broken on purpose; the other four generate.
        let broken = ["broken.tabbar.json", "syntax-error.tabbar.json"].contains(file)
        #expect(outcome == (broken ? .refused : .generated), "\(file)")
    }

    @Test(arguments: languages)
    func sampledConfigurations(language: SourceLanguage) throws {
        var outcomes: [Outcome] = []
        for seed in 1...UInt64(Self.sampleCount) {
            var sampler = ConfigurationSampler(seed: seed)
            let text = sampler.configuration()
            // Every third without a prefix, the others with one.
            let prefix = seed % 3 == 0 ? "" : "P\(seed % 10)"
            outcomes.append(try Self.check(text, language: language, label: "seed \(seed) prefix \(prefix)\n\(text)", prefix: prefix))
        }
        // Both kinds are well represented (the sampler is seeded: these counts never move by chance).
        let generated = outcomes.filter { $0 == .generated }.count
        #expect(generated >= Self.sampleCount * 6 / 10, "\(generated) of \(Self.sampleCount) generated")
        #expect(Self.sampleCount - generated >= Self.sampleCount / 20, "\(Self.sampleCount - generated) refused")
    }

    /// The property can fail: a generator that drops an item, or the deprecated multiplier mapped
    /// wrongly, is caught (a mutation check of the comparison itself).
    @Test func theComparisonSeesADifference() throws {
        let text = #"{ "items": [ {"title": "首页", "image": "a"}, {"title": "我", "image": "b"} ], "plusButton": { "image": "p", "multiplerInCenterY": 0.25 } }"#
        let config = ConfigurationLinter.lint(text: text).config
        let trip = try RoundTrip(config, language: .swift)
        let imported = ConfigurationLinter.lint(text: trip.importText).config
        #expect(Expressible(imported: imported) == Expressible(original: config))
        var dropped = config
        dropped.items.removeLast()
        #expect(Expressible(imported: imported) != Expressible(original: dropped))
        var moved = config
        moved.plusButton?.multiplerInCenterY = Located(0.5, range: ByteRange(0, 0), keyRange: ByteRange(0, 0))
        #expect(Expressible(imported: imported) != Expressible(original: moved))
    }
}
