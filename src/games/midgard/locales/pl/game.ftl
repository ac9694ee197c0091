### Skald — Wojownicy Midgardu opowiedziani słowami (polski).
### Te same identyfikatory co w locales/en/game.ftl. Nazwy wstawiane w zmiennych ($space, $foe,
### $goods, $dice…) są w mianowniku, dlatego zdania stawiają je po dwukropku, strzałce, myślniku
### albo jako podmiot — chyba że są dopełnieniem czasownika (otrzymuje, płaci, traci, odsyła):
### wtedy przychodzą w bierniku („otrzymuje 2 Mieczników, 1 Monetę”). $name to imię gracza (dowolna płeć): bez czasu przeszłego.
### Pojęcia gry, których nazwa zależy od wydania, pochodzą ze słowniczka (glossary.ftl):
### { ship } to Langskip albo Łódź, { favor } to Łaska Bogów albo Przysługi.

midgard-game-name = Wojownicy Midgardu

## Listy i drobne słowa

land = Kraina { $number }
foe-hunt = dzika zwierzyna
die-face = { $die } ({ $face })
face-blank = pusta ścianka
face-shield = Tarcza
face-weapon = Broń
face-double = podwójna Broń
target-troll = Troll
target-draugr-left = lewy Draugr
target-draugr-right = prawy Draugr
target-ship = { ship } ({ $land })
journey-effect-calm = nic się nie dzieje
journey-effect-becalmed = { ship } traci 1 Żywność
journey-effect-kraken = przed Potworem atakuje Kraken
journey-effect-storm = { ship } traci 1 Wojownika albo 1 Żywność
journey-effect-whirlpool = { ship } traci 1 Wojownika
journey-effect-lost = { ship } traci 2 — Wojowników lub Żywność, w dowolnym połączeniu
ship-kind-small = { ship.small }
ship-kind-large = { ship.large }
ship-kind-private = { ship.own }
# Dopełniacz: „Odrzucone karty { $deck } zostają przetasowane…”
deck-trolls = Trolli
deck-draugr = Draugrów
deck-journeys = Podróży
deck-merchants = Statków Kupieckich
rune-ready = { $rune }
rune-used = { $rune } (użyta)

## Fazy i plansza

phase-leaders = wybór Przywódców
phase-placement = rozmieszczanie Robotników
phase-assignment = przypisywanie Wojowników
phase-resolution = walki i wyprawy
phase-final-runes = ostatnie Runy przed punktacją końcową
phase-finished = koniec gry
board-title = Runda { $round } z 8 — { $phase }
board-first-player = Pierwszy Gracz: { $name }
board-first-player--you = Pierwszy Gracz: ty
board-first-player-moved = Pierwszy Gracz: { $name } · znacznik przeszedł już do: { $next } (na następną rundę)
board-first-player-moved--you = Pierwszy Gracz: ty · znacznik przeszedł już do: { $next } (na następną rundę)
board-first-player-moved--you-next = Pierwszy Gracz: { $name } · znacznik przeszedł już do ciebie (na następną rundę)
board-troll = ⚔️ Troll — { $enemy }{ $taken ->
        [yes] {" "}· { $who }
       *[no] {""}
    }
board-draugr-left = ⚔️ Lewy Draugr — { $enemy }{ $taken ->
        [yes] {" "}· { $who }
       *[no] {""}
    }
board-draugr-right = ⚔️ Prawy Draugr — { $enemy }{ $taken ->
        [yes] {" "}· { $who }
       *[no] {""}
    }
board-fighter = { $name }
board-fighter--you = ty
board-fighter-alone = { $name }: bez Wojowników
board-fighter-alone--you = ty: bez Wojowników
board-fighter-with = { $name }: { $dice }
board-fighter-with--you = ty: { $dice }
board-fight-now = Trwa walka: { $name } kontra { $foe }, zadano { $dealt } z { $defense }
board-fight-now--you = Trwa walka: ty kontra { $foe }, zadano { $dealt } z { $defense }
board-hunt-now = Trwa polowanie: { $name }
board-hunt-now--you = Trwa twoje polowanie
board-land = ⛵ { $land } ({ $near ->
        [yes] bliska
       *[no] daleka
    }) — { $monster }{ $journey ->
        [yes] {""}
       *[no] {" "}· brak karty Podróży
    }{ $sailing ->
        [yes] {" "}· { $ship }
       *[no] {""}
    }
