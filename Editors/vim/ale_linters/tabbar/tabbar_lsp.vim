" ALE linter: the tabbar language server (`tabbar lsp`). Enable it with
"   let g:ale_linters = {'tabbar': ['tabbar_lsp']}
" for diagnostics with workspace context, :ALECodeAction quick fixes and :ALEHover.

call ale#Set('tabbar_executable', 'tabbar')

function! ale_linters#tabbar#tabbar_lsp#GetProjectRoot(buffer) abort
    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    if !empty(l:git)
        return fnamemodify(l:git, ':h:h')
    endif

    return fnamemodify(bufname(a:buffer), ':p:h')
endfunction

call ale#linter#Define('tabbar', {
\   'name': 'tabbar_lsp',
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'tabbar_executable')},
\   'command': '%e lsp',
\   'project_root': function('ale_linters#tabbar#tabbar_lsp#GetProjectRoot'),
\})
