/// The commented `.tabbarrc.json` that `tabbar init` writes: every key, each explained, the
/// defaults active and the rest commented out. It decodes without a finding (a test checks it).
enum SettingsTemplate {
    static let text = """
    // tabbar project settings (JSON with comments). The nearest .tabbarrc.json above a checked
    // file applies to it; the command line's --select, --ignore and --fail-on win over it.
    // Schema for editors: Editors/tabbarrc.schema.json in tabbar's repository.
    {
      // Report only these rules (codes such as "TB003" or names such as "title-mismatch").
      // Leave it out to report every rule: 'tabbar rules' lists them.
      // "select": ["TB001", "TB002", "TB005"],

      // Never report these rules.
      "ignore": [],

      // A severity per rule code: "error", "warning", "info", or "off".
      "severity": {
        // "TB011": "off",
        // "TB003": "error",
      },

      // Paths not to check, relative to this folder: * within a name, ** across folders,
      // ? one character; a name alone matches at any depth. (.git, .build, Pods, Carthage,
      // DerivedData and node_modules are never read.)
      "exclude": [
        // "Vendor",
        // "**/Generated/*.swift",
      ],

      // The devices the layout rules (TB010, TB011) measure tab bars written in Objective-C
      // and Swift on: built-in names ('tabbar preview --device all' draws them all) or
      // { "name", "width", "height", "safeAreaBottom" }. A tabbar.json uses its own preview.devices.
      "devices": ["iphone-15"],

      // The CYLTabBarController version to assume when no Podfile.lock, Cartfile.resolved or
      // Package.resolved names it (it decides whether --fix may move to newer API).
      // "libraryVersion": "1.29.0",

      // The lowest severity that makes 'tabbar check' exit 1: "error", "warning", "info", "never".
      "failOn": "warning",

      // Findings accepted for now, written by
      //   tabbar check --write-baseline .tabbar-baseline.json
      // Only findings it does not hold are reported (in the editor too).
      // "baseline": ".tabbar-baseline.json",
    }

    """
}
