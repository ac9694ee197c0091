### Skald — Jomsvikings po polsku. Każdy identyfikator zaczyna się od joms-.
### Nazwy kart, potworów i reszty są w names.ftl, pojęcia w glossary.ftl.

joms-game-name = Jomsvikings

## Rzeczy

joms-basic = podstawowa ({ joms-t } { $fate }, { joms-damage } { $damage })
joms-card = { $name } ({ joms-t } { $fate }, { joms-damage } { $damage })
joms-basic-label = podstawowa ({ joms-t } { $fate })
joms-basic-name = karta podstawowa
joms-card-numbers = { $name }: { joms-t } { $fate }, { joms-damage } { $damage }
joms-card-text = { $card } — { $text }
joms-use-exhaust = ⟳ { $text }
joms-use-destroy = ✖ { $text }
joms-gear-full = { $name } ({ $type ->
        [weapon] broń
        [armour] pancerz
        [shield] tarcza
        [implant] wszczep
        [companion] towarzysz
       *[artifact] artefakt
    }, { joms-glory } { $glory }) — { $text }
joms-character-full = { $name }, { $role } — dobiera { $rng } do ataku dystansowego, { $mag } do magicznego, { $mel } do ataku wręcz; { joms-k } { $k }; { $hp } { joms-hp }; na start { $gullveig } { $gullveig ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } Gullveig. { $ability }
joms-ability = { $when ->
        [start] Na początku: { $text }
        [exhaust] ⟳ { $text }
       *[passive] Zawsze: { $text }
    }
joms-named-text = { $name }: { $text }
joms-attack = { $attack ->
        [rng] dystansowy
        [mag] magiczny
       *[mel] wręcz
    }
joms-resist = { $attack ->
        [rng] ataki dystansowe
        [mag] magię
       *[mel] walkę wręcz
    }
joms-resist-short = { $attack ->
        [rng] dystans
        [mag] magia
       *[mel] wręcz
    }
joms-attack-card = { $kind ->
        [basic] atak podstawowy
        [special] atak specjalny
       *[critical] atak krytyczny
    }
joms-bag-token = { $token ->
        [thor] żeton Thora
        [gullveig] żeton Gullveig
        [damage-up] żeton zwiększenia obrażeń (+1 do obrażeń, gdy twój atak trafia)
       *[stat-up] żeton zwiększenia cechy (+1 do wybranej cechy)
    }
joms-bag-token-name = { $token ->
        [thor] żeton Thora
        [gullveig] żeton Gullveig
        [damage-up] żeton +1 do obrażeń
       *[stat-up] żeton +1 do cechy
    }
joms-bag-token-use = { $token ->
        [damage-up] +1 do obrażeń, gdy twój atak trafia
       *[stat-up] +1 do wybranej cechy
    }
joms-gain = { $token ->
        [gullveig] { $n } { $n ->
            [one] żeton Gullveig
            [few] żetony Gullveig
           *[other] żetonów Gullveig
        }
        [thor] { $n } { $n ->
            [one] żeton Thora
            [few] żetony Thora
           *[other] żetonów Thora
        }
       *[glory] { $n } { joms-glory.gen }
    }
joms-stat = { $stat ->
        [rng] rozmiar ręki dystansowej
        [mag] rozmiar ręki magicznej
        [mel] rozmiar ręki wręcz
        [k] { joms-k }
       *[max-hp] maksymalne { joms-hp }
    }
joms-trait = { $trait ->
        [wild] Dziki
        [venomous] Jadowity
        [guardian] Strażnik
        [treasure] Skarb
       *[aura] Aura
    }
joms-text-more = { $head }; { $tail }
joms-space = { $branch ->
        [trunk] pień, pole { $n }
        [urd] gałąź Urd, pole { $n }
        [mimir] gałąź Mimira, pole { $n }
       *[hvergelmir] gałąź Hvergelmira, pole { $n }
    }
joms-name = { $name }
joms-name--you = ty

## Gramatyka efektów: jeden efekt słowami

