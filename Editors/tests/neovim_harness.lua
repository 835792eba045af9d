-- What the Neovim tests share (each loads it with dofile, beside itself): one "PASS: <label>: <what>" or
-- "FAIL: <label>: <what> (<detail>)" line per check, the run's end (exit status 1 on any failure), and
-- the buffers, clients and tabbar diagnostics the checks look at.
local M = { label = 'neovim', failures = 0 }

--- Prints one check's line and returns `ok`, so that a check can guard the ones after it.
function M.report(ok, what, detail)
  local line = (ok and 'PASS: ' or 'FAIL: ') .. M.label .. ': ' .. what
  if not ok and detail then
    line = line .. ' (' .. detail .. ')'
  end
  io.stdout:write(line .. '\n')
  if not ok then
    M.failures = M.failures + 1
  end
  return ok
end

--- Runs the checks (a Lua error in them is one more failure), then quits Neovim.
function M.run(checks)
  local ok, err = pcall(checks)
  if not ok then
    M.report(false, 'test script error', tostring(err))
  end
  io.stdout:flush()
  if M.failures > 0 then
    vim.cmd('cquit 1')
  else
    vim.cmd('qall!')
  end
end

--- tabbar's diagnostics of a buffer with that code.
function M.tabbar_diagnostics(bufnr, code)
  return vim.tbl_filter(function(d)
    return d.code == code and d.source == 'tabbar'
  end, vim.diagnostic.get(bufnr))
end

--- The client of that name attached to the buffer, if any.
function M.client(bufnr, name)
  return vim.lsp.get_clients({ bufnr = bufnr, name = name })[1]
end

--- Edits a file and returns its buffer.
function M.open(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  return vim.api.nvim_get_current_buf()
end

--- Runs :TabbarPreview and waits up to `timeout` ms for its window: the preview buffer, or nil when none opens.
function M.open_preview(timeout)
  vim.cmd('TabbarPreview')
  local preview
  vim.wait(timeout, function()
    for _, win in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
      local b = vim.api.nvim_win_get_buf(win)
      if vim.api.nvim_buf_get_name(b):find('tabbar://preview/', 1, true) then
        preview = b
        return true
      end
    end
    return false
  end, 50)
  return preview
end

return M
