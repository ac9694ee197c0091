### Skald — słowniczek gry Wojownicy Midgardu (polski).
### Jedyne miejsce, w którym padają nazwy pojęć gry; pozostałe pliki odwołują się do nich
### ({ ship }, { ship.gen }, { favor.one } …) albo dostają je w zmiennych z kodu. Test
### (tests/glossary.rs) pilnuje, by w innych plikach nie pojawiały się ich inne formy.
### Każdy tekst gry zna swoje wydanie ($edition): klasyczne (000) albo poprawione (002).
### Wielka litera, jak w instrukcji: nazwy elementów gry (Wojownik, Żywność, Langskip, Runa).
### Policzone słowa mają przypadek ($case): mianownik (nom) albo biernik (acc) po czasowniku.

## Statek gracza: Langskip (wyd. poprawione) albo Łódź (wyd. klasyczne)

ship = { $edition ->
    [classic] Łódź
   *[revised] Langskip
}
    .gen = { $edition ->
        [classic] Łodzi
       *[revised] Langskipu
    }
    .acc = { $edition ->
        [classic] Łódź
       *[revised] Langskip
    }
    .loc = { $edition ->
        [classic] Łodzi
       *[revised] Langskipie
    }
    .plural = { $edition ->
        [classic] Łodzie
       *[revised] Langskipy
    }
    .title = { $edition ->
        [classic] Łódź
       *[revised] Langskip
    }
    .plural-title = { $edition ->
        [classic] Łodzie
       *[revised] Langskipy
    }
    .own = { $edition ->
        [classic] własna Łódź
       *[revised] własny Langskip
    }
    .small = { $edition ->
        [classic] mała wspólna Łódź
       *[revised] mały wspólny Langskip
    }
    .large = { $edition ->
        [classic] duża wspólna Łódź
       *[revised] duży wspólny Langskip
    }

## Łaska Bogów (wyd. poprawione) albo Przysługi (wyd. klasyczne); liczone jak w instrukcji:
## „2 Łaski Bogów”, „2 Przysługi”

favor = { $edition ->
    [classic] Przysługi
   *[revised] Łaska Bogów
}
    .gen = { $edition ->
        [classic] Przysług
       *[revised] Łaski Bogów
    }
    .title = { $edition ->
        [classic] Przysługi
       *[revised] Łaska Bogów
    }
    .one = { $edition ->
        [classic] 1 Przysługę
       *[revised] 1 Łaskę Bogów
    }

## Kości Wojowników

die-swordsman = { $edition ->
    [classic] Fechmistrz
   *[revised] Miecznik
}
die-spearman = Włócznik
die-axeman = Topornik
dice-swordsman = { $edition ->
    [classic] { $case ->
        [acc] { $count ->
            [one] { $count } Fechmistrza
            [few] { $count } Fechmistrzów
            [many] { $count } Fechmistrzów
           *[other] { $count } Fechmistrza
        }
       *[nom] { $count ->
            [one] { $count } Fechmistrz
            [few] { $count } Fechmistrze
            [many] { $count } Fechmistrzów
           *[other] { $count } Fechmistrza
        }
    }
   *[revised] { $case ->
        [acc] { $count ->
            [one] { $count } Miecznika
            [few] { $count } Mieczników
            [many] { $count } Mieczników
           *[other] { $count } Miecznika
        }
       *[nom] { $count ->
            [one] { $count } Miecznik
            [few] { $count } Miecznicy
            [many] { $count } Mieczników
           *[other] { $count } Miecznika
        }
    }
}
dice-spearman = { $case ->
    [acc] { $count ->
        [one] { $count } Włócznika
        [few] { $count } Włóczników
        [many] { $count } Włóczników
       *[other] { $count } Włócznika
    }
   *[nom] { $count ->
        [one] { $count } Włócznik
        [few] { $count } Włócznicy
        [many] { $count } Włóczników
       *[other] { $count } Włócznika
    }
}
dice-axeman = { $case ->
    [acc] { $count ->
        [one] { $count } Topornika
        [few] { $count } Toporników
        [many] { $count } Toporników
       *[other] { $count } Topornika
    }
   *[nom] { $count ->
        [one] { $count } Topornik
        [few] { $count } Topornicy
        [many] { $count } Toporników
       *[other] { $count } Topornika
    }
}

warriors = { $case ->
    [acc] { $count ->
        [one] { $count } Wojownika
        [few] { $count } Wojowników
        [many] { $count } Wojowników
       *[other] { $count } Wojownika
    }
   *[nom] { $count ->
        [one] { $count } Wojownik
        [few] { $count } Wojownicy
        [many] { $count } Wojowników
       *[other] { $count } Wojownika
    }
}

## Zasoby

res-food-name = Żywność
res-wood-name = Drewno
res-coins-name = Monety
res-favor-name = { $edition ->
    [classic] Przysługi
   *[revised] Łaska Bogów
}
res-blame-name = Potępienie
res-glory-name = Chwała
res-food = { $count ->
    [one] { $count } Żywność
    [few] { $count } Żywności
    [many] { $count } Żywności
   *[other] { $count } Żywności
}
res-wood = { $count ->
    [one] { $count } Drewno
    [few] { $count } Drewna
    [many] { $count } Drewna
   *[other] { $count } Drewna
}
res-coins = { $case ->
    [acc] { $count ->
        [one] { $count } Monetę
        [few] { $count } Monety
        [many] { $count } Monet
       *[other] { $count } Monety
    }
   *[nom] { $count ->
        [one] { $count } Moneta
        [few] { $count } Monety
        [many] { $count } Monet
       *[other] { $count } Monety
    }
}
res-favor = { $edition ->
    [classic] { $case ->
        [acc] { $count ->
            [one] { $count } Przysługę
            [few] { $count } Przysługi
            [many] { $count } Przysług
           *[other] { $count } Przysługi
        }
       *[nom] { $count ->
            [one] { $count } Przysługa
            [few] { $count } Przysługi
            [many] { $count } Przysług
           *[other] { $count } Przysługi
        }
    }
   *[revised] { $case ->
        [acc] { $count ->
            [one] { $count } Łaskę Bogów
            [few] { $count } Łaski Bogów
            [many] { $count } Łask Bogów
           *[other] { $count } Łaski Bogów
        }
       *[nom] { $count ->
            [one] { $count } Łaska Bogów
            [few] { $count } Łaski Bogów
            [many] { $count } Łask Bogów
           *[other] { $count } Łaski Bogów
        }
    }
}
res-blame = { $count ->
    [one] { $count } żeton Potępienia
    [few] { $count } żetony Potępienia
    [many] { $count } żetonów Potępienia
   *[other] { $count } żetonu Potępienia
}
res-glory = { $count ->
    [one] { $count } punkt Chwały
    [few] { $count } punkty Chwały
    [many] { $count } punktów Chwały
   *[other] { $count } punktu Chwały
}

## Kolory kart wrogów

color-red = czerwony
color-yellow = żółty
color-blue = niebieski