board-no-monster = brak wroga
board-no-ship = jeszcze bez { ship.gen }
board-ship = { ship }: { $name }
board-ship--you = { ship }: ty
board-ship-crew = { ship }: { $name } — { $warriors }, { $food }
board-ship-crew--you = { ship }: ty — { $warriors }, { $food }
board-entry = { $space }: { $what }
board-entry-taken = { $space } ({ $who }): { $what }
board-taken = { $space } ({ $who })
board-empty = pusto
board-huts-price = Robotnik za { $price }
board-merchant-card = { $name } — { $goods }
board-rune-row = { $runes } (w talii: { $deck })
board-join = { $head } · { $tail }
board-shops = 🛠️ { $shops }
board-line = { $entries }
board-stalls = Stragany: { $stalls }
board-player-line = { $name } ({ $leader }): { $glory }, { $blame } · { $goods } · Wojownicy: { $dice } · Robotnicy { $left }/{ $workers } · Przeznaczenie: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }
board-player-line--you = Ty ({ $leader }): { $glory }, { $blame } · { $goods } · Wojownicy: { $dice } · Robotnicy { $left }/{ $workers } · Przeznaczenie: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }
board-player-brief = { $name }: { $glory }, { $blame }
board-player-brief--you = Ty: { $glory }, { $blame }
board-no-leader = jeszcze bez Przywódcy
board-player = { $name } — { $leader }
board-player--you = Ty — { $leader }
board-player-runes = Runy: { $runes }
board-player-ship = { ship } { $ship }
board-player-revealed = odkryte Przeznaczenie: { $card }
board-player-defeated = pokonani wrogowie: { $count }
board-player-defeated-colors = pokonani wrogowie: { $count } (🟥{ $red } 🟨{ $yellow } 🟦{ $blue }, Trolle: { $trolls })

## Czym są rzeczy i co dają

reward-glory = { $count } pkt Chwały
enemy-facts = { $color ->
        [red] 🟥{" "}
        [yellow] 🟨{" "}
        [blue] 🟦{" "}
       *[none] {""}
    }{ $name }: Atak { $attack }, Obrona { $defense }{ $barred ->
        [swordsman] { $edition ->
            [classic] , bez Fechmistrzów
           *[revised] , bez Mieczników
        }
        [spearman] , bez Włóczników
        [axeman] , bez Toporników
       *[none] {""}
    } → { $reward }
enemy-strength = Atak { $attack }, Obrona { $defense }{ $barred ->
        [swordsman] { $edition ->
            [classic] , bez Fechmistrzów
           *[revised] , bez Mieczników
        }
        [spearman] , bez Włóczników
        [axeman] , bez Toporników
       *[none] {""}
    }
enemy-colored = { $color ->
        [red] 🟥{" "}
        [yellow] 🟨{" "}
        [blue] 🟦{" "}
       *[none] {""}
    }{ $name }
blame-cost = { $blame } (kara na koniec: { $from } → { $to })
destiny-now = { $over ->
        [yes] zdobyte
       *[no] teraz
    } { $standing ->
        [alone] { $points } pkt (prowadzisz: { $mine })
        [tied] { $points } pkt (remis na czele: { $mine })
        [behind] 0 pkt (ty: { $mine }, { $guess ->
            [yes] ktoś może mieć nawet { $best }
           *[no] najlepszy: { $best }
        })
       *[none] 0 pkt (masz 0)
    }
detail-huts = zapłać { $price }: dodatkowy Robotnik, już od tej rundy
detail-take = weź { $goods }
detail-pay-take = zapłać { $cost } i weź { $goods }
detail-alms-stall = oddaj 1 Żywność za { favor.one }, najwyżej 3 razy
detail-take-dice = weź { $dice }{ $full ->
        [yes] {" "}(miejsca: { $room })
       *[no] {""}
    }
detail-nothing-waiting = w tej rundzie nic tu nie czeka
detail-jarl = weź { $dice } i znacznik Pierwszego Gracza
detail-jarl-pass = weź { $dice }; znacznik masz już ty, więc przejmie go { $name }
detail-shaman = { $peek ->
        [yes] podejrzyj kartę Podróży, potem dobierz
       *[no] dobierz
    } { $draw ->
        [one] 1 kartę Przeznaczenia
       *[other] { $draw } karty Przeznaczenia i zatrzymaj 1
    }{ $vision ->
        [yes] {" "}(Prawdziwa Wizja: +2)
       *[no] {""}
    }
detail-market = wymiana 1:1, ile razy chcesz; masz: { $goods }
detail-merchant = { $price ->
        [0] weź { $goods }
       *[other] zapłać { $cost } i weź { $goods }
    }
