//! Zed extension for tabbar: runs `tabbar lsp` for tab-bar configuration files.
//! The executable is `lsp.tabbar.binary.path` from the user's settings when set,
//! else `tabbar` found on the worktree's PATH.
use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct TabbarExtension;

impl zed::Extension for TabbarExtension {
    fn new() -> Self {
        TabbarExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let configured_path = binary.as_ref().and_then(|b| b.path.clone());
        let arguments = binary
            .and_then(|b| b.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        let command = match configured_path {
            Some(path) => path,
            None => worktree
                .which("tabbar")
                .ok_or_else(|| "tabbar is not on PATH; set lsp.tabbar.binary.path".to_string())?,
        };
        Ok(zed::Command {
            command,
            args: arguments,
            env: worktree.shell_env(),
        })
    }
}

zed::register_extension!(TabbarExtension);
