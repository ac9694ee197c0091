### Skald — Bogowie Wikingów, po polsku. Każdy identyfikator zaczyna się od gods-.

gods-game-name = Bogowie Wikingów

## Nazwy

gods-token = { $token ->
        [odin] Odin
        [thor] Thor
        [tyr] Tyr
        [heimdall] Heimdall
        [frey] Frey
        [vidar] Vidar
        [magni] Magni
        [modi] Modi
        [uller] Uller
        [walkirie] Walkirie
        [forseti] Forseti
        [sif] Sif
        [dwalin] Dwalin
        [freke] Freke i Gere
        [yggdrasill] Yggdrasill
        [loki] Loki
        [fenris] Fenris
        [jormungandr] Jormungandr
        [surtur] Surtur
        [thyrm] Thyrm
        [garm] Garm
        [fire1] Płomienny Gigant 1
        [fire2] Płomienny Gigant 2
        [fire3] Płomienny Gigant 3
        [ice1] Lodowy Gigant 1
        [ice2] Lodowy Gigant 2
        [ice3] Lodowy Gigant 3
       *[hela] Hela
    }
gods-token-full = { $token } ({ $code }, { $strength })
gods-token-at = { $token } na { $hex }
gods-token-hex = { $token } { $hex }
gods-side = { $side ->
        [asgard] Siły Asgardu
       *[chaos] Siły Chaosu
    }
gods-player = { $name } ({ $side })
gods-player--you = Twoja strona ({ $side })
gods-hex = { $hex }
gods-terrain = { $terrain ->
        [plain] równina
        [forest] las
        [glacier] lodowiec
        [hills] wzgórza
        [bridge] Tęczowy Most
        [heimdall] pole Heimdalla
       *[helfield] Pole Heli
    }
gods-result = { $result ->
        [bp] obrońca pokonany (BP)
        [bu] obrońca ucieka (BU)
        [draw] remis (=)
        [au] atakujący uciekają (AU)
       *[ap] atakujący pokonani (AP)
    }
gods-faces = { $dice } { $result ->
        [bp] obrońca pada
        [bu] obrońca ucieka
        [draw] remis
        [au] uciekasz
       *[ap] padasz
    }
gods-odds = { $attack } na { $defence }, { $difference }: { $faces }
gods-odds-attack = Atak { $sum }
gods-odds-defence = Obrona { $sum }
gods-odds-sif = Przy Sif różnica wynosi najwyżej +3.
gods-odds-tree = Yggdrasill nie ucieka: gdy by musiał, jest remis.
gods-breakdown = { $total } ({ $terms })
gods-term = { $kind ->
        [strength] { $token } { $plain }
        [bonus] { $token } przeciw: { $other } { $value }
        [river] { $token } przez rzekę { $value }
        [aura] aura: { $token } { $value }
       *[protection] trudny cel: { $token } { $value }
    }
gods-term-terrain = { $token } z terenu „{ $terrain }” { $value }

## Stół przed grą

gods-lobby-limit = { $rounds ->
        [0] Limit rund: brak — gra trwa, aż padnie jeden z celów
       *[other] Limit rund: { $rounds } (potem remis, jeśli oba cele stoją)
    }
gods-lobby-free-deploy = Swobodne rozstawienie: każda strona sama ustawia swoje żetony (Chaos pierwszy)
gods-side-help = Stronę wybierzesz poleceniem /gods strona: asgard albo chaos. Jeśli nikt nie wybierze, rozstrzygnie los.

## Plansza

gods-title = Runda { $round } z { $limit } — { $phase }
gods-title-over = Gra skończona po rundzie { $round }
gods-phase-deploy = rozstawienie: { $side }
gods-phase-move = ruch: { $side }
gods-phase-attack = atak: { $side }
gods-phase-hela = wędrówka Heli
gods-phase-bridge = Tęczowy Most się kruszy
gods-map = ```
    { $map }
    ```
gods-map-legend = `.` równina · `#` las · `^` wzgórza · `*` lodowiec · `=` most · `x` pustka · `+` pole Heimdalla · `@` Pole Heli · `~` rzeka · WIELKIE litery Asgard, małe Chaos, `hl` Hela · `!` związany walką · `~` po kodzie: zamrożony
gods-side-tokens = { $player }: { $tokens }
gods-pinned = Związane walką: { $tokens }
gods-frozen = Zamrożony do najbliższego ruchu Chaosu: { $token }
gods-hela-at = Hela stoi na { $hex }.
gods-bridge = { $left ->
        [0] Tęczowego Mostu już nie ma.
        [one] Tęczowy Most: zostało jedno pole (pustka: { $voids }).
        [few] Tęczowy Most: zostały { $left } pola (pustka: { $voids }).
       *[other] Tęczowy Most: zostało { $left } pól (pustka: { $voids }).
    }