detail-rune-carver = zapłać { $cost }: { $runes } albo wierzchnia z talii (zostało { $deck })
detail-church = kup najwyżej { $favor } za { $coins }
detail-shipwright = kup { ship.acc }: { $ships }
detail-longship = { $price ->
        [0] za darmo
       *[other] zapłać { $cost }
    }, ładowność { $capacity } · wolne: { $lands }
detail-hunt = polują Wojownicy, którzy zostaną w domu (teraz { $dice }): do 6 Żywności
detail-beggar = { $blame } oraz { $edition ->
        [classic] 1 Moneta
       *[revised] 1 Żywność, Drewno albo Moneta
    }
detail-then = potem masz: { $goods }
detail-keep-goods = zostaje ci: { $goods }
detail-ship = koszt: { $cost } · ładowność { $capacity } · { $glory } na koniec
detail-rune-deck = nieznana, dopóki jej nie dobierzesz; w talii: { $deck }
detail-peek = { $monster } · { $ship }
detail-destiny = { $condition } — { $now }
detail-keep-dice = wracają do puli: { $dice }
detail-reroll = kosztuje { $cost } (masz { $favor }){ $asmundr ->
        [yes] ; Asmundr zdobywa 2 pkt Chwały
       *[no] {""}
    }
detail-left-to-fight = walczą dalej: { $dice }
detail-left-aboard = zostaje na pokładzie: { $warriors }, { $food }
detail-blame = { $name } dostaje { $cost }
detail-glory-rune = zdobądź jeszcze { $glory } za to zwycięstwo
detail-retaliation = Twoje Tarcze dodają do tego rzutu { $damage ->
        [one] 1 obrażenie
        [few] { $damage } obrażenia
       *[other] { $damage } obrażeń
    }
detail-potential = { $dice ->
        [0] żadna kość nie pokazuje pustej ścianki: nie ma czego przerzucać
        [one] przerzuca 1 kość z pustą ścianką
       *[other] przerzuca { $dice } kości z pustymi ściankami
    }
detail-pass-vision = dobierz jak zwykle
detail-pass-glory = zachowaj Runę na inne zwycięstwo
detail-pass-journey = karta zostaje: { $card } ({ $effect })
detail-pass-final = potem punktacja końcowa
detail-wealth = zyskujesz { $gain } (masz { $have })
detail-success = punktuje teraz i znów na koniec: { $now }

## Trwająca walka

fight-status = { $foe } ({ $strength }): zadano już { $dealt }; ten rzut: { $damage ->
        [one] 1 obrażenie
        [few] { $damage } obrażenia
       *[other] { $damage } obrażeń
    }, { $shields ->
        [one] 1 Tarcza
        [few] { $shields } Tarcze
       *[other] { $shields } Tarcz
    } → { $outcome }
fight-hunt-status = Ten rzut przyniesie { $food } (najwyżej 6).
fight-outcome = { $need ->
        [0] zwycięstwo
        [one] brakuje jeszcze 1 obrażenia
       *[other] brakuje jeszcze { $need } obrażeń
    }{ $losses ->
        [0] , bez strat
        [one] , ginie 1 Wojownik
        [few] , giną { $losses } Wojownicy
       *[other] , ginie { $losses } Wojowników
    }
fight-outcome-hunt = { $food ->
        [one] 1 Żywność
       *[other] { $food } Żywności
    }
die-position = { $position }
die-at-face = kość { $position }: { $die }, { $face }

## Ekran przydziału

hand-assign-free = W domu: { $dice } · { $food } · { $confirmed ->
        [yes] przydział zatwierdzony
       *[no] przydział jeszcze niezatwierdzony
    }
hand-assign-fight = ⚔️ { $enemy } · wysłani: { $dice }
hand-assign-ship = ⛵ { $land } ({ $near ->
        [yes] bliska
       *[no] daleka
    }, ładowność { $capacity }) — { $monster } · na pokładzie: { $dice }, { $food } · wyżywienie: { $need }
assign-then-fight = potem: { $dice } · wróg: { $enemy }
assign-then-ship = potem na pokładzie: { $warriors }, { $food } ({ $load }/{ $capacity }) · wyżywienie: { $need }

## Twój klan

