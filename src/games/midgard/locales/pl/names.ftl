### Skald — Wojownicy Midgardu: polskie nazwy wyświetlane.
### Identyfikatory jak w rules/midgard-cards.md (kropka zamieniona na łącznik), te same co w
### locales/en/names.ftl. Nazwy różniące się między wydaniami wybiera zmienna $edition:
### [classic] = wydanie klasyczne (000), *[revised] = wydanie poprawione (002, domyślne).
### Nazwy lokacji, Przywódców, Run, Straganów, zasobów, kości i kart Podróży pochodzą
### z instrukcji; nazwy Trolli, Draugrów, Potworów, kart Przeznaczenia, Statków Kupieckich
### i Prywatnych Langskipów nie mają oficjalnych polskich odpowiedników i są przetłumaczone.

## Trolle

troll-young_troll = Młody Troll
troll-moss_troll = Omszały Troll
troll-bridge_troll = Troll spod Mostu
troll-hill_troll = Troll ze Wzgórz
troll-river_troll = Rzeczny Troll
troll-forest_troll = Leśny Troll
troll-cave_troll = Jaskiniowy Troll
troll-stone_troll = Kamienny Troll
troll-frost_troll = Mroźny Troll
troll-troll_hag = Trollowa Wiedźma
troll-mountain_troll = Górski Troll
troll-two_headed_troll = Dwugłowy Troll
troll-troll_brute = Troll Osiłek
troll-troll_shaman = Szaman Trolli
troll-old_troll = Stary Troll
troll-troll_chieftain = Wódz Trolli

## Draugry

draugr-barrow_wight = Upiór z Kurhanu
draugr-grave_walker = Grobowy Tułacz
draugr-burnt_jarl = Spalony Jarl
draugr-pyre_draugr = Draugr ze Stosu
draugr-ember_hand = Żarząca Dłoń
draugr-ash_reaver = Popielny Łupieżca
draugr-flame_eyed_dead = Płomiennooki Umarlec
draugr-bog_corpse = Bagienny Trup
draugr-mound_dweller = Mieszkaniec Kopca
draugr-gold_hoarder = Strażnik Złota
draugr-rotting_thane = Gnijący Wielmoża
draugr-hollow_raider = Wydrążony Grabieżca
draugr-sand_bound_draugr = Draugr Spętany Piaskiem
draugr-dread_karl = Złowrogi Kmieć
draugr-drowned_sailor = Utopiony Żeglarz
draugr-frozen_dead = Zamarznięty Umarlec
draugr-sea_draugr = Morski Draugr
draugr-ice_bearded_dead = Lodowobrody Umarlec
draugr-tide_walker = Wędrowiec Pływów
draugr-wave_reaver = Łupieżca Fal
draugr-deep_jarl = Jarl Głębin

## Potwory

monster-fire_wyrm = Ognisty Żmij
monster-muspel_hound = Muspelski Ogar
monster-salamander = Salamandra
monster-hellhound_garm = Piekielny Pies Garm
monster-ember_drake = Smok Żaru
monster-fire_giant = Ognisty Olbrzym
monster-lava_serpent = Lawowy Wąż
monster-surts_herald = Herold Surta
monster-fafnirs_brood = Miot Fafnira
monster-flame_giant = Płomienny Olbrzym
monster-red_dragon = Czerwony Smok
monster-muspel_lord = Muspelski Władca
monster-lindworm = Lindwurm
monster-fenris_cubs = Szczenięta Fenrira
monster-giant_boar = Olbrzymi Dzik
monster-mountain_bear = Górski Niedźwiedź
monster-bergrisi = Bergrisi
monster-sand_wyrm = Piaskowy Żmij
monster-stone_giant = Kamienny Olbrzym
monster-hati_the_moon_chaser = Hati, Łowca Księżyca
monster-skoll_the_sun_chaser = Skoll, Łowca Słońca
monster-earth_dragon = Smok Ziemi
monster-nidhoggs_spawn = Pomiot Nidhogga
monster-golden_wyrm = Złoty Żmij
monster-nokken = Nokken
monster-sea_serpent = Wąż Morski
monster-frost_wolf = Mroźny Wilk
monster-ice_bear = Lodowy Niedźwiedź
monster-huldra = Huldra
monster-frost_giant = Mroźny Olbrzym
monster-hraesvelgs_eagle = Orzeł Hraesvelga
monster-sea_troll = Morski Troll
monster-ice_dragon = Lodowy Smok
monster-jormungandrs_spawn = Potomstwo Jormunganda
monster-rime_jotun = Szronowy Jotun
monster-leviathan = Lewiatan

## Kraken i karty Podróży

