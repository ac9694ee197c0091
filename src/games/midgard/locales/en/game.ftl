### Skald — Champions of Midgard told in words (English).

midgard-game-name = Champions of Midgard

## Lists and small words

land = Land { $number }
foe-hunt = the hunt
die-face = { $die }: { $face }
face-blank = blank
face-shield = shield
face-weapon = weapon
face-double = two weapons
target-troll = the troll
target-draugr-left = the left draugr
target-draugr-right = the right draugr
target-ship = the { ship } to { $land }
journey-effect-calm = nothing happens
journey-effect-becalmed = the { ship } loses 1 food
journey-effect-kraken = a Kraken attacks before the monster
journey-effect-storm = the { ship } loses 1 warrior or 1 food
journey-effect-whirlpool = the { ship } loses 1 warrior
journey-effect-lost = the { ship } loses 2, warriors or food in any mix
ship-kind-small = { ship.small }
ship-kind-large = { ship.large }
ship-kind-private = { ship.own }
deck-trolls = troll
deck-draugr = draugr
deck-journeys = journey
deck-merchants = merchant ship
rune-ready = { $rune }
rune-used = { $rune } (used)

## Phases and the board

phase-leaders = choosing leaders
phase-placement = placing workers
phase-assignment = assigning warriors
phase-resolution = battles and voyages
phase-final-runes = last runes before final scoring
phase-finished = the game is over
board-title = Round { $round } of 8 — { $phase }
board-first-player = First player: { $name }
board-first-player--you = First player: you
board-first-player-moved = First player: { $name } · the marker has passed to { $next } for next round
board-first-player-moved--you = First player: you · the marker has passed to { $next } for next round
board-first-player-moved--you-next = First player: { $name } · the marker has passed to you for next round
board-troll = ⚔️ Troll — { $enemy }{ $taken ->
        [yes] {" "}· { $who }
       *[no] {""}
    }
board-draugr-left = ⚔️ Left draugr — { $enemy }{ $taken ->
        [yes] {" "}· { $who }
       *[no] {""}
    }
board-draugr-right = ⚔️ Right draugr — { $enemy }{ $taken ->
        [yes] {" "}· { $who }
       *[no] {""}
    }
board-fighter = { $name }
board-fighter--you = you
board-fighter-alone = { $name } with no warriors
board-fighter-alone--you = you with no warriors
board-fighter-with = { $name } with { $dice }
board-fighter-with--you = you with { $dice }
board-fight-now = Fighting now: { $name } against { $foe }, { $dealt } of { $defense } damage dealt
board-fight-now--you = Fighting now: you against { $foe }, { $dealt } of { $defense } damage dealt
board-hunt-now = Hunting now: { $name }
board-hunt-now--you = Hunting now: you
board-land = ⛵ { $land } ({ $near ->
        [yes] near
       *[no] far
    }) — { $monster }{ $journey ->
        [yes] {""}
       *[no] {" "}· no journey card
    }{ $sailing ->
        [yes] {" "}· { $ship }
       *[no] {""}
    }
board-no-monster = no monster
board-no-ship = no { ship } yet
board-ship = { ship } of { $name }
board-ship--you = your { ship }
board-ship-crew = { ship } of { $name }: { $warriors }, { $food }
board-ship-crew--you = your { ship }: { $warriors }, { $food }
board-entry = { $space }: { $what }
board-entry-taken = { $space } ({ $who }): { $what }
board-taken = { $space } ({ $who })
board-empty = nothing
board-huts-price = a worker for { $price }
board-merchant-card = { $name } — { $goods }
board-rune-row = { $runes } ({ $deck } in the deck)
board-join = { $head } · { $tail }
board-shops = 🛠️ { $shops }
board-line = { $entries }
board-stalls = Stalls: { $stalls }
board-player-line = { $name } ({ $leader }): { $glory }, { $blame } · { $goods } · warriors: { $dice } · workers { $left }/{ $workers } · destiny cards: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }
board-player-line--you = You ({ $leader }): { $glory }, { $blame } · { $goods } · warriors: { $dice } · workers { $left }/{ $workers } · destiny cards: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }
board-player-brief = { $name }: { $glory }, { $blame }
board-player-brief--you = You: { $glory }, { $blame }
board-no-leader = no leader yet
board-player = { $name } — { $leader }
board-player--you = You — { $leader }
board-player-runes = runes: { $runes }
board-player-ship = { ship } { $ship }
board-player-revealed = revealed destiny: { $card }
board-player-defeated = { $count ->
    [one] 1 enemy defeated
   *[other] { $count } enemies defeated
}
board-player-defeated-colors = { $count ->
    [one] 1 enemy defeated
   *[other] { $count } enemies defeated
} (🟥{ $red } 🟨{ $yellow } 🟦{ $blue }, trolls { $trolls })

