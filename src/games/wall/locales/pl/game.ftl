### Skald — Szturm na Mur opowiedziany słowami (polski). Każdy identyfikator zaczyna się od wall-.
### Nazwy kart i fortów zostają jak na kartach (NieFort, FortHeca…); wojownicy są w glossary.ftl.
### $clan, $name, $qween, $target to gracz (dowolna płeć) albo klan neutralny: czas teraźniejszy,
### mianownik; w innym przypadku nazwa stoi po dwukropku albo w nawiasie.

## Pojęcia

wall-game-name = Szturm na Mur
wall-warrior = { $name } { $strength }
wall-fort = { $fort ->
        [niefort] NieFort
        [komfort] KomFort
        [fokus] Fort Fokus
        [fortuna] FortUna
       *[forteca] FortHeca
    } { $value }
wall-colour = { $colour ->
        [green] zielony
        [red] czerwony
        [gold] złoty
       *[blue] niebieski
    }
wall-colour-help = Kolor swojego klanu wybierzesz poleceniem /wall kolor; kto nie wybierze, dostanie pierwszy wolny.
wall-clan-player = { $name } ({ $colour })
wall-clan-player--you = Twój klan ({ $colour })
wall-clan-neutral = neutralny klan { $colour }
wall-position = pozycja { $position } ({ $fort })
wall-position-empty = pozycja { $position }
wall-card-one-of-two = { $card } (jeden z dwóch)
wall-card-the-other = { $card } (ten drugi)

## Poczekalnia

wall-lobby-neutrals = Klany neutralne: { $count } (samotny gracz zawsze ma przynajmniej jeden)
wall-lobby-variant = Wariant: { $variant }
wall-variant-tied_forts_stay = fort, którego nikt nie zdobył, przesuwa się w prawo i walczy się o niego znowu
wall-variant-druhid_shift = wybór { wall-name-druhid.gen } przesuwa forty pomiędzy o jedno miejsce w prawo

## Plansza

wall-when = Tura { $turn }
wall-title-orders = Tura { $turn } z 3 — tajne rozkazy
wall-title-round = Tura { $turn } z 3 — runda { $round } z 6
wall-title-over = Mur zdobyty — koniec gry
wall-line = 🏰 { $spots }
wall-spot = { $position }: { $fort }
wall-spot-now = ⚔️ { $position }: { $fort }
wall-spot-done = { $position }: —
wall-spot-card = { $position }: { $card }
wall-forts-left = Fortów w talii: { $deck } · odrzucone: { $discard }
wall-held = Zdobyte forty ({ $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }): { $forts }
wall-line-up = Szereg (siła { $strength }): { $cards }
wall-out = Odrzuceni w tej turze: { $cards }
wall-orders-locked = Rozkazy: zatwierdzone 🔒
wall-orders-locked--term = Rozkazy: zatwierdzone
wall-orders-open = Rozkazy: jeszcze wydawane
wall-summary-clan = { $clan }: { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } · siła szeregu { $strength }

## Konsola gracza

wall-hand-title = Twój klan
wall-hand-aside = Odłożone na tę turę (nikt inny ich nie zna): { $cards }
wall-hand-discard = Odrzucona zakryta: { $card }
wall-hand-placed = { $position }: { $card } zakryty
wall-hand-open = Jeszcze w ręce: { $cards }
wall-hand-pick = Twój tajny wybór, ujawniony, gdy wybiorą wszyscy: { $card }

## Decyzje

wall-prompt-nothing = Teraz nie ma nic do zdecydowania.
wall-decision = { $name } { $decision ->
        [orders] wydaje tajne rozkazy na turę { $turn }
        [seduce] wybiera, kogo uwodzi { wall-name-qween }
        [horsie] wybiera wojownika, którego kosztuje { wall-name-horsie }
        [druhid] wybiera fort dla { wall-name-druhid.gen }
        [keep-axx] decyduje, czy { wall-name-axx } zostaje w szeregu
        [keep-weakest] decyduje, czy dzięki KomFortowi zatrzymać wojownika
        [fortuna] wybiera zdobyty fort do oddania za FortUnę
        [fokus] wybiera wojownika do stracenia przez Fort Fokus
       *[svord] może przestawić swoich zakrytych wojowników ({ wall-name-svord })
    }
