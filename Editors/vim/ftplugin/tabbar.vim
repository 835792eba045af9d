" Buffer settings for tabbar configuration files (JSON with comments).
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,://
setlocal shiftwidth=2 expandtab

" ALE: by default use only the `tabbar` linter (tabbar check), not also the
" language-server one; a user's g:ale_linters entry for tabbar takes precedence.
if !exists('b:ale_linters') && !has_key(get(g:, 'ale_linters', {}), 'tabbar')
  let b:ale_linters = ['tabbar']
endif

let b:undo_ftplugin = 'setlocal commentstring< comments< shiftwidth< expandtab<'
\ . ' | unlet! b:ale_linters'