## What things are and give

reward-glory = { $count } glory
enemy-facts = { $color ->
        [red] 🟥{" "}
        [yellow] 🟨{" "}
        [blue] 🟦{" "}
       *[none] {""}
    }{ $name }: attack { $attack }, defense { $defense }{ $barred ->
        [swordsman] , no swordsmen
        [spearman] , no spearmen
        [axeman] , no axemen
       *[none] {""}
    } → { $reward }
enemy-strength = attack { $attack }, defense { $defense }{ $barred ->
        [swordsman] , no swordsmen
        [spearman] , no spearmen
        [axeman] , no axemen
       *[none] {""}
    }
enemy-colored = { $color ->
        [red] 🟥{" "}
        [yellow] 🟨{" "}
        [blue] 🟦{" "}
       *[none] {""}
    }{ $name }
blame-cost = { $blame } (end penalty { $from } → { $to })
destiny-now = { $over ->
        [yes] scored
       *[no] now
    } { $standing ->
        [alone] { $points } (you lead with { $mine })
        [tied] { $points } (tied for the lead at { $mine })
        [behind] 0 (you { $mine }, { $guess ->
            [yes] another may have up to { $best }
           *[no] the best { $best }
        })
       *[none] 0 (you have none)
    }
detail-huts = pay { $price }: one more worker, from this round on
detail-take = take { $goods }
detail-pay-take = pay { $cost }: take { $goods }
detail-alms-stall = give 1 food for { favor.one }, up to 3 times
detail-take-dice = take { $dice }{ $full ->
        [yes] {" "}(room for { $room })
       *[no] {""}
    }
detail-nothing-waiting = nothing waiting here this round
detail-jarl = take { $dice } and the first-player marker
detail-jarl-pass = take { $dice }; you hold the marker, so it passes to { $name }
detail-shaman = { $peek ->
        [yes] look at a journey card, then draw
       *[no] draw
    } { $draw ->
        [one] 1 destiny card
       *[other] { $draw } destiny cards and keep 1
    }{ $vision ->
        [yes] {" "}(True Vision: 2 more)
       *[no] {""}
    }
detail-market = swap 1:1, as often as you like; you have { $goods }
detail-merchant = { $price ->
        [0] free
       *[other] pay { $cost }
    }: { $goods }
detail-rune-carver = pay { $cost }: { $runes }, or the top of the deck ({ $deck } left)
detail-church = buy { favor }: at most { $favor } for { $coins }
detail-shipwright = buy a { ship }: { $ships }
detail-longship = { $price ->
        [0] free
       *[other] pay { $cost }
    }, holds { $capacity } · open: { $lands }
detail-hunt = your warriors left home hunt (now { $dice }): up to 6 food
detail-beggar = { $blame } and { $edition ->
        [classic] 1 coin
       *[revised] 1 food, wood or coin
    }
detail-then = then you have { $goods }
detail-keep-goods = you keep { $goods }
detail-ship = costs { $cost } · holds { $capacity } · { $glory } at the end
detail-rune-deck = unknown until drawn; { $deck } in the deck
detail-peek = { $monster } · { $ship }
detail-destiny = { $condition } — { $now }
detail-keep-dice = back to the supply: { $dice }
detail-reroll = costs { $cost } (you have { $favor }){ $asmundr ->
        [yes] ; Asmundr gains 2 glory
       *[no] {""}
    }
