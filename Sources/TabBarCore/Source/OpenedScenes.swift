/// The storyboard scenes a code file opens (SPEC section 8, "only what runs"), a neutral fact the code front-ends
/// give and the storyboard technology weighs: the storyboards it opens by a literal name (`UIStoryboard(name: "Tabs", bundle: nil)`, `[UIStoryboard storyboardWithName:@"Tabs" bundle:nil]`),
/// the scenes it instantiates by a literal identifier (`instantiateViewController(withIdentifier: "X")`,
/// `instantiateViewControllerWithIdentifier:@"X"`), and whether it instantiates a storyboard's initial scene
/// (`instantiateInitialViewController`). A storyboard scene so made is one that runs.
public struct OpenedScenes: Sendable, Hashable {
    /// The storyboard names the file opens.
    public var storyboardNames: [String]
    /// The storyboard identifiers of the scenes it instantiates.
    public var identifiers: [String]
    /// Whether it instantiates an initial scene (of the storyboards it opens).
    public var instantiatesInitial: Bool

    public init(storyboardNames: [String] = [], identifiers: [String] = [], instantiatesInitial: Bool = false) {
        self.storyboardNames = storyboardNames
        self.identifiers = identifiers
        self.instantiatesInitial = instantiatesInitial
    }
}