joms-fx = { $kind ->
        [dodge] { joms-dodge }: atak potwora na ciebie w tej rundzie nic nie robi
        [reduce] { $who ->
            [another] atak potwora na inną postać w tej rundzie zadaje o { $n } mniej
           *[you] atak potwora na ciebie zadaje o { $n } mniej
        }
        [reduce-if-wild] przeciw Dzikiemu potworowi atak na ciebie zadaje za to o { $n } mniej
        [ignore-effects] zignoruj efekty ataku na ciebie w tej rundzie
        [no-attack-venom] ten atak nie daje ci { joms-venom.gen }
        [reveals-two] atak na ciebie odkrywa 2 karty, a ty wybierasz użytą
        [counts-basic] każda karta ataku na ciebie liczy się jako podstawowa
        [bonus] +{ $n } do obrażeń, jeśli twój atak trafi
        [bonus-if-type] +{ $n } do obrażeń, jeśli atakujesz: { $attack }
        [lands-bonus] { $attack ->
            [rng] +{ $n } do obrażeń, gdy trafia atak dystansowy
            [mag] +{ $n } do obrażeń, gdy trafia atak magiczny
            [mel] +{ $n } do obrażeń, gdy trafia atak wręcz
           *[any] +{ $n } do obrażeń, gdy twój atak trafia
        }
        [piercing] { joms-piercing }: twój potwór w tej rundzie niczego się nie opiera
        [k] twój { joms-k } +{ $n } w tej rundzie
        [k-either] twój { joms-k } +{ $n } albo −{ $n } w tej rundzie (do wyboru)
        [damage-now] { $n } obrażeń twojemu potworowi od razu; w tej rundzie się nie regeneruje
        [no-regeneration] twój potwór w tej rundzie się nie regeneruje
        [draw] dobierz { $n }
        [order-top] obejrzyj { $n } wierzchnie karty { joms-pile.gen } i odłóż je w dowolnej kolejności
        [look-take] obejrzyj { $n } wierzchnie karty { joms-pile.gen }: jedną weź na rękę, resztę odłóż w dowolnej kolejności
        [field-to-hand] jedna z kart twojego { joms-battlefield.gen } wraca na rękę
        [discard-own-field] odrzuć jedną z ostatnich { $n } kart swojego { joms-battlefield.gen }
        [discard-last-field] inna postać odrzuca ostatnią kartę swojego { joms-battlefield.gen }
        [discard-random] inna postać odrzuca { $n } losowe karty z ręki; ty dobierasz 1
        [discard-hand] { $who ->
            [all] każda aktywna postać odrzuca { $n } wybraną kartę z ręki
           *[you] odrzuć { $n } karty z ręki
        }
        [others-pay] każdy inny aktywny gracz może stracić { $hp } { joms-hp }, by dobrać { $n }
        [all-draw] każda aktywna postać dobiera { $n }
        [heal] { $who ->
            [you-or-another] ty albo inna postać leczy { $n }
           *[you] wylecz { $n }
        }
        [heal-full] wylecz się w pełni
        [lose-hp] { $who ->
            [another] inna postać traci { $n } { joms-hp }
            [all] każda aktywna postać traci { $n } { joms-hp }
           *[you] strać { $n } { joms-hp }
        }
        [others-lose-hp] każda inna aktywna postać od razu traci { $n } { joms-hp }
        [end-others-lose-hp] na koniec rundy każda inna aktywna postać traci { $n } { joms-hp }
        [end-all-lose-hp] na koniec rundy każda aktywna postać traci { $n } { joms-hp }
        [venom] { $who ->
            [another] inna postać dostaje { $n } { joms-venom.gen }
            [all] każda aktywna postać dostaje { $n } { joms-venom.gen }
           *[you] dostajesz { $n } { joms-venom.gen }
        }
        [lose-venom] { $who ->
            [you-or-another] ty albo inna postać pozbywa się całego { joms-venom.gen }
           *[you] pozbądź się całego { joms-venom.gen }
        }
        [pass-venom] tracisz cały swój { joms-venom }, a inna postać dostaje go tyle samo
        [fate] { $who ->
            [another] inna postać dostaje { joms-fate }
            [all] każda aktywna postać dostaje { joms-fate }
           *[you] dostajesz { joms-fate }
        }
        [fate-or-unfate] { joms-fate } na najwyżej { $n } inne postacie albo zdejmij { joms-fate } z dowolnej aktywnej postaci
        [cleanse] { $who ->
            [you-or-another] ty albo inna postać pozbywa się { joms-fate } i całego { joms-venom.gen }
           *[you] pozbądź się { joms-fate } i całego { joms-venom.gen }
        }
        [never-venom] nigdy nie dostajesz { joms-venom.gen }
        [gain] zyskaj: { $gain }
        [critical-gain] { joms-critical } bez { joms-fate }: +{ $gain }
        [defeat-gain] pokonanie twojego potwora: +{ $gain }
        [kill-gain] każde zabicie daje zabójcy +{ $gain }
        [saga-gain] +{ $gain } na początku każdej kolejnej sagi
        [recharge] { $what ->
            [equipment] naładuj jedną ze swoich kart { joms-equipment.gen }
            [equipment-or-character] naładuj jedną ze swoich kart { joms-equipment.gen } albo swoją postać
            [character-or-other] naładuj swoją postać albo inną swoją kartę { joms-equipment.gen }
           *[weapon-armour-shield] naładuj swoją broń, pancerz albo tarczę
        }
        [exhaust-equipment] każda aktywna postać wyczerpuje gotową kartę { joms-equipment.gen }
        [stat] { $stat } +{ $n }
        [speed] Szybkość: pierwsze dobranie w sadze jest o 1 większe, potem odrzuć 1
        [take-implant] odkrywaj { joms-equipment } aż do wszczepu i weź go
        [take-combat-card] weź odkrytą kartę walki na swój { joms-pile }
        [yggdrasil] ruch o { $n } na { joms-yggdrasil }
        [first-draw-plus] pierwsze dobranie w sadze jest o { $n } większe
        [healing-plus] { joms-slot-healing-name } leczy wartość losu karty + { $n }
        [divination-any] wróżba może odrzucić dowolną kartę { joms-battlefield.gen }
        [monster-hp] potwory mają +{ $n } { joms-hp }
        [monsters-trait] każdy potwór jest { $trait ->
            [wild] Dziki
            [venomous] Jadowity
           *[treasure] Skarbem
        }
        [no-compensation] śmierć nie daje rekompensaty
        [regeneration-plus] potwory w tej rundzie regenerują się o { $n } więcej
        [attack-plus] każdy atak potwora w tej rundzie zadaje o { $n } więcej
        [no-round-slot] w tej rundzie nie ma miejsca bieżącej rundy
        [worse-of-two] każdy atak potwora w tej rundzie odkrywa 2 karty i używa gorszej
        [plunder] każda aktywna postać traci żeton Gullveig albo Thora (bez żetonów: 1 { joms-glory.gen })
       *[none] nic
    }
