### Skald — Jomsvikings: the words of the board picture (English). Every id starts with
### `joms-pic-`; names come from names.ftl, attack types and traits from game.ftl, terms from
### glossary.ftl.

## The header

joms-pic-planet = Planet { $planet }
joms-pic-first = first player: { $name }
joms-pic-hindrance = hindrance: { $name }
joms-pic-acting = to act: { $names }
joms-pic-winners = { $count ->
        [0] No winner
        [one] { $names } wins
       *[other] { $names } share the win
    }
joms-pic-team = { $won ->
        [yes] The team wins
       *[no] The team loses
    }: { $total } of the { $target } points needed

## The face-up rows

joms-pic-row = { $row ->
        [equipment] Equipment · { $left } in the deck
        [combat] Combat cards · { $left } in the deck
       *[monsters] Monsters, level { $level } · { $left } in the deck
    }
joms-pic-gear-kind = { $type ->
        [weapon] weapon
        [armour] armour
        [shield] shield
        [implant] implant
        [companion] companion
       *[artifact] artifact
    } · worth { $glory } { joms-glory }
joms-pic-basic = basic card
joms-pic-ld = { joms-t } { $fate } · { joms-damage } { $damage }
joms-pic-monster-short = { $hp } { joms-hp } · { $glory } { joms-glory }
joms-pic-strikes-short = strikes { $same ->
        [yes] { $low }
       *[no] { $low }–{ $high }
    }

## Yggdrasil

joms-pic-yggdrasil = { joms-yggdrasil }
joms-pic-branch = { $branch ->
        [urd] Urd
        [mimir] Mimir
       *[hvergelmir] Hvergelmir
    }
joms-pic-symbol = { $symbol ->
        [either] EITHER
        [plus] PLUS
        [reward] REWARD
       *[none] START
    }
joms-pic-space-glory = +{ $n }★
joms-pic-legend-either = EITHER: take a combat card or drop one
joms-pic-legend-plus = PLUS: both · REWARD: keep 1 of 3 tokens
joms-pic-legend-treasure = treasure: take equipment · ★ { joms-glory }

## The players' table

joms-pic-col-player = Player
joms-pic-col = { $col ->
        [hp] { joms-hp }
        [glory] Glory
        [gullveig] { joms-gullveig }
        [thor] { joms-thor }
        [equipment] Equipment
        [slain] Monsters slain
        [yggdrasil] { joms-yggdrasil }
       *[total] Total
    }
joms-pic-choosing = { $chosen ->
        [yes] has chosen a character
       *[no] is choosing a character
    }
joms-pic-place = { $branch ->
        [start] start
        [trunk] trunk { $n }
        [urd] Urd { $n }
        [mimir] Mimir { $n }
       *[hvergelmir] Hvergelmir { $n }
    }

## A player in the fight

joms-pic-hp = { $hp } of { $max } { joms-hp }
joms-pic-glory = { $glory } { joms-glory }
joms-pic-token = { $token ->
        [gullveig] { $n } { joms-gullveig }
        [thor] { $n } { joms-thor }
        [venom] { $n } { joms-venom }
        [fate] cursed
       *[damage-up] +{ $n } { joms-damage }
    }
joms-pic-attack = { $attack } attack
joms-pic-no-attack = choosing an attack type
joms-pic-gauge = { joms-t } { $t } of your { joms-k } { $k }
joms-pic-outcome = { $kind ->
        [empty] no cards yet
        [over] over the { joms-k }: misses
        [resisted] resisted: no { joms-damage }
        [equal] { joms-critical }: { $damage } { joms-damage }
       *[under] hits for { $damage } { joms-damage }
    }
joms-pic-ability = { $ready ->
        [yes] ability ready
       *[no] ability used
    }
joms-pic-more = +{ $n } more
joms-pic-cards = { joms-hand } { $hand } · { joms-pile } { $pile }

## The monster fought

joms-pic-monster-damage = { $damage } of { $hp } { joms-damage }
joms-pic-resists = { $count ->
        [0] resists nothing
       *[other] resists { $attacks }
    }
joms-pic-resists-short = { $count ->
        [0] resists nothing
       *[other] resists: { $attacks }
    }
joms-pic-strikes = strikes for { $same ->
        [yes] { $basic }
       *[no] { $basic }, { $special } or { $critical }
    }
joms-pic-regeneration = heals { $n } a round
joms-pic-mark = { $mark ->
        [defeated] DEFEATED
       *[died] FELL THIS SAGA
    }

## The end

joms-pic-place-name = { $place }. { $name }
joms-pic-tie = { $names }: { $points } points each — { $shared ->
        [yes] and as many monsters slain, so they share the place
       *[no] the most monsters slain ranks higher
    }