hand-title = Twoja ręka
hand-your-turn = { $phase } · musisz { $decision }
hand-not-your-turn = { $phase } · teraz nic nie musisz decydować
hand-goods = { $food } · { $wood } · { $coins } · { $favor } (po 2 pkt Chwały na koniec)
hand-fame = { $glory } · { $blame } (na koniec { $penalty })
hand-warriors = Wojownicy: { $dice } ({ $count } z 8)
hand-workers = Robotnicy do rozmieszczenia w tej rundzie: { $left } z { $total }
hand-rune = Runa { $rune } ({ $used ->
        [yes] użyta
       *[no] gotowa
    }, { $glory } na koniec): { $effect }
hand-ship = { ship.title } { $ship }: ładowność { $capacity }, { $glory } na koniec
hand-defeated = Pokonani: { $enemies }
hand-sets = Pełne zestawy: { $sets } → { $glory } pkt Chwały (🟥{ $red } 🟨{ $yellow } 🟦{ $blue })
hand-krakens = Pokonane Krakeny: { $count } (nie tworzą zestawów)
hand-score-now = { $over ->
        [yes] Wynik końcowy
       *[no] Gdyby gra skończyła się teraz
    }: { $points } pkt
hand-secrets = Wiesz tylko ty
hand-destiny-card = Przeznaczenie { $card }{ $revealed ->
        [yes] {" "}(odkryte)
       *[no] {""}
    }: { $condition } — { $now }
hand-destiny-card-short = { $card } ({ $condition })
hand-no-destiny = Brak kart Przeznaczenia.
hand-peeked = Znasz kartę Podróży — { $land }: { $card } ({ $effect })

## Pytania

prompt-waiting = { $name } musi teraz { $decision }.
prompt-waiting--you = Musisz teraz { $decision }.
prompt-yours = Twój ruch — musisz { $decision }.
prompt-waiting-more = { $name } musi teraz { $decision }. { $more }
prompt-waiting-more--you = Musisz teraz { $decision }. { $more }
prompt-yours-more = Twój ruch — musisz { $decision }. { $more }
prompt-journey-card = Odkryta karta Podróży: { $card } ({ $effect }).
prompt-ask = Twój ruch — musisz { $decision }
prompt-nothing = Na razie nie ma nic do zdecydowania.
prompt-anytime-runes = Teraz nie twoja kolej na decyzję, ale możesz użyć Runy.
prompt-group-leaders = Przywódcy
prompt-group-fights = Walki i polowanie
prompt-group-voyages = Wyprawy i { ship.plural }
prompt-group-warriors = Wojownicy
prompt-group-goods = Towary i { favor }
prompt-group-village = Runy, Przeznaczenie, Robotnicy
prompt-group-trades = Wymiany
prompt-group-favor = { favor.title }
prompt-group-beg = Żebranie
prompt-group-ships = { ship.plural-title }
prompt-group-lands = Odległe krainy
prompt-group-rune-carver = Runy do wzięcia
prompt-group-destiny = Karty Przeznaczenia
prompt-group-roll = Rzut
prompt-group-rerolls = Przerzuty
prompt-group-losses = Straty
prompt-group-blame = Potępienie
prompt-group-runes = Twoje Runy
prompt-group-gifts = Runa „Dary”
prompt-group-more = Więcej
prompt-group-assign-done = Zatwierdzenie
prompt-group-fight = Walka: { $enemy }
prompt-group-ship = { ship.title } — { $land }: { $enemy }
prompt-group-enemy = { $name } ({ $reward })
decision-leader = wybrać Przywódcę
decision-place = umieścić Robotnika
decision-market = handlować na Targu
decision-church = zdecydować, ile { favor.gen } kupić
decision-alms = zdecydować, ile Żywności oddać jako jałmużnę
decision-beg = wybrać, o co żebrać
decision-shipwright = wybrać { ship.acc } do kupienia
decision-sail = wybrać odległą krainę, do której wyruszy { ship }
decision-rune-carver = wybrać Runę
decision-peek = wybrać kartę Podróży do podejrzenia
decision-true-vision = zdecydować, czy użyć Runy „Prawdziwa Wizja”
decision-keep-destiny = wybrać, którą kartę Przeznaczenia zatrzymać
decision-keep-dice = wybrać Wojowników, którzy zmieszczą się w długim domu
decision-assign = przydzielić Wojowników i Żywność
decision-roll = przyjąć wynik rzutu albo przerzucić kości
decision-losses = wybrać { $count ->
    [one] Wojownika, który polegnie
    [few] { $count } Wojowników, którzy polegną
    [many] { $count } Wojowników, którzy polegną
   *[other] { $count } Wojownika, który polegnie
}
decision-victory = zdecydować, czy użyć Runy, by zwiększyć Chwałę za zwycięstwo
decision-blame = wybrać, kto dostanie żeton Potępienia
decision-journey-rune = zdecydować, czy użyć Runy, by odrzucić kartę Podróży
decision-final-runes = zdecydować, czy użyć Run przed punktacją końcową
decision-ship-loss = { $count ->
    [one] wybrać, co pochłonie morze
    [few] wybrać { $count } straty na morzu
    [many] wybrać { $count } strat na morzu
   *[other] wybrać { $count } straty na morzu
}

