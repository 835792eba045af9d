-- tabbar: tab-bar configuration files are `tabbar.json` and `*.tabbar.json`.
-- Sourced by Neovim's filetype detection for every 'runtimepath' entry.
vim.filetype.add({
  filename = {
    ['tabbar.json'] = 'tabbar',
  },
  pattern = {
    ['.*%.tabbar%.json'] = 'tabbar',
  },
})
