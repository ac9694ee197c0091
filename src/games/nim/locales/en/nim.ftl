### Nim, the test game (English): its words and its /nim command.

nim-game-name = Nim
nim-title = Nim
nim-heap = Heap { $heap }: { $count ->
    [0] empty
    [one] 1 stone { $stones }
   *[other] { $count } stones { $stones }
}
nim-taken = { $name } has taken { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
nim-took = { $name } takes { $count ->
    [one] 1 stone
   *[other] { $count } stones
} from heap { $heap }.
nim-take = Take { $count } from heap { $heap }
nim-turn = { $name } takes stones.
nim-your-turn = Your turn: take stones from one heap.
nim-won = { $name } wins.
nim-option-heaps = Heaps { $heaps }; misère: { $misere ->
    [yes] yes (the last stone loses)
   *[no] no (the last stone wins)
}
nim-error = { $why ->
    [over] The game is over.
    [turn] It is not your turn.
    [heap] That heap is empty or does not exist.
    [count] You cannot take that many stones.
   *[stones] A game needs at least one stone.
}

cmd-nim-desc = Play Nim
cmd-nim-new-name = new
cmd-nim-new-desc = Set up a new table of Nim in this channel
cmd-nim-new-heaps-name = heaps
cmd-nim-new-heaps-desc = The heaps at the start
cmd-nim-new-misere-name = misere
cmd-nim-new-misere-desc = Whoever takes the last stone loses
cmd-nim-new-deadlines-name = deadlines
cmd-nim-new-deadlines-desc = What happens when time runs out
cmd-nim-new-hours-name = hours
cmd-nim-new-hours-desc = Hours per decision
cmd-nim-new-language-name = language
cmd-nim-new-language-desc = The table's language
