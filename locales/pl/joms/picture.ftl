### Skald — Jomsvikings: słowa obrazka planszy (polski). Każdy identyfikator zaczyna się od
### `joms-pic-`; nazwy pochodzą z names.ftl, typy ataku i cechy z game.ftl.

## Nagłówek

joms-pic-planet = Planeta: { $planet }
joms-pic-no-planet = Planeta jeszcze nieodkryta
joms-pic-first = pierwszy gracz: { $name }
joms-pic-coop = kooperacja, poziom { $level ->
        [easy] podstawowy
        [advanced] zaawansowany
        [expert] ekspercki
       *[legendary] legendarny
    }
joms-pic-bag = w worku { $count ->
        [one] 1 żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    }
joms-pic-hindrance = utrudnienie: { $name }
joms-pic-fallen = w tej sadze padł już potwór
joms-pic-and = { $head } · { $tail }

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
    } · { $glory }★
joms-pic-monster-short = PŻ { $hp } · { $basic }/{ $special }/{ $critical }

## Yggdrasil

joms-pic-yggdrasil = Yggdrasil
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
joms-pic-treasure = skarb
joms-pic-space-glory = +{ $n }★
joms-pic-legend = ALBO: weź kartę walki z rzędu albo usuń kartę ze stosu · PLUS: oba · NAGRODA: 3 żetony, 1 zostaje · skarb: ekwipunek · ★ chwała

## Panel gracza

joms-pic-choosing = { $chosen ->
        [yes] postać wybrana
       *[no] wybiera postać…
    }
joms-pic-glory = chwała { $glory } · { $kills ->
        [0] bez pokonanych potworów
        [one] 1 pokonany potwór
        [few] { $kills } pokonane potwory
       *[many] { $kills } pokonanych potworów
    }
joms-pic-hp = PŻ { $hp }/{ $max }
joms-pic-token = { $token ->
        [gullveig] Gullveig { $n }
        [thor] Thor { $n }
        [venom] jad { $n }
        [fate] fatum
       *[damage-up] obrażenia +{ $n }
    }
joms-pic-attack = atak: { $attack }
joms-pic-no-attack = typ ataku niewybrany
joms-pic-cards = ręka { $hand } · stos { $pile }
joms-pic-basic = podstawowa
joms-pic-ld = { $fate }/{ $damage }
joms-pic-gauge = T { $t } / K { $k }
joms-pic-gauge-state = { $state ->
        [under] poniżej K
        [equal] trafienie krytyczne!
       *[over] powyżej K: pudło
    }
joms-pic-slot = { $slot ->
        [round] Runda
        [healing] Leczenie
        [divination] Wróżba
       *[precise] Precyzja
    }
joms-pic-slot-card = { $name } { $numbers }
joms-pic-empty = puste
joms-pic-ability = { $ready ->
        [yes] zdolność gotowa
       *[no] zdolność zużyta
    }
joms-pic-gear = { $name }
joms-pic-no-gear = brak ekwipunku

## Potwór, z którym gracz walczy

joms-pic-no-monster = jeszcze bez potwora
joms-pic-monster-damage = obrażenia { $damage }/{ $hp }
joms-pic-resists = { $count ->
        [0] bez odporności
       *[other] odporny na: { $attacks }
    }
joms-pic-traits = { $count ->
        [0] bez cech
       *[other] { $traits }
    }
joms-pic-attacks = ataki P { $basic } · S { $special } · K { $critical }
joms-pic-regeneration = regeneracja { $n }
joms-pic-mark = { $mark ->
        [defeated] POKONANY
       *[died] POLEGŁ(A) W TEJ SADZE
    }

## Koniec gry

joms-pic-points = { $points ->
        [one] 1 punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    } · { $kills ->
        [0] bez pokonanych potworów
        [one] 1 pokonany potwór
        [few] { $kills } pokonane potwory
       *[many] { $kills } pokonanych potworów
    }
joms-pic-winners = { $count ->
        [0] Brak zwycięzcy
        [one] Zwycięzca: { $names }
       *[other] Zwycięzcy: { $names }
    }
joms-pic-team = { $won ->
        [yes] Drużyna wygrywa
       *[no] Drużyna przegrywa
    }: { $total } z { $target } wymaganych punktów
