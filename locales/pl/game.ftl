### Skald — Wojownicy Midgardu opowiedziani słowami (polski).
### Te same identyfikatory co w locales/en/game.ftl. Nazwy wstawiane w zmiennych ($space, $foe,
### $goods, $dice…) są w mianowniku, dlatego zdania stawiają je po dwukropku, strzałce, myślniku
### albo jako podmiot — chyba że są dopełnieniem czasownika (otrzymuje, płaci, traci, odsyła):
### wtedy przychodzą w bierniku („otrzymuje 2 Mieczników, 1 Monetę”). $name to imię gracza (dowolna płeć): bez czasu przeszłego.
### Słownictwo niezależne od wydania: „łódź” (Langskip / Łódź), „przychylność Bogów” (Łaska Bogów / Przysługi).

## Listy i drobne słowa

list-none = brak
list-more = { $head }, { $tail }
land = Kraina { $number }
foe-hunt = dzika zwierzyna
die-at = kość { $position } ({ $die })
die-face = { $die } ({ $face })
face-blank = pusta ścianka
face-shield = Tarcza
face-weapon = Broń
face-double = podwójna Broń
target-troll = Troll
target-draugr-left = lewy Draugr
target-draugr-right = prawy Draugr
target-ship = łódź ({ $land })
ship-kind-small = mała wspólna łódź
ship-kind-large = duża wspólna łódź
ship-kind-private = własna łódź
# Dopełniacz: „Odrzucone karty { $deck } zostają przetasowane…”
deck-trolls = Trolli
deck-draugr = Draugrów
deck-journeys = Podróży
deck-merchants = Statków Kupieckich
rune-ready = { $rune }
rune-used = { $rune } (użyta)
merchant-card = { $name } — { $goods }

## Fazy i plansza

phase-leaders = wybór Przywódców
phase-placement = rozmieszczanie Robotników
phase-assignment = przypisywanie Wojowników
phase-resolution = walki i wyprawy
phase-final-runes = ostatnie Runy przed punktacją końcową
phase-finished = koniec gry
board-title = Runda { $round } z 8 — { $phase }
board-first-player = Pierwszy Gracz: { $name }
board-troll = Troll: { $name } (Atak { $attack }, Obrona { $defense }{ $bars ->
        [some] , zakaz: { $barred }
       *[none] {""}
    })
board-draugr-left = Lewy Draugr: { $name } (Atak { $attack }, Obrona { $defense }{ $bars ->
        [some] , zakaz: { $barred }
       *[none] {""}
    })
board-draugr-right = Prawy Draugr: { $name } (Atak { $attack }, Obrona { $defense }{ $bars ->
        [some] , zakaz: { $barred }
       *[none] {""}
    })
board-monster = { $name } (Atak { $attack }, Obrona { $defense }{ $bars ->
        [some] , zakaz: { $barred }
       *[none] {""}
    }, na karcie: { $coins ->
    [one] { $coins } Moneta
    [few] { $coins } Monety
    [many] { $coins } Monet
   *[other] { $coins } Monety
})
board-no-monster = brak wroga
board-ship = łódź: { $name }
board-no-ship = jeszcze bez łodzi
board-land-near = { $land } (bliska): { $monster } · karta Podróży: { $journey ->
    [one] zakryta
   *[other] brak
} · { $ship }
board-land-far = { $land } (daleka): { $monster } · karta Podróży: { $journey ->
    [one] zakryta
   *[other] brak
} · { $ship }
board-runes = Runy do wzięcia: { $runes } (w talii: { $deck })
board-merchant = W porcie: { $card }
board-shops = W warsztatach czekają: { $dice } · w spiżarni: { $food }
board-huts = Cena dodatkowego Robotnika: { $price }
board-stalls = Stragany: { $stalls }
board-worker = { $space } ({ $name })
board-workers = Robotnicy na planszy: { $workers }
board-player = { $name } — { $leader }
board-player-goods = { $food } · { $wood } · { $coins } · { $favor }
board-player-fame = { $glory } · { $blame }
board-player-dice = Wojownicy: { $dice }
board-player-workers = Robotnicy do rozmieszczenia: { $left } z { $total }
board-player-runes = Runy: { $runes }
board-player-ship = Łódź: { $ship }
board-player-cards = Karty Przeznaczenia: { $destiny } · pokonani wrogowie: { $defeated }
board-player-revealed = Odkryte Przeznaczenie: { $card }
board-player-defeated = Pokonani: { $enemies }

