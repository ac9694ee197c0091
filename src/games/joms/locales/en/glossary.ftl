### Skald — the glossary of Jomsvikings (English): the game's terms, worded once.
### The other joms files refer to them ({ joms-glory }, { joms-venom.plural } …).

joms-glory = glory
joms-gullveig = Gullveig
    .plural = Gullveig
joms-thor = Thor
    .plural = Thor
joms-venom = venom
# The fate token (fatum): a cursed character's next critical hit only lifts it (R-DMG-4).
joms-fate = curse
joms-battlefield = battlefield
# The sum of the fate values on a battlefield (T in the rulebook).
joms-t = fate
# A character's critical value (K in the rulebook): fate over it misses, fate equal to it is
# a critical hit.
joms-k = limit
joms-critical = critical hit
joms-piercing = piercing
joms-dodge = dodge
joms-pile = pile
joms-hand = hand
joms-discard = discard
joms-saga = saga
joms-round = round
joms-hp = HP
joms-damage = damage
joms-monster = monster
joms-equipment = equipment
joms-yggdrasil = Yggdrasil
joms-slot-round-name = current-round slot
joms-slot-healing-name = healing slot
joms-slot-divination-name = divination slot
joms-slot-precise-name = precise slot
