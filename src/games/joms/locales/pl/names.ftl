### Skald — Jomsvikings: nazwy postaci, kart, potworów, planet i utrudnień (polski).
### Nazwy jak w grze, w mianowniku; zdania stawiają je po dwukropku lub w cudzysłowie.

## Characters (R-CHAR)

joms-ch-gunnar = Gunnar
joms-ch-astrid = Astrid
joms-ch-sigrun = Sigrun
joms-ch-bjorn = Björn
joms-ch-eyvind = Eyvind
joms-ch-hilda = Hilda
joms-ch-ulf = Ulf
joms-ch-ragna = Ragna
joms-ch-thorvald = Thorvald
joms-ch-frida = Frida
joms-ch-leif = Leif
joms-ch-kari = Kari

## Combat cards (R-CARD)

joms-c-unik = Unik
joms-c-lipowa-tarcza = Lipowa tarcza
joms-c-skora-trolla = Skóra trolla
joms-c-miod-poezji = Miód poezji
joms-c-jablka-idunn = Jabłka Idunn
joms-c-oczyszczenie = Oczyszczenie
joms-c-gniew-thora = Gniew Thora
joms-c-celny-rzut = Celny rzut
joms-c-runa-tiwaz = Runa Tiwaz
joms-c-szarza = Szarża
joms-c-salwa = Salwa
joms-c-seidr = Seidr
joms-c-nici-norn = Nici Norn
joms-c-przychylnosc = Przychylność bogów
joms-c-odwrot = Taktyczny odwrót
joms-c-rzut-run = Rzut run
joms-c-przepowiednia = Przepowiednia
joms-c-zew = Zew Gjallarhornu
joms-c-madrosc-mimira = Mądrość Mimira
joms-c-kruki-odyna = Kruki Odyna
joms-c-lza-gullveig = Łza Gullveig
joms-c-blogoslawienstwo = Błogosławieństwo Thora
joms-c-piesn-skalda = Pieśń skalda
joms-c-kuznia = Kuźnia krasnoludów
joms-c-ogien-muspelu = Ogień Muspelu
joms-c-podstep = Podstęp
joms-c-runa-isa = Runa Isa
joms-c-szal = Niech ogarnie mnie szał
joms-c-trucizny = Trucizny niflheimskie
joms-c-podszepty = Podszepty Lokiego
joms-c-wizje = Wizje Ginnungagap
joms-c-fatum = Przeznaczenia nie oszukasz!
joms-c-ekstrakt = Ekstrakt Jormunganda

## Equipment (R-EQ)

joms-e-topor = Runiczny topór
joms-e-luk-ullra = Łuk Ullra
joms-e-kostur = Kostur seidr
joms-e-gungnir = Gungnir
joms-e-miotacz-hel = Miotacz płomieni Hel
joms-e-blaster = Gromowy blaster
joms-e-kolczuga = Kolczuga
joms-e-pancerz = Krasnoludzki pancerz
joms-e-wilcza-skora = Płaszcz z wilczej skóry
joms-e-egzoszkielet = Egzoszkielet jotunów
joms-e-zbroja-walkirii = Zbroja walkirii
joms-e-lodowy-pancerz = Lodowy pancerz
joms-e-okragla-tarcza = Okrągła tarcza
joms-e-tarcza-runiczna = Tarcza runiczna
joms-e-pawez = Pawęż
joms-e-tarcza-energetyczna = Tarcza energetyczna
joms-e-svalin = Svalin
joms-e-kolczasta-tarcza = Kolczasta tarcza
joms-e-zelazne-serce = Żelazne serce
joms-e-oko-odyna = Oko Odyna
joms-e-ramie = Ramię hydrauliczne
joms-e-celownik = Celownik runiczny
joms-e-neuroruna = Neuroruna
joms-e-odruchy = Wszczep odruchów
joms-e-filtr-jadu = Filtr jadu
joms-e-rdzen = Rdzeń energii
joms-e-hugin = Hugin
joms-e-munin = Munin
joms-e-geri = Geri
joms-e-walkiria = Walkiria
joms-e-brokk = Brokk
joms-e-koty-freyi = Koty Freyi
joms-e-tanngrisnir = Tanngrisnir
joms-e-skald = Wędrowny skald
joms-e-aegishjalmur = Aegishjalmur
joms-e-kly-fenrisa = Kły Fenrisa
joms-e-draupnir = Draupnir
joms-e-brisingamen = Brisingamen
joms-e-megingjord = Megingjörð
joms-e-gjallarhorn = Gjallarhorn
joms-e-kielich = Kielich Kvasira
joms-e-fehu = Kamień Fehu
joms-e-wrzeciono = Wrzeciono Norn
joms-e-zlote-jablko = Złote jabłko
joms-e-skidbladnir = Skidbladnir
joms-e-amulet = Amulet Mjölnira