## Twoja ręka

hand-title = Twoja ręka
hand-destiny = Twoje karty Przeznaczenia: { $cards }
hand-destiny-card = { $card } ({ $condition })
hand-assigned = Przydział — { $target }: { $dice } · zapasy: { $food }
hand-peeked = Znasz kartę Podróży — { $land }: { $card }

## Pytania

prompt-waiting = { $name } musi teraz { $decision }.
prompt-yours = Twój ruch — musisz { $decision }.
prompt-nothing = Na razie nie ma nic do zdecydowania.
prompt-anytime-runes = Teraz nie twoja kolej na decyzję, ale możesz użyć Runy.
decision-leader = wybrać Przywódcę
decision-place = umieścić Robotnika
decision-market = handlować na Targu
decision-church = zdecydować, ile przychylności Bogów kupić
decision-alms = zdecydować, ile Żywności oddać jako jałmużnę
decision-beg = wybrać, o co żebrać
decision-shipwright = wybrać łódź do kupienia
decision-sail = wybrać odległą krainę, do której wyruszy łódź
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
    [one] wybrać, co przepadnie z łodzi
    [few] wybrać { $count } straty na łodzi
    [many] wybrać { $count } strat na łodzi
   *[other] wybrać { $count } straty na łodzi
}

## Akcje

act-leader = { $leader } — { $ability }
act-place = { $space }
act-trade = Wymień: { $give } → { $take }
act-end-trades = Koniec wymiany
act-church = { $favor } (koszt: { $coins })
act-alms = { $favor } (koszt: { $food })
act-beg = Wyżebrz: { $good }
act-buy-ship = Kup łódź „{ $ship }”
act-sail = Płyń: { $land } ({ $monster })
act-take-rune = Weź Runę „{ $rune }” — { $effect }
act-take-rune-deck = Weź wierzchnią Runę z talii
act-peek = Podejrzyj kartę Podróży: { $land }
act-keep-destiny = Zatrzymaj: { $card } ({ $condition })
act-hidden-destiny = Zatrzymuje kartę Przeznaczenia (którą — pozostaje tajemnicą)
act-hidden-assignment = Zmienia przydział Wojowników (tajny, dopóki wszyscy go nie zatwierdzą)
act-keep-dice = Zatrzymaj: { $dice }
act-assign = Przydziel: { $die } → { $target }
act-unassign = Wycofaj: { $die } ← { $target }
act-load-food = Załaduj 1 Żywność na łódź ({ $land })
act-unload-food = Zdejmij 1 Żywność z łodzi ({ $land })
act-confirm = Zatwierdź przydział
act-demand-turn-order = Zażądaj kolejności graczy
act-reroll = Przerzuć za 1 żeton Bogów: { $dice }
act-accept-roll = Przyjmij wynik
act-lose-dice = Poświęć: { $dice }
act-ship-loss = Oddaj morzu: { $dice } i { $food }
act-blame = Obwiń: { $name }
act-rune = Użyj Runy „{ $rune }”
act-rune-gifts = Użyj Runy „Dary”: { $food }, { $wood }, { $coins }
act-rune-success = Użyj Runy „Sukces”: { $card }
act-pass = Nie, dziękuję
act-final-runes-done = Gotowe — czas na punktację końcową

## Co się wydarzyło

