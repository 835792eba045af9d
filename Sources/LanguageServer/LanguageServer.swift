// The language server: filled in by its own issue.
