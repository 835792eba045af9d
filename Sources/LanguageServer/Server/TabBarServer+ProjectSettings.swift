extension TabBarServer {
    /// A `.tabbarrc.json` or a baseline it names changed (on disk, or a saved buffer): read the
    /// settings again and re-check every open document.
    func projectSettingsChanged(_ uris: [String]) {
        let paths = uris.compactMap(DocumentURI.path(of:))
        guard paths.contains(where: projectSettings.reads) else { return }
        projectSettings.invalidate()
        refreshAllDiagnostics()
    }
}
