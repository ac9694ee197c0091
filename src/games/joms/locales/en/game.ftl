### Skald — Jomsvikings, in English. Every id starts with joms-.
### Names of cards, monsters and the rest are in names.ftl, terms in glossary.ftl.

joms-game-name = Jomsvikings

## Things

joms-basic = basic ({ joms-t } { $fate }, { joms-damage } { $damage })
joms-card = { $name } ({ joms-t } { $fate }, { joms-damage } { $damage })
joms-basic-label = basic card ({ joms-t } { $fate })
joms-basic-name = basic card
joms-card-numbers = { $name }: { joms-t } { $fate }, { joms-damage } { $damage }
joms-card-text = { $card } — { $text }
joms-use-exhaust = ⟳ { $text }
joms-use-destroy = ✖ { $text }
joms-gear-full = { $name } ({ $type ->
        [weapon] weapon
        [armour] armour
        [shield] shield
        [implant] implant
        [companion] companion
       *[artifact] artifact
    }, worth { $glory } { joms-glory }) — { $text }
joms-character-full = { $name }, { $role } — draws { $rng } cards for a ranged attack, { $mag } for magic, { $mel } for melee; { joms-k } { $k }; { $hp } { joms-hp }; starts with { $gullveig } { joms-gullveig } { $gullveig ->
        [one] token
       *[other] tokens
    }. { $ability }
joms-ability = { $when ->
        [start] At the start: { $text }
        [exhaust] ⟳ { $text }
       *[passive] Always: { $text }
    }
joms-named-text = { $name }: { $text }
joms-attack = { $attack ->
        [rng] ranged
        [mag] magic
       *[mel] melee
    }
joms-resist = { $attack ->
        [rng] ranged attacks
        [mag] magic
       *[mel] melee
    }
joms-resist-short = { $attack ->
        [rng] ranged
        [mag] magic
       *[mel] melee
    }
joms-attack-card = { $kind ->
        [basic] basic attack
        [special] special attack
       *[critical] critical attack
    }
joms-bag-token = { $token ->
        [thor] a { joms-thor } token
        [gullveig] a { joms-gullveig } token
        [damage-up] a damage-up token (+1 { joms-damage } whenever your attack lands)
       *[stat-up] a stat-up token (+1 to a stat of your choice)
    }
joms-bag-token-name = { $token ->
        [thor] { joms-thor } token
        [gullveig] { joms-gullveig } token
        [damage-up] damage-up token
       *[stat-up] stat-up token
    }
joms-bag-token-use = { $token ->
        [damage-up] +1 { joms-damage } whenever your attack lands
       *[stat-up] +1 to a stat of your choice
    }
joms-gain = { $n } { $token ->
        [gullveig] { joms-gullveig } { $n ->
            [one] token
           *[other] tokens
        }
        [thor] { joms-thor } { $n ->
            [one] token
           *[other] tokens
        }
       *[glory] { joms-glory }
    }
joms-stat = { $stat ->
        [rng] ranged hand size
        [mag] magic hand size
        [mel] melee hand size
        [k] { joms-k }
       *[max-hp] maximum { joms-hp }
    }
joms-trait = { $trait ->
        [wild] Wild
        [venomous] Venomous
        [guardian] Guardian
        [treasure] Treasure
       *[aura] Aura
    }
joms-text-more = { $head }; { $tail }
joms-space = { $branch ->
        [trunk] the trunk, space { $n }
        [urd] Urd's branch, space { $n }
        [mimir] Mimir's branch, space { $n }
       *[hvergelmir] Hvergelmir's branch, space { $n }
    }
joms-name = { $name }
joms-name--you = you

## The effect grammar: one effect in words