## Akcje

act-leader = { $leader }
act-place = { $space }
act-trade = Wymień: { $give } → { $take }
act-end-trades = Koniec wymiany
act-church = { $favor } (koszt: { $coins })
act-alms = { $favor } (koszt: { $food })
act-beg = Wyżebrz: { $good }
act-buy-ship = Kup { ship.acc } „{ $ship }”
act-sail = Płyń: { $land } ({ $near ->
        [yes] bliska
       *[no] daleka
    })
act-take-rune = Weź Runę „{ $rune }” ({ $glory } na koniec)
act-take-rune-deck = Weź wierzchnią Runę z talii
act-peek = Podejrzyj kartę Podróży: { $land }
act-keep-destiny = Zatrzymaj: { $card }
act-hidden-destiny = Zatrzymuje kartę Przeznaczenia (którą — pozostaje tajemnicą)
act-hidden-assignment = Zmienia przydział Wojowników (tajny, dopóki wszyscy go nie zatwierdzą)
act-keep-dice = Zatrzymaj: { $dice }
act-assign = Przydziel: { $die } → { $target }
act-unassign = Wycofaj: { $die } ← { $target }
act-load-food = Załaduj 1 Żywność na pokład ({ $land })
act-unload-food = Zdejmij 1 Żywność z pokładu ({ $land })
act-send = Wyślij { $dice }
act-send-all = Wyślij wszystkich { $dice }
act-call-back = Wycofaj { $dice }
act-call-all-back = Wycofaj wszystkich
act-load = Załaduj { $food }
act-load-to-feed = Załaduj { $food } na wyżywienie załogi
act-unload = Zdejmij { $food }
act-confirm = Zatwierdź przydział
act-confirm-detail = wysyłasz { $sent } i { $food }; w domu: { $home }
act-demand-turn-order = Zażądaj kolejności graczy
act-demand-turn-order-detail = pozostali przydzielą po kolei, każdy widząc wcześniejsze przydziały
act-reroll = Przerzuć { $dice ->
        [one] kość
       *[other] kości
    } { $positions }
act-accept-roll = Przyjmij wynik
act-lose-dice = Poświęć: { $dice }
act-ship-loss = Oddaj morzu: { $dice } i { $food }
act-blame = Obwiń: { $name }
act-blame--you = Obwiń ciebie
act-rune = Użyj Runy „{ $rune }”
act-rune-gifts = Użyj Runy „Dary”: { $food }, { $wood }, { $coins }
act-rune-success = Użyj Runy „Sukces”: { $card }
act-pass = Nie, dziękuję
act-final-runes-done = Gotowe — czas na punktację końcową

## Co się wydarzyło

ev-game-started = Znacznik Pierwszego Gracza otrzymuje { $name }.
ev-game-started--you = Otrzymujesz znacznik Pierwszego Gracza.
ev-destiny-drawn = Dobrane Przeznaczenie: { $cards }
ev-destiny-returned = { $name } odkłada { $count ->
    [one] { $count } kartę Przeznaczenia
    [few] { $count } karty Przeznaczenia
    [many] { $count } kart Przeznaczenia
   *[other] { $count } karty Przeznaczenia
} na spód talii.
ev-destiny-returned--you = Odkładasz { $count ->
    [one] { $count } kartę Przeznaczenia
    [few] { $count } karty Przeznaczenia
    [many] { $count } kart Przeznaczenia
   *[other] { $count } karty Przeznaczenia
} na spód talii.
ev-leader = { $name } prowadzi klan jako { $leader }.
ev-leader--you = Prowadzisz klan jako { $leader }.
ev-round = Zaczyna się runda { $round } — pierwszy ruch ma { $name }.
ev-round--you = Zaczyna się runda { $round } — pierwszy ruch masz ty.
ev-reshuffled = Odrzucone karty { $deck } zostają przetasowane w nową talię.
ev-placed = { $name } → { $space }{ $paid ->
        [yes] : płaci { $cost }{ $gained ->
            [yes] , otrzymuje { $goods }
           *[no] {""}
        }
       *[no] { $gained ->
            [yes] : otrzymuje { $goods }
           *[no] {""}
        }
    }.
