### Skald — słowniczek Jomsvikings (polski): pojęcia gry nazwane raz.
### Pozostałe pliki joms odwołują się do nich ({ joms-glory }, { joms-venom.gen } …).

joms-glory = chwała
    .gen = chwały
joms-gullveig = Gullveig
    .plural = żetony Gullveig
joms-thor = Thor
    .plural = żetony Thora
joms-venom = jad
    .gen = jadu
joms-fate = fatum
joms-battlefield = pole bitwy
    .gen = pola bitwy
    .loc = polu bitwy
# Suma wartości losu na polu bitwy (T w instrukcji).
joms-t = los
    .gen = losu
# Wartość krytyczna postaci (K w instrukcji): los ponad nią to pudło, los jej równy to
# trafienie krytyczne.
joms-k = limit
    .gen = limitu
    .dat = limitowi
joms-critical = trafienie krytyczne
joms-piercing = przebicie
joms-dodge = unik
joms-pile = stos
    .gen = stosu
joms-hand = ręka
    .gen = ręki
joms-discard = odrzucone
joms-saga = saga
joms-round = runda
joms-hp = PŻ
joms-damage = obrażenia
    .gen = obrażeń
joms-monster = potwór
joms-equipment = ekwipunek
    .gen = ekwipunku
joms-yggdrasil = Yggdrasil
joms-slot-round-name = miejsce bieżącej rundy
joms-slot-healing-name = miejsce leczenia
joms-slot-divination-name = miejsce wróżby
joms-slot-precise-name = miejsce precyzyjnego ataku
