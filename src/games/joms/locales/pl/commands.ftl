### Skald — polecenie /joms i jego własne podpolecenia (polski).
### Wspólne podpolecenia (join, start, settings…) są w discord.ftl.

cmd-joms-desc = Zagraj w Jomsvikings
cmd-joms-new-name = nowa
cmd-joms-new-desc = Przygotuj w tym kanale nowy stół Jomsvikings
cmd-joms-new-mode-name = tryb
cmd-joms-new-mode-desc = Rywalizacja (wygrywa najwięcej chwały) albo kooperacja (wszyscy razem)
cmd-joms-new-difficulty-name = poziom
cmd-joms-new-difficulty-desc = Poziom kooperacji: podstawowy, zaawansowany, ekspercki albo legendarny
cmd-joms-new-ygg_saga1_only-name = ygg_tylko_saga1
cmd-joms-new-ygg_saga1_only-desc = Pierwszy gracz idzie po Yggdrasil tylko w sadze I
cmd-joms-new-ygg_everyone-name = ygg_wszyscy
cmd-joms-new-ygg_everyone-desc = Przed każdą sagą wszyscy gracze idą po Yggdrasil
cmd-joms-new-open_hands-name = odkryte_ręce
cmd-joms-new-open_hands-desc = Tylko kooperacja: wszystkie ręce są widoczne dla wszystkich
cmd-joms-new-deadlines-name = terminy
cmd-joms-new-deadlines-desc = Co się dzieje, gdy skończy się czas
cmd-joms-new-hours-name = godziny
cmd-joms-new-hours-desc = Godziny na decyzję
cmd-joms-new-language-name = język
cmd-joms-new-language-desc = Język stołu
cmd-joms-new-mode-choice-competitive = rywalizacja
cmd-joms-new-mode-choice-coop = kooperacja
cmd-joms-new-difficulty-choice-easy = łatwy
cmd-joms-new-difficulty-choice-advanced = zaawansowany
cmd-joms-new-difficulty-choice-expert = ekspercki
cmd-joms-new-difficulty-choice-legendary = legendarny