ev-placed--you = Ty → { $space }{ $paid ->
        [yes] : płacisz { $cost }{ $gained ->
            [yes] , otrzymujesz { $goods }
           *[no] {""}
        }
       *[no] { $gained ->
            [yes] : otrzymujesz { $goods }
           *[no] {""}
        }
    }.
ev-gained = { $name } otrzymuje { $goods }.
ev-gained--you = Otrzymujesz { $goods }.
ev-paid = { $name } płaci { $goods }.
ev-paid--you = Płacisz { $goods }.
ev-exchange = { $name } płaci { $cost } i otrzymuje { $goods }.
ev-exchange--you = Płacisz { $cost } i otrzymujesz { $goods }.
ev-ullr = Szał Ullra: { $name } zdobywa { $glory } za podwójną Broń.
ev-ullr--you = Szał Ullra: zdobywasz { $glory } za podwójną Broń.
ev-dice-returned = { $name } nie ma miejsca w długim domu i odsyła do puli { $dice }.
ev-dice-returned--you = Nie masz miejsca w długim domu i odsyłasz do puli { $dice }.
ev-marker = { $name } przejmuje znacznik Pierwszego Gracza.
ev-marker--you = Przejmujesz znacznik Pierwszego Gracza.
ev-worker-bought = { $name } najmuje dodatkowego Robotnika.
ev-worker-bought--you = Najmujesz dodatkowego Robotnika.
ev-rune-taken = { $name } bierze Runę „{ $rune }”.
ev-rune-taken--you = Bierzesz Runę „{ $rune }”.
ev-ship-bought = { $name } kupuje { ship.acc } „{ $ship }”.
ev-ship-bought--you = Kupujesz { ship.acc } „{ $ship }”.
ev-ship-bought-paid = { $name } kupuje { ship.acc } „{ $ship }” za { $cost }.
ev-ship-bought-paid--you = Kupujesz { ship.acc } „{ $ship }” za { $cost }.
ev-sailed = { $name } rezerwuje wyprawę: { $land } ({ $ship }).
ev-sailed--you = Rezerwujesz wyprawę: { $land } ({ $ship }).
ev-peeked = Karta Podróży — { $land }: { $card }
ev-assigned = { $name } → { $target }: wysyła { $dice }.
ev-assigned--you = Ty → { $target }: wysyłasz { $dice }.
ev-assigned-none = { $name } → { $target }: nikogo nie wysyła.
ev-assigned-none--you = Ty → { $target }: nikogo nie wysyłasz.
ev-assigned-ship-food = { $name } ładuje na { ship.acc } ({ $land }) tylko { $food }.
ev-assigned-ship-food--you = Ładujesz na { ship.acc } ({ $land }) tylko { $food }.
ev-assigned-ship-crew = { $name } ładuje na { ship.acc } ({ $land }) { $dice }, bez Żywności.
ev-assigned-ship-crew--you = Ładujesz na { ship.acc } ({ $land }) { $dice }, bez Żywności.
ev-assigned-ship = { $name } ładuje na { ship.acc } ({ $land }) { $dice } i { $food }.
ev-assigned-ship--you = Ładujesz na { ship.acc } ({ $land }) { $dice } i { $food }.
ev-confirmed = { $name } kończy przydzielanie Wojowników.
ev-confirmed--you = Kończysz przydzielanie Wojowników.
ev-turn-order = { $name } żąda kolejności graczy: pozostali przydzielają Wojowników po kolei.
ev-turn-order--you = Żądasz kolejności graczy: pozostali przydzielają Wojowników po kolei.
ev-fight = ⚔️ { $name } rzuca do walki { $dice } — wróg: { $foe } ({ $strength }). Rzut: { $roll }
ev-fight--you = ⚔️ Rzucasz do walki { $dice } — wróg: { $foe } ({ $strength }). Rzut: { $roll }
ev-hunt-start = 🏹 { $name } wyrusza na polowanie, zabierając { $dice }. Rzut: { $roll }
ev-hunt-start--you = 🏹 Wyruszasz na polowanie, zabierając { $dice }. Rzut: { $roll }
ev-rolled = { $name } rzuca kośćmi: { $roll }
ev-rolled--you = Rzucasz kośćmi: { $roll }
ev-rerolled = { $name } przerzuca — nowy wynik: { $roll }
ev-rerolled--you = Przerzucasz — nowy wynik: { $roll }
ev-rerolled-favor = { $name } wydaje { favor.one } i przerzuca: { $roll }{ $glory ->
        [0] {""}
       *[other] {" "}— dar Asmundra: +{ $glory } pkt Chwały
    }