## Monsters (R-MON)

joms-m-draugr = Draugr
joms-m-wilk-cienia = Wilk cienia
joms-m-troll-gorski = Troll górski
joms-m-pajak = Pająk z Niflheimu
joms-m-nokk = Nøkk
joms-m-mroczny-alf = Mroczny alf
joms-m-dzik = Bojowy dzik
joms-m-lindworm = Lindworm
joms-m-ognik = Ognik Muspelu
joms-m-nocna-mara = Nocna mara
joms-m-krasnolud = Krasnolud renegat
joms-m-mlody-jotun = Młody jotun
joms-m-nidhogg = Nidhogg
joms-m-troll-lodowy = Troll lodowy
joms-m-ulfhednar = Upadły ulfhednar
joms-m-jotun-mrozu = Jotun mrozu
joms-m-wiedzma = Wiedźma z Żelaznego Lasu
joms-m-jarl-draugrow = Jarl draugrów
joms-m-skrzydlaty-waz = Skrzydlaty wąż
joms-m-garm = Garm
joms-m-czarny-kowal = Czarny kowal
joms-m-upior-burzy = Upiór burzy
joms-m-hafgufa = Hafgufa
joms-m-ognisty-olbrzym = Ognisty olbrzym
joms-m-widmowy-kraken = Widmowy kraken
joms-m-fafnir = Fafnir
joms-m-pomiot = Pomiot Jormunganda
joms-m-fenrir = Fenrir
joms-m-herold-surta = Herold Surta
joms-m-hrungnir = Hrungnir
joms-m-sluga-hel = Sługa Hel
joms-m-kapitan-naglfara = Kapitan Naglfara
joms-m-smok-pustki = Smok pustki
joms-m-thjazi = Thjazi
joms-m-hraesvelg = Hraesvelg
joms-m-krolowa-mar = Królowa mar

## Planets (R-PLANET)

joms-p-midgard = Midgard
joms-p-asgard = Asgard
joms-p-wanaheim = Wanaheim
joms-p-alfheim = Alfheim
joms-p-jotunheim = Jotunheim
joms-p-muspelheim = Muspelheim
joms-p-niflheim = Niflheim
joms-p-swartalfheim = Swartalfheim
joms-p-helheim = Helheim

## Hindrances (R-COOP-4)

joms-u-zamiec = Zamieć
joms-u-krew-trolli = Krew trolli
joms-u-opary = Opary Niflheimu
joms-u-wyrok = Wyrok Norn
joms-u-furia = Furia
joms-u-szal-bestii = Szał bestii
joms-u-zapomnienie = Zapomnienie
joms-u-rany = Rany
joms-u-milczenie = Milczenie bogów
joms-u-rdza = Rdza
joms-u-zacmienie = Zaćmienie
joms-u-grabiez = Grabież

## Role postaci

joms-ch-gunnar-role = einherjar
joms-ch-astrid-role = wölwa
joms-ch-sigrun-role = walkiria
joms-ch-bjorn-role = berserk
joms-ch-eyvind-role = łucznik
joms-ch-hilda-role = zielarka
joms-ch-ulf-role = wilczy wojownik
joms-ch-ragna-role = tarczowniczka
joms-ch-thorvald-role = kapłan Thora
joms-ch-frida-role = rytowniczka run
joms-ch-leif-role = wędrowiec
joms-ch-kari-role = skald
