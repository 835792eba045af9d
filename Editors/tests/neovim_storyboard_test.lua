-- Drives real Neovim (headless) on a storyboard app (a scratch copy of Examples/Storyboards/Newsstand)
-- with only Editors/neovim on 'runtimepath': a `.storyboard` buffer (filetype xml) gets tabbar's
-- diagnostics at the storyboard's line, and editing the storyboard a tab refers to republishes the
-- view controller's TB003. Run by neovim.sh:
--   nvim --headless --clean --cmd 'set rtp^=Editors/neovim' -c 'luafile neovim_storyboard_test.lua'
-- Prints one "PASS: ..." or "FAIL: ..." line per check; exits non-zero on any failure.
local harness = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim_harness.lua')
harness.label = os.getenv('TABBAR_NVIM_LABEL') or 'neovim (storyboard)'
local timeout = tonumber(os.getenv('TABBAR_NVIM_TIMEOUT_MS') or '') or 30000
local root = assert(os.getenv('TABBAR_STORYBOARD_ROOT'))

local report = harness.report
local tabbar_diagnostics, open = harness.tabbar_diagnostics, harness.open

local function tabbar_client(bufnr)
  return harness.client(bufnr, 'tabbar')
end

harness.run(function()
  local main = open(root .. '/Newsstand/Base.lproj/Main.storyboard')
  report(vim.bo[main].filetype == 'xml', 'Main.storyboard keeps Neovim\'s filetype xml', vim.bo[main].filetype)
  if not report(vim.wait(timeout, function() return tabbar_client(main) ~= nil end, 50),
      'tabbar attached to the .storyboard buffer') then
    return
  end
  local got = vim.wait(timeout, function() return #tabbar_diagnostics(main, 'TB029') > 0 end, 50)
  report(got, 'TB029 shown on the storyboard', vim.inspect(vim.diagnostic.get(main)))
  if got then
    local d = tabbar_diagnostics(main, 'TB029')[1]
    local line = vim.api.nvim_buf_get_lines(main, d.lnum, d.lnum + 1, false)[1] or ''
    report(line:sub(d.col + 1, d.col + #'barTintColor') == 'barTintColor',
      'at the <color key="barTintColor"> of the storyboard (line ' .. (d.lnum + 1) .. ')', line)
  end
  report(#tabbar_diagnostics(main, 'TB033') == 0, 'no TB033 on the storyboard references\' placeholder items')

  -- A non-storyboard XML file gets no tabbar.
  local other = open(root .. '/Newsstand/Info.xml')
  vim.wait(300, function() return false end, 50)
  report(tabbar_client(other) == nil, 'tabbar leaves other XML files alone')

  -- The view controller reached through a reference: TB003, and gone when the referenced storyboard
  -- retitles the tab as the code titles it (the Swift buffer untouched).
  local code = open(root .. '/Newsstand/Account/AccountViewController.swift')
  vim.wait(timeout, function() return tabbar_client(code) ~= nil end, 50)
  report(vim.wait(timeout, function() return #tabbar_diagnostics(code, 'TB003') == 1 end, 50),
    'TB003 on the view controller whose tab comes from Account.storyboard', vim.inspect(vim.diagnostic.get(code)))
  local account = open(root .. '/Newsstand/Base.lproj/Account.storyboard')
  vim.wait(timeout, function() return tabbar_client(account) ~= nil end, 50)
  report(tabbar_client(account) == tabbar_client(code), 'the storyboard and the Swift file share one tabbar client')
  local line = vim.fn.search('title="Account"', 'n')
  report(line > 0, 'Account.storyboard holds the tab title')
  local text = vim.api.nvim_buf_get_lines(account, line - 1, line, false)[1]
  local changedtick = vim.api.nvim_buf_get_changedtick(code)
  vim.api.nvim_buf_set_lines(account, line - 1, line, false, { (text:gsub('title="Account"', 'title="My Account"')) })
  local gone = vim.wait(timeout, function() return #tabbar_diagnostics(code, 'TB003') == 0 end, 50)
  report(gone and vim.api.nvim_buf_get_changedtick(code) == changedtick,
    'TB003 goes away when the referenced storyboard\'s buffer retitles the tab')

  -- :TabbarPreview on the storyboard.
  vim.cmd('buffer ' .. main)
  local preview = harness.open_preview(timeout)
  local shown = preview ~= nil
  if report(shown, ':TabbarPreview opens the storyboard\'s bar') then
    local lines = table.concat(vim.api.nvim_buf_get_lines(preview, 0, -1, false), '\n')
    report(lines:find('Main.storyboard:13: 3 items', 1, true) ~= nil and lines:find('My Account', 1, true) ~= nil,
      'the preview shows the tabs, the referenced scene\'s retitled one included', lines)
  end
end)

