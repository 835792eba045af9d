-- Drives real Neovim (headless) with only Editors/neovim added to 'runtimepath'.
-- Run by neovim.sh:
--   nvim --headless --clean --cmd 'set rtp^=Editors/neovim' -c 'luafile neovim_test.lua' FILE
-- Prints one "PASS: ..." or "FAIL: ..." line per check; exits non-zero on any failure.
-- TABBAR_NVIM_QUICK=1 stops after the diagnostics (used for the vim.g.tabbar_cmd run).
local harness = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim_harness.lua')
harness.label = os.getenv('TABBAR_NVIM_LABEL') or 'neovim'
local quick = os.getenv('TABBAR_NVIM_QUICK') == '1'
local timeout = tonumber(os.getenv('TABBAR_NVIM_TIMEOUT_MS') or '') or 30000

local report = harness.report

local function buffer_text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
end

local function tabbar_clients(bufnr)
  return vim.lsp.get_clients({ bufnr = bufnr, name = 'tabbar' })
end

local function diagnostics_with_code(bufnr, code)
  return vim.tbl_filter(function(d)
    return d.code == code
  end, vim.diagnostic.get(bufnr))
end

harness.run(function()
  local bufnr = vim.api.nvim_get_current_buf()

  if not report(vim.bo[bufnr].filetype == 'tabbar', 'ftdetect sets filetype=tabbar',
      'filetype is ' .. vim.inspect(vim.bo[bufnr].filetype)) then
    return
  end
  report(vim.b[bufnr].current_syntax == 'tabbar', 'syntax/tabbar.vim loaded (JSONC highlighting)',
    'current_syntax is ' .. vim.inspect(vim.b[bufnr].current_syntax))
  report(vim.bo[bufnr].commentstring == '// %s', 'ftplugin sets commentstring')

  local attached = vim.wait(timeout, function()
    return #tabbar_clients(bufnr) > 0
  end, 50)
  if not report(attached, 'plugin/tabbar.lua starts `tabbar lsp` and attaches it') then
    return
  end
  -- Which branch of plugin/tabbar.lua started the server: 'config' (0.11+:
  -- vim.lsp.config/vim.lsp.enable) or 'legacy' (0.8-0.10: FileType autocommand, vim.lsp.start).
  local branch = os.getenv('TABBAR_NVIM_BRANCH')
  if branch then
    local has_group, autocmds = pcall(vim.api.nvim_get_autocmds, { group = 'tabbar_lsp' })
    local legacy = has_group and #autocmds > 0
    report((branch == 'legacy') == legacy, 'server started by the '
      .. (branch == 'legacy' and 'FileType autocommand + vim.lsp.start' or 'vim.lsp.config + vim.lsp.enable')
      .. ' branch')
  end
  local want_root = os.getenv('TABBAR_NVIM_ROOT')
  if want_root then
    local root = tabbar_clients(bufnr)[1].config.root_dir
    report(root and vim.fs.normalize(vim.uv.fs_realpath(root) or root) == vim.fs.normalize(vim.uv.fs_realpath(want_root) or want_root),
      'workspace root found by root_markers (.git)', 'root_dir is ' .. vim.inspect(root))
  end

  local got = vim.wait(timeout, function()
    return #diagnostics_with_code(bufnr, 'TB002') > 0
  end, 50)
  if not report(got, 'TB002 diagnostic published', vim.inspect(vim.diagnostic.get(bufnr))) then
    return
  end
  local tb002 = diagnostics_with_code(bufnr, 'TB002')[1]
  report(tb002.severity == vim.diagnostic.severity.ERROR, 'TB002 is an error')
  local tb004_ok = vim.wait(timeout, function()
    return #diagnostics_with_code(bufnr, 'TB004') > 0
  end, 50)
  report(tb004_ok and diagnostics_with_code(bufnr, 'TB004')[1].severity == vim.diagnostic.severity.WARN,
    'TB004 warning published')
  -- Neovim pulls diagnostics when the server offers them: pushed ones as well
  -- would show each diagnostic twice (in two namespaces).
  vim.wait(1000, function() return false end, 50)
  local count = #diagnostics_with_code(bufnr, 'TB002')
  report(count == 1, 'TB002 shown once (not both pushed and pulled)', count .. ' copies')
  if quick then
    return
  end

  -- Quick fix through Neovim's own client: cursor on the diagnostic, preferred quickfix, applied.
  vim.api.nvim_win_set_cursor(0, { tb002.lnum + 1, tb002.col })
  local before = buffer_text(bufnr)
  vim.lsp.buf.code_action({
    context = { only = { 'quickfix' } },
    filter = function(action)
      return action.isPreferred == true and action.title:find('indexOfPlusButtonInTabBar', 1, true) ~= nil
    end,
    apply = true,
  })
  local changed = vim.wait(timeout, function()
    return buffer_text(bufnr) ~= before
  end, 50)
  local after = buffer_text(bufnr)
  report(changed and after:find('"indexOfPlusButtonInTabBar"%s*:%s*%d') ~= nil,
    'quick fix applied via vim.lsp.buf.code_action inserts indexOfPlusButtonInTabBar', after)
  local cleared = vim.wait(timeout, function()
    return #diagnostics_with_code(bufnr, 'TB002') == 0
  end, 50)
  report(cleared, 'TB002 gone after the fix')

  -- :TabbarPreview opens a scratch split with the bar.
  local wins_before = #vim.api.nvim_tabpage_list_wins(0)
  local preview_buf = harness.open_preview(timeout)
  local shown = preview_buf ~= nil
  if report(shown and #vim.api.nvim_tabpage_list_wins(0) == wins_before + 1, ':TabbarPreview opens a split') then
    local lines = vim.api.nvim_buf_get_lines(preview_buf, 0, -1, false)
    local text = table.concat(lines, '\n')
    report(#lines >= 2 and text:find('A', 1, true) ~= nil and text:find('C', 1, true) ~= nil,
      'preview split shows the bar (' .. #lines .. ' lines)', text)
    report(vim.bo[preview_buf].buftype == 'nofile' and not vim.bo[preview_buf].modifiable,
      'preview buffer is a read-only scratch buffer')
    io.stdout:write(text .. '\n')
  end
end)