enemy-kraken = Kraken
journey-calm = { $edition ->
    [classic] Cisza na Morzu
   *[revised] Cisza
}
journey-becalmed = { $edition ->
    [classic] Bezwietrznie
   *[revised] Flauta
}
journey-kraken = Kraken
journey-storm = Sztorm
journey-whirlpool = { $edition ->
    [classic] Wir
   *[revised] Wir wodny
}
journey-lost = Zagubieni

## Karty Przeznaczenia

destiny-crusher_of_ice = Łamacz Lodu
destiny-earth_smasher = Kruszyciel Ziemi
destiny-master_of_flames = Mistrz Płomieni
destiny-craftsman = Rzemieślnik
destiny-leader_of_armies = Wódz Armii
destiny-odins_favored = Wybraniec Odyna
destiny-prepared = Przezorny
destiny-prosperous = Zamożny
destiny-runemaster = Władca Run
destiny-monster_hunter = { $edition ->
    [classic] Łowca Monstrów
   *[revised] Łowca Potworów
}
destiny-slayer_of_the_undead = Pogromca Nieumarłych
destiny-troll_slayer = Zabójca Trolli
destiny-despised = Wzgardzony

## Warunki kart Przeznaczenia (punktowane na koniec gry)

destiny-condition-crusher_of_ice = Najwięcej niebieskich kart wrogów na koniec gry
destiny-condition-earth_smasher = Najwięcej żółtych kart wrogów na koniec gry
destiny-condition-master_of_flames = Najwięcej czerwonych kart wrogów na koniec gry
destiny-condition-craftsman = Najwięcej Drewna na koniec gry
destiny-condition-leader_of_armies = Najwięcej kości Wojowników na koniec gry
destiny-condition-odins_favored = { $edition ->
    [classic] Najwięcej Przysług na koniec gry
   *[revised] Najwięcej żetonów Łaski Bogów na koniec gry
}
destiny-condition-prepared = Najwięcej Żywności na koniec gry
destiny-condition-prosperous = Najwięcej Monet na koniec gry
destiny-condition-runemaster = Najwięcej kart Run (użytych lub nie) na koniec gry
destiny-condition-monster_hunter = { $edition ->
    [classic] Najwięcej pokonanych Monstrów na koniec gry
   *[revised] Najwięcej pokonanych Potworów na koniec gry
}
destiny-condition-slayer_of_the_undead = Najwięcej pokonanych Draugrów na koniec gry
destiny-condition-troll_slayer = Najwięcej pokonanych Trolli na koniec gry
destiny-condition-despised = Najwięcej żetonów Potępienia na koniec gry

## Runy

rune-wealth = Bogactwo
rune-glory = { $edition ->
    [classic] Sława
   *[revised] Chwała
}
rune-gifts = Dary
rune-retaliation = Odwet
rune-potential = Potencjał
rune-true_vision = Prawdziwa Wizja
rune-success = Sukces
rune-healing = { $edition ->
    [classic] Leczenie
   *[revised] Uzdrowienie
}
rune-journey = { $edition ->
    [classic] Podróż
   *[revised] Wędrówka
}
rune-knowledge = Wiedza

## Działanie Run (jednorazowe)

rune-effect-wealth = Podwój swoje Monety, zyskując najwyżej 5.
rune-effect-glory = Po pokonaniu wroga zdobądź jeszcze połowę jego Chwały (zaokrąglając w dół).
rune-effect-gifts = Weź 4 dowolne zasoby spośród Drewna, Żywności i Monet.
rune-effect-retaliation = Po rzucie w walce lub na polowaniu każda Tarcza zadaje też 1 obrażenie.
rune-effect-potential = Po rzucie w walce lub na polowaniu przerzuć wszystkie kości z pustą ścianką.
rune-effect-true_vision = U Szamana dobierz 2 dodatkowe karty Przeznaczenia i zatrzymaj tylko jedną.
rune-effect-success = Odkryj kartę Przeznaczenia i zapunktuj ją teraz; na koniec gry punktuje znowu.
rune-effect-healing = Zignoruj wszystkie straty w jednej rundzie walki.
rune-effect-journey = Odrzuć kartę Podróży odkrytą na swojej wyprawie i rozpatrz zamiast niej następną.
rune-effect-knowledge = Podejrzyj wszystkie zakryte karty Podróży na planszy.

## Statki Kupieckie

merchant-1 = Knara z Jutlandii
merchant-2 = Knara z Gotlandii
merchant-3 = Knara z Birki
merchant-4 = Knara z Hedeby
merchant-5 = Knara z Kaupangu
merchant-6 = Knara z Dublina
merchant-7 = Knara z Jorviku
merchant-8 = Knara z Nowogrodu
merchant-9 = Knara z Miklagardu
merchant-10 = Knara z Fryzji

## Prywatne Langskipy