joms-mfx = { $code ->
        [h1] odrzuć 1 kartę z ręki
        [h2] odrzuć 2 karty z ręki
        [v] +1 { joms-venom.gen }
        [f] { joms-fate }
        [ex] wyczerp gotową kartę { joms-equipment.gen } (brak: strać 1 { joms-hp })
        [nh] bez leczenia do końca walki
        [mc] dołącza jeszcze jedna karta ataku
        [r2] potwór leczy 2
        [hs] wierzchnia karta { joms-pile.gen } na { joms-slot-healing-name }, bez leczenia
        [a1] każda inna aktywna postać traci 1 { joms-hp }
        [g1] strać 1 { joms-glory.gen }
        [nid] odrzuć 2 karty z ręki (mniej: wszystkie, +1 { joms-venom.gen } i { joms-fate })
       *[kr] twoja ręka zostaje pokazana, a inni wybierają z niej karty do odrzucenia
    }
joms-mfx-none = bez efektu
joms-monster-full = { $name } (poziom { $level }) — { $hp } { joms-hp }, { joms-glory } { $glory }; { $resisting ->
        [0] bez odporności
       *[other] odporny na { $resists }
    }{ $traited ->
        [0] {""}
       *[other] ; { $traits }
    }{ $regeneration ->
        [0] {""}
       *[other] ; leczy się o { $regeneration } co rundę
    }; uderza za { $basic } (podstawowy), { $special } (specjalny: { $on_special }) lub { $critical } (krytyczny: { $on_critical })

## Plansza

joms-title = { $phase ->
        [setup] Jomsvikings — wybór postaci
        [preparation] Saga { $saga } — przygotowanie
        [fight-start] Saga { $saga } — zaczyna się walka
        [fight] Saga { $saga }, runda { $round }
       *[over] Jomsvikings — koniec gry
    }
joms-when = { $round ->
        [0] Saga { $saga }
       *[other] Saga { $saga }, runda { $round }
    }
joms-player = { $name } ({ $character })
joms-player--you = Ty ({ $character })
joms-player-plain = { $name }
joms-player-plain--you = Ty
joms-board-stats = { $hp } z { $max } { joms-hp } · { joms-glory } { $glory } · { $gullveig } { $gullveig ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } Gullveig i { $thor } { $thor ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } Thora{ $venom ->
        [0] {""}
       *[other] {" "}· { joms-venom }: { $venom }
    }{ $fate ->
        [yes] {" "}· { joms-fate }
       *[no] {""}
    }{ $damage_up ->
        [0] {""}
       *[other] {" "}· +{ $damage_up } do obrażeń, gdy atak trafia
    }
joms-board-choosing = { $chosen ->
        [yes] postać wybrana
       *[no] wybiera postać
    }
joms-board-no-monster = jeszcze bez potwora
joms-board-fight = potwór: { $monster }, zadane obrażenia { $damage } z { $hp }{ $state ->
        [won] {" "}— pokonany
        [died] {" "}— poległ(a) w tej sadze
       *[open] {""}
    } · { $resisting ->
        [0] bez odporności
       *[other] odporny na { $resists }
    } · uderza za { $basic }, { $special } lub { $critical }
