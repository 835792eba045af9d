-- tabbar for Neovim: starts `tabbar lsp` for tab-bar configuration files and
-- adds :TabbarPreview. Putting Editors/neovim on 'runtimepath' is the whole set-up.
--
-- It also attaches `tabbar lsp` to Objective-C and Swift buffers, beside clangd or
-- sourcekit-lsp (Neovim runs several servers per buffer): the tab bar's findings,
-- hovers, inlay hints and previews, never completion or formatting; and to
-- `.storyboard` buffers (filetype xml), by their name.
--
-- Options (set before this file loads, except tabbar_cmd, read when a server starts):
--   vim.g.tabbar_cmd   string: the tabbar executable (default "tabbar" on PATH),
--                      or a list: the full server command, e.g. { "/opt/tabbar", "lsp" }.
--   vim.g.tabbar_root_markers  list of file names marking the workspace root
--                      (default { ".git", "Package.swift", "Podfile" }).
--   vim.g.tabbar_source_filetypes  the source filetypes tabbar also attaches to
--                      (default { "objc", "objcpp", "swift" }; {} for tab-bar files only).
if vim.g.loaded_tabbar == 1 then
  return
end
vim.g.loaded_tabbar = 1

if vim.fn.has('nvim-0.8') == 0 then
  vim.notify('tabbar: Neovim 0.8 or newer is needed', vim.log.levels.WARN)
  return
end

local has_011 = vim.fn.has('nvim-0.11') == 1

--- Diagnostics are pushed, never pulled: a source file's findings change when another
--- file does (a view controller's title against the configuration), and the server can
--- push those at once, while Neovim re-pulls a buffer only when that buffer changes.
--- So the client does not announce pull diagnostics to tabbar (it would show both).
--- The whole table (vim.NIL, sent as null), so that it works whether Neovim merges it
--- into its defaults (0.11) or takes it as it is (0.8-0.10).
local function capabilities()
  local caps = vim.lsp.protocol.make_client_capabilities()
  caps.textDocument.diagnostic = vim.NIL
  return caps
end
local default_root_markers = { '.git', 'Package.swift', 'Podfile' }
local default_source_filetypes = { 'objc', 'objcpp', 'swift' }

--- The filetypes the server attaches to: tab-bar files and the source filetypes.
local function filetypes()
  local source = vim.g.tabbar_source_filetypes
  if type(source) ~= 'table' then
    source = default_source_filetypes
  end
  return vim.list_extend({ 'tabbar' }, vim.deepcopy(source))
end

--- The server command from vim.g.tabbar_cmd.
--- @return string[]
local function server_cmd()
  local cmd = vim.g.tabbar_cmd
  if type(cmd) == 'table' and #cmd > 0 then
    return vim.deepcopy(cmd)
  end
  if type(cmd) ~= 'string' or cmd == '' then
    cmd = 'tabbar'
  end
  return { vim.fn.expand(cmd), 'lsp' }
end

local warned_missing = false

--- Warns once when the server executable cannot be found.
--- @param cmd string[]
--- @return boolean found
local function check_executable(cmd)
  if vim.fn.executable(cmd[1]) == 1 then
    return true
  end
  if not warned_missing then
    warned_missing = true
    vim.notify(
      ('tabbar: cannot run %q; install tabbar on PATH or set vim.g.tabbar_cmd'):format(cmd[1]),
      vim.log.levels.WARN
    )
  end
  return false
end

local function root_markers()
  local markers = vim.g.tabbar_root_markers
  if type(markers) == 'table' and #markers > 0 then
    return markers
  end
  return default_root_markers
end

if has_011 then
  vim.lsp.config('tabbar', {
    -- A function, so that vim.g.tabbar_cmd is read when the server starts.
    cmd = function(dispatchers, config)
      local cmd = server_cmd()
      check_executable(cmd)
      return vim.lsp.rpc.start(cmd, dispatchers, { cwd = config and config.root_dir or nil })
    end,
    filetypes = filetypes(),
    capabilities = capabilities(),
    root_markers = root_markers(),
    -- Never 'single file' only: without a root the server still works per file.
    workspace_required = false,
  })
  vim.lsp.enable('tabbar')
else
  local group = vim.api.nvim_create_augroup('tabbar_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = filetypes(),
    callback = function(args)
      local cmd = server_cmd()
      if not check_executable(cmd) then
        return
      end
      local fname = vim.api.nvim_buf_get_name(args.buf)
      local found = vim.fs.find(root_markers(), { upward = true, path = vim.fs.dirname(fname) })[1]
      local root = found and vim.fs.dirname(found) or vim.fs.dirname(fname)
      vim.lsp.start({ name = 'tabbar', cmd = cmd, root_dir = root, capabilities = capabilities() }, { bufnr = args.buf })
    end,
  })
