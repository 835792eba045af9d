" ALE linter: the tabbar language server (`tabbar lsp`) on swift buffers, beside
" sourcekitlsp (ALE runs every linter you list). Enable it with, e.g.
"   let g:ale_linters = {'swift': ['sourcekitlsp', 'tabbar_lsp']}
" for the tab bar's findings across files, :ALECodeAction quick fixes and :ALEHover.

call ale#Set('tabbar_executable', 'tabbar')

call ale#linter#Define('swift', {
\   'name': 'tabbar_lsp',
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'tabbar_executable')},
\   'command': '%e lsp',
\   'language': 'swift',
\   'project_root': function('tabbar#ProjectRoot'),
\})
