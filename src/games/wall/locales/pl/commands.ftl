### Skald — polecenie /wall i jego własne podpolecenia (po polsku).
### Wspólne podpolecenia (join, start, settings…) są w discord.ftl.

cmd-wall-desc = Zagraj w Szturm na Mur
cmd-wall-new-name = nowa
cmd-wall-new-desc = Przygotuj na tym kanale nowy stół do Szturmu na Mur
cmd-wall-new-neutrals-name = neutralne
cmd-wall-new-neutrals-desc = Neutralne klany obok graczy (samotny gracz dostaje co najmniej jeden)
cmd-wall-new-tied_forts_stay-name = remis_zostaje
cmd-wall-new-tied_forts_stay-desc = Fort, którego nikt nie zdobył, przesuwa się w prawo i walczy się o niego znowu
cmd-wall-new-druhid_shift-name = przesuniecie_druhida
cmd-wall-new-druhid_shift-desc = Wybór { wall-name-druhid.gen } przesuwa forty pomiędzy o jedno miejsce w prawo
cmd-wall-new-deadlines-name = limity_czasu
cmd-wall-new-deadlines-desc = Co się dzieje, gdy skończy się czas
cmd-wall-new-hours-name = godziny
cmd-wall-new-hours-desc = Godziny na jedną decyzję
cmd-wall-new-language-name = język
cmd-wall-new-language-desc = Język stołu
cmd-wall-orders-name = rozkazy
cmd-wall-orders-desc = Twoje rozkazy na tę turę: sześciu wojowników na pozycje od 1 do 6
cmd-wall-orders-order-name = kolejność
cmd-wall-orders-order-desc = Sześciu wojowników w kolejności pozycji, np. axx qween svord filchy archr horsie

wall-orders-suggested = Propozycja: { $orders }
wall-orders-not-now = Nie wydajesz teraz rozkazów: klany wydają je na początku tury, a twoje są już zatwierdzone.
wall-orders-count = { $count ->
    [one] Wymień sześciu wojowników na pozycje od 1 do 6 (siódmy to odrzucona karta) — podano jednego. Twoja ręka: { $hand }.
    [few] Wymień sześciu wojowników na pozycje od 1 do 6 (siódmy to odrzucona karta) — podano { $count }. Twoja ręka: { $hand }.
   *[other] Wymień sześciu wojowników na pozycje od 1 do 6 (siódmy to odrzucona karta) — podano { $count }. Twoja ręka: { $hand }.
}
wall-orders-unknown = „{ $word }” to nie wojownik. Twoja ręka: { $hand }.
wall-orders-not-in-hand = Nie masz już w ręce karty „{ $word }”. Twoja ręka: { $hand }.
cmd-wall-pick-name = kolor
cmd-wall-pick-desc = Wybierz kolor swojego klanu, zanim gra się zacznie
cmd-wall-pick-choice-name = kolor
cmd-wall-pick-choice-desc = Zielony, czerwony, złoty albo niebieski