ev-rerolled-favor--you = Wydajesz { favor.one } i przerzucasz: { $roll }{ $glory ->
        [0] {""}
       *[other] {" "}— dar Asmundra: +{ $glory } pkt Chwały
    }
ev-rune-used = { $name } używa Runy „{ $rune }”.
ev-rune-used--you = Używasz Runy „{ $rune }”.
ev-rune-gain = { $name } używa Runy „{ $rune }” i otrzymuje { $goods }.
ev-rune-gain--you = Używasz Runy „{ $rune }” i otrzymujesz { $goods }.
ev-rune-reroll = { $name } używa Runy „{ $rune }” — puste kości przerzucone: { $roll }
ev-rune-reroll--you = Używasz Runy „{ $rune }” — puste kości przerzucone: { $roll }
ev-combat-round = Runda walki: { $damage ->
    [one] { $damage } obrażenie
    [few] { $damage } obrażenia
    [many] { $damage } obrażeń
   *[other] { $damage } obrażenia
} ({ $total } z { $defense }), { $shields ->
    [one] { $shields } Tarcza
    [few] { $shields } Tarcze
    [many] { $shields } Tarcz
   *[other] { $shields } Tarczy
}, { $losses ->
    [0] bez strat
    [one] ginie { $losses } Wojownik
    [few] giną { $losses } Wojownicy
    [many] ginie { $losses } Wojowników
   *[other] ginie { $losses } Wojownika
}.
ev-lost-fight = { $name } traci w walce { $dice }.
ev-lost-fight--you = Tracisz w walce { $dice }.
ev-lost-journey = { $name } traci na morzu { $dice }.
ev-lost-journey--you = Tracisz na morzu { $dice }.
ev-lost-starvation = Głód zbiera żniwo — { $name } traci { $dice }.
ev-lost-starvation--you = Głód zbiera żniwo — tracisz { $dice }.
ev-lost-barred = Ten przeciwnik od razu zabija Wojowników, którzy nie mogą z nim walczyć — { $name } traci { $dice }.
ev-lost-barred--you = Ten przeciwnik od razu zabija Wojowników, którzy nie mogą z nim walczyć — tracisz { $dice }.
ev-victory = ⚔️ **{ $name } pokonuje wroga: { $foe }!** Zdobywa { $reward }.
ev-victory--you = ⚔️ **Pokonujesz wroga: { $foe }!** Zdobywasz { $reward }.
ev-defeat = Porażka: { $name } kontra { $foe } — tym razem wróg górą.
ev-defeat--you = Porażka: ty kontra { $foe } — tym razem wróg górą.
ev-hunted = { $name } przynosi z polowania { $food }.
ev-hunted--you = Przynosisz z polowania { $food }.
ev-blame-returned = { $name } oddaje 1 żeton Potępienia za pokonanie Trolla.
ev-blame-returned--you = Oddajesz 1 żeton Potępienia za pokonanie Trolla.
ev-blame = { $from } wskazuje winnego — { $to } dostaje żeton Potępienia za Trolla (kara na koniec: { $penalty }).
ev-blame--you-to = { $from } wskazuje winnego — dostajesz żeton Potępienia za Trolla (kara na koniec: { $penalty }).
ev-blame--you-from = Wskazujesz winnego — { $to } dostaje żeton Potępienia za Trolla (kara na koniec: { $penalty }).
ev-journey = Wyprawa — { $land }. Karta Podróży: { $card } ({ $effect }).
ev-food-lost = { $name } traci zapasy z { ship.gen }: { $food }.
ev-food-lost--you = Tracisz zapasy z { ship.gen }: { $food }.
ev-troll-escaped = { $troll } grasuje dalej — każdy otrzymuje 1 żeton Potępienia.
ev-draugr-gone = { $draugr } rozpływa się w mroku.
ev-destiny-revealed = { $name } odkrywa kartę Przeznaczenia — { $card } — i od razu zdobywa { $glory }.
ev-destiny-revealed--you = Odkrywasz kartę Przeznaczenia — { $card } — i od razu zdobywasz { $glory }.
ev-game-ended = Ósma runda dobiegła końca — czas na punktację końcową!

## Punktacja końcowa