ship-karvi = Karvi
ship-snekkja = Snekkja
ship-skeid = Skeid
ship-drakkar = Drakkar

## Przywódcy Wikingów

leader-asmundr = Asmundr Pobożny
leader-dagrun = Dagrun Naznaczona
leader-gylfir = { $edition ->
    [classic] Gylfir Wilk Morski
   *[revised] Gylfir Żeglarz
}
leader-svanhildr = { $edition ->
    [classic] Svanhildr Mistrzyni Miecza
   *[revised] Svanhildra Mistrzyni Miecza
}
leader-ullr = Ullr Berserker

## Zdolności Przywódców

leader-ability-asmundr = { $edition ->
    [classic] Każda Przysługa wydana na przerzut od razu daje mu 2 punkty Chwały.
   *[revised] Każdy żeton Łaski Bogów wydany na przerzut od razu daje mu 2 punkty Chwały.
}
leader-ability-dagrun = U Szamana dobiera o 1 kartę Przeznaczenia więcej i zatrzymuje jedną.
leader-ability-gylfir = { $edition ->
    [classic] Nie płaci Monety za wizytę u Kupca.
   *[revised] Nie płaci Monety za wizytę na Statku Kupieckim.
}
leader-ability-svanhildr = { $edition ->
    [classic] Na jej kościach Fechmistrzów pojedyncza Broń zadaje 2 obrażenia, a podwójna 3.
   *[revised] Na jej kościach Mieczników pojedyncza Broń zadaje 2 obrażenia, a podwójna 3.
}
leader-ability-ullr = Zdobywa 1 punkt Chwały w każdej rundzie walki, w której choć jedna jego kość pokaże podwójną Broń.

## Stragany

stall-rich_stranger = { $edition ->
    [classic] Nieznajomy
   *[revised] Bogaty Nieznajomy
}
stall-skald = Skald
stall-generous_merchant = { $edition ->
    [classic] Handlarz
   *[revised] Hojny Kupiec
}
stall-alms = { $edition ->
    [classic] Przegrany
   *[revised] Jałmużna
}
stall-varangians = { $edition ->
    [classic] Wikingowie
   *[revised] Waregowie
}
stall-mercenaries = { $edition ->
    [classic] Najeźdźcy
   *[revised] Najemnicy
}
stall-jomsvikings = { $edition ->
    [classic] Bohaterowie
   *[revised] Jomswikingowie
}
stall-recruits = { $edition ->
    [classic] Dzikusy
   *[revised] Rekruci
}

## Działanie Straganów (każdy raz na rundę)

stall-effect-rich_stranger = Weź 2 Monety.
stall-effect-skald = Zdobądź 2 punkty Chwały.
stall-effect-generous_merchant = Weź 1 Drewno i 1 Żywność.
stall-effect-alms = { $edition ->
    [classic] Oddaj 1 Żywność za 1 Przysługę, najwyżej 3 razy.
   *[revised] Oddaj 1 Żywność za 1 żeton Łaski Bogów, najwyżej 3 razy.
}
stall-effect-varangians = { $edition ->
    [classic] Zapłać 1 Monetę: weź 1 Fechmistrza i 1 Włócznika.
   *[revised] Zapłać 1 Monetę: weź 1 Miecznika i 1 Włócznika.
}
stall-effect-mercenaries = Zapłać 1 Drewno: weź 2 Włóczników.
stall-effect-jomsvikings = { $edition ->
    [classic] Zapłać 2 Monety: weź 1 Fechmistrza i 1 Topornika.
   *[revised] Zapłać 2 Monety: weź 1 Miecznika i 1 Topornika.
}
stall-effect-recruits = { $edition ->
    [classic] Zapłać 1 Żywność: weź 2 Fechmistrzów.
   *[revised] Zapłać 1 Żywność: weź 2 Mieczników.
}

## Lokacje

