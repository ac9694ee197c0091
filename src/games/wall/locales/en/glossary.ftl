### Skald — the glossary of Storm the Wall (English): the warriors' names, worded once.
### The other wall files refer to them ({ wall-name-qween }, { wall-name-chariott.plural } …).
### The Polish cards' names are puns (Qween, Dru'hid, Filchy…); in English each warrior has
### the plain name an English player reads as intended. Fort names stay as printed.

# Strength 1: seduces a warrior another clan revealed this round.
wall-name-qween = Queen
    .plural = Queens
# Strength 2: on a capture, may take another fort of the wall instead.
wall-name-druhid = Druid
# Strength 3, two of them: its clan sits this fight out.
wall-name-filchy = Thief
# Strength 4: on a capture, may stay in the line.
wall-name-axx = Axeman
# Strength 5: wins a tie for the top.
wall-name-archr = Archer
# Strength 6: lets its clan rearrange its face-down warriors.
wall-name-svord = Swordsman
# Strength 7: no capture costs its clan a warrior of the line.
wall-name-horsie = Horseman
# Strength 8: two or more revealed in one round all crash.
wall-name-chariott = Chariot
    .plural = Chariots