joms-fx = { $kind ->
        [dodge] { joms-dodge }: this round's monster attack on you does nothing
        [reduce] { $who ->
            [another] another character's monster attack this round deals { $n } less
           *[you] the monster attack on you deals { $n } less
        }
        [reduce-if-wild] against a Wild monster the attack on you deals { $n } less instead
        [ignore-effects] ignore the effects of this round's attack on you
        [no-attack-venom] this attack gives you no { joms-venom }
        [reveals-two] the attack on you reveals 2 cards and you pick the one used
        [counts-basic] every card of the attack on you counts as basic
        [bonus] +{ $n } { joms-damage } if your attack lands
        [bonus-if-type] +{ $n } { joms-damage } if your attack is { $attack }
        [lands-bonus] { $attack ->
            [rng] +{ $n } { joms-damage } whenever a ranged attack lands
            [mag] +{ $n } { joms-damage } whenever a magic attack lands
            [mel] +{ $n } { joms-damage } whenever a melee attack lands
           *[any] +{ $n } { joms-damage } whenever your attack lands
        }
        [piercing] { joms-piercing }: your monster resists nothing this round
        [k] your { joms-k } +{ $n } this round
        [k-either] your { joms-k } +{ $n } or −{ $n } this round (you choose)
        [damage-now] { $n } { joms-damage } to your monster now; it skips regeneration this round
        [no-regeneration] your monster does not regenerate this round
        [draw] draw { $n }
        [order-top] look at the top { $n } cards of your { joms-pile } and put them back in any order
        [look-take] look at the top { $n } cards of your { joms-pile }: one to your { joms-hand }, the rest back in any order
        [field-to-hand] one of your { joms-battlefield } cards back to your { joms-hand }
        [discard-own-field] discard one of your last { $n } { joms-battlefield } cards
        [discard-last-field] another character discards the last card of its { joms-battlefield }
        [discard-random] another character discards { $n } random { joms-hand } cards; you draw 1
        [discard-hand] { $who ->
            [all] every active character discards { $n } { joms-hand } card of its choice
           *[you] discard { $n } { joms-hand } cards
        }
        [others-pay] each other active player may lose { $hp } { joms-hp } to draw { $n }
        [all-draw] every active character draws { $n }
        [heal] { $who ->
            [you-or-another] you or another character heals { $n }
           *[you] heal { $n }
        }
        [heal-full] heal to full
        [lose-hp] { $who ->
            [another] another character loses { $n } { joms-hp }
            [all] every active character loses { $n } { joms-hp }
           *[you] lose { $n } { joms-hp }
        }
        [others-lose-hp] every other active character loses { $n } { joms-hp } now
        [end-others-lose-hp] at round end every other active character loses { $n } { joms-hp }
        [end-all-lose-hp] at round end every active character loses { $n } { joms-hp }
        [venom] { $who ->
            [another] another character gains { $n } { joms-venom }
            [all] every active character gains { $n } { joms-venom }
           *[you] gain { $n } { joms-venom }
        }
        [lose-venom] { $who ->
            [you-or-another] you or another character loses all { joms-venom }
           *[you] lose all { joms-venom }
        }
        [pass-venom] you lose all your { joms-venom } and another character gains as much
        [fate] { $who ->
            [another] another character is cursed
            [all] every active character is cursed
           *[you] you are cursed
        }
        [fate-or-unfate] curse up to { $n } other characters, or lift the { joms-fate } of any active character
        [cleanse] { $who ->
            [you-or-another] you or another character loses its { joms-fate } and all { joms-venom }
           *[you] lose your { joms-fate } and all { joms-venom }
        }
        [never-venom] you never gain { joms-venom }
        [gain] gain { $gain }
        [critical-gain] a { joms-critical } while not cursed: +{ $gain }
        [defeat-gain] defeating your monster: +{ $gain }
        [kill-gain] each kill gives its killer +{ $gain }
        [saga-gain] +{ $gain } at the start of each later { joms-saga }
        [recharge] { $what ->
            [equipment] recharge one of your { joms-equipment } cards
            [equipment-or-character] recharge one of your { joms-equipment } cards or your character
            [character-or-other] recharge your character or another of your { joms-equipment } cards
           *[weapon-armour-shield] recharge your weapon, armour or shield
        }
        [exhaust-equipment] every active character exhausts a ready { joms-equipment } card
        [stat] +{ $n } { $stat }
        [speed] Speed: the saga's first draw is 1 larger, then discard 1
        [take-implant] reveal { joms-equipment } until an implant and take it
        [take-combat-card] take a face-up combat card into your { joms-pile }
        [yggdrasil] move { $n } on { joms-yggdrasil }
        [first-draw-plus] the saga's first draw is { $n } larger
        [healing-plus] the { joms-slot-healing-name } heals its card's fate value + { $n }
        [divination-any] divination may discard any { joms-battlefield } card
        [monster-hp] monsters have +{ $n } { joms-hp }
        [monsters-trait] every monster is { $trait ->
            [wild] Wild
            [venomous] Venomous
           *[treasure] a Treasure
        }
        [no-compensation] no compensation for dying
        [regeneration-plus] monsters regenerate { $n } more this round
        [attack-plus] each monster attack this round deals { $n } more
        [no-round-slot] no { joms-slot-round-name } this round
        [worse-of-two] each monster attack this round reveals 2 cards and uses the worse
        [plunder] every active character loses a { joms-gullveig } or { joms-thor } token (no token: 1 { joms-glory })
       *[none] nothing
    }
