-- Drives real Neovim (headless) on Objective-C and Swift source with two servers per buffer:
-- sourcekit-lsp or clangd (configured here, as a user would) and tabbar (from Editors/neovim
-- on 'runtimepath'). Run by neovim.sh from the scratch copy of fixtures/source:
--   nvim --headless --clean --cmd 'set rtp^=Editors/neovim' -c 'luafile neovim_source_test.lua'
-- Prints one "PASS: ..." or "FAIL: ..." line per check; exits non-zero on any failure.
local harness = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim_harness.lua')
harness.label = os.getenv('TABBAR_NVIM_LABEL') or 'neovim (source)'
local timeout = tonumber(os.getenv('TABBAR_NVIM_TIMEOUT_MS') or '') or 30000
local swift_root = assert(os.getenv('TABBAR_SWIFT_ROOT'))
local objc_root = assert(os.getenv('TABBAR_OBJC_ROOT'))

local report = harness.report
local client, tabbar_diagnostics, open = harness.client, harness.tabbar_diagnostics, harness.open

-- The language's own servers, configured the way their documentation suggests.
vim.lsp.config('sourcekit', {
  cmd = { os.getenv('SOURCEKIT_LSP') or 'sourcekit-lsp' },
  filetypes = { 'swift' },
  root_markers = { '.git', 'Package.swift' },
})
vim.lsp.config('clangd', {
  cmd = { os.getenv('CLANGD') or 'clangd' },
  filetypes = { 'objc', 'objcpp', 'c', 'cpp' },
  root_markers = { '.git', 'compile_commands.json' },
})
vim.lsp.enable({ 'sourcekit', 'clangd' })

--- The symbol names a document-symbol answer holds, nested ones included.
local function symbol_names(result)
  local names = {}
  local function walk(symbols)
    for _, symbol in ipairs(symbols or {}) do
      table.insert(names, symbol.name)
      walk(symbol.children)
    end
  end
  walk(result)
  return names
end

--- Asks the language's own server for the buffer's outline: it keeps working beside tabbar.
local function outline(bufnr, name)
  local other = client(bufnr, name)
  if not other then
    return nil, name .. ' is not attached'
  end
  local answer, err = other:request_sync('textDocument/documentSymbol',
    { textDocument = vim.lsp.util.make_text_document_params(bufnr) }, timeout, bufnr)
  if not answer then
    return nil, tostring(err)
  end
  if answer.err then
    return nil, vim.inspect(answer.err)
  end
  return symbol_names(answer.result)
end

local function attached(bufnr, names)
  return vim.wait(timeout, function()
    for _, name in ipairs(names) do
      if not client(bufnr, name) then
        return false
      end
    end
    return true
  end, 50)
end

harness.run(function()
  -- Swift: the view controller, whose title differs from its tab's in another file.
  local profile = open(swift_root .. '/App/ProfileViewController.swift')
  report(vim.bo[profile].filetype == 'swift', 'ProfileViewController.swift has filetype swift')
  if not report(attached(profile, { 'tabbar', 'sourcekit' }), 'sourcekit-lsp and tabbar both attached to the Swift buffer',
      vim.inspect(vim.tbl_map(function(c) return c.name end, vim.lsp.get_clients({ bufnr = profile })))) then
    return
  end
  local got = vim.wait(timeout, function()
    return #tabbar_diagnostics(profile, 'TB003') > 0
  end, 50)
  report(got, 'TB003 shown on the view controller (its tab title is in MainTabBarController.swift, not open)',
    vim.inspect(vim.diagnostic.get(profile)))
  vim.wait(500, function() return false end, 50)
  report(#tabbar_diagnostics(profile, 'TB003') == 1, 'TB003 shown once')
  local names, problem = outline(profile, 'sourcekit')
  report(names and vim.tbl_contains(names, 'ProfileViewController') and vim.tbl_contains(names, 'viewDidLoad()'),
    'sourcekit-lsp still answers documentSymbol on the same buffer', problem or vim.inspect(names))
  -- Neovim registers completion statically, so tabbar advertises it, and answers nothing here.
  local tabbar = client(profile, 'tabbar')
  local params = { textDocument = vim.lsp.util.make_text_document_params(profile), position = { line = 5, character = 10 } }
  local completion = tabbar:request_sync('textDocument/completion', params, timeout, profile)
  local formatting = tabbar:request_sync('textDocument/formatting',
    { textDocument = params.textDocument, options = { tabSize = 4, insertSpaces = true } }, timeout, profile)
  report(completion and completion.result and #completion.result.items == 0 and formatting and formatting.result == nil,
    'tabbar leaves completion and formatting of Swift to sourcekit-lsp (empty answers)',
    vim.inspect({ completion, formatting }))

  -- The configuration, edited in Neovim: the view controller's finding goes away without
  -- the view controller buffer being touched.
  local main = open(swift_root .. '/App/MainTabBarController.swift')
  attached(main, { 'tabbar', 'sourcekit' })
  local line = vim.fn.search('"我的"', 'n')
  report(line > 0, 'the configuration holds the tab title')
  local text = vim.api.nvim_buf_get_lines(main, line - 1, line, false)[1]
  local changedtick = vim.api.nvim_buf_get_changedtick(profile)
  vim.api.nvim_buf_set_lines(main, line - 1, line, false, { (text:gsub('"我的"', '"Profile"')) })
  local gone = vim.wait(timeout, function()
    return #tabbar_diagnostics(profile, 'TB003') == 0
  end, 50)
  report(gone and vim.api.nvim_buf_get_changedtick(profile) == changedtick,
    'TB003 on the view controller goes away when the tab title changes in the configuration buffer')
  local names2, problem2 = outline(main, 'sourcekit')
  report(names2 and vim.tbl_contains(names2, 'MainTabBarController'), 'sourcekit-lsp answers on the configuration too',
    problem2 or vim.inspect(names2))

  -- :TabbarPreview on the Swift file that builds the controller.
  local preview = harness.open_preview(timeout)
  local shown = preview ~= nil
  if report(shown, ':TabbarPreview opens the bar of the Swift controller') then
    local lines = table.concat(vim.api.nvim_buf_get_lines(preview, 0, -1, false), '\n')
    report(lines:find('MainTabBarController.swift:6: 2 items', 1, true) ~= nil and lines:find('首页', 1, true) ~= nil,
      'the preview names the controller and shows its items', lines)
    vim.cmd('close')
  end

  -- Objective-C: the plus button with clangd beside tabbar.
  local plus = open(objc_root .. '/App/PlusButton.m')
  report(vim.bo[plus].filetype == 'objc', 'PlusButton.m has filetype objc', vim.bo[plus].filetype)
  if not report(attached(plus, { 'tabbar', 'clangd' }), 'clangd and tabbar both attached to the Objective-C buffer',
      vim.inspect(vim.tbl_map(function(c) return c.name end, vim.lsp.get_clients({ bufnr = plus })))) then
    return
  end
  local tb004 = vim.wait(timeout, function()
    return #tabbar_diagnostics(plus, 'TB004') > 0
  end, 50)
  report(tb004 and tabbar_diagnostics(plus, 'TB004')[1].severity == vim.diagnostic.severity.WARN,
    'TB004 (deprecated multiplerInCenterY) shown as a warning', vim.inspect(vim.diagnostic.get(plus)))
  local objc_names, objc_problem = outline(plus, 'clangd')
  report(objc_names and vim.tbl_contains(objc_names, 'PlusButton') and #objc_names > 1,
    'clangd still answers documentSymbol on the same buffer', objc_problem or vim.inspect(objc_names))
end)