loc-workers_huts = { $edition ->
    [classic] Chata Robotników
   *[revised] Chaty Robotników
}
loc-jarls_longhouse = Długi Dom Jarla
loc-shamans_hut = { $edition ->
    [classic] Szaman
   *[revised] Chata Szamana
}
# Uwaga: „Zbrojmistrz” to Miecznicy w wydaniu klasycznym, ale Włócznicy w poprawionym.
loc-armorer = { $edition ->
    [classic] Zbrojmistrz
   *[revised] Płatnerz
}
loc-spear_maker = { $edition ->
    [classic] Grotnik
   *[revised] Zbrojmistrz
}
loc-blacksmith = Kowal
loc-smokehouse = { $edition ->
    [classic] Rzeźnik
   *[revised] Wędzarnia
}
loc-market = Targ
loc-merchant_ship = { $edition ->
    [classic] Kupiec
   *[revised] Statek Kupiecki
}
loc-rune_carver = { $edition ->
    [classic] Mistrz Run
   *[revised] Kowal Run
}
loc-stave_church = { $edition ->
    [classic] Kaplica
   *[revised] Kościół Klepkowy
}
loc-shipwright = Szkutnik
loc-longship_small = { $edition ->
    [classic] Mała Łódź Publiczna
   *[revised] Wspólny Langskip (mały)
}
loc-longship_large = { $edition ->
    [classic] Duża Łódź Publiczna
   *[revised] Wspólny Langskip (duży)
}
loc-private_longship = { $edition ->
    [classic] Prywatna Łódź
   *[revised] Prywatny Langskip
}
loc-troll = Walka z Trollem
loc-draugr_left = Walka z lewym Draugrem
loc-draugr_right = Walka z prawym Draugrem
loc-hunting_grounds = { $edition ->
    [classic] Polowanie
   *[revised] Tereny Łowieckie
}
loc-beggar = { $edition ->
    [classic] Żebranie
   *[revised] Żebrak
}

## Opisy lokacji (po jednym wierszu)

loc-help-workers_huts = Zapłać bieżącą cenę (5, 4, 3…) za dodatkowego Robotnika; może pracować już w tej rundzie.
loc-help-jarls_longhouse = { $edition ->
    [classic] Weź 1 Fechmistrza i znacznik Pierwszego Gracza (jeśli już go masz, oddaj go graczowi po lewej).
   *[revised] Weź 1 Miecznika i znacznik Pierwszego Gracza (jeśli już go masz, oddaj go graczowi po lewej).
}
loc-help-shamans_hut = Podejrzyj jedną zakrytą kartę Podróży, a potem dobierz 1 kartę Przeznaczenia.
loc-help-armorer = { $edition ->
    [classic] Weź wszystkich Fechmistrzów czekających na tym polu.
   *[revised] Weź wszystkich Mieczników czekających na tym polu.
}
loc-help-spear_maker = Weź wszystkich Włóczników czekających na tym polu.
loc-help-blacksmith = Weź wszystkich Toporników czekających na tym polu.
loc-help-smokehouse = Weź całą Żywność zgromadzoną na tym polu.
loc-help-market = Wymieniaj Żywność, Drewno i Monety 1:1, tyle razy, ile chcesz.
loc-help-merchant_ship = { $edition ->
    [classic] Zapłać 1 Monetę i weź to, co pokazuje wierzchnia karta Kupca.
   *[revised] Zapłać 1 Monetę i weź to, co pokazuje wierzchnia karta Statku Kupieckiego.
}
loc-help-rune_carver = Zapłać 1 Drewno i weź odkrytą Runę albo wierzchnią kartę z talii Run.
loc-help-stave_church = { $edition ->
    [classic] Kup Przysługi: 1, 3, 6 lub 10 Monet za 1, 2, 3 lub 4 Przysługi.
   *[revised] Kup Łaskę Bogów: 1, 3, 6 lub 10 Monet za 1, 2, 3 lub 4 żetony.
}
loc-help-shipwright = { $edition ->
    [classic] Kup Prywatną Łódź (jedną na grę); możesz nią płynąć już w tej rundzie.
   *[revised] Kup Prywatny Langskip (jeden na grę); możesz nim płynąć już w tej rundzie.
}
loc-help-longship_small = Za darmo: zarezerwuj odległą krainę; ładowność 5 (Wojownicy i Żywność razem).
loc-help-longship_large = Zapłać 1 Monetę: zarezerwuj odległą krainę; ładowność 10 (Wojownicy i Żywność razem).
loc-help-private_longship = Tylko dla właściciela, za darmo: zarezerwuj odległą krainę; ładowność jak na kafelku.
loc-help-troll = Zajmij walkę z Trollem w tej rundzie.
loc-help-draugr_left = Zajmij walkę z lewym Draugrem.
loc-help-draugr_right = Zajmij walkę z prawym Draugrem.
loc-help-hunting_grounds = Twoi nieprzypisani Wojownicy polują: weź tyle Żywności, ile zadali obrażeń (maks. 6).
loc-help-beggar = { $edition ->
    [classic] Gdy nie chcesz lub nie możesz iść gdzie indziej: połóż Robotnika na swojej planszy, weź 1 żeton Potępienia i 1 Monetę.
   *[revised] Gdy nie chcesz lub nie możesz iść gdzie indziej: weź 1 żeton Potępienia oraz 1 Żywność, Drewno lub Monetę.
}

## Wydania i warianty

edition-revised = Wydanie poprawione
edition-classic = Wydanie klasyczne
variant-hall_of_fame = Sala Sławy
variant-distrust = { $edition ->
    [classic] Nieufni Mieszczanie
   *[revised] Nieufność ludu
}