joms-mfx = { $code ->
        [h1] discard 1 { joms-hand } card
        [h2] discard 2 { joms-hand } cards
        [v] +1 { joms-venom }
        [f] a { joms-fate }
        [ex] exhaust a ready { joms-equipment } card (none: lose 1 { joms-hp })
        [nh] no healing until the fight ends
        [mc] one more attack card joins
        [r2] the monster heals 2
        [hs] your top { joms-pile } card onto your { joms-slot-healing-name }, without healing
        [a1] every other active character loses 1 { joms-hp }
        [g1] lose 1 { joms-glory }
        [nid] discard 2 { joms-hand } cards (fewer: all, +1 { joms-venom } and a { joms-fate })
       *[kr] your { joms-hand } is shown and the others pick cards of it for your { joms-discard }
    }
joms-mfx-none = no effect
joms-monster-full = { $name } (level { $level }) — { $hp } { joms-hp }, worth { $glory } { joms-glory }; { $resisting ->
        [0] resists nothing
       *[other] resists { $resists }
    }{ $traited ->
        [0] {""}
       *[other] ; { $traits }
    }{ $regeneration ->
        [0] {""}
       *[other] ; heals { $regeneration } a round
    }; strikes for { $basic } (basic), { $special } (special: { $on_special }) or { $critical } (critical: { $on_critical })

## The board

joms-title = { $phase ->
        [setup] Jomsvikings — choosing characters
        [preparation] Saga { $saga } — preparation
        [fight-start] Saga { $saga } — the fight begins
        [fight] Saga { $saga }, round { $round }
       *[over] Jomsvikings — the game is over
    }
joms-when = { $round ->
        [0] Saga { $saga }
       *[other] Saga { $saga }, round { $round }
    }
joms-player = { $name } ({ $character })
joms-player--you = You ({ $character })
joms-player-plain = { $name }
joms-player-plain--you = You
joms-board-stats = { $hp } of { $max } { joms-hp } · { $glory } { joms-glory } · { $gullveig } { joms-gullveig } and { $thor } { joms-thor } { $thor ->
        [one] token
       *[other] tokens
    }{ $venom ->
        [0] {""}
       *[other] {" "}· { $venom } { joms-venom }
    }{ $fate ->
        [yes] {" "}· cursed
       *[no] {""}
    }{ $damage_up ->
        [0] {""}
       *[other] {" "}· +{ $damage_up } { joms-damage } whenever the attack lands
    }
joms-board-choosing = { $chosen ->
        [yes] has chosen a character
       *[no] is choosing a character
    }
joms-board-no-monster = no monster yet
joms-board-fight = fights { $monster }: { $damage } of { $hp } { joms-damage } dealt{ $state ->
        [won] {" "}— defeated
        [died] {" "}— fell this saga
       *[open] {""}
    } · { $resisting ->
        [0] resists nothing
       *[other] resists { $resists }
    } · strikes for { $basic }, { $special } or { $critical }
joms-board-field = { $attack } attack: { $count ->
        [0] nothing on the { joms-battlefield } yet
       *[other] { $cards }
    } — { joms-t } { $t } of { joms-k } { $k }
joms-slot-round = round: { $card }
joms-slot-healing = healing: { $card }
joms-slot-divination = divination: { $card }
joms-slot-precise = precise: { $card }
joms-board-slots = Slots: { $slots }
joms-gear-state = { $gear }{ $exhausted ->
        [yes] {" "}(exhausted)
       *[no] {""}
    }