joms-board-field = atak { $attack }: { $count ->
        [0] na { joms-battlefield.loc } jeszcze nic nie ma
       *[other] { $cards }
    } — { joms-t } { $t } z { joms-k.gen } { $k }
joms-slot-round = runda: { $card }
joms-slot-healing = leczenie: { $card }
joms-slot-divination = wróżba: { $card }
joms-slot-precise = precyzyjny atak: { $card }
joms-board-slots = Miejsca: { $slots }
joms-gear-state = { $gear }{ $exhausted ->
        [yes] {" "}(wyczerpany)
       *[no] {""}
    }
joms-board-gear = Ekwipunek: { $gear }{ $exhausted ->
        [yes] {" "}· zdolność wyczerpana
       *[no] {""}
    }
joms-board-cards = karty: na ręce { $hand }, w stosie { $pile }, odrzucone { $discard }
joms-board-pawn = { joms-yggdrasil }: { $space }
joms-board-planet = Planeta { $planet }
joms-board-first = Pierwszy gracz: { $name }
joms-board-first--you = Pierwszy gracz: ty
joms-row-equipment = Ekwipunek do wzięcia: { $cards }
joms-row-combat = Karty walki: { $cards }
joms-row-monsters = Potwory: { $cards }
joms-summary-player = { $player }: { $hp } z { $max } { joms-hp }, { joms-glory } { $glory }
joms-summary-part = { $head } — { $tail }
joms-summary-choosing = { $player }: { $chosen ->
        [yes] postać wybrana
       *[no] wybiera postać
    }
joms-summary-choosing--you-player = { $chosen ->
        [yes] Twoja postać jest wybrana
       *[no] Wybierasz postać
    }
joms-outcome = { $kind ->
        [empty] na { joms-battlefield.loc } jeszcze nic nie ma
        [over] { joms-t } { $t } przekracza twój { joms-k } { $k }: atak chybia
        [resisted] { joms-t } { $t } z { joms-k.gen } { $k }, ale potwór jest odporny: bez obrażeń
        [critical] { joms-t } { $t } równy { joms-k.dat }: { joms-critical }, obrażenia { $damage }
       *[lands] { joms-t } { $t } z { joms-k.gen } { $k }: trafia, obrażenia { $damage }
    }
joms-hand-title = Twoja { joms-hand } — { $name }
joms-hand-title--you = Twoja { joms-hand }
joms-hand-dealt = Postacie do wyboru: { $characters }
joms-hand-now = Teraz: { $outcome }
joms-hand-cards = Twoja ręka ({ $count })
joms-hand-card = { $card }{ $count ->
        [1] {""}
       *[other] {" "}×{ $count }
    }{ $would ->
        [none] {""}
       *[other] {" "}· na polu bitwy: { $would }
    }
joms-hand-pile = Twój stos ({ $count }, bez kolejności): { $cards }

## Decyzje

joms-prompt-nothing = Teraz nie ma nic do zdecydowania.
joms-ask = { $ask ->
        [character] wybiera postać
        [row-equipment] bierze kartę { joms-equipment.gen }
        [row-combat] bierze kartę walki
        [row-combat-pile] bierze kartę walki na stos
        [row-monster] wybiera potwora do walki
        [keep] zostawia jedną z dwóch kart { joms-equipment.gen }
        [branch] wybiera gałąź { joms-yggdrasil }
        [either] bierze kartę albo jedną usuwa
        [remove] usuwa kartę ze stosu
        [reward] zatrzymuje żeton
        [stat-up] wybiera cechę do zwiększenia
        [attack] wybiera rodzaj ataku na sagę
        [discard] odrzuca { $n } { $n ->
            [one] kartę
            [few] karty
           *[other] kart
        }
        [exhaust] wyczerpuje kartę { joms-equipment.gen }
        [turn] wykonuje turę w rundzie { $round }
        [pay] traci 1 { joms-hp }, by dobrać 1, albo nie
        [pick] wybiera kartę z ręki gracza { $victim } do odrzucenia
        [attack-card] wybiera kartę ataku potwora
        [plunder] oddaje żeton Gullveig albo Thora
        [order] odkłada obejrzane karty
       *[look-take] bierze jedną z obejrzanych kart
    }