detail-left-to-fight = still fighting: { $dice }
detail-left-aboard = left aboard: { $warriors }, { $food }
detail-blame = { $name } takes { $cost }
detail-glory-rune = gain { $glory } more for this victory
detail-retaliation = your shields add { $damage } damage to this roll
detail-potential = { $dice ->
        [0] no die shows a blank: nothing to reroll
        [one] rerolls the 1 blank die
       *[other] rerolls the { $dice } blank dice
    }
detail-pass-vision = draw as usual
detail-pass-glory = keep the rune for a later victory
detail-pass-journey = the { ship } meets { $card }: { $effect }
detail-pass-final = final scoring follows
detail-wealth = gain { $gain } (you have { $have })
detail-success = score it now and again at the end: { $now }

## A fight in progress

fight-status = { $foe } ({ $strength }): { $dealt } damage dealt so far; this roll { $damage } damage, { $shields ->
        [one] 1 shield
       *[other] { $shields } shields
    } → { $outcome }
fight-hunt-status = This roll brings { $food } (at most 6).
fight-outcome = { $need ->
        [0] a win
       *[other] { $need } more damage needed
    }{ $losses ->
        [0] , no losses
        [one] , 1 warrior falls
       *[other] , { $losses } warriors fall
    }
fight-outcome-hunt = { $food } food
die-position = { $position }
die-at-face = die { $position }: { $die }, { $face }

## The assignment screen

hand-assign-free = At home: { $dice } · { $food } · { $confirmed ->
        [yes] confirmed
       *[no] not confirmed yet
    }
hand-assign-fight = ⚔️ { $enemy } · sent: { $dice }
hand-assign-ship = ⛵ { $land } ({ $near ->
        [yes] near
       *[no] far
    }, holds { $capacity }) — { $monster } · aboard: { $dice }, { $food } · feeding them takes { $need }
assign-then-fight = then: { $dice } · enemy { $enemy }
assign-then-ship = then aboard: { $warriors }, { $food } ({ $load }/{ $capacity }) · feeding takes { $need }

## Your clan

hand-title = Your hand
hand-your-turn = { $phase } · your move: { $decision }
hand-not-your-turn = { $phase } · nothing for you to decide now
hand-goods = { $food } · { $wood } · { $coins } · { $favor } (2 glory each at the end)
hand-fame = { $glory } · { $blame } ({ $penalty } at the end)
hand-warriors = Warriors: { $dice } ({ $count } of 8)
hand-workers = Workers left this round: { $left } of { $total }
hand-rune = Rune { $rune } ({ $used ->
        [yes] used
       *[no] ready
    }, { $glory } at the end): { $effect }