wall-decision--you = { $decision ->
        [orders] Wydajesz tajne rozkazy na turę { $turn }
        [seduce] Wybierasz, kogo uwodzi Twoja { wall-name-qween }
        [horsie] Wybierasz wojownika, którego kosztuje Cię { wall-name-horsie }
        [druhid] Wybierasz fort dla swojego { wall-name-druhid.gen }
        [keep-axx] Decydujesz, czy Twój { wall-name-axx } zostaje w szeregu
        [keep-weakest] Decydujesz, czy dzięki KomFortowi zatrzymać wojownika
        [fortuna] Wybierasz zdobyty fort do oddania za FortUnę
        [fokus] Wybierasz wojownika do stracenia przez Fort Fokus
       *[svord] Możesz przestawić swoich zakrytych wojowników ({ wall-name-svord })
    }
wall-decision-yours = { $decision ->
        [orders] Twoje rozkazy na turę { $turn }: odrzuć jedną kartę, potem połóż zakrytego wojownika przy każdym forcie.
        [seduce] Twoja { wall-name-qween } uwodzi wojownika odkrytego w tej rundzie: wybierz którego.
        [horsie] Twój { wall-name-horsie } nic nie zdobył: wybierz wojownika z szeregu do stracenia.
        [druhid] Twój { wall-name-druhid } może zamiast tego wziąć inny fort, który jeszcze stoi w murze.
        [keep-axx] Twój { wall-name-axx } może zostać w szeregu.
        [keep-weakest] KomFort pozwala zatrzymać najsłabszego wojownika.
        [fortuna] Za FortUnę oddajesz jeden ze zdobytych fortów.
        [fokus] Fort Fokus: wybierz wojownika z szeregu do stracenia.
       *[svord] { wall-name-svord }: możesz zamienić miejscami zakrytych wojowników z kolejnych rund.
    }
wall-group-discard = Odrzuć jedną kartę
wall-group-place = Wojownik na pozycję { $number } ({ $fort })
wall-detail-discard = poza grą w tej turze, zakryta
wall-detail-place = zakryty aż do rundy { $round }
wall-detail-seduce = klan: { $clan } — w tej rundzie walczy dla Ciebie
wall-detail-lock = { $spots } · odrzucona: { $discard }
wall-choose = { $decision ->
        [discard] Wybierz kartę do odrzucenia albo zatwierdź rozkazy
        [place] Wybierz wojownika na pozycję { $number } ({ $fort }) albo zatwierdź rozkazy
        [lock] Zatwierdź rozkazy albo wydaj je od nowa
        [seduce] Wybierz, kogo uwiedzie Twoja { wall-name-qween }
        [horsie] Wybierz wojownika, którego kosztuje Cię { wall-name-horsie }
        [druhid] Wybierz fort, który weźmie Twój { wall-name-druhid }
        [keep-axx] Zdecyduj, czy { wall-name-axx } zostaje w szeregu
        [keep-weakest] Zdecyduj, czy zatrzymać najsłabszego wojownika
        [fortuna] Wybierz fort do oddania za FortUnę
        [fokus] Wybierz wojownika do stracenia przez Fort Fokus
       *[svord] Wybierz dwóch wojowników do zamiany albo zakończ przestawianie
    }

## Odpowiedzi, tak jak widzi je gracz

wall-act-lock = Zatwierdź rozkazy (reszta z podpowiedzi)
wall-act-lock-public = zatwierdza rozkazy
wall-act-clear = Wydaj rozkazy od nowa
wall-act-discard = odrzuć: { $card }
wall-act-place = { $card } → { $position }
wall-act-seduce = uwiedź: { $card } (klan: { $clan })
wall-act-seduce-short = uwiedź: { $card }
wall-act-lose = strać: { $card }
wall-act-take-fought = zostań przy: { $fort }
wall-act-take = weź { $fort } z pozycji { $number }
wall-act-keep = zatrzymaj: { $card }
wall-act-let-go = odpuść: { $card }
wall-act-drop-fort = oddaj: { $fort }
wall-act-swap = zamień { $a } ({ $card_a }) i { $b } ({ $card_b })
wall-act-done = koniec przestawiania
wall-act-hidden = tajny wybór

## Co się dzieje