joms-ask--you-victim = { $ask ->
        [character] wybiera postać
        [row-equipment] bierze kartę { joms-equipment.gen }
        [row-combat] bierze kartę walki
        [row-combat-pile] bierze kartę walki na stos
        [row-monster] wybiera potwora do walki
        [keep] zostawia jedną z dwóch kart { joms-equipment.gen }
        [branch] wybiera gałąź { joms-yggdrasil }
        [either] bierze kartę albo jedną usuwa
        [remove] usuwa kartę ze stosu
        [reward] zatrzymuje żeton
        [stat-up] wybiera cechę do zwiększenia
        [attack] wybiera rodzaj ataku na sagę
        [discard] odrzuca { $n } { $n ->
            [one] kartę
            [few] karty
           *[other] kart
        }
        [exhaust] wyczerpuje kartę { joms-equipment.gen }
        [turn] wykonuje turę w rundzie { $round }
        [pay] traci 1 { joms-hp }, by dobrać 1, albo nie
        [pick] wybiera kartę z twojej ręki do odrzucenia
        [attack-card] wybiera kartę ataku potwora
        [plunder] oddaje żeton Gullveig albo Thora
        [order] odkłada obejrzane karty
       *[look-take] bierze jedną z obejrzanych kart
    }
joms-ask-yours = { $ask ->
        [character] wybierz postać
        [row-equipment] weź kartę { joms-equipment.gen }
        [row-combat] weź kartę walki
        [row-combat-pile] weź kartę walki na stos
        [row-monster] wybierz potwora do walki
        [keep] zostaw jedną z dwóch kart { joms-equipment.gen }
        [branch] wybierz gałąź { joms-yggdrasil }
        [either] weź kartę albo jedną usuń
        [remove] usuń kartę ze stosu
        [reward] zatrzymaj żeton
        [stat-up] wybierz cechę do zwiększenia
        [attack] wybierz rodzaj ataku na sagę
        [discard] odrzuć { $n } { $n ->
            [one] kartę
            [few] karty
           *[other] kart
        }
        [exhaust] wyczerp kartę { joms-equipment.gen }
        [turn] twoja tura w rundzie { $round }
        [pay] strać 1 { joms-hp }, by dobrać 1, albo nie
        [pick] wybierz kartę z ręki gracza { $victim } do odrzucenia
        [attack-card] wybierz kartę ataku potwora
        [plunder] oddaj żeton Gullveig albo Thora
        [order] odłóż obejrzane karty
       *[look-take] weź jedną z obejrzanych kart
    }
joms-choose = { $ask ->
        [character] Wybierz postać, którą zagrasz
        [row-equipment] Wybierz { joms-equipment }, który weźmiesz
        [row-combat] Wybierz kartę walki, którą weźmiesz
        [row-combat-pile] Wybierz kartę walki do { joms-pile.gen }
        [row-monster] Wybierz potwora, z którym będziesz walczyć
        [keep] Wybierz { joms-equipment }, który zatrzymasz
        [branch] Wybierz gałąź { joms-yggdrasil }
        [either] Wybierz: weź kartę albo usuń jedną
        [remove] Wybierz kartę do usunięcia ze { joms-pile.gen }
        [reward] Wybierz żeton, który zatrzymasz
        [stat-up] Wybierz cechę do zwiększenia
        [attack] Wybierz typ ataku na tę sagę
        [discard] Wybierz kartę do odrzucenia
        [exhaust] Wybierz { joms-equipment } do wyczerpania
        [turn] Wybierz swój ruch w tej rundzie
        [pay] Wybierz: strać 1 { joms-hp }, by dobrać 1, albo nie
        [pick] Wybierz kartę, którą odrzuci
        [attack-card] Wybierz kartę ataku potwora
        [plunder] Wybierz żeton, który oddasz
        [order] Wybierz kolejność, w jakiej karty wrócą
       *[look-take] Wybierz kartę, którą weźmiesz na rękę
    }
joms-decision = { $name } { $what }
joms-decision--you = Twoja postać { $what }
joms-decision-yours = Twój ruch: { $what }
joms-group = { $group ->
        [field] { joms-battlefield }
        [round] { joms-slot-round-name }
        [gear] { joms-equipment }
        [ability] twoja zdolność
        [healing] { joms-slot-healing-name }
        [divination] { joms-slot-divination-name }
        [precise] { joms-slot-precise-name }
        [thor] żetony Thora
       *[pass] pas
    }
joms-detail-attack = dobierasz { $cards } { $cards ->
        [one] kartę
        [few] karty
       *[other] kart
    }{ $resisted ->
        [yes] {" "}— twój potwór jest na to odporny
       *[no] {""}
    }
joms-detail-top = nieznana, dopóki jej nie położysz
joms-detail-text = { $text } → { $then }
joms-act-character = { $character }
joms-act-character-hidden = wybiera postać
joms-act-search-hidden = odkłada karty na stos
joms-act-reroll = Wydaj żeton Gullveig na nowy rząd
joms-act-take = Weź: { $card }
joms-act-keep = Zostaw: { $gear }
joms-act-branch = { $branch ->
        [y-urd] Urd
        [y-mimir] Mimir
       *[y-hvergelmir] Hvergelmir
    }
