# Bogowie Wikingów: obraz planszy (src/games/gods/table/picture/). Każdy identyfikator zaczyna
# się od `gods-picture-`.

## Nagłówek

gods-picture-deployment = Rozstawienie
gods-picture-round = Runda { $round } z { $limit }
gods-picture-round-open = Runda { $round }
gods-picture-deploy = { $side ->
        [asgard] Rozstawienie Sił Asgardu
       *[chaos] Rozstawienie Sił Chaosu
    }
gods-picture-movement = { $side ->
        [asgard] Ruch Sił Asgardu
       *[chaos] Ruch Sił Chaosu
    }
gods-picture-attack = { $side ->
        [asgard] Atak Sił Asgardu
       *[chaos] Atak Sił Chaosu
    }
gods-picture-retreat = Odwrót: { $tokens }
gods-picture-hela = Wędrówka Heli
gods-picture-hela-roll = Hela, krok { $step } z { $steps }: na kostce { $roll }
gods-picture-bridge = Tęczowy Most się kruszy
gods-picture-over = Koniec gry
gods-picture-to-act = Teraz gra { $name } ({ $side ->
        [asgard] Siły Asgardu
       *[chaos] Siły Chaosu
    })
## Strony

gods-picture-side-tokens = { $side ->
        [asgard] Siły Asgardu
       *[chaos] Siły Chaosu
    } · na planszy: { $left } · stracone: { $lost }
gods-picture-guards = Strzeże: { $token } na { $hex }{ $pinned ->
        [yes] {" "}— związany walką
       *[no] {""}
    }
gods-picture-guards-fallen = { $target ->
        [loki] Loki poległ
       *[yggdrasill] Yggdrasill upadł
    }
gods-picture-bridge-left = { $left ->
        [0] Tęczowy Most runął
        [one] Tęczowy Most: zostało 1 pole z { $total }
        [few] Tęczowy Most: zostały { $left } pola z { $total }
       *[many] Tęczowy Most: zostało { $left } pól z { $total }
    }
gods-picture-frozen = { $token } na { $hex } — zamrożony do najbliższego ruchu Chaosu
gods-picture-hela-at = Hela na { $hex } · ±1 Chaosu: { $used ->
        [yes] już użyte w tej rundzie
       *[no] jeszcze wolne
    }

## Legenda

gods-picture-legend-side = { $side ->
        [asgard] Siły Asgardu
       *[chaos] Siły Chaosu
    }
gods-picture-legend-target = cel
gods-picture-legend-pinned = związany walką
gods-picture-legend-frozen = zamrożony
gods-picture-legend-forest = las
gods-picture-legend-hills = wzgórza
gods-picture-legend-glacier = lodowiec
gods-picture-legend-river = rzeka Nordkapp
gods-picture-legend-bridge = Tęczowy Most
gods-picture-legend-void = pustka
gods-picture-legend-helfield = Pole Heli
gods-picture-legend-move = ruch
gods-picture-legend-attack = atak
gods-picture-legend-retreat = odwrót
gods-picture-legend-earlier = wyblakłe: poprzednia tura
gods-picture-legend-compass = kostka Heli: 1 na północ, dalej zgodnie z zegarem
gods-picture-legend-fallen = cel, który padł
gods-picture-legend-struck = tu padł żeton

## Plansza końcowa

gods-picture-final = Koniec gry po rundzie { $round }
gods-picture-end = { $cause ->
        [loki_removed] Loki poległ{ $hex ->
            [none] {""}
           *[other] {" "}na { $hex }
        }: wygrywa { $name } (Siły Asgardu)
        [tree_removed] Yggdrasill upadł{ $hex ->
            [none] {""}
           *[other] {" "}na { $hex }
        }: wygrywa { $name } (Siły Chaosu)
        [resignation] Przeciwnik się poddał: wygrywa { $name } ({ $side ->
            [asgard] Siły Asgardu
           *[chaos] Siły Chaosu
        })
       *[round_limit] Oba cele przetrwały ostatnią rundę: remis
    }
gods-picture-col-player = Gracz
gods-picture-col-target = Strzeżony cel
gods-picture-col-standing = Na planszy
gods-picture-col-lost = Straty
gods-picture-col-result = Wynik
gods-picture-place = { $place }. { $name }
gods-picture-target-stands = stoi
gods-picture-target-fell = { $hex ->
        [none] padł
       *[other] padł na { $hex }
    }
gods-picture-result = { $result ->
        [win] Wygrana
        [draw] Remis
       *[loss] Przegrana
    }
gods-picture-rounds = { $rounds ->
        [one] Rozegrano jedną rundę.
        [few] Rozegrano { $rounds } rundy.
       *[many] Rozegrano { $rounds } rund.
    }
gods-picture-no-tie-break = Remisu nic nie rozstrzyga: obaj gracze dzielą pierwsze miejsce.
