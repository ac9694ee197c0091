### Nim, gra testowa (po polsku): jej słowa i polecenie /nim.

nim-game-name = Nim
nim-title = Nim
nim-heap = Stos { $heap }: { $count ->
    [0] pusty
    [one] 1 kamień { $stones }
    [few] { $count } kamienie { $stones }
   *[many] { $count } kamieni { $stones }
}
nim-taken = { $name } ma { $count ->
    [one] 1 kamień
    [few] { $count } kamienie
   *[many] { $count } kamieni
}
nim-took = { $name } bierze { $count ->
    [one] 1 kamień
    [few] { $count } kamienie
   *[many] { $count } kamieni
} ze stosu { $heap }.
nim-take = Weź { $count } ze stosu { $heap }
nim-turn = { $name } bierze kamienie.
nim-your-turn = Twój ruch: weź kamienie z jednego stosu.
nim-won = Wygrywa { $name }.
nim-option-heaps = Stosy { $heaps }; misère: { $misere ->
    [yes] tak (kto weźmie ostatni kamień, przegrywa)
   *[no] nie (kto weźmie ostatni kamień, wygrywa)
}
nim-error = { $why ->
    [over] Gra się skończyła.
    [turn] To nie twój ruch.
    [heap] Ten stos jest pusty albo nie istnieje.
    [count] Nie możesz wziąć tylu kamieni.
   *[stones] Gra potrzebuje choć jednego kamienia.
}

cmd-nim-desc = Zagraj w Nim
cmd-nim-new-name = nowa
cmd-nim-new-desc = Załóż w tym kanale nowy stół Nim
cmd-nim-new-heaps-name = stosy
cmd-nim-new-heaps-desc = Stosy na początku
cmd-nim-new-misere-name = misere
cmd-nim-new-misere-desc = Kto weźmie ostatni kamień, przegrywa
cmd-nim-new-deadlines-name = limity_czasu
cmd-nim-new-deadlines-desc = Co się dzieje, gdy skończy się czas
cmd-nim-new-hours-name = godziny
cmd-nim-new-hours-desc = Godziny na decyzję
cmd-nim-new-language-name = język
cmd-nim-new-language-desc = Język stołu