end

--- Storyboards: Neovim calls `*.storyboard` files xml, and tabbar must not attach to every XML
--- file, so a `.storyboard` buffer is attached by name (when tabbar attaches to source at all),
--- to the client of its workspace root (the one its Swift and Objective-C buffers share).
if #filetypes() > 1 then
  vim.api.nvim_create_autocmd('FileType', {
    group = vim.api.nvim_create_augroup('tabbar_storyboard', { clear = true }),
    pattern = 'xml',
    callback = function(args)
      local fname = vim.api.nvim_buf_get_name(args.buf)
      if not fname:match('%.storyboard$') then
        return
      end
      local cmd = server_cmd()
      if not check_executable(cmd) then
        return
      end
      local found = vim.fs.find(root_markers(), { upward = true, path = vim.fs.dirname(fname) })[1]
      local root = found and vim.fs.dirname(found) or vim.fs.dirname(fname)
      local config = { name = 'tabbar', cmd = cmd, root_dir = root, capabilities = capabilities() }
      if has_011 then
        config = vim.tbl_extend('force', vim.deepcopy(vim.lsp.config.tabbar or {}), { name = 'tabbar', root_dir = root })
      end
      vim.lsp.start(config, { bufnr = args.buf })
    end,
  })
end

-- :TabbarPreview ----------------------------------------------------------------

local devices = {
  'iphone-se', 'iphone-13-mini', 'iphone-15', 'iphone-15-pro-max',
  'iphone-16-pro-max', 'ipad-10', 'ipad-pro-13', 'all',
}

--- The tabbar client attached to a buffer, if any.
local function tabbar_client(bufnr)
  local clients
  if vim.lsp.get_clients then
    clients = vim.lsp.get_clients({ bufnr = bufnr, name = 'tabbar' })
  else
    clients = vim.tbl_filter(function(c)
      return c.name == 'tabbar'
    end, vim.lsp.get_active_clients({ bufnr = bufnr }))
  end
  return clients[1]
end

--- Shows `lines` in the preview split of `source_buf`, reusing it when open.
local function show_preview(source_buf, lines)
  local name = 'tabbar://preview/' .. vim.api.nvim_buf_get_name(source_buf)
  local buf = vim.fn.bufnr(name)
  if buf == -1 then
    buf = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_name(buf, name)
    vim.bo[buf].buftype = 'nofile'
    vim.bo[buf].bufhidden = 'wipe'
    vim.bo[buf].swapfile = false
    vim.bo[buf].filetype = 'tabbarpreview'
  end
  vim.bo[buf].modifiable = true
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  local win = vim.fn.bufwinid(buf)
  if win == -1 then
    vim.cmd('botright ' .. math.min(#lines + 1, math.floor(vim.o.lines / 2)) .. 'split')
    vim.api.nvim_win_set_buf(0, buf)
    vim.wo.wrap = false
    vim.wo.number = false
    vim.wo.list = false
    vim.wo.spell = false
  end
  return buf
end

--- Parses :TabbarPreview arguments: a device name and/or "landscape"/"portrait".
local function preview_params(bufnr, fargs)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    format = 'ascii',
  }
  for _, arg in ipairs(fargs) do
    if arg == 'landscape' or arg == 'portrait' then
      params.orientation = arg
    else
      params.device = arg
    end
  end
  return params
end

local function preview(opts)
  local bufnr = vim.api.nvim_get_current_buf()
  local client = tabbar_client(bufnr)
  if not client then
    vim.notify('tabbar: no tabbar language server is attached to this buffer', vim.log.levels.ERROR)
    return
  end
  local params = preview_params(bufnr, opts.fargs)
  local function handler(err, result)
    if err then
      vim.notify('tabbar: preview failed: ' .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
      return
    end
    if type(result) ~= 'table' or type(result.content) ~= 'string' then
      vim.notify('tabbar: the server sent no preview', vim.log.levels.ERROR)
      return
    end
    local content = result.content:gsub('\n$', '')
    show_preview(bufnr, vim.split(content, '\n', { plain = true }))
  end
  if has_011 then
    client:request('tabbar/preview', params, handler, bufnr)
  else
    client.request('tabbar/preview', params, handler, bufnr)
  end
end

vim.api.nvim_create_user_command('TabbarPreview', preview, {
  nargs = '*',
  desc = 'Show the computed tab-bar layout of this file (tabbar/preview)',
  complete = function(arg_lead)
    local out = {}
    for _, name in ipairs(vim.list_extend(vim.deepcopy(devices), { 'landscape', 'portrait' })) do
      if name:find(arg_lead, 1, true) == 1 then
        table.insert(out, name)
      end
    end
    return out
  end,
})