joms-board-gear = { joms-equipment }: { $gear }{ $exhausted ->
        [yes] {" "}· ability exhausted
       *[no] {""}
    }
joms-board-cards = cards: { $hand } in { joms-hand }, { $pile } in the { joms-pile }, { $discard } discarded
joms-board-pawn = { joms-yggdrasil }: { $space }
joms-board-planet = Planet { $planet }
joms-board-first = First player: { $name }
joms-board-first--you = First player: you
joms-row-equipment = { joms-equipment } row: { $cards }
joms-row-combat = Combat cards: { $cards }
joms-row-monsters = Monsters: { $cards }
joms-summary-player = { $player }: { $hp } of { $max } { joms-hp }, { $glory } { joms-glory }
joms-summary-part = { $head } — { $tail }
joms-summary-choosing = { $player } { $chosen ->
        [yes] has chosen a character
       *[no] is choosing a character
    }
joms-summary-choosing--you-player = { $chosen ->
        [yes] You have chosen a character
       *[no] You are choosing a character
    }
joms-outcome = { $kind ->
        [empty] nothing on the { joms-battlefield } yet
        [over] { joms-t } { $t } is over your { joms-k } { $k }: the attack misses
        [resisted] { joms-t } { $t } of your { joms-k } { $k }, but the monster resists: no { joms-damage }
        [critical] { joms-t } { $t } equals your { joms-k }: { joms-critical } for { $damage } { joms-damage }
       *[lands] { joms-t } { $t } of your { joms-k } { $k }: hits for { $damage } { joms-damage }
    }
joms-hand-title = Your { joms-hand } — { $name }
joms-hand-title--you = Your { joms-hand }
joms-hand-dealt = Your characters to choose from: { $characters }
joms-hand-now = Now: { $outcome }
joms-hand-cards = Your { joms-hand } ({ $count })
joms-hand-card = { $card }{ $count ->
        [1] {""}
       *[other] {" "}×{ $count }
    }{ $would ->
        [none] {""}
       *[other] {" "}· on the battlefield: { $would }
    }
joms-hand-pile = Your { joms-pile } ({ $count }, in no order): { $cards }

## Decisions

joms-prompt-nothing = Nothing to decide now.
joms-ask = { $ask ->
        [character] is choosing a character
        [row-equipment] is taking a piece of { joms-equipment }
        [row-combat] is taking a combat card
        [row-combat-pile] is taking a combat card into the { joms-pile }
        [row-monster] is taking a monster to fight
        [keep] is keeping one of two pieces of { joms-equipment }
        [branch] is choosing a branch of { joms-yggdrasil }
        [either] is taking a card or removing one
        [remove] is removing a card from the { joms-pile }
        [reward] is keeping a token
        [stat-up] is choosing a stat to raise
        [attack] is naming an attack type for the saga
        [discard] is discarding { $n } { $n ->
            [one] card
           *[other] cards
        }
        [exhaust] is exhausting a piece of { joms-equipment }
        [turn] is taking a turn in round { $round }
        [pay] may lose 1 { joms-hp } to draw 1
        [pick] is picking a card of { $victim }'s { joms-hand } for the { joms-discard }
        [attack-card] is picking the monster's attack card
        [plunder] is giving up a { joms-gullveig } or { joms-thor } token
        [order] is putting cards back on the pile
       *[look-take] is taking one of the looked-at cards
    }
joms-ask--you-victim = { $ask ->
        [character] is choosing a character
        [row-equipment] is taking a piece of { joms-equipment }
        [row-combat] is taking a combat card
        [row-combat-pile] is taking a combat card into the { joms-pile }
        [row-monster] is taking a monster to fight
        [keep] is keeping one of two pieces of { joms-equipment }
        [branch] is choosing a branch of { joms-yggdrasil }
        [either] is taking a card or removing one
        [remove] is removing a card from the { joms-pile }
        [reward] is keeping a token
        [stat-up] is choosing a stat to raise
        [attack] is naming an attack type for the saga
        [discard] is discarding { $n } { $n ->
            [one] card
           *[other] cards
        }
        [exhaust] is exhausting a piece of { joms-equipment }
        [turn] is taking a turn in round { $round }
        [pay] may lose 1 { joms-hp } to draw 1
        [pick] is picking a card of your { joms-hand } for the { joms-discard }
        [attack-card] is picking the monster's attack card
        [plunder] is giving up a { joms-gullveig } or { joms-thor } token
        [order] is putting cards back on the pile
       *[look-take] is taking one of the looked-at cards
    }