gods-removed = Usunięte: { $tokens }
gods-waiting = Czekamy na: { $player }.
gods-waiting--you-player = Czekamy na ciebie.
gods-targets = Cele — { $loki } · { $tree }
gods-target-at = { $token } na { $hex }
gods-target-gone = { $token } — poległ
gods-you-play = Grasz jako { $side }.

## Pytania do gracza

gods-prompt-nothing = Teraz nie ma nic do wyboru.
gods-decision = { $player }: { $what }
gods-decision-yours = Twój ruch: { $what }
gods-ask = { $decision ->
        [deploy] rozstaw żetony na swoich polach
        [move] przesuń żetony (każdy o najwyżej 2 pola), potem zakończ ruch
        [attack] ogłaszaj walki po jednej, potem zakończ ataki
        [retreat] wskaż, dokąd ucieka { $token }
        [hela] na kości Heli wypadło { $roll } — zostaw albo obróć o jeden
       *[void] { $count ->
            [one] zakryj jedno pole Tęczowego Mostu
            [few] zakryj { $count } pola Tęczowego Mostu
           *[other] zakryj { $count } pól Tęczowego Mostu
        }
    }
gods-group-place = Ustaw: { $token }
gods-group-move = Ruch: { $token }
gods-group-jump = Skok: { $token }
gods-group-freeze = Zamrożenie: { $token }
gods-group-attack = Atak → { $token }
gods-group-void = Zakryj { $hex } i…
gods-group-ask = { $kind ->
        [place] Gdzie stanie { $token }?
        [move] Dokąd idzie { $token }?
        [jump] Dokąd skacze { $token }?
        [freeze] Kogo zamrozi { $token }?
       *[attack] { $token } — kto atakuje?
    }
gods-group-ask-void = Które pole zakryć razem z { $hex }?
gods-act-place = { $token } → { $hex }
gods-act-move = { $token } { $from } → { $to }
gods-act-jump = { $token }: skok → { $to }
gods-act-freeze = Frey zamraża: { $target }
gods-act-done = { $phase ->
        [deploy] Resztę ustaw standardowo
        [attack] Zakończ ataki
       *[move] Zakończ ruch
    }
gods-act-attack = Atak → { $defender }: { $attackers }
gods-act-attack-all = Atak → { $defender }: wszystkie ({ $count })
gods-act-retreat = { $token } ucieka na { $to }
gods-act-hela = { $answer ->
        [keep] Zostaw wynik
        [plus] Dodaj 1
       *[minus] Odejmij 1
    }
gods-act-void = Zakryj { $hexes }
gods-act-resign = Poddaj się
gods-detail-helfield = Pole Heli: { $token } tu ginie
gods-detail-across = przez rzekę
gods-detail-beside = obok: { $tokens }
gods-detail-more = { $head } · { $tail }
gods-menu = { $decision ->
        [deploy] Wybierz żeton i pole, na którym stanie
        [move] Wybierz ruch albo zakończ fazę ruchu
        [attack] Wybierz atak albo zakończ ataki
        [retreat] Wybierz, dokąd ucieka { $token }
        [hela] Zostaw wynik kostki Heli albo zmień go o 1
       *[void] { $count ->
            [one] Wybierz pole mostu do zakrycia
           *[other] Wybierz pola mostu do zakrycia ({ $count })
        }
    }
gods-detail-void = Zginą: { $tokens }
gods-detail-hela-step = kierunek { $direction } → { $hex }
gods-detail-hela-home = poza planszę: powrót na Pole Heli (E9)
gods-detail-hela-barred = na pole, gdzie stoi { $token } — rzut od nowa

## Co się wydarzyło

gods-ev-seated = Siłami Asgardu dowodzi { $asgard }, Siłami Chaosu { $chaos }{ $drawn ->
        [yes] {" "}(rozstrzygnął los).
       *[no] .
    }
gods-ev-seated--you-asgard = Dowodzisz Siłami Asgardu, Siłami Chaosu dowodzi { $chaos }{ $drawn ->
        [yes] {" "}(rozstrzygnął los).
       *[no] .
    }
gods-ev-seated--you-chaos = Siłami Asgardu dowodzi { $asgard }, a ty dowodzisz Siłami Chaosu{ $drawn ->
        [yes] {" "}(rozstrzygnął los).
       *[no] .
    }
gods-ev-placed = { $token } staje na { $hex }.
gods-ev-phase = — { $title } —
gods-ev-moved = { $token } { $from } → { $to }
gods-ev-jumped = { $token }: skok { $from } → { $to }
gods-ev-frozen = Frey zamraża: { $target } — w najbliższym ruchu Chaosu ten żeton stoi.
gods-ev-thawed = { $token } odtaja.
gods-ev-duel = ⚔️ { $attackers } przeciw: { $defender } — { $attack } na { $defence } ({ $difference }), kość { $die } → { $result }{ $tree ->
        [yes] , co przeciw drzewu oznacza remis
       *[no] {""}
    }.
