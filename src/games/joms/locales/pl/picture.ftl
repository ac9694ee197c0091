### Skald — Jomsvikings: słowa obrazka planszy (polski). Każdy identyfikator zaczyna się od
### `joms-pic-`; nazwy pochodzą z names.ftl, typy ataku i cechy z game.ftl, pojęcia z
### glossary.ftl.

## Nagłówek

joms-pic-planet = Planeta { $planet }
joms-pic-first = pierwszy gracz: { $name }
joms-pic-hindrance = utrudnienie: { $name }
joms-pic-acting = { $count ->
        [one] decyduje: { $names }
       *[other] decydują: { $names }
    }
joms-pic-winners = { $count ->
        [0] Nikt nie wygrywa
        [one] Wygrywa { $names }
       *[other] Wygrywają ex aequo: { $names }
    }
joms-pic-team = { $won ->
        [yes] Drużyna wygrywa
       *[no] Drużyna przegrywa
    }: { $total } z { $target } potrzebnych punktów

## Odkryte rzędy

joms-pic-row = { $row ->
        [equipment] Ekwipunek · w talii { $left }
        [combat] Karty walki · w talii { $left }
       *[monsters] Potwory, poziom { $level } · w talii { $left }
    }
joms-pic-gear-kind = { $type ->
        [weapon] broń
        [armour] pancerz
        [shield] tarcza
        [implant] wszczep
        [companion] towarzysz
       *[artifact] artefakt
    } · { joms-glory } { $glory }
joms-pic-basic = karta podstawowa
joms-pic-ld = { joms-t } { $fate } · { joms-damage } { $damage }
joms-pic-monster-short = { $hp } { joms-hp } · { joms-glory } { $glory }
joms-pic-strikes-short = uderza za { $same ->
        [yes] { $low }
       *[no] { $low }–{ $high }
    }

## Yggdrasil

joms-pic-yggdrasil = { joms-yggdrasil }
joms-pic-branch = { $branch ->
        [urd] Urd
        [mimir] Mimir
       *[hvergelmir] Hvergelmir
    }
joms-pic-symbol = { $symbol ->
        [either] ALBO
        [plus] PLUS
        [reward] NAGRODA
       *[none] START
    }
joms-pic-space-glory = +{ $n }★
joms-pic-legend-either = ALBO: weź kartę walki lub usuń jedną
joms-pic-legend-plus = PLUS: oba · NAGRODA: 1 z 3 żetonów
joms-pic-legend-treasure = skarb: weź ekwipunek · ★ { joms-glory }

## Tabela graczy

joms-pic-col-player = Gracz
joms-pic-col = { $col ->
        [hp] { joms-hp }
        [glory] Chwała
        [gullveig] { joms-gullveig }
        [thor] { joms-thor }
        [equipment] Ekwipunek
        [slain] Pokonane potwory
        [yggdrasil] { joms-yggdrasil }
       *[total] Razem
    }
joms-pic-choosing = { $chosen ->
        [yes] postać wybrana
       *[no] wybiera postać
    }
joms-pic-place = { $branch ->
        [start] start
        [trunk] pień { $n }
        [urd] Urd { $n }
        [mimir] Mimir { $n }
       *[hvergelmir] Hvergelmir { $n }
    }

## Gracz w walce

joms-pic-hp = { $hp } z { $max } { joms-hp }
joms-pic-glory = { joms-glory } { $glory }
joms-pic-token = { $token ->
        [gullveig] { joms-gullveig }: { $n }
        [thor] { joms-thor }: { $n }
        [venom] { joms-venom }: { $n }
        [fate] { joms-fate }
       *[damage-up] +{ $n } do obrażeń
    }
joms-pic-attack = atak { $attack }
joms-pic-no-attack = wybiera typ ataku
joms-pic-gauge = { joms-t } { $t } z { joms-k.gen } { $k }
joms-pic-outcome = { $kind ->
        [empty] jeszcze bez kart
        [over] { joms-k } przekroczony: pudło
        [resisted] potwór odporny: bez obrażeń
        [equal] { joms-critical }: { $damage } { $damage ->
            [one] obrażenie
            [few] obrażenia
           *[many] obrażeń
        }
       *[under] trafia: { $damage } { $damage ->
            [one] obrażenie
            [few] obrażenia
           *[many] obrażeń
        }
    }
joms-pic-ability = { $ready ->
        [yes] zdolność gotowa
       *[no] zdolność zużyta
    }
joms-pic-more = +{ $n } więcej
joms-pic-cards = { joms-hand } { $hand } · { joms-pile } { $pile }

## Potwór, z którym gracz walczy

joms-pic-monster-damage = obrażenia: { $damage } z { $hp }
joms-pic-resists = { $count ->
        [0] bez odporności
       *[other] odporny na { $attacks }
    }
joms-pic-resists-short = { $count ->
        [0] bez odporności
       *[other] odporność: { $attacks }
    }
joms-pic-strikes = uderza za { $same ->
        [yes] { $basic }
       *[no] { $basic }, { $special } lub { $critical }
    }
joms-pic-regeneration = leczy się o { $n } co rundę
joms-pic-mark = { $mark ->
        [defeated] POKONANY
       *[died] POLEGŁ(A) W TEJ SADZE
    }

## Koniec gry

joms-pic-place-name = { $place }. { $name }
joms-pic-tie = { $names }: po { $points } { $points ->
        [one] punkcie
        [few] punkty
       *[other] punktów
    } — { $shared ->
        [yes] i tyle samo pokonanych potworów, więc dzielą miejsce
       *[no] wyżej ten, kto pokonał więcej potworów
    }