wall-ev-built = Tura { $turn }: mur stoi — { $forts }.
wall-ev-aside = Odłożone na tę turę, znane tylko Tobie: { $cards }.
wall-ev-locked = 🔒 { $clan } zatwierdza rozkazy.
wall-ev-locked--you-clan = 🔒 Zatwierdzasz rozkazy.
wall-ev-revealed = Runda { $round }, o { $fort }: { $cards }.
wall-clan-card = { $clan } { $card }
wall-ev-crashed = 💥 { wall-name-chariott.plural } zderzają się ze sobą i odpadają: { $clans }.
wall-ev-seduced = 💋 { wall-name-qween } uwodzi { $card } (klan: { $target }) i w tej rundzie walczy on dla: { $qween }.
wall-ev-seduced--you-qween = 💋 Twoja { wall-name-qween } uwodzi { $card } (klan: { $target }) i w tej rundzie walczy on dla ciebie.
wall-ev-seduced--you-target = 💋 { wall-name-qween } uwodzi twojego wojownika: { $card }; w tej rundzie walczy on dla: { $qween }.
wall-ev-qweens-cancel = Dwie { wall-name-qween.plural } lub więcej: żadna nikogo nie uwodzi.
wall-ev-withdrew = { $clan } wystawia { wall-name-filchy.acc } i nie bierze udziału w tej walce.
wall-ev-withdrew--you-clan = Wystawiasz { wall-name-filchy.acc } i nie bierzesz udziału w tej walce.
wall-ev-totals = Siła: { $totals }.
wall-clan-total = { $clan } { $total }
wall-clan-out = { $clan } poza walką
wall-ev-captured = 🏴 { $clan } zdobywa { $fort }{ $archer ->
        [yes] {" "}— remis rozstrzyga { wall-name-archr }
       *[no] {""}
    }.
wall-ev-captured--you-clan = 🏴 Zdobywasz { $fort }{ $archer ->
        [yes] {" "}— remis rozstrzyga twój { wall-name-archr }
       *[no] {""}
    }.
wall-ev-stalemate = Nikt nie zdobywa: { $fort }{ $stays ->
        [yes] {" "}— fort przesuwa się o miejsce w prawo i walka o niego wraca
       *[no] {" "}— fort trafia na stos odrzuconych
    }.
wall-ev-pushed-off = { $fort } spada z muru na stos odrzuconych.
wall-ev-lost = { $clan } traci: { $card }.
wall-ev-lost--you-clan = Tracisz: { $card }.
wall-ev-took = 🌿 { wall-name-druhid } zabiera dla: { $clan } — { $fort } z pozycji { $position }.
wall-ev-took--you-clan = 🌿 Twój { wall-name-druhid } zabiera dla ciebie { $fort } z pozycji { $position }.
wall-ev-cleared = { $clan } schodzi z szeregu: { $lost }{ $kept_count ->
        [0] {""}
       *[other] ; zostają: { $kept }
    }.
wall-ev-cleared--you-clan = Z twojego szeregu schodzą: { $lost }{ $kept_count ->
        [0] {""}
       *[other] ; zostają: { $kept }
    }.
wall-ev-seduced-lost = Uwiedziony { $card } na dobre odchodzi od: { $clan }.
wall-ev-seduced-lost--you-clan = Uwiedziony { $card } na dobre odchodzi od ciebie.
wall-ev-fort-dropped = { $clan } oddaje { $fort } (FortUna).
wall-ev-fort-dropped--you-clan = Oddajesz { $fort } (FortUna).
wall-ev-fortheca-win = ☠️ { $clan } ma trzy FortHeca i od razu wygrywa!
wall-ev-fortheca-win--you-clan = ☠️ Masz trzy FortHeca i od razu wygrywasz!
wall-ev-rearranged = { $clan } kończy przestawianie ({ wall-name-svord }).
wall-ev-rearranged--you-clan = Kończysz przestawianie ({ wall-name-svord }).
wall-ev-turn-ended = Koniec tury { $turn }: wszyscy wojownicy wracają do klanów.
wall-ev-over = Koniec gry.

## Końcowe punkty

wall-scoring-title = Końcowe punkty
wall-scoring-winners = 🏆 { $count ->
        [0] Nikt nie wygrywa.
        [one] Zwycięzca: { $names }
       *[other] Wspólne zwycięstwo: { $names }
    }
