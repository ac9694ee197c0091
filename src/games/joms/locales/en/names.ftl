### Skald — Jomsvikings: the names of characters, cards, monsters, planets and hindrances (English).
### Proper names stay as printed; Polish names that are words are translated.

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

joms-c-unik = Dodge
joms-c-lipowa-tarcza = Linden shield
joms-c-skora-trolla = Troll hide
joms-c-miod-poezji = Mead of poetry
joms-c-jablka-idunn = Idunn's apples
joms-c-oczyszczenie = Cleansing
joms-c-gniew-thora = Thor's wrath
joms-c-celny-rzut = True throw
joms-c-runa-tiwaz = Tiwaz rune
joms-c-szarza = Charge
joms-c-salwa = Volley
joms-c-seidr = Seiðr
joms-c-nici-norn = Norns' threads
joms-c-przychylnosc = Gods' favour
joms-c-odwrot = Tactical retreat
joms-c-rzut-run = Rune cast
joms-c-przepowiednia = Prophecy
joms-c-zew = Gjallarhorn's call
joms-c-madrosc-mimira = Mimir's wisdom
joms-c-kruki-odyna = Odin's ravens
joms-c-lza-gullveig = Gullveig's tear
joms-c-blogoslawienstwo = Thor's blessing
joms-c-piesn-skalda = Skald's song
joms-c-kuznia = Dwarf forge
joms-c-ogien-muspelu = Muspel fire
joms-c-podstep = Ruse
joms-c-runa-isa = Isa rune
joms-c-szal = Let frenzy take me
joms-c-trucizny = Niflheim poisons
joms-c-podszepty = Loki's whispers
joms-c-wizje = Visions of Ginnungagap
joms-c-fatum = You can't cheat fate!
joms-c-ekstrakt = Jörmungandr's extract

## Equipment (R-EQ)

joms-e-topor = Rune axe
joms-e-luk-ullra = Ullr's bow
joms-e-kostur = Seiðr staff
joms-e-gungnir = Gungnir
joms-e-miotacz-hel = Hel's flamethrower
joms-e-blaster = Thunder blaster
joms-e-kolczuga = Mail shirt
joms-e-pancerz = Dwarf plate
joms-e-wilcza-skora = Wolfskin
joms-e-egzoszkielet = Jötunn exoskeleton
joms-e-zbroja-walkirii = Valkyrie mail
joms-e-lodowy-pancerz = Ice armour
joms-e-okragla-tarcza = Round shield
joms-e-tarcza-runiczna = Rune shield
joms-e-pawez = Pavise
joms-e-tarcza-energetyczna = Energy shield
joms-e-svalin = Svalin
joms-e-kolczasta-tarcza = Spiked shield
joms-e-zelazne-serce = Iron heart
joms-e-oko-odyna = Odin's eye
joms-e-ramie = Hydraulic arm
joms-e-celownik = Rune sight
joms-e-neuroruna = Neural rune
joms-e-odruchy = Reflex implant
joms-e-filtr-jadu = Venom filter
joms-e-rdzen = Power core
joms-e-hugin = Hugin
joms-e-munin = Munin
joms-e-geri = Geri
joms-e-walkiria = Valkyrie
joms-e-brokk = Brokk
joms-e-koty-freyi = Freyja's cats
joms-e-tanngrisnir = Tanngrisnir
joms-e-skald = Wandering skald
joms-e-aegishjalmur = Aegishjalmur
joms-e-kly-fenrisa = Fenrir's fangs
joms-e-draupnir = Draupnir
joms-e-brisingamen = Brisingamen
joms-e-megingjord = Megingjörð
joms-e-gjallarhorn = Gjallarhorn
joms-e-kielich = Kvasir's cup
joms-e-fehu = Fehu stone
joms-e-wrzeciono = Norns' spindle
joms-e-zlote-jablko = Golden apple
joms-e-skidbladnir = Skidbladnir
joms-e-amulet = Mjölnir amulet

## Monsters (R-MON)

joms-m-draugr = Draugr
joms-m-wilk-cienia = Shadow wolf
joms-m-troll-gorski = Hill troll
joms-m-pajak = Niflheim spider
joms-m-nokk = Nøkk
joms-m-mroczny-alf = Dark elf
joms-m-dzik = War boar
joms-m-lindworm = Lindworm
joms-m-ognik = Muspel wisp
joms-m-nocna-mara = Nightmare
joms-m-krasnolud = Rogue dwarf
joms-m-mlody-jotun = Young jötunn
joms-m-nidhogg = Nidhogg
joms-m-troll-lodowy = Ice troll
joms-m-ulfhednar = Fallen wolf-warrior
joms-m-jotun-mrozu = Frost jötunn
joms-m-wiedzma = Ironwood witch
joms-m-jarl-draugrow = Draugr jarl
joms-m-skrzydlaty-waz = Winged serpent
joms-m-garm = Garm
joms-m-czarny-kowal = Black smith
joms-m-upior-burzy = Storm wraith
joms-m-hafgufa = Hafgufa
joms-m-ognisty-olbrzym = Fire giant
joms-m-widmowy-kraken = Spectral kraken
joms-m-fafnir = Fafnir
joms-m-pomiot = Jörmungandr's spawn
joms-m-fenrir = Fenrir
joms-m-herold-surta = Surtr's herald
joms-m-hrungnir = Hrungnir
joms-m-sluga-hel = Hel's servant
joms-m-kapitan-naglfara = Naglfar's captain
joms-m-smok-pustki = Void dragon
joms-m-thjazi = Thjazi
joms-m-hraesvelg = Hraesvelg
joms-m-krolowa-mar = Queen of nightmares

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

joms-u-zamiec = Blizzard
joms-u-krew-trolli = Troll blood
joms-u-opary = Niflheim fumes
joms-u-wyrok = Norns' verdict
joms-u-furia = Fury
joms-u-szal-bestii = Beast frenzy
joms-u-zapomnienie = Oblivion
joms-u-rany = Wounds
joms-u-milczenie = Gods' silence
joms-u-rdza = Rust
joms-u-zacmienie = Eclipse
joms-u-grabiez = Plunder

## Roles of the characters

joms-ch-gunnar-role = einherjar
joms-ch-astrid-role = völva
joms-ch-sigrun-role = valkyrie
joms-ch-bjorn-role = berserker
joms-ch-eyvind-role = archer
joms-ch-hilda-role = herbalist
joms-ch-ulf-role = wolf-warrior
joms-ch-ragna-role = shieldmaiden
joms-ch-thorvald-role = Thor's priest
joms-ch-frida-role = rune-carver
joms-ch-leif-role = wanderer
joms-ch-kari-role = skald
