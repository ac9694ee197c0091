### Skald — Jomsvikings: the words of the board picture (English). Every id starts with
### `joms-pic-`; names come from names.ftl, attack types and traits from game.ftl.

## The header

joms-pic-planet = Planet: { $planet }
joms-pic-no-planet = No planet revealed yet
joms-pic-first = first player: { $name }
joms-pic-coop = co-op, { $level ->
        [easy] easy
        [advanced] advanced
        [expert] expert
       *[legendary] legendary
    } level
joms-pic-bag = bag: { $count ->
        [one] 1 token
       *[other] { $count } tokens
    }
joms-pic-hindrance = hindrance: { $name }
joms-pic-fallen = a monster has fallen this saga
joms-pic-and = { $head } · { $tail }

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
    } · { $glory }★
joms-pic-monster-short = HP { $hp } · { $basic }/{ $special }/{ $critical }

## Yggdrasil

joms-pic-yggdrasil = Yggdrasil
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
joms-pic-treasure = treasure
joms-pic-space-glory = +{ $n }★
joms-pic-legend = EITHER: take a row combat card or remove one from your pile · PLUS: both · REWARD: 3 tokens, keep 1 · treasure: equipment · ★ glory

## A player's panel

joms-pic-choosing = { $chosen ->
        [yes] has chosen a character
       *[no] is choosing a character…
    }
joms-pic-glory = { $glory } glory · { $kills ->
        [0] no monster slain
        [one] 1 monster slain
       *[other] { $kills } monsters slain
    }
joms-pic-hp = HP { $hp }/{ $max }
joms-pic-token = { $token ->
        [gullveig] Gullveig { $n }
        [thor] Thor { $n }
        [venom] venom { $n }
        [fate] fated
       *[damage-up] damage +{ $n }
    }
joms-pic-attack = { $attack } attack
joms-pic-no-attack = attack not named
joms-pic-cards = hand { $hand } · pile { $pile }
joms-pic-basic = basic
joms-pic-ld = { $fate }/{ $damage }
joms-pic-gauge = T { $t } / K { $k }
joms-pic-gauge-state = { $state ->
        [under] under K
        [equal] critical hit!
       *[over] over K: no hit
    }
joms-pic-slot = { $slot ->
        [round] Round
        [healing] Healing
        [divination] Divination
       *[precise] Precise
    }
joms-pic-slot-card = { $name } { $numbers }
joms-pic-empty = empty
joms-pic-ability = { $ready ->
        [yes] ability ready
       *[no] ability used
    }
joms-pic-gear = { $name }
joms-pic-no-gear = no equipment

## The monster fought

joms-pic-no-monster = no monster yet
joms-pic-monster-damage = damage { $damage }/{ $hp }
joms-pic-resists = { $count ->
        [0] resists nothing
       *[other] resists { $attacks }
    }
joms-pic-traits = { $count ->
        [0] no traits
       *[other] { $traits }
    }
joms-pic-attacks = attacks B { $basic } · S { $special } · C { $critical }
joms-pic-regeneration = regenerates { $n }
joms-pic-mark = { $mark ->
        [defeated] DEFEATED
       *[died] FELL THIS SAGA
    }

## The end

joms-pic-points = { $points } points · { $kills ->
        [0] no monster slain
        [one] 1 monster slain
       *[other] { $kills } monsters slain
    }
joms-pic-winners = { $count ->
        [0] No winner
        [one] Winner: { $names }
       *[other] Winners: { $names }
    }
joms-pic-team = { $won ->
        [yes] The team wins
       *[no] The team loses
    }: { $total } of the { $target } points needed