wall-scoring-fortheca = 🏆 { $clan } wygrywa, mając trzy FortHeca.
wall-scoring-solo-win = 🏆 Pokonujesz wszystkie klany neutralne!
wall-scoring-solo-draw = Remis: klan neutralny dorównuje Ci we wszystkim.
wall-scoring-solo-loss = Klan neutralny jest wyżej: tym razem mur się broni.
wall-scoring-clan = { $place }. { $clan } — { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
wall-scoring-neutral = { $clan } (poza rankingiem) — { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
wall-scoring-forts = { $count } { $count ->
        [one] fort
        [few] forty
       *[many] fortów
    }: { $forts }

## Odmowy

wall-error-over = Gra się skończyła.
wall-error-not-yours = To nie Twoja decyzja w tej chwili.
wall-error-wrong = To nie jest odpowiedź na bieżącą decyzję.
wall-error-not-in-hand = Tej karty nie masz w ręce (albo już leży przy forcie).
wall-error-position = Ta pozycja nie jest wolna.
wall-error-warrior = Tego wojownika nie można tu wybrać.
wall-error-target = Wojownika tego klanu nie można uwieść.
wall-error-fort = Tego fortu nie można tu wybrać.
wall-error-line-up = Przy murze nie zmieści się tylu graczy i klanów neutralnych (najwyżej cztery klany; samotny gracz potrzebuje klanu neutralnego).

## Plansza jako obrazek

wall-picture-warrior = { $card ->
        [qween] { wall-name-qween }
        [druhid] { wall-name-druhid }
        [filchy] { wall-name-filchy }
        [axx] { wall-name-axx }
        [archr] { wall-name-archr }
        [svord] { wall-name-svord }
        [horsie] { wall-name-horsie }
       *[chariott] { wall-name-chariott }
    }
wall-picture-fort = { $fort ->
        [niefort] NieFort
        [komfort] KomFort
        [fokus] Fort Fokus
        [fortuna] FortUna
       *[forteca] FortHeca
    }
wall-picture-deck = { $deck } { $deck ->
        [one] fort
        [few] forty
       *[many] fortów
    } w talii
wall-picture-discarded = odrzucone: { $discard }
wall-picture-wall = Mur
wall-picture-neutral = { $colour ->
        [green] Zielony
        [red] Czerwony
        [gold] Złoty
       *[blue] Niebieski
    } (neutralny)
wall-picture-stats = { $shown } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }{ $fight ->
        [yes] {" "}· szereg { $strength }
       *[no] {""}
    }
wall-picture-no-forts = jeszcze bez fortów
wall-picture-forts-count = { $count } { $count ->
        [one] zdobyty fort
        [few] zdobyte forty
       *[many] zdobytych fortów
    }
wall-picture-giving-orders = jeszcze wydaje rozkazy
wall-picture-orders = Każdy klan kładzie zakrytego wojownika przy każdym forcie
wall-picture-orders-left = Jeszcze wydają rozkazy: { $clans }
wall-picture-fight = Runda { $round }: walka o { $fort }
wall-picture-captured = Runda { $round }: { $clan } zdobywa { $fort }
wall-picture-stalemate = Runda { $round }: remis — nikt nie zdobywa fortu
wall-picture-no-capture = nikt nie zdobył
wall-picture-step = { $step ->
        [seduce] kogo uwiedzie { wall-name-qween }
        [horsie] którego wojownika kosztuje { wall-name-horsie }
        [druhid] który fort weźmie { wall-name-druhid }
        [keep-axx] czy { wall-name-axx } zostaje
        [keep-weakest] czy zatrzymać wojownika (KomFort)
        [fortuna] który fort oddać za FortUnę
        [fokus] którego wojownika stracić przez Fort Fokus
       *[svord] przestawianie wojowników ({ wall-name-svord })
    }
wall-picture-waiting = Czekamy na: { $clans } — { $step }
wall-picture-waiting-marked = Czekamy na ▸: { $step }
wall-picture-tag = { $tag ->
        [crashed] rozbity
        [seduced] uwiedziony
        [seduces] uwodzi
        [out] poza walką
       *[captures] zdobywa
    }
wall-picture-winners = { $count ->
        [0] Nikt nie wygrywa
        [one] Wygrywa: { $names }
       *[other] Wspólna wygrana: { $names }
    }
wall-picture-fortheca = { $clan } wygrywa, mając trzy FortHeca
wall-picture-solo = { $result ->
        [win] Pokonujesz wszystkie klany neutralne!
        [draw] Remis: klan neutralny ma dokładnie tyle samo
       *[loss] Klan neutralny jest wyżej: tym razem mur się broni
    }
wall-picture-col-clan = Klan
wall-picture-col-forts = Liczba fortów
wall-picture-col-values = Najsilniejsze forty
wall-picture-col-total = Razem
wall-picture-place = { $place }. { $name }
wall-picture-unranked = { $name }, poza rankingiem
wall-picture-tie = { $names }: po { $points } { $points ->
        [one] punkcie
        [few] punkty
       *[many] punktów
    } — { $how ->
        [forts] wyżej, kto ma więcej fortów
        [values] tyle samo fortów: wyżej, kto ma najsilniejszy fort
       *[shared] te same forty: dzielą miejsce
    }
