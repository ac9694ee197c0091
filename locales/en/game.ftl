### Skald — Champions of Midgard told in words (English).

## Lists and small words

list-none = none
list-more = { $head }, { $tail }
land = Land { $number }
foe-hunt = the hunt
die-at = die { $position } ({ $die })
die-face = { $die }: { $face }
face-blank = blank
face-shield = shield
face-weapon = weapon
face-double = two weapons
target-troll = the troll
target-draugr-left = the left draugr
target-draugr-right = the right draugr
target-ship = the ship to { $land }
ship-kind-small = the small longship
ship-kind-large = the large longship
ship-kind-private = their own longship
deck-trolls = troll
deck-draugr = draugr
deck-journeys = journey
deck-merchants = merchant ship
rune-ready = { $rune }
rune-used = { $rune } (used)
merchant-card = { $name }: { $goods }

## Phases and the board

phase-leaders = choosing leaders
phase-placement = placing workers
phase-assignment = assigning warriors
phase-resolution = battles and voyages
phase-final-runes = last runes before final scoring
phase-finished = the game is over
board-title = Round { $round } of 8 — { $phase }
board-first-player = First player: { $name }
board-troll = Troll: { $name } (attack { $attack }, defense { $defense }{ $bars ->
        [some] , barred: { $barred }
       *[none] {""}
    })
board-draugr-left = Left draugr: { $name } (attack { $attack }, defense { $defense }{ $bars ->
        [some] , barred: { $barred }
       *[none] {""}
    })
board-draugr-right = Right draugr: { $name } (attack { $attack }, defense { $defense }{ $bars ->
        [some] , barred: { $barred }
       *[none] {""}
    })
board-monster = { $name } (attack { $attack }, defense { $defense }{ $bars ->
        [some] , barred: { $barred }
       *[none] {""}
    }, { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} on it)
board-no-monster = no monster
board-ship = ship of { $name }
board-no-ship = no ship yet
board-land-near = { $land } (near): { $monster } · journey card: { $journey ->
    [one] face down
   *[other] none
} · { $ship }
board-land-far = { $land } (far): { $monster } · journey card: { $journey ->
    [one] face down
   *[other] none
} · { $ship }
board-runes = Runes on offer: { $runes } ({ $deck } in the deck)
board-merchant = Merchant ship: { $card }
board-shops = Waiting at the shops: { $dice }; at the smokehouse: { $food }
board-huts = A worker at the Workers' Huts costs { $price }
board-stalls = Market stalls: { $stalls }
board-worker = { $name } at { $space }
board-workers = Workers: { $workers }
board-player = { $name } — { $leader }
board-player-goods = { $food } · { $wood } · { $coins } · { $favor }
board-player-fame = { $glory } · { $blame }
board-player-dice = Warriors: { $dice }
board-player-workers = Workers left: { $left } of { $total }
board-player-runes = Runes: { $runes }
board-player-ship = Longship: { $ship }
board-player-cards = Destiny cards: { $destiny } · enemies defeated: { $defeated }
board-player-revealed = Revealed destiny: { $card }
board-player-defeated = Defeated: { $enemies }

## Your hand

hand-title = Your hand
hand-destiny = Your destiny cards: { $cards }
hand-destiny-card = { $card } ({ $condition })
hand-assigned = On { $target }: { $dice }; food: { $food }
hand-peeked = You know the journey card of { $land }: { $card }

## Prompts

prompt-waiting = { $name } must { $decision }.
prompt-yours = Your move: { $decision }.
prompt-nothing = Nothing to decide right now.
prompt-anytime-runes = Nothing is yours to decide right now, but you may use a rune.
decision-leader = choose a leader
decision-place = place a worker
decision-market = trade at the market
decision-church = choose how much favor to buy
decision-alms = choose how much food to give as alms
decision-beg = choose what to beg for
decision-shipwright = choose a longship to buy
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
    [one] what the ship loses
   *[other] the { $count } losses of the ship
}

## Actions

