" Real Vim + ALE on Objective-C and Swift source: the tabbar_lsp linter beside clangd on an
" Objective-C buffer (both linters' findings in one list), and on a Swift view controller
" whose finding comes from the configuration file on disk. Run by vim.sh:
"   TABBAR_EDITORS=... vim -N -u NONE -i NONE -n -es -S vim_source_test.vim
" Writes "PASS: ..." / "FAIL: ..." lines to $TABBAR_VIM_OUT; exits with :cquit on failure.

let s:out = []
let s:failures = 0
let s:label = 'vim (source)'

function! s:Report(ok, what, ...) abort
  let l:line = (a:ok ? 'PASS: ' : 'FAIL: ') . s:label . ': ' . a:what
  if !a:ok && a:0 > 0
    let l:line .= ' (' . a:1 . ')'
  endif
  call add(s:out, l:line)
  if !a:ok
    let s:failures += 1
  endif
  return a:ok
endfunction

function! s:Wait(expr, ms) abort
  let l:waited = 0
  while !eval(a:expr) && l:waited < a:ms
    sleep 100m
    let l:waited += 100
  endwhile
  return eval(a:expr)
endfunction

function! s:Items() abort
  return get(get(g:ale_buffer_info, bufnr(''), {}), 'loclist', [])
endfunction

function! s:From(linter, code) abort
  return filter(copy(s:Items()), {_, v -> get(v, 'linter_name', '') is# a:linter
  \ && (a:code is# '' || get(v, 'code', '') is# a:code)})
endfunction

try
  let &runtimepath = $TABBAR_EDITORS . '/vim,' . &runtimepath
  packadd ale
  filetype plugin on
  syntax on
  let g:ale_lint_delay = 0
  let g:ale_tabbar_executable = $TABBAR_VIM_EXECUTABLE
  let g:ale_objc_clangd_executable = $CLANGD
  " What Editors/vim/README.md tells users to write.
  let g:ale_linters = {'objc': ['clangd', 'tabbar_lsp'], 'swift': ['tabbar_lsp']}

  execute 'edit ' . fnameescape($TABBAR_OBJC_ROOT . '/App/PlusButton.m')
  call s:Report(&filetype is# 'objc', 'PlusButton.m has filetype objc', &filetype)
  let s:active = map(ale#linter#Get('objc'), 'v:val.name')
  call s:Report(sort(s:active) == ['clangd', 'tabbar_lsp'], 'ALE runs clangd and tabbar_lsp on it', string(s:active))
  ALELint
  call s:Wait('!empty(s:From("tabbar_lsp", "TB004")) && !empty(s:From("clangd", ""))', 60000)
  let s:tb004 = s:From('tabbar_lsp', 'TB004')
  if s:Report(!empty(s:tb004), 'ALE shows TB004 from tabbar_lsp', string(s:Items()))
    call s:Report(s:tb004[0].type is# 'W' && getline(s:tb004[0].lnum) =~# 'multiplerInCenterY',
    \ 'TB004 is a warning on the multiplerInCenterY line', string(s:tb004[0]))
  endif
  call s:Report(!empty(s:From('clangd', '')), 'clangd keeps linting the same buffer (its findings are listed too)',
  \ string(s:Items()))

  execute 'edit ' . fnameescape($TABBAR_SWIFT_ROOT . '/App/ProfileViewController.swift')
  call s:Report(&filetype is# 'swift', 'ProfileViewController.swift has filetype swift', &filetype)
  ALELint
  call s:Wait('!empty(s:From("tabbar_lsp", "TB003"))', 60000)
  let s:tb003 = s:From('tabbar_lsp', 'TB003')
  call s:Report(!empty(s:tb003) && getline(get(get(s:tb003, 0, {}), 'lnum', 0)) =~# 'title = "Profile"',
  \ 'ALE shows TB003 on the view controller, from the configuration file on disk', string(s:Items()))
catch
  call s:Report(0, 'test script error', v:exception . ' at ' . v:throwpoint)
endtry
call writefile(s:out, $TABBAR_VIM_OUT)
if s:failures > 0
  cquit 1
endif
qall!
