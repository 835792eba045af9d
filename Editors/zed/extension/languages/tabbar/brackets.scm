("{" @open "}" @close)
("[" @open "]" @close)