joms-act-either = { $take ->
        [yes] Weź odkrytą kartę walki na stos
       *[no] Usuń kartę ze stosu
    }
joms-act-remove = Usuń: { $card }
joms-act-token = Zatrzymaj: { $token }
joms-act-stat = +1: { $stat }
joms-act-attack = Atak { $attack }
joms-act-discard = Odrzuć: { $card }
joms-act-exhaust = Wyczerp: { $gear }
joms-act-pay = { $pay ->
        [yes] Strać 1 { joms-hp } i dobierz 1
       *[no] Zachowaj { joms-hp }
    }
joms-act-pick = { $card } do odrzuconych
joms-act-attack-card = { $kind }: obrażenia { $damage }, { $effects }
joms-act-plunder = { $token ->
        [thor] Oddaj żeton Thora
       *[gullveig] Oddaj żeton Gullveig
    }
joms-act-order = Od góry: { $cards }
joms-act-look-take = Weź: { $card }; na wierzch: { $cards }
joms-act-thor = { $spend ->
        [unfate] Wydaj żeton Thora: zdejmij { joms-fate }
        [bonus] Wydaj żeton Thora: +1 do obrażeń w tej rundzie
       *[draw] Wydaj żeton Thora: dobierz 1
    }
joms-act-pass = Pas
joms-act-field = { joms-battlefield }: { $card }
joms-act-field-top = { joms-battlefield }: wierzchnia karta stosu
joms-act-round = Zagraj: { $card }
joms-act-gear = { $destroy ->
        [yes] ✖ { $gear }
       *[no] ⟳ { $gear }
    }
joms-act-ability = ⟳ { $character }
joms-act-heal = Leczenie: { $card }
joms-act-divine = Wróżba: { $card }{ $drop ->
        [none] {""}
       *[other] , odrzuca { $dropped }
    }
joms-act-precise = Precyzyjny atak: { $card }
joms-choice-target = { $unfate ->
        [yes] zdejmuje { joms-fate } z: { $who }
       *[no] na: { $who }
    }
joms-choice-minus = { joms-k } w dół
joms-choice-position = bierze { $card }
joms-choice-recharge = ładuje: { $what }
joms-with-choice = { $play } ({ $choices })

## Co się stało

joms-ev-dealt = Twoje trzy postacie (wybierz jedną): { $characters }
joms-ev-drew-cards = Dobierasz: { $cards }.
joms-ev-searched = Oglądasz: { $cards }.
joms-ev-drawn = Z woreczka wyciągasz: { $tokens }.
joms-ev-chose = { $name } gra postacią: { $character }.
joms-ev-chose--you = Grasz postacią: { $character }.
joms-ev-revealed = { $name } odkrywa ekwipunek: { $gear }.
joms-ev-revealed--you = Odkrywasz ekwipunek: { $gear }.
joms-ev-rerolled = { $name } wydaje żeton Gullveig na nowy rząd: { $row ->
        [equipment] ekwipunek
        [combat] karty walki
       *[monster] potwory
    }.
joms-ev-rerolled--you = Wydajesz żeton Gullveig na nowy rząd: { $row ->
        [equipment] ekwipunek
        [combat] karty walki
       *[monster] potwory
    }.
joms-ev-took-gear = { $name } bierze: { $gear }.
joms-ev-took-gear--you = Bierzesz: { $gear }.
joms-ev-dropped = { $name } oddaje: { $gear }.
joms-ev-dropped--you = Oddajesz: { $gear }.
joms-ev-took-card = { $name } bierze kartę: { $card }.
joms-ev-took-card--you = Bierzesz kartę: { $card }.
joms-ev-took-monster = { $name } będzie walczyć z potworem: { $monster }.
joms-ev-took-monster--you = Będziesz walczyć z potworem: { $monster }.
joms-ev-first = Pierwszy gracz: { $name }{ $tie ->
        [none] {""}
       *[other] {" "}— remis rozstrzygnął { joms-t } kart odkrytych ze stosów: { $reveals }
    }.
joms-ev-first--you = Zaczynasz{ $tie ->
        [none] {""}
       *[other] {" "}— remis rozstrzygnął { joms-t } kart odkrytych ze stosów: { $reveals }
    }.