joms-ask-yours = { $ask ->
        [character] choose a character
        [row-equipment] take a piece of { joms-equipment }
        [row-combat] take a combat card
        [row-combat-pile] take a combat card into the { joms-pile }
        [row-monster] take a monster to fight
        [keep] keep one of two pieces of { joms-equipment }
        [branch] choose a branch of { joms-yggdrasil }
        [either] take a card or remove one
        [remove] remove a card from the { joms-pile }
        [reward] keep a token
        [stat-up] choose a stat to raise
        [attack] name an attack type for the saga
        [discard] discard { $n } { $n ->
            [one] card
           *[other] cards
        }
        [exhaust] exhaust a piece of { joms-equipment }
        [turn] take a turn in round { $round }
        [pay] lose 1 { joms-hp } to draw 1, or not
        [pick] pick a card of { $victim }'s { joms-hand } for the { joms-discard }
        [attack-card] pick the monster's attack card
        [plunder] give up a { joms-gullveig } or { joms-thor } token
        [order] put the looked-at cards back
       *[look-take] take one of the looked-at cards
    }
joms-choose = { $ask ->
        [character] Choose the character you will play
        [row-equipment] Choose the { joms-equipment } to take
        [row-combat] Choose the combat card to take
        [row-combat-pile] Choose the combat card for your { joms-pile }
        [row-monster] Choose the { joms-monster } you will fight
        [keep] Choose the { joms-equipment } to keep
        [branch] Choose your branch of { joms-yggdrasil }
        [either] Choose: take a card or remove one
        [remove] Choose the card to remove from your { joms-pile }
        [reward] Choose the token to keep
        [stat-up] Choose the stat to raise
        [attack] Choose your attack type for this { joms-saga }
        [discard] Choose the card to discard
        [exhaust] Choose the { joms-equipment } to exhaust
        [turn] Choose your move this { joms-round }
        [pay] Choose: lose 1 { joms-hp } to draw 1, or not
        [pick] Choose the card they discard
        [attack-card] Choose the monster's attack card
        [plunder] Choose the token to give up
        [order] Choose the order the cards go back in
       *[look-take] Choose the card to take into your { joms-hand }
    }
joms-decision = { $name } { $what }
joms-decision--you = Your character { $what }
joms-decision-yours = Your move: { $what }
joms-group = { $group ->
        [field] { joms-battlefield }
        [round] { joms-slot-round-name }
        [gear] { joms-equipment }
        [ability] your ability
        [healing] { joms-slot-healing-name }
        [divination] { joms-slot-divination-name }
        [precise] { joms-slot-precise-name }
        [thor] { joms-thor } tokens
       *[pass] pass
    }
joms-detail-attack = you draw { $cards } cards{ $resisted ->
        [yes] {" "}— your monster resists it
       *[no] {""}
    }
joms-detail-top = unseen until placed
joms-detail-text = { $text } → { $then }
joms-act-character = { $character }
joms-act-character-hidden = has chosen a character
joms-act-search-hidden = puts the cards back on the pile
joms-act-reroll = Spend a { joms-gullveig } token for a new row
joms-act-take = Take { $card }
joms-act-keep = Keep { $gear }
joms-act-branch = { $branch ->
        [y-urd] Urd
        [y-mimir] Mimir
       *[y-hvergelmir] Hvergelmir
    }
joms-act-either = { $take ->
        [yes] Take a face-up combat card into the { joms-pile }
       *[no] Remove a card of the { joms-pile }
    }
joms-act-remove = Remove { $card }
joms-act-token = Keep { $token }
joms-act-stat = +1 { $stat }
joms-act-attack = Attack: { $attack }
joms-act-discard = Discard { $card }
joms-act-exhaust = Exhaust { $gear }
joms-act-pay = { $pay ->
        [yes] Lose 1 { joms-hp } and draw 1
       *[no] Keep your { joms-hp }
    }
