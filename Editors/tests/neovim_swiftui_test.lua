-- Drives real Neovim (headless) on a SwiftUI app (a scratch folder written by neovim.sh) with only Editors/neovim
-- on 'runtimepath': the Swift buffer holding a `TabView` gets tabbar's TB034 at the tab without a tag, its quick
-- fix adds the tag, the refactor between `.tabItem { Label }.tag(v)` and `Tab(…, value: v) { … }` rewrites a tab,
-- hover on a tab shows its place in the bar, and :TabbarPreview draws the bar. Run by neovim.sh:
--   nvim --headless --clean --cmd 'set rtp^=Editors/neovim' -c 'luafile neovim_swiftui_test.lua'
-- Prints one "PASS: ..." or "FAIL: ..." line per check; exits non-zero on any failure.
local harness = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim_harness.lua')
harness.label = os.getenv('TABBAR_NVIM_LABEL') or 'neovim (SwiftUI)'
local timeout = tonumber(os.getenv('TABBAR_NVIM_TIMEOUT_MS') or '') or 30000
local root = assert(os.getenv('TABBAR_SWIFTUI_ROOT'))

local report = harness.report
local tabbar_diagnostics, open = harness.tabbar_diagnostics, harness.open

local function text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
end

--- The first line of the buffer holding `needle` (1-based), and the byte column where it starts (0-based).
local function find(bufnr, needle)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local column = line:find(needle, 1, true)
    if column then return index, column - 1 end
  end
end

harness.run(function()
  local bufnr = open(root .. '/App/RootView.swift')
  report(vim.bo[bufnr].filetype == 'swift', 'RootView.swift is a swift buffer', vim.bo[bufnr].filetype)
  if not report(vim.wait(timeout, function() return harness.client(bufnr, 'tabbar') ~= nil end, 50),
      'tabbar attached to the Swift buffer') then
    return
  end

  -- TB034: the second tab has no tag under TabView(selection:).
  local got = vim.wait(timeout, function() return #tabbar_diagnostics(bufnr, 'TB034') > 0 end, 50)
  if not report(got, 'TB034 shown on the TabView file', vim.inspect(vim.diagnostic.get(bufnr))) then
    return
  end
  local d = tabbar_diagnostics(bufnr, 'TB034')[1]
  local line = vim.api.nvim_buf_get_lines(bufnr, d.lnum, d.lnum + 1, false)[1] or ''
  report(line:find('收件箱', 1, true) ~= nil and d.severity == vim.diagnostic.severity.ERROR,
    'an error on the tab without a tag (line ' .. (d.lnum + 1) .. ', after CJK and emoji)', line)

  -- Hover on the first tab's item.
  local hover_line, hover_column = find(bufnr, 'tabItem')
  local client = harness.client(bufnr, 'tabbar')
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) },
                   position = { line = hover_line - 1, character = hover_column + 2 } }
  local answer = client:request_sync('textDocument/hover', params, timeout, bufnr)
  local contents = answer and answer.result and answer.result.contents
  local hover = contents and (contents.value or vim.inspect(contents)) or ''
  report(hover:find('Feed', 1, true) ~= nil, 'hover on a tab\'s .tabItem shows the tab', vim.inspect(answer))

  -- The quick fix adds the tag.
  vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
  local before = text(bufnr)
  vim.lsp.buf.code_action({
    context = { only = { 'quickfix' }, diagnostics = { d } },
    filter = function(action) return action.title:find('tag', 1, true) ~= nil end,
    apply = true,
  })
  local changed = vim.wait(timeout, function() return text(bufnr) ~= before end, 50)
  report(changed and text(bufnr):find('.tag(1)', 1, true) ~= nil, 'the quick fix adds .tag(1) to the tab', text(bufnr))
  report(vim.wait(timeout, function() return #tabbar_diagnostics(bufnr, 'TB034') == 0 end, 50),
    'TB034 gone after the fix')

  -- The refactor rewrites the first tab as the iOS 18 Tab API.
  local feed_line, feed_column = find(bufnr, 'FeedView()')
  vim.api.nvim_win_set_cursor(0, { feed_line, feed_column })
  before = text(bufnr)
  vim.lsp.buf.code_action({
    context = { only = { 'refactor.rewrite' }, diagnostics = {} },
    filter = function(action) return action.kind == 'refactor.rewrite' end,
    apply = true,
  })
  changed = vim.wait(timeout, function() return text(bufnr) ~= before end, 50)
  report(changed and text(bufnr):find('Tab("Feed", systemImage: "list.bullet", value: 0)', 1, true) ~= nil,
    'the refactor rewrites the .tabItem tab as Tab("Feed", systemImage:, value:)', text(bufnr))

  -- :TabbarPreview draws the bar.
  local preview = harness.open_preview(timeout)
  local shown = preview ~= nil
  if report(shown, ':TabbarPreview opens the TabView\'s bar') then
    local lines = table.concat(vim.api.nvim_buf_get_lines(preview, 0, -1, false), '\n')
    report(lines:find('Feed', 1, true) ~= nil and lines:find('收件箱', 1, true) ~= nil,
      'the preview shows both tabs', lines)
  end
end)