joms-reveal = { $name } { $fate }
joms-reveal--you = ty { $fate }
joms-ev-gathered = Każdy tasuje swoje karty walki w jeden stos.
joms-ev-planet = Planeta tej sagi: { $planet }.
joms-ev-moved = { $name } idzie po { joms-yggdrasil }: { $space }.
joms-ev-moved--you = Idziesz po { joms-yggdrasil }: { $space }.
joms-ev-removed = { $name } usuwa z gry kartę: { $card }.
joms-ev-removed--you = Usuwasz z gry kartę: { $card }.
joms-ev-kept = { $name } zatrzymuje: { $token }.
joms-ev-kept--you = Zatrzymujesz: { $token }.
joms-ev-stat = { $name } zwiększa o 1: { $stat }.
joms-ev-stat--you = Zwiększasz o 1: { $stat }.
joms-ev-gained = { $name } zyskuje: { $gain }.
joms-ev-gained--you = Zyskujesz: { $gain }.
joms-ev-lost-token = { $name } traci: { $gain }.
joms-ev-lost-token--you = Tracisz: { $gain }.
joms-ev-named = { $name } wybiera na tę sagę atak { $attack }.
joms-ev-named--you = Wybierasz na tę sagę atak { $attack }.
joms-ev-drew = { $name } dobiera { $n }.
joms-ev-drew--you = Dobierasz { $n }.
joms-ev-discarded = { $name } odrzuca: { $cards }.
joms-ev-discarded--you = Odrzucasz: { $cards }.
joms-ev-placed = { $name } kładzie { $card } { $slot ->
        [field] na { joms-battlefield.loc }
        [round] w miejscu bieżącej rundy
        [healing] w miejscu leczenia
        [divination] w miejscu wróżby
       *[precise] w miejscu precyzyjnego ataku
    }.
joms-ev-placed--you = Kładziesz { $card } { $slot ->
        [field] na { joms-battlefield.loc }
        [round] w miejscu bieżącej rundy
        [healing] w miejscu leczenia
        [divination] w miejscu wróżby
       *[precise] w miejscu precyzyjnego ataku
    }.
joms-ev-used-gear = { $name } { $destroyed ->
        [yes] zużywa: { $gear }
       *[no] używa: { $gear }
    }.
joms-ev-used-gear--you = { $destroyed ->
        [yes] Zużywasz: { $gear }
       *[no] Używasz: { $gear }
    }.
joms-ev-ability = { $name } używa zdolności postaci.
joms-ev-ability--you = Używasz zdolności swojej postaci.
joms-ev-thor = { $name } wydaje żeton Thora{ $spend ->
        [unfate] {" "}i zrzuca { joms-fate }
        [bonus] {" "}na +1 do obrażeń
       *[draw] {" "}i dobiera kartę
    }.
joms-ev-thor--you = Wydajesz żeton Thora{ $spend ->
        [unfate] {" "}i zrzucasz { joms-fate }
        [bonus] {" "}na +1 do obrażeń
       *[draw] {" "}i dobierasz kartę
    }.
joms-ev-passed = { $name } pasuje.
joms-ev-passed--you = Pasujesz.
joms-ev-passed-run = Pasy z rzędu ({ $count }): { $names }.
joms-ev-hindrance = Utrudnienie: { $hindrance }.
joms-ev-healed = { $name } leczy { $n }.
joms-ev-healed--you = Leczysz się o { $n }.
joms-ev-lost-hp = { $name } traci { $n } { joms-hp }{ $why ->
        [monster] {""}
        [venom] {" "}od { joms-venom.gen }
        [card] {""}
        [planet] {" "}przez planetę
        [aura] {" "}przez aurę
        [hindrance] {" "}przez utrudnienie
       *[pay] {""}
    }.
joms-ev-lost-hp--you = Tracisz { $n } { joms-hp }{ $why ->
        [monster] {""}
        [venom] {" "}od { joms-venom.gen }
        [card] {""}
        [planet] {" "}przez planetę
        [aura] {" "}przez aurę
        [hindrance] {" "}przez utrudnienie
       *[pay] {""}
    }.
joms-ev-venom = { $name } dostaje { $n } { joms-venom.gen }.
joms-ev-venom--you = Dostajesz { $n } { joms-venom.gen }.
joms-ev-venom-gone = { $name } pozbywa się { joms-venom.gen }.
joms-ev-venom-gone--you = Pozbywasz się { joms-venom.gen }.
joms-ev-fate = { $on ->
        [yes] { $name } dostaje { joms-fate }.
       *[no] { $name } nie ma już { joms-fate }.
    }
joms-ev-fate--you = { $on ->
        [yes] Dostajesz { joms-fate }.
       *[no] Nie masz już { joms-fate }.
    }
joms-ev-readied = { $name } ładuje kartę.
joms-ev-readied--you = Ładujesz kartę.
joms-ev-exhausted = { $name } wyczerpuje: { $gear }.
joms-ev-exhausted--you = Wyczerpujesz: { $gear }.
joms-ev-to-hand = { $name } bierze z powrotem na rękę: { $card }.
joms-ev-to-hand--you = Bierzesz z powrotem na rękę: { $card }.
joms-ev-struck = { $name }: { $kind ->
        [over] pudło, { joms-t } { $t } przekracza { joms-k } { $k }.
        [resisted] bez obrażeń, potwór jest odporny na ten atak.
        [critical] { joms-critical }, obrażenia { $damage } ({ joms-t } { $t } równy { joms-k.dat })!
        [none] bez obrażeń.
       *[lands] trafienie, obrażenia { $damage } ({ joms-t } { $t } z { joms-k.gen } { $k }).
    }
