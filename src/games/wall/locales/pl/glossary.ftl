### Skald — słowniczek Szturmu na Mur (polski): imiona wojowników, zapisane raz.
### Inne pliki gry odwołują się do nich ({ wall-name-qween }, { wall-name-druhid.gen } …):
### mianownik, inne przypadki i liczba mnoga w atrybutach. Imiona zostają jak na kartach.

# Siła 1: uwodzi wojownika, którego inny klan odkrył w tej rundzie.
wall-name-qween = Qween
    .plural = Qween
# Siła 2: przy zdobyciu może wziąć zamiast tego inny fort z muru.
wall-name-druhid = Dru'hid
    .gen = Dru'hida
# Siła 3, dwie karty: jego klan nie bierze udziału w tej walce.
wall-name-filchy = Filchy
    .acc = Filchy'ego
# Siła 4: przy zdobyciu może zostać w szeregu.
wall-name-axx = Axx
# Siła 5: wygrywa remis o pierwsze miejsce.
wall-name-archr = Arch'r
# Siła 6: pozwala przestawić zakrytych wojowników klanu.
wall-name-svord = Svord
# Siła 7: gdy klan nic nie zdobędzie, traci wojownika z szeregu.
wall-name-horsie = Horsie
# Siła 8: dwa lub więcej odkryte w jednej rundzie rozbijają się.
wall-name-chariott = Ch'ariott
    .plural = Ch'ariotty