gods-ev-retreated = { $token } ucieka { $from } → { $to }.
gods-ev-removed = ☠️ { $token } ({ $hex }) { $cause ->
        [beaten] — pokonany, schodzi z planszy.
        [attack-beaten] — ginie w ataku.
        [cornered] — nie ma dokąd uciec i ginie.
        [helfield] — uciekł na Pole Heli i ginie.
        [hela] — stał obok Heli i ona go zabiera.
       *[void] — spada razem z mostem.
    }
gods-ev-hela-roll = 🎲 Hela, krok { $step }: kość { $die } (kierunek { $direction }).
gods-ev-hela-adjusted = Chaos { $answer ->
        [plus] dodaje 1
       *[minus] odejmuje 1
    }: kierunek { $from } → { $to }.
gods-ev-hela-barred = Kierunek { $direction } prowadzi na pole, gdzie stoi { $token }: rzut od nowa.
gods-ev-hela-step = Hela { $from } → { $to }
gods-ev-hela-home = Hela schodzi z planszy na { $from } i wraca na Pole Heli (E9).
gods-ev-voided = Pole mostu { $hex } zamienia się w pustkę.
gods-ev-resigned = { $player } się poddaje.
gods-ev-resigned--you-player = Poddajesz się.
gods-ev-won = 🏆 Wygrywa { $player } — { $cause ->
        [loki] Lokiego nie ma już na planszy.
        [tree] Yggdrasill padł.
        [resignation] przeciwnik się poddał.
       *[limit] koniec limitu rund.
    }
gods-ev-won--you-player = 🏆 Wygrywasz — { $cause ->
        [loki] Lokiego nie ma już na planszy.
        [tree] Yggdrasill padł.
        [resignation] przeciwnik się poddał.
       *[limit] koniec limitu rund.
    }
gods-ev-drawn = Runda { $round } była ostatnia: oba cele stoją, gra kończy się remisem.
gods-played = { $player }: { $action }

## Koniec gry

gods-scoring-title = Koniec bitwy
gods-scoring-winner = 🏆 Wygrywa { $player } — { $cause ->
        [loki] Loki usunięty z planszy.
        [tree] Yggdrasill padł.
        [resignation] przeciwnik się poddał.
       *[limit] koniec limitu rund.
    }
gods-scoring-winner--you-player = 🏆 Wygrywasz — { $cause ->
        [loki] Loki usunięty z planszy.
        [tree] Yggdrasill padł.
        [resignation] przeciwnik się poddał.
       *[limit] koniec limitu rund.
    }
gods-scoring-draw = Remis: po rundzie { $round } stoją i Loki, i Yggdrasill.
gods-scoring-rounds = { $rounds ->
        [one] Rozegrano jedną rundę.
        [few] Rozegrano { $rounds } rundy.
       *[other] Rozegrano { $rounds } rund.
    }
gods-scoring-standing = { $count ->
        [one] Na planszy został jeden żeton: { $tokens }
        [few] Na planszy zostały { $count } żetony: { $tokens }
       *[other] Na planszy zostało { $count } żetonów: { $tokens }
    }
gods-scoring-lost = { $count ->
        [0] Bez strat.
        [one] Stracony jeden: { $tokens }
        [few] Stracone { $count }: { $tokens }
       *[other] Straconych { $count }: { $tokens }
    }

## Odmowy

gods-error = { $error ->
        [over] Gra już się skończyła.
        [not-yours] To nie twoja decyzja.
        [wrong-decision] To nie jest odpowiedź na to, na co czeka stół.
        [not-your-token] Tego żetonu nie możesz tu użyć.
        [acted] Ten żeton już działał w tej fazie.
        [pinned] Ten żeton jest związany walką z wrogiem i nie może się ruszyć.
        [frozen] Ten żeton jest w tej fazie zamrożony.
        [immobile] Ten żeton nigdy się nie rusza.
        [bad-hex] Na to pole nie da się dojść.
        [bad-target] Tego celu nie można wybrać.
        [bad-attackers] Te żetony nie mogą przeprowadzić takiego ataku.
        [bad-void] Tych pól mostu nie można zakryć.
       *[broken] Z tej sytuacji gra nie może toczyć się dalej.
    }
gods-typed-missing = Podaj żeton i pole, np. thor D4.
gods-typed-token = „{ $word }” to nie żeton: podaj jego nazwę albo kod, np. thor albo TH.
gods-typed-hex = „{ $word }” to nie pole planszy: kolumny A–I, rzędy 1–9, np. E5.
gods-typed-empty = Na polu { $hex } nikt nie stoi.