scoring-title = Punktacja końcowa
scoring-player = { $place }. { $name }: { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
}
scoring-player--you = { $place }. Ty: { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
}
scoring-track = Tor Chwały: { $points } pkt
scoring-destiny = Karty Przeznaczenia: { $points } pkt — { $cards }
scoring-destiny-card = { $card } { $points }
scoring-sets = Zestawy: { $points } pkt ({ $sets ->
        [0] żadnego pełnego
       *[other] { $sets } × 🟥🟨🟦
    }) — { $enemies }
scoring-runes = Runy: { $points } pkt — { $runes }
scoring-ship = { ship.title }: { $points } pkt — { $ship }
scoring-favor = { favor.title }: { $points } pkt ({ $favor })
scoring-coins = Monety: { $points } pkt ({ $coins })
scoring-blame = Potępienie: { $points } pkt ({ $blame })
scoring-winners = 🏆 { $count ->
    [one] Zwycięża { $names }!
   *[other] Zwycięstwem dzielą się: { $names }!
}
scoring-defeated-count = { $name } { $count }
scoring-defeated-count--you = ty { $count }
scoring-tie-broken = { $names }: remis, po { $points } pkt; rozstrzyga liczba pokonanych wrogów ({ $counts }).
scoring-tie-shared = { $names }: remis, po { $points } pkt i tyle samo pokonanych wrogów ({ $counts }) — dzielą się miejscem.

## Odmowy według zasad

rule-error-game-over = Gra dobiegła końca.
rule-error-unknown-seat = Nie ma takiego miejsca.
rule-error-not-your-decision = Teraz nie ty decydujesz.
rule-error-wrong-decision = To nie jest odpowiedź na bieżącą decyzję.
rule-error-leader-taken = Tego Przywódcę ktoś już wybrał.
rule-error-space-taken = To pole jest już zajęte w tej rundzie.
rule-error-space-unavailable = Tego pola nie można teraz użyć.
rule-error-no-workers-left = Nie masz już Robotników do rozmieszczenia.
rule-error-cannot-pay = Nie stać cię na to.
rule-error-longhouse-full = Twój długi dom nie pomieści tylu Wojowników.
rule-error-over-capacity = Na pokładzie nie zmieści się już nic więcej.
pick-reroll = Przerzuć wybrane kości za { favor.one }…
rule-error-barred-die-kind = Z tym wrogiem nie mogą walczyć Wojownicy tego rodzaju.
rule-error-unknown-card = Ta karta jest niedostępna.
rule-error-already-owned = Już to masz.
rule-error-not-enough = Masz na to za mało.
rule-error-invalid-amount = Taka liczba jest niedozwolona.
rule-error-invalid-target = To nie jest prawidłowy cel.
rule-error-rune-unavailable = Nie masz tej Runy gotowej do użycia.
rule-error-internal = Gra nie mogła tego wykonać. Przepraszamy!
ev-phase-assignment = — Wszyscy Robotnicy stoją na polach: czas przydzielić Wojowników. —
ev-phase-resolution = — Do boju! Polowania, Troll, Draugry, a potem wyprawy. —

# Plansza po zakończeniu gry.
board-title-final = Koniec gry — plansza końcowa
board-player-final = { $name } ({ $leader }): { $glory }, { $blame } · { $goods } · Wojownicy: { $dice } · Przeznaczenie: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }
board-player-final--you = Ty ({ $leader }): { $glory }, { $blame } · { $goods } · Wojownicy: { $dice } · Przeznaczenie: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }

## Obraz planszy (krótko: napisy stoją obok rysunków)

pic-winners = { $count ->
    [one] Zwycięża { $names }
   *[other] Zwycięstwem dzielą się: { $names }
}
pic-first-player = Pierwszy Gracz: { $name }
pic-marker-moved = w następnej rundzie: { $name }
pic-acting = Czekamy na: { $names }
pic-acting-all = Czekamy na wszystkich
pic-near = bliska
pic-far = daleka
pic-troll = Troll
pic-draugr-left = Lewy Draugr
pic-draugr-right = Prawy Draugr
pic-col-player = Gracz
pic-col-warriors = Wojownicy
pic-col-defeated = Pokonani
pic-place = { $place }. { $name }
pic-score-track = Tor Chwały
pic-score-destiny = Przeznaczenie
pic-score-sets = Zestawy
pic-score-runes = Runy
pic-score-ship = { ship.title }
pic-score-favor = { favor.title }
pic-score-coins = Monety
pic-score-blame = Potępienie
pic-score-total = Razem
lobby-rules = Zasady: { $edition }