joms-ev-struck--you = { $kind ->
        [over] Pudłujesz, { joms-t } { $t } przekracza twój { joms-k } { $k }.
        [resisted] Nie zadajesz obrażeń, potwór jest odporny na ten atak.
        [critical] Masz { joms-critical }, obrażenia { $damage } ({ joms-t } { $t } równy twojemu { joms-k.dat })!
        [none] Nie zadajesz obrażeń.
       *[lands] Trafiasz, obrażenia { $damage } ({ joms-t } { $t } z { joms-k.gen } { $k }).
    }
joms-ev-monster-hurt = Potwór gracza { $name } otrzymuje obrażenia: { $n }.
joms-ev-monster-hurt--you = Twój potwór otrzymuje obrażenia: { $n }.
joms-ev-regenerated = Potwór gracza { $name } leczy { $n }.
joms-ev-regenerated--you = Twój potwór leczy się o { $n }.
joms-ev-defeated = { $name } pokonuje potwora: { $monster }!
joms-ev-defeated--you = Pokonujesz potwora: { $monster }!
joms-ev-attacked = { $dodged ->
        [yes] { $name } unika ataku potwora: { $cards }.
       *[no] Potwór atakuje gracza { $name }: { $cards }, obrażenia { $damage }.
    }
joms-ev-attacked--you = { $dodged ->
        [yes] Unikasz ataku potwora: { $cards }.
       *[no] Potwór atakuje cię: { $cards }, obrażenia { $damage }.
    }
joms-ev-monster-effect = { $name }: { $effect }.
joms-ev-monster-effect--you = Ty: { $effect }.
joms-ev-hand-shown = Ręka gracza { $name } zostaje pokazana: { $cards }.
joms-ev-hand-shown--you = Twoja { joms-hand } zostaje pokazana: { $cards }.
joms-ev-died = { $name } pada i do końca sagi nie walczy.
joms-ev-died--you = Padasz i do końca sagi nie walczysz.
joms-ev-round-over = Koniec rundy { $round }.
joms-ev-saga-over = Koniec sagi { $saga }.
joms-ev-game-over = Koniec gry.

## Koniec

joms-scoring-title = Wyniki
joms-scoring-winners = Zwycięstwo: { $names }
joms-scoring-coop = Razem: { $total } z { $needed } potrzebnych — { $won ->
        [yes] zwycięstwo!
       *[no] porażka.
    }
joms-scoring-line = { $score } pkt: { joms-glory } { $glory }, za żetony Gullveig { $gullveig }, za żetony Thora { $thor }, za { joms-equipment } { $gear } · pokonane potwory: { $kills }

## Stół i błędy

joms-lobby-competitive = Rywalizacja: wygrywa najwięcej chwały.
joms-lobby-coop = Kooperacja, poziom { $level ->
        [easy] podstawowy
        [advanced] zaawansowany
        [expert] ekspercki
       *[legendary] legendarny
    }: wszyscy razem wygrywają albo przegrywają.
joms-lobby-variant = Wariant: { $variant ->
        [ygg_saga1_only] krok po { joms-yggdrasil } tylko w sadze I
        [ygg_everyone] wszyscy idą po { joms-yggdrasil }
       *[open_hands] odkryte ręce
    }
joms-error = { $error ->
        [game-over] Gra się skończyła.
        [not-yours] To nie twoja decyzja.
        [wrong-decision] To nie jest odpowiedź na to, o co teraz chodzi.
        [not-in-hand] Nie masz tej karty na ręce.
        [over-k] Twój { joms-t } przekracza { joms-k }: w tej rundzie nie dołożysz już kart na { joms-battlefield }.
        [field-full] Na twoim { joms-battlefield.loc } leży już 7 kart.
        [slot-used] To miejsce jest już zajęte.
        [exhausted] To jest wyczerpane, dopóki go nie naładujesz.
        [wild-dodge] { joms-dodge } nic nie daje przeciw Dzikiemu potworowi.
        [no-tokens] Nie masz na to żetonów.
        [no-text] Ta karta nie ma tekstu do zagrania.
        [no-round-slot] W tej rundzie nie ma miejsca bieżącej rundy.
        [bad-choice] Ten wybór nie jest teraz możliwy.
       *[setup] Tego stołu nie da się tak przygotować.
    }
