import ProjectReader
import TabBarCore
import TabBarWorkspace

/// A `.tabbarrc.json` is served like a configuration file, described by the settings' own keys.
extension ConfigurationService {
    /// Whether the document is a project settings file.
    func isSettings(_ document: DocumentSnapshot) -> Bool {
        document.path.map { PathNames.lastComponent($0) == SettingsDecoder.fileName } ?? false
    }

    /// The description of the document's top-level object: the settings' for a `.tabbarrc.json`.
    func rootSpec(of document: DocumentSnapshot) -> ObjectSpec {
        isSettings(document) ? RuleRegistry.settingsSpec : .root
    }
}