act-leader = { $leader } — { $ability }
act-place = { $space }
act-trade = Trade { $give } for { $take }
act-end-trades = Done trading
act-church = Buy { $favor } for { $coins }
act-alms = Give { $food } for { $favor }
act-beg = Beg for { $good }
act-buy-ship = Buy { $ship }
act-sail = Sail to { $land } ({ $monster })
act-take-rune = Take { $rune } — { $effect }
act-take-rune-deck = Take the top rune of the deck
act-peek = Look at the journey card of { $land }
act-keep-destiny = Keep { $card } ({ $condition })
act-hidden-destiny = Keeps a destiny card (which one stays secret)
act-hidden-assignment = Changes their warrior assignment (secret until everyone confirms)
act-keep-dice = Keep { $dice }
act-assign = Send one { $die } to { $target }
act-unassign = Call one { $die } back from { $target }
act-load-food = Load 1 food onto the ship to { $land }
act-unload-food = Unload 1 food from the ship to { $land }
act-confirm = Confirm my assignment
act-demand-turn-order = Demand turn order
act-reroll = Reroll (1 favor): { $dice }
act-accept-roll = Accept the roll
act-lose-dice = Lose { $dice }
act-ship-loss = Lose { $dice } and { $food }
act-blame = Blame { $name }
act-rune = Use { $rune }
act-rune-gifts = Use Gifts: { $food }, { $wood }, { $coins }
act-rune-success = Use Success on { $card }
act-pass = No, thanks
act-final-runes-done = Done — on to final scoring

## What happened

ev-game-started = { $name } holds the first-player marker.
ev-destiny-drawn = Destiny card: { $cards }
ev-destiny-returned = { $name } puts { $count ->
    [one] 1 destiny card
   *[other] { $count } destiny cards
} back under the deck.
ev-leader = { $name } leads as { $leader }.
ev-round = Round { $round } begins; { $name } goes first.
ev-reshuffled = The { $deck } discards are shuffled into a new deck.
ev-placed = { $name } places a worker: { $space }.
ev-gained = { $name } gains { $goods }.
ev-paid = { $name } pays { $goods }.
ev-dice-returned = No room in { $name }'s longhouse: { $dice } go back to the supply.
ev-marker = { $name } takes the first-player marker.
ev-worker-bought = { $name } hires an extra worker.
ev-rune-taken = { $name } takes the rune { $rune }.
ev-ship-bought = { $name } buys the longship { $ship }.
ev-sailed = { $name } reserves { $land } with { $ship }.
ev-peeked = The journey card of { $land } is: { $card }
ev-assigned = { $name } → { $target }: { $dice }; food: { $food }
ev-confirmed = { $name } has assigned their warriors.
ev-turn-order = { $name } demands turn order: the rest assign one at a time.
ev-fight = { $name } fights { $foe } with { $dice }.
ev-hunt-start = { $name } goes hunting with { $dice }.
ev-rolled = { $name } rolls: { $roll }
ev-rerolled = { $name } rerolls: { $roll }
ev-rune-used = { $name } uses the rune { $rune }.
ev-combat-round = { $damage ->
    [one] 1 damage
   *[other] { $damage } damage
} (total { $total }), { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
}, { $losses ->
    [0] no losses
    [one] 1 warrior falls
   *[other] { $losses } warriors fall
}.
ev-lost-fight = { $name } loses { $dice } in battle.
ev-lost-journey = { $name } loses { $dice } at sea.
ev-lost-starvation = { $name } loses { $dice } to hunger.
ev-lost-barred = { $name } loses { $dice }, who cannot face this monster.
ev-victory = { $name } defeats { $foe }!
ev-defeat = { $name } is beaten back by { $foe }.
ev-hunted = { $name } hunts { $food }.
ev-blame = { $from } blames { $to } for the troll.
ev-journey = The journey to { $land }: { $card }.
ev-food-lost = { $name }'s ship loses { $food }.
ev-troll-escaped = { $troll } roams free — everyone takes 1 blame.
ev-draugr-gone = { $draugr } fades away.
ev-destiny-revealed = { $name } reveals the destiny card { $card } and scores { $glory } now.
ev-game-ended = The eighth round is over — final scoring!

## Final scoring

scoring-title = Final scoring
scoring-player = { $name }: { $total ->
    [one] 1 point
   *[other] { $total } points
}
scoring-track = Glory track: { $points }
scoring-destiny = Destiny cards: { $points }
scoring-sets = Sets of enemies: { $points }
scoring-runes = Runes: { $points }
scoring-ship = Longship: { $points }
scoring-favor = Favor: { $points }
scoring-coins = Coins: { $points }
scoring-blame = Blame: { $points }
scoring-winners = { $count ->
    [one] The winner: { $names }!
   *[other] A shared win: { $names }!
}

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
rule-error-over-capacity = The ship cannot carry any more.
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
