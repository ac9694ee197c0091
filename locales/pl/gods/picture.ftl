# Bogowie Wikingów: obraz planszy (src/table/gods/picture.rs). Każdy identyfikator zaczyna
# się od `gods-picture-`.

## Nagłówek

gods-picture-deployment = Rozstawienie
gods-picture-round = Runda { $round } z { $limit }
gods-picture-round-open = Runda { $round }
gods-picture-title = { $round } · { $phase }
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
gods-picture-end = { $cause ->
        [loki_removed] Loki poległ: wygrywa { $name } (Siły Asgardu)
        [tree_removed] Yggdrasill upadł: wygrywa { $name } (Siły Chaosu)
        [resignation] Przeciwnik się poddał: wygrywa { $name } ({ $side ->
            [asgard] Siły Asgardu
           *[chaos] Siły Chaosu
        })
       *[round_limit] Oba cele przetrwały ostatnią rundę: remis
    }
gods-picture-lost = Straty: Asgard { $asgard } { $asgard ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    } · Chaos { $chaos } { $chaos ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
gods-picture-bridge-left = { $left ->
        [0] Tęczowy Most runął
        [one] Tęczowy Most: zostało 1 pole z { $total }
        [few] Tęczowy Most: zostały { $left } pola z { $total }
       *[many] Tęczowy Most: zostało { $left } pól z { $total }
    }

## Legenda

gods-picture-legend-asgard = Siły Asgardu
gods-picture-legend-chaos = Siły Chaosu
gods-picture-legend-hela = Hela
gods-picture-legend-target = cel
gods-picture-legend-pinned = związany walką
gods-picture-legend-frozen = zamrożony
gods-picture-legend-plain = równina
gods-picture-legend-forest = las
gods-picture-legend-hills = wzgórza
gods-picture-legend-glacier = lodowiec
gods-picture-legend-river = rzeka Nordkapp
gods-picture-legend-bridge = Tęczowy Most
gods-picture-legend-void = pustka
gods-picture-legend-heimdall = pole Heimdalla
gods-picture-legend-helfield = Pole Heli (kompas Heli)
gods-picture-legend-move = ruch
gods-picture-legend-attack = atak
gods-picture-legend-retreat = odwrót
gods-picture-legend-earlier = wyblakłe: poprzednia tura