hand-ship = { ship.title } { $ship }: holds { $capacity }, { $glory } at the end
hand-defeated = Defeated: { $enemies }
hand-sets = Sets: { $sets } complete → { $glory } glory (🟥{ $red } 🟨{ $yellow } 🟦{ $blue })
hand-krakens = Krakens beaten: { $count } (they make no set)
hand-score-now = { $over ->
        [yes] Final score
       *[no] If the game ended now
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
hand-secrets = Only you know
hand-destiny-card = Destiny { $card }{ $revealed ->
        [yes] {" "}(revealed)
       *[no] {""}
    }: { $condition } — { $now }
hand-destiny-card-short = { $card } ({ $condition })
hand-no-destiny = No destiny cards.
hand-peeked = You know the journey card of { $land }: { $card } — { $effect }

## Prompts

prompt-waiting = { $name } must { $decision }.
prompt-waiting--you = You must { $decision }.
prompt-yours = Your move: { $decision }.
prompt-waiting-more = { $name } must { $decision }. { $more }
prompt-waiting-more--you = You must { $decision }. { $more }
prompt-yours-more = Your move: { $decision }. { $more }
prompt-journey-card = The journey card turned up: { $card } — { $effect }.
prompt-ask = Your move: { $decision }
prompt-nothing = Nothing to decide right now.
prompt-anytime-runes = Nothing is yours to decide right now, but you may use a rune.
prompt-group-leaders = Leaders
prompt-group-fights = Fights and the hunt
prompt-group-voyages = Voyages and { ship.plural }
prompt-group-warriors = Warriors
prompt-group-goods = Goods and { favor }
prompt-group-village = Runes, destiny, workers
prompt-group-trades = Trades
prompt-group-favor = { favor.title }
prompt-group-beg = Begging
prompt-group-ships = { ship.plural-title }
prompt-group-lands = Distant lands
prompt-group-rune-carver = Runes on offer
prompt-group-destiny = Destiny cards
prompt-group-roll = The roll
prompt-group-rerolls = Rerolls
prompt-group-losses = Losses
prompt-group-blame = Blame
prompt-group-runes = Your runes
prompt-group-gifts = Gifts rune
prompt-group-more = More
prompt-group-assign-done = Confirm
prompt-group-fight = Fight: { $enemy }
prompt-group-ship = { ship.title } to { $land }: { $enemy }
prompt-group-enemy = { $name } ({ $reward })
decision-leader = choose a leader
decision-place = place a worker
decision-market = trade at the market
decision-church = choose how much { favor } to buy
decision-alms = choose how much food to give as alms
decision-beg = choose what to beg for
decision-shipwright = choose a { ship } to buy
decision-sail = choose a distant land to sail to
decision-rune-carver = choose a rune
decision-peek = choose a journey card to look at
decision-true-vision = decide whether to use True Vision
decision-keep-destiny = choose which destiny card to keep
decision-keep-dice = choose which warriors fit in the longhouse
decision-assign = assign warriors and food
decision-roll = accept the roll or reroll
decision-losses = choose { $count ->
    [one] the warrior to lose
   *[other] the { $count } warriors to lose
}
decision-victory = decide whether to use the Glory rune
decision-blame = choose who takes the blame
decision-journey-rune = decide whether to use the Journey rune
decision-final-runes = decide whether to use runes before final scoring
decision-ship-loss = choose { $count ->
    [one] what the { ship } loses
   *[other] the { $count } losses of the { ship }
}

## Actions

act-leader = { $leader }
act-place = { $space }
act-trade = Trade { $give } for { $take }
act-end-trades = Done trading
act-church = Buy { $favor } for { $coins }
act-alms = Give { $food } for { $favor }
act-beg = Beg for { $good }
act-buy-ship = Buy { $ship }
act-sail = Sail to { $land } ({ $near ->
        [yes] near
       *[no] far
    })
act-take-rune = Take { $rune } ({ $glory } at the end)
act-take-rune-deck = Take the top rune of the deck
act-peek = Look at the journey card of { $land }
act-keep-destiny = Keep { $card }
act-hidden-destiny = Keeps a destiny card (which one stays secret)
act-hidden-assignment = Changes their warrior assignment (secret until everyone confirms)
act-keep-dice = Keep { $dice }
act-assign = Send one { $die } to { $target }
act-unassign = Call one { $die } back from { $target }
act-load-food = Load 1 food onto the { ship } to { $land }
act-unload-food = Unload 1 food from the { ship } to { $land }
act-send = Send { $dice }
act-send-all = Send all { $dice }
act-call-back = Call back { $dice }
act-call-all-back = Call everyone back
act-load = Load { $food }
act-load-to-feed = Load { $food } to feed the crew
act-unload = Unload { $food }
act-confirm = Confirm my assignment
act-confirm-detail = sending { $sent } and { $food }; at home: { $home }
act-demand-turn-order = Demand turn order
act-demand-turn-order-detail = the rest then assign one at a time, each seeing the earlier ones
act-reroll = Reroll { $dice ->
        [one] die
       *[other] dice
    } { $positions }
act-accept-roll = Accept the roll
act-lose-dice = Lose { $dice }
act-ship-loss = Lose { $dice } and { $food }
act-blame = Blame { $name }
act-blame--you = Blame you
act-rune = Use { $rune }
act-rune-gifts = Use Gifts: { $food }, { $wood }, { $coins }
act-rune-success = Use Success on { $card }
act-pass = No, thanks
act-final-runes-done = Done — on to final scoring

## What happened

ev-game-started = { $name } holds the first-player marker.
ev-game-started--you = You hold the first-player marker.
ev-destiny-drawn = Destiny card: { $cards }
ev-destiny-returned = { $name } puts { $count ->
    [one] 1 destiny card
   *[other] { $count } destiny cards
} back under the deck.
ev-destiny-returned--you = You put { $count ->
    [one] 1 destiny card
   *[other] { $count } destiny cards
} back under the deck.
ev-leader = { $name } leads as { $leader }.
ev-leader--you = You lead as { $leader }.
ev-round = Round { $round } begins; { $name } goes first.
ev-round--you = Round { $round } begins; you go first.
ev-reshuffled = The { $deck } discards are shuffled into a new deck.
ev-placed = { $name } → { $space }{ $paid ->
        [yes] : pays { $cost }{ $gained ->
            [yes] , gains { $goods }
           *[no] {""}
        }
       *[no] { $gained ->
            [yes] : gains { $goods }
           *[no] {""}
        }
    }.
ev-placed--you = You → { $space }{ $paid ->
        [yes] : you pay { $cost }{ $gained ->
            [yes] , gain { $goods }
           *[no] {""}
        }
       *[no] { $gained ->
            [yes] : you gain { $goods }
           *[no] {""}
        }
    }.
ev-gained = { $name } gains { $goods }.
ev-gained--you = You gain { $goods }.
ev-paid = { $name } pays { $goods }.
ev-paid--you = You pay { $goods }.
ev-exchange = { $name } pays { $cost } and gains { $goods }.
ev-exchange--you = You pay { $cost } and gain { $goods }.
ev-ullr = Ullr's fury: { $name } gains { $glory } for a double weapon.
ev-ullr--you = Ullr's fury: you gain { $glory } for a double weapon.
ev-dice-returned = No room in { $name }'s longhouse: { $dice } go back to the supply.
ev-dice-returned--you = No room in your longhouse: { $dice } go back to the supply.
ev-marker = { $name } takes the first-player marker.
ev-marker--you = You take the first-player marker.
ev-worker-bought = { $name } hires an extra worker.
ev-worker-bought--you = You hire an extra worker.
ev-rune-taken = { $name } takes the rune { $rune }.
ev-rune-taken--you = You take the rune { $rune }.
ev-ship-bought = { $name } buys the { ship } { $ship }.
ev-ship-bought--you = You buy the { ship } { $ship }.
ev-ship-bought-paid = { $name } buys the { ship } { $ship } for { $cost }.
ev-ship-bought-paid--you = You buy the { ship } { $ship } for { $cost }.
ev-sailed = { $name } reserves { $land } with { $ship }.
ev-sailed--you = You reserve { $land } with { $ship }.
ev-peeked = The journey card of { $land } is: { $card }
ev-assigned = { $name } sends { $dice } against { $target }.
ev-assigned--you = You send { $dice } against { $target }.
ev-assigned-none = { $name } sends no one to { $target }.
ev-assigned-none--you = You send no one to { $target }.
ev-assigned-ship-food = { $name }'s { ship } to { $land } carries only { $food }.
ev-assigned-ship-food--you = Your { ship } to { $land } carries only { $food }.
ev-assigned-ship-crew = { $name }'s { ship } to { $land } carries { $dice } and no food.
ev-assigned-ship-crew--you = Your { ship } to { $land } carries { $dice } and no food.
ev-assigned-ship = { $name }'s { ship } to { $land } carries { $dice } and { $food }.
ev-assigned-ship--you = Your { ship } to { $land } carries { $dice } and { $food }.
ev-confirmed = { $name } has assigned their warriors.
ev-confirmed--you = You have assigned your warriors.
ev-turn-order = { $name } demands turn order: the rest assign one at a time.
ev-turn-order--you = You demand turn order: the rest assign one at a time.
ev-fight = ⚔️ { $name } attacks { $foe } ({ $strength }) with { $dice }. Roll: { $roll }
ev-fight--you = ⚔️ You attack { $foe } ({ $strength }) with { $dice }. Roll: { $roll }
ev-hunt-start = 🏹 { $name } hunts with { $dice }. Roll: { $roll }
ev-hunt-start--you = 🏹 You hunt with { $dice }. Roll: { $roll }
ev-rolled = { $name } rolls: { $roll }
ev-rolled--you = You roll: { $roll }
ev-rerolled = { $name } rerolls: { $roll }
ev-rerolled--you = You reroll: { $roll }
ev-rerolled-favor = { $name } spends { favor.one } and rerolls: { $roll }{ $glory ->
        [0] {""}
       *[other] {" "}— Asmundr's gift: +{ $glory } glory
    }
ev-rerolled-favor--you = You spend { favor.one } and reroll: { $roll }{ $glory ->
        [0] {""}
       *[other] {" "}— Asmundr's gift: +{ $glory } glory
    }
ev-rune-used = { $name } uses the rune { $rune }.
ev-rune-used--you = You use the rune { $rune }.
ev-rune-gain = { $name } uses the rune { $rune } and gains { $goods }.
ev-rune-gain--you = You use the rune { $rune } and gain { $goods }.
ev-rune-reroll = { $name } uses the rune { $rune }; the blanks are rerolled: { $roll }
ev-rune-reroll--you = You use the rune { $rune }; the blanks are rerolled: { $roll }
ev-combat-round = { $damage ->
    [one] 1 damage
   *[other] { $damage } damage
} ({ $total } of { $defense }), { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
}, { $losses ->
    [0] no losses
    [one] 1 warrior falls
   *[other] { $losses } warriors fall
}.
ev-lost-fight = { $name } loses { $dice } in battle.
ev-lost-fight--you = You lose { $dice } in battle.
ev-lost-journey = { $name } loses { $dice } at sea.
ev-lost-journey--you = You lose { $dice } at sea.
ev-lost-starvation = { $name } loses { $dice } to hunger.
ev-lost-starvation--you = You lose { $dice } to hunger.
ev-lost-barred = { $name } loses { $dice }, who cannot face this monster.
ev-lost-barred--you = You lose { $dice }, who cannot face this monster.
ev-victory = ⚔️ **{ $name } defeats { $foe }!** Reward: { $reward }.
ev-victory--you = ⚔️ **You defeat { $foe }!** Reward: { $reward }.
ev-defeat = { $name } is beaten back by { $foe }.
ev-defeat--you = You are beaten back by { $foe }.
ev-hunted = { $name }'s hunt brings { $food }.
ev-hunted--you = Your hunt brings { $food }.
ev-blame-returned = { $name } returns 1 blame for slaying the troll.
ev-blame-returned--you = You return 1 blame for slaying the troll.
ev-blame = { $from } blames { $to } for the troll: { $to } takes 1 blame (end penalty now { $penalty }).
ev-blame--you-to = { $from } blames you for the troll: you take 1 blame (end penalty now { $penalty }).
ev-blame--you-from = You blame { $to } for the troll: { $to } takes 1 blame (end penalty now { $penalty }).
ev-journey = The journey to { $land }: { $card } — { $effect }.
ev-food-lost = { $name }'s { ship } loses { $food }.
ev-food-lost--you = Your { ship } loses { $food }.
ev-troll-escaped = { $troll } roams free — everyone takes 1 blame.
ev-draugr-gone = { $draugr } fades away.
ev-destiny-revealed = { $name } reveals the destiny card { $card } and scores { $glory } now.
ev-destiny-revealed--you = You reveal the destiny card { $card } and score { $glory } now.
ev-game-ended = The eighth round is over — final scoring!

## Final scoring

scoring-title = Final scoring
scoring-player = { $place }. { $name }: { $total ->
    [one] 1 point
   *[other] { $total } points
}
scoring-player--you = { $place }. You: { $total ->
    [one] 1 point
   *[other] { $total } points
}
scoring-track = Glory track: { $points }
scoring-destiny = Destiny cards: { $points } — { $cards }
scoring-destiny-card = { $card } { $points }
scoring-sets = Sets: { $points } ({ $sets ->
        [0] no complete set
       *[other] { $sets } × 🟥🟨🟦
    }) — { $enemies }
scoring-runes = Runes: { $points } — { $runes }
scoring-ship = { ship.title }: { $points } — { $ship }
scoring-favor = { favor.title }: { $points } ({ $favor })
scoring-coins = Coins: { $points } ({ $coins })
scoring-blame = Blame: { $points } ({ $blame })
scoring-winners = 🏆 { $count ->
    [one] The winner: { $names }!
   *[other] A shared win: { $names }!
}
scoring-defeated-count = { $name } { $count }
scoring-defeated-count--you = you { $count }
scoring-tie-broken = { $names } tie on { $points } points; the most enemies defeated breaks the tie ({ $counts }).
scoring-tie-shared = { $names } tie on { $points } points and on enemies defeated ({ $counts }): they share the place.

## Refusals by the rules

rule-error-game-over = The game is over.
rule-error-unknown-seat = There is no such seat.
rule-error-not-your-decision = It is not your decision right now.
rule-error-wrong-decision = That does not answer the decision at hand.
rule-error-leader-taken = That leader is already taken.
rule-error-space-taken = That space is already taken this round.
rule-error-space-unavailable = That space cannot be used right now.
rule-error-no-workers-left = You have no workers left to place.
rule-error-cannot-pay = You cannot pay for that.
rule-error-longhouse-full = Your longhouse cannot hold that many warriors.
rule-error-over-capacity = Nothing more fits aboard.
pick-reroll = Reroll the dice you pick for { favor.one }…
rule-error-barred-die-kind = This enemy cannot be fought with that kind of warrior.
rule-error-unknown-card = That card is not available.
rule-error-already-owned = You already have that.
rule-error-not-enough = You do not have enough for that.
rule-error-invalid-amount = That amount is not allowed.
rule-error-invalid-target = That is not a valid target.
rule-error-rune-unavailable = You do not have that rune ready.
rule-error-internal = The game could not do that. Sorry!
ev-phase-assignment = — Every worker is placed: warriors are assigned. —
ev-phase-resolution = — To battle! Hunts, the troll, the draugr, then the voyages. —

# The board once the game is over.
board-title-final = The game is over — the final board
board-player-final = { $name } ({ $leader }): { $glory }, { $blame } · { $goods } · warriors: { $dice } · destiny cards: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }
board-player-final--you = You ({ $leader }): { $glory }, { $blame } · { $goods } · warriors: { $dice } · destiny cards: { $destiny }{ $more ->
        [yes] {" "}· { $extras }
       *[no] {""}
    }

## The board picture (short: it sits beside drawings)

pic-winners = { $count ->
    [one] { $names } wins
   *[other] A shared win: { $names }
}
pic-first-player = First player: { $name }
pic-marker-moved = next round: { $name }
pic-acting = Waiting for { $names }
pic-acting-all = Waiting for everyone
pic-near = near
pic-far = far
pic-troll = Troll
pic-draugr-left = Left Draugr
pic-draugr-right = Right Draugr
pic-col-player = Player
pic-col-warriors = Warriors
pic-col-defeated = Defeated
pic-place = { $place }. { $name }
pic-score-track = Glory track
pic-score-destiny = Destiny
pic-score-sets = Sets
pic-score-runes = Runes
pic-score-ship = { ship.title }
pic-score-favor = { favor.title }
pic-score-coins = Coins
pic-score-blame = Blame
pic-score-total = Total
lobby-rules = Rules: { $edition }