joms-act-pick = { $card } to the { joms-discard }
joms-act-attack-card = { $kind }: { $damage } { joms-damage }, { $effects }
joms-act-plunder = { $token ->
        [thor] Give up a { joms-thor } token
       *[gullveig] Give up a { joms-gullveig } token
    }
joms-act-order = Top to bottom: { $cards }
joms-act-look-take = Take { $card }; back on top: { $cards }
joms-act-thor = { $spend ->
        [unfate] Spend a { joms-thor } token: lift your { joms-fate }
        [bonus] Spend a { joms-thor } token: +1 { joms-damage } this round
       *[draw] Spend a { joms-thor } token: draw 1
    }
joms-act-pass = Pass
joms-act-field = { joms-battlefield }: { $card }
joms-act-field-top = { joms-battlefield }: the top card of your { joms-pile }
joms-act-round = Play { $card }
joms-act-gear = { $destroy ->
        [yes] ✖ { $gear }
       *[no] ⟳ { $gear }
    }
joms-act-ability = ⟳ { $character }
joms-act-heal = Heal with { $card }
joms-act-divine = Divination: { $card }{ $drop ->
        [none] {""}
       *[other] , dropping { $dropped }
    }
joms-act-precise = Precise attack with { $card }
joms-choice-target = { $unfate ->
        [yes] lifting the { joms-fate } of { $who }
       *[no] on { $who }
    }
joms-choice-minus = { joms-k } down
joms-choice-position = taking { $card }
joms-choice-recharge = readying { $what }
joms-with-choice = { $play } ({ $choices })

## What happened

joms-ev-dealt = Your three characters (choose one): { $characters }
joms-ev-drew-cards = You drew { $cards }.
joms-ev-searched = You look at { $cards }.
joms-ev-drawn = From the bag you drew { $tokens }.
joms-ev-chose = { $name } plays { $character }.
joms-ev-chose--you = You play { $character }.
joms-ev-revealed = { $name } reveals { joms-equipment }: { $gear }.
joms-ev-revealed--you = You reveal { joms-equipment }: { $gear }.
joms-ev-rerolled = { $name } spends a { joms-gullveig } token on a new { $row ->
        [equipment] { joms-equipment } row
        [combat] row of combat cards
       *[monster] row of monsters
    }.
joms-ev-rerolled--you = You spend a { joms-gullveig } token on a new { $row ->
        [equipment] { joms-equipment } row
        [combat] row of combat cards
       *[monster] row of monsters
    }.
joms-ev-took-gear = { $name } takes { $gear }.
joms-ev-took-gear--you = You take { $gear }.
joms-ev-dropped = { $name } lets go of { $gear }.
joms-ev-dropped--you = You let go of { $gear }.
joms-ev-took-card = { $name } takes { $card }.
joms-ev-took-card--you = You take { $card }.
joms-ev-took-monster = { $name } will fight { $monster }.
joms-ev-took-monster--you = You will fight { $monster }.
joms-ev-first = { $name } goes first{ $tie ->
        [none] {""}
       *[other] {" "}— a tie, broken by the { joms-t } of the cards turned up from the piles: { $reveals }
    }.
joms-ev-first--you = You go first{ $tie ->
        [none] {""}
       *[other] {" "}— a tie, broken by the { joms-t } of the cards turned up from the piles: { $reveals }
    }.
