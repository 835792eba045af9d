-- Buffer settings for tabbar configuration files (JSON with comments).
if vim.b.did_ftplugin then
  return
end
vim.b.did_ftplugin = 1

vim.bo.commentstring = '// %s'
vim.bo.comments = 's1:/*,mb:*,ex:*/,://'
vim.bo.shiftwidth = 2
vim.bo.expandtab = true

vim.b.undo_ftplugin = 'setlocal commentstring< comments< shiftwidth< expandtab<'