ev-game-started = Znacznik Pierwszego Gracza otrzymuje { $name }.
ev-destiny-drawn = Dobrane Przeznaczenie: { $cards }
ev-destiny-returned = { $name } odkłada { $count ->
    [one] { $count } kartę Przeznaczenia
    [few] { $count } karty Przeznaczenia
    [many] { $count } kart Przeznaczenia
   *[other] { $count } karty Przeznaczenia
} na spód talii.
ev-leader = { $name } prowadzi klan jako { $leader }.
ev-round = Zaczyna się runda { $round } — pierwszy ruch ma { $name }.
ev-reshuffled = Odrzucone karty { $deck } zostają przetasowane w nową talię.
ev-placed = { $name } stawia Robotnika: { $space }.
ev-gained = { $name } otrzymuje { $goods }.
ev-paid = { $name } płaci { $goods }.
ev-dice-returned = { $name } nie ma miejsca w długim domu i odsyła do puli { $dice }.
ev-marker = { $name } przejmuje znacznik Pierwszego Gracza.
ev-worker-bought = { $name } najmuje dodatkowego Robotnika.
ev-rune-taken = { $name } bierze Runę „{ $rune }”.
ev-ship-bought = { $name } kupuje łódź „{ $ship }”.
ev-sailed = { $name } rezerwuje wyprawę: { $land } ({ $ship }).
ev-peeked = Karta Podróży — { $land }: { $card }
ev-assigned = { $name } → { $target }: { $dice } · zapasy: { $food }
ev-confirmed = { $name } kończy przydzielanie Wojowników.
ev-turn-order = { $name } żąda kolejności graczy: pozostali przydzielają Wojowników po kolei.
ev-fight = Walka: { $name } ({ $dice }) kontra { $foe }.
ev-hunt-start = { $name } wyrusza na polowanie, zabierając { $dice }.
ev-rolled = { $name } rzuca kośćmi: { $roll }
ev-rerolled = { $name } przerzuca — nowy wynik: { $roll }
ev-rune-used = { $name } używa Runy „{ $rune }”.
ev-combat-round = Runda walki: { $damage ->
    [one] { $damage } obrażenie
    [few] { $damage } obrażenia
    [many] { $damage } obrażeń
   *[other] { $damage } obrażenia
} (łącznie { $total }), { $shields ->
    [one] { $shields } Tarcza
    [few] { $shields } Tarcze
    [many] { $shields } Tarcz
   *[other] { $shields } Tarczy
}, { $losses ->
    [0] bez strat
    [one] ginie { $losses } Wojownik
    [few] ginie { $losses } Wojowników
    [many] ginie { $losses } Wojowników
   *[other] ginie { $losses } Wojownika
}.
ev-lost-fight = { $name } traci w walce { $dice }.
ev-lost-journey = { $name } traci na morzu { $dice }.
ev-lost-starvation = Głód zbiera żniwo — { $name } traci { $dice }.
ev-lost-barred = Ten przeciwnik od razu zabija Wojowników, którzy nie mogą z nim walczyć — { $name } traci { $dice }.
ev-victory = Zwycięstwo! { $name } kontra { $foe } — wróg pokonany!
ev-defeat = Porażka: { $name } kontra { $foe } — tym razem wróg górą.
ev-hunted = { $name } — łup z polowania: { $food }.
ev-blame = { $from } wskazuje: żeton Potępienia za Trolla otrzymuje { $to }.
ev-journey = Wyprawa — { $land }. Karta Podróży: { $card }.
ev-food-lost = { $name } traci zapasy z łodzi: { $food }.
ev-troll-escaped = { $troll } grasuje dalej — każdy otrzymuje 1 żeton Potępienia.
ev-draugr-gone = { $draugr } rozpływa się w mroku.
ev-destiny-revealed = { $name } odkrywa kartę Przeznaczenia — { $card } — i od razu zdobywa { $glory }.
ev-game-ended = Ósma runda dobiegła końca — czas na punktację końcową!

## Punktacja końcowa

scoring-title = Punktacja końcowa
scoring-player = { $name }: { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
}
scoring-track = Tor Chwały: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-destiny = Karty Przeznaczenia: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-sets = Zestawy wrogów: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-runes = Runy: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-ship = Własna łódź: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-favor = Przychylność Bogów: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-coins = Monety: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-blame = Potępienie: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
scoring-winners = { $count ->
    [one] Zwycięża { $names }!
   *[other] Zwycięstwem dzielą się: { $names }!
}

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
rule-error-over-capacity = Łódź nie zabierze już nic więcej.
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