joms-reveal = { $name } { $fate }
joms-reveal--you = you { $fate }
joms-ev-gathered = Everyone shuffles their combat cards into one { joms-pile }.
joms-ev-planet = The saga's planet: { $planet }.
joms-ev-moved = { $name } moves on { joms-yggdrasil } to { $space }.
joms-ev-moved--you = You move on { joms-yggdrasil } to { $space }.
joms-ev-removed = { $name } removes { $card } from the game.
joms-ev-removed--you = You remove { $card } from the game.
joms-ev-kept = { $name } keeps { $token }.
joms-ev-kept--you = You keep { $token }.
joms-ev-stat = { $name } raises { $stat } by 1.
joms-ev-stat--you = You raise { $stat } by 1.
joms-ev-gained = { $name } gains { $gain }.
joms-ev-gained--you = You gain { $gain }.
joms-ev-lost-token = { $name } loses { $gain }.
joms-ev-lost-token--you = You lose { $gain }.
joms-ev-named = { $name } will attack with { $attack } this saga.
joms-ev-named--you = You will attack with { $attack } this saga.
joms-ev-drew = { $name } draws { $n }.
joms-ev-drew--you = You draw { $n }.
joms-ev-discarded = { $name } discards { $cards }.
joms-ev-discarded--you = You discard { $cards }.
joms-ev-placed = { $name } puts { $card } { $slot ->
        [field] on the { joms-battlefield }
        [round] in the { joms-slot-round-name }
        [healing] in the { joms-slot-healing-name }
        [divination] in the { joms-slot-divination-name }
       *[precise] in the { joms-slot-precise-name }
    }.
joms-ev-placed--you = You put { $card } { $slot ->
        [field] on your { joms-battlefield }
        [round] in your { joms-slot-round-name }
        [healing] in your { joms-slot-healing-name }
        [divination] in your { joms-slot-divination-name }
       *[precise] in your { joms-slot-precise-name }
    }.
joms-ev-used-gear = { $name } { $destroyed ->
        [yes] uses up { $gear }
       *[no] uses { $gear }
    }.
joms-ev-used-gear--you = You { $destroyed ->
        [yes] use up { $gear }
       *[no] use { $gear }
    }.
joms-ev-ability = { $name } uses the character's ability.
joms-ev-ability--you = You use your character's ability.
joms-ev-thor = { $name } spends a { joms-thor } token{ $spend ->
        [unfate] {" "}to shake off the { joms-fate }
        [bonus] {" "}for +1 { joms-damage }
       *[draw] {" "}to draw
    }.
joms-ev-thor--you = You spend a { joms-thor } token{ $spend ->
        [unfate] {" "}to shake off the { joms-fate }
        [bonus] {" "}for +1 { joms-damage }
       *[draw] {" "}to draw
    }.
joms-ev-passed = { $name } passes.
joms-ev-passed--you = You pass.
joms-ev-passed-run = Passes in a row ({ $count }): { $names }.
joms-ev-hindrance = Hindrance: { $hindrance }.
joms-ev-healed = { $name } heals { $n }.
joms-ev-healed--you = You heal { $n }.
joms-ev-lost-hp = { $name } loses { $n } { joms-hp }{ $why ->
        [monster] {""}
        [venom] {" "}to { joms-venom }
        [card] {""}
        [planet] {" "}to the planet
        [aura] {" "}to an aura
        [hindrance] {" "}to the hindrance
       *[pay] {""}
    }.
joms-ev-lost-hp--you = You lose { $n } { joms-hp }{ $why ->
        [monster] {""}
        [venom] {" "}to { joms-venom }
        [card] {""}
        [planet] {" "}to the planet
        [aura] {" "}to an aura
        [hindrance] {" "}to the hindrance
       *[pay] {""}
    }.
joms-ev-venom = { $name } gains { $n } { joms-venom }.
joms-ev-venom--you = You gain { $n } { joms-venom }.
joms-ev-venom-gone = { $name } is free of { joms-venom }.
joms-ev-venom-gone--you = You are free of { joms-venom }.
joms-ev-fate = { $on ->
        [yes] { $name } is cursed: their next { joms-critical } only lifts the { joms-fate }.
       *[no] { $name } is no longer cursed.
    }
joms-ev-fate--you = { $on ->
        [yes] You are cursed: your next { joms-critical } only lifts the { joms-fate }.
       *[no] You are no longer cursed.
    }
joms-ev-readied = { $name } readies a card.
joms-ev-readied--you = You ready a card.
joms-ev-exhausted = { $name } exhausts { $gear }.
joms-ev-exhausted--you = You exhaust { $gear }.
joms-ev-to-hand = { $name } takes { $card } back into the { joms-hand }.
joms-ev-to-hand--you = You take { $card } back into your { joms-hand }.
joms-ev-struck = { $kind ->
        [over] { $name } misses: { joms-t } { $t } is over the { joms-k } { $k }.
        [resisted] { $name } does no { joms-damage }: the monster resists the attack.
        [critical] { $name } lands a { joms-critical } for { $damage } { joms-damage } ({ joms-t } { $t } equals the { joms-k })!
        [none] { $name } does no { joms-damage }.
       *[lands] { $name } hits for { $damage } { joms-damage } ({ joms-t } { $t } of the { joms-k } { $k }).
    }
joms-ev-struck--you = { $kind ->
        [over] You miss: { joms-t } { $t } is over your { joms-k } { $k }.
        [resisted] You do no { joms-damage }: the monster resists the attack.
        [critical] You land a { joms-critical } for { $damage } { joms-damage } ({ joms-t } { $t } equals your { joms-k })!
        [none] You do no { joms-damage }.
       *[lands] You hit for { $damage } { joms-damage } ({ joms-t } { $t } of your { joms-k } { $k }).
    }
joms-ev-monster-hurt = { $name }'s monster takes { $n } { joms-damage }.
joms-ev-monster-hurt--you = Your monster takes { $n } { joms-damage }.
joms-ev-regenerated = { $name }'s monster heals { $n }.
joms-ev-regenerated--you = Your monster heals { $n }.
joms-ev-defeated = { $name } defeats { $monster }!
joms-ev-defeated--you = You defeat { $monster }!
joms-ev-attacked = { $dodged ->
        [yes] { $name } dodges the monster's { $cards }.
       *[no] The monster strikes { $name } with a { $cards }: { $damage } { joms-damage }.
    }
joms-ev-attacked--you = { $dodged ->
        [yes] You dodge the monster's { $cards }.
       *[no] The monster strikes you with a { $cards }: { $damage } { joms-damage }.
    }
joms-ev-monster-effect = { $name }: { $effect }.
joms-ev-monster-effect--you = You: { $effect }.
joms-ev-hand-shown = { $name }'s { joms-hand } is shown: { $cards }.
joms-ev-hand-shown--you = Your { joms-hand } is shown: { $cards }.
joms-ev-died = { $name } falls and sits out the saga.
joms-ev-died--you = You fall and sit out the saga.
joms-ev-round-over = Round { $round } is over.
joms-ev-saga-over = Saga { $saga } is over.
joms-ev-game-over = The game is over.

## The end

joms-scoring-title = Final scores
joms-scoring-winners = Winner: { $names }
joms-scoring-coop = Together: { $total } of the { $needed } needed — { $won ->
        [yes] victory!
       *[no] defeat.
    }
joms-scoring-line = { $score } points: { $glory } { joms-glory }, { $gullveig } for { joms-gullveig } tokens, { $thor } for { joms-thor } tokens, { $gear } for { joms-equipment } · { $kills } { $kills ->
        [one] monster
       *[other] monsters
    } defeated

## Lobby and errors

joms-lobby-competitive = Competitive: the most glory wins.
joms-lobby-coop = Co-op, { $level ->
        [easy] easy
        [advanced] advanced
        [expert] expert
       *[legendary] legendary
    }: everyone wins or loses together.
joms-lobby-variant = Variant: { $variant ->
        [ygg_saga1_only] { joms-yggdrasil } step only in saga I
        [ygg_everyone] everyone moves on { joms-yggdrasil }
       *[open_hands] open hands
    }
joms-error = { $error ->
        [game-over] The game is over.
        [not-yours] It is not your decision now.
        [wrong-decision] That does not answer what is asked now.
        [not-in-hand] That card is not in your { joms-hand }.
        [over-k] Your { joms-t } is over your { joms-k }: no more { joms-battlefield } cards this round.
        [field-full] Your { joms-battlefield } already holds 7 cards.
        [slot-used] That slot is already used.
        [exhausted] That is exhausted until it is recharged.
        [wild-dodge] A { joms-dodge } does nothing against a Wild monster.
        [no-tokens] You do not have the tokens for that.
        [no-text] That card has no text to play.
        [no-round-slot] There is no { joms-slot-round-name } this round.
        [bad-choice] That choice is not open now.
       *[setup] This table cannot be set up that way.
    }
