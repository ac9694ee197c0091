### Skald — Storm the Wall told in words (English). Every id starts with wall-.
### Fort names stay as printed (NieFort, KomFort, FortHeca…); the warriors are named in
### glossary.ftl.

## Terms

wall-game-name = Storm the Wall
wall-warrior = { $name } { $strength }
wall-fort = { $fort ->
        [niefort] NieFort
        [komfort] KomFort
        [fokus] Fort Fokus
        [fortuna] FortUna
       *[forteca] FortHeca
    } { $value }
wall-colour = { $colour ->
        [green] green
        [red] red
        [gold] gold
       *[blue] blue
    }
wall-colour-help = Pick your clan's colour with /wall pick; whoever picks none gets the first free one.
wall-clan-player = { $name } ({ $colour })
wall-clan-player--you = Your clan ({ $colour })
wall-clan-neutral = the neutral { $colour } clan
wall-position = position { $position } ({ $fort })
wall-position-empty = position { $position }
wall-card-one-of-two = { $card } (one of your two)
wall-card-the-other = { $card } (your other one)

## Lobby

wall-lobby-neutrals = Neutral clans: { $count } (a lone player always faces at least one)
wall-lobby-variant = Variant: { $variant }
wall-variant-tied_forts_stay = a fort nobody takes moves right and is fought again
wall-variant-druhid_shift = a { wall-name-druhid }'s pick pushes the forts between one place right

## The board

wall-when = Turn { $turn }
wall-title-orders = Turn { $turn } of 3 — secret orders
wall-title-round = Turn { $turn } of 3 — round { $round } of 6
wall-title-over = The wall has been stormed — game over
wall-line = 🏰 { $spots }
wall-spot = { $position }: { $fort }
wall-spot-now = ⚔️ { $position }: { $fort }
wall-spot-done = { $position }: —
wall-spot-card = { $position }: { $card }
wall-forts-left = Forts left in the deck: { $deck } · discarded: { $discard }
wall-held = Forts held ({ $points } { $points ->
        [one] point
       *[other] points
    }): { $forts }
wall-line-up = Line (strength { $strength }): { $cards }
wall-out = Discarded this turn: { $cards }
wall-orders-locked = Orders: locked 🔒
wall-orders-locked--term = Orders: locked
wall-orders-open = Orders: still being given
wall-summary-clan = { $clan }: { $points } { $points ->
        [one] point
       *[other] points
    } · line strength { $strength }

## A player's own console

wall-hand-title = Your clan
wall-hand-aside = Set aside this turn (nobody else knows): { $cards }
wall-hand-discard = Discarded face down: { $card }
wall-hand-placed = { $position }: { $card } face down
wall-hand-open = Still in hand: { $cards }
wall-hand-pick = Your secret choice, told when all have chosen: { $card }

## Decisions

wall-prompt-nothing = Nothing to decide right now.
wall-decision = { $name } { $decision ->
        [orders] is giving secret orders for turn { $turn }
        [seduce] picks whom the { wall-name-qween } seduces
        [horsie] picks which warrior the { wall-name-horsie } costs
        [druhid] picks the fort the { wall-name-druhid } takes
        [keep-axx] decides whether the { wall-name-axx } stays in the line
        [keep-weakest] decides whether to keep a warrior thanks to KomFort
        [fortuna] picks a held fort to give up for FortUna
        [fokus] picks a warrior to lose to Fort Fokus
       *[svord] may rearrange their face-down warriors ({ wall-name-svord })
    }
wall-decision--you = { $decision ->
        [orders] You are giving secret orders for turn { $turn }
        [seduce] You pick whom your { wall-name-qween } seduces
        [horsie] You pick which warrior your { wall-name-horsie } costs you
        [druhid] You pick the fort your { wall-name-druhid } takes
        [keep-axx] You decide whether your { wall-name-axx } stays in the line
        [keep-weakest] You decide whether to keep a warrior thanks to KomFort
        [fortuna] You pick a held fort to give up for FortUna
        [fokus] You pick a warrior to lose to Fort Fokus
       *[svord] You may rearrange your face-down warriors ({ wall-name-svord })
    }
wall-decision-yours = { $decision ->
        [orders] Your orders for turn { $turn }: discard one card, then put one warrior face down at each fort.
        [seduce] Your { wall-name-qween } seduces a warrior revealed this round: pick one.
        [horsie] Your { wall-name-horsie } took nothing: pick a warrior of your line to lose.
        [druhid] Your { wall-name-druhid } may take another fort still on the wall instead.
        [keep-axx] Your { wall-name-axx } may stay in your line.
        [keep-weakest] KomFort lets you keep your weakest warrior.
        [fortuna] FortUna makes you give up a fort you hold.
        [fokus] Fort Fokus: pick a warrior of your line to lose.
       *[svord] { wall-name-svord }: you may swap your face-down warriors still to come.
    }
wall-group-discard = Discard one card
wall-group-place = Warrior for { $position }
wall-detail-discard = out for this turn, face down
wall-detail-place = face down until round { $round }
wall-detail-seduce = of { $clan }: fights for you this round
wall-detail-lock = { $spots } · discard: { $discard }
wall-choose = { $decision ->
        [discard] Choose the card to discard, or lock your orders
        [place] Choose the warrior for { $position }, or lock your orders
        [lock] Lock your orders, or start them over
        [seduce] Choose whom your { wall-name-qween } seduces
        [horsie] Choose the warrior your { wall-name-horsie } costs you
        [druhid] Choose the fort your { wall-name-druhid } takes
        [keep-axx] Choose whether your { wall-name-axx } stays in the line
        [keep-weakest] Choose whether to keep your weakest warrior
        [fortuna] Choose the fort to give up for FortUna
        [fokus] Choose the warrior to lose to Fort Fokus
       *[svord] Choose two warriors to swap, or finish rearranging
    }

## Answers, as the player sees them

wall-act-lock = Lock my orders (the rest as suggested)
wall-act-lock-public = locks their orders
wall-act-clear = Start my orders over
wall-act-discard = discard { $card }
wall-act-place = { $card } to { $position }
wall-act-seduce = seduce { $card } of { $clan }
wall-act-seduce-short = seduce { $card }
wall-act-lose = lose { $card }
wall-act-take-fought = keep { $fort }
wall-act-take = take { $position } instead
wall-act-keep = keep { $card }
wall-act-let-go = let { $card } go
wall-act-drop-fort = give up { $fort }
wall-act-swap = swap { $a } ({ $card_a }) and { $b } ({ $card_b })
wall-act-done = done rearranging
wall-act-hidden = a secret choice

## What happens

wall-ev-built = Turn { $turn }: the wall stands — { $forts }.
wall-ev-aside = Set aside for this turn, seen by you alone: { $cards }.
wall-ev-locked = 🔒 { $clan } has locked their orders.
wall-ev-locked--you-clan = 🔒 You lock your orders.
wall-ev-revealed = Round { $round }, for { $fort }: { $cards }.
wall-clan-card = { $clan } { $card }
wall-ev-crashed = 💥 The { wall-name-chariott.plural } crash into each other: { $clans } lose them.
wall-ev-seduced = 💋 The { wall-name-qween } of { $qween } seduces { $card } of { $target }: it fights for her this round.
wall-ev-seduced--you-qween = 💋 Your { wall-name-qween } seduces { $card } of { $target }: it fights for you this round.
wall-ev-seduced--you-target = 💋 The { wall-name-qween } of { $qween } seduces your { $card }: it fights for her this round.
wall-ev-qweens-cancel = Two { wall-name-qween.plural } or more: none of them seduces anyone.
wall-ev-withdrew = { $clan } sends a { wall-name-filchy } and sits this fight out.
wall-ev-withdrew--you-clan = You send a { wall-name-filchy } and sit this fight out.
wall-ev-totals = Totals: { $totals }.
wall-clan-total = { $clan } { $total }
wall-clan-out = { $clan } out
wall-ev-captured = 🏴 { $clan } captures { $fort }{ $archer ->
        [yes] {" "}— the { wall-name-archr } breaks the tie
       *[no] {""}
    }.
wall-ev-captured--you-clan = 🏴 You capture { $fort }{ $archer ->
        [yes] {" "}— your { wall-name-archr } breaks the tie
       *[no] {""}
    }.
wall-ev-stalemate = Nobody takes { $fort }{ $stays ->
        [yes] : it moves one place right and is fought again
       *[no] : it is discarded
    }.
wall-ev-pushed-off = { $fort } is pushed off the wall and discarded.
wall-ev-lost = { $clan } loses { $card }.
wall-ev-lost--you-clan = You lose { $card }.
wall-ev-took = 🌿 The { wall-name-druhid } of { $clan } takes { $fort } from position { $position } instead.
wall-ev-took--you-clan = 🌿 Your { wall-name-druhid } takes { $fort } from position { $position } instead.
wall-ev-cleared = { $clan } leaves the line: { $lost }{ $kept_count ->
        [0] {""}
       *[other] ; staying: { $kept }
    }.
wall-ev-cleared--you-clan = Your line clears: { $lost }{ $kept_count ->
        [0] {""}
       *[other] ; staying: { $kept }
    }.
wall-ev-seduced-lost = The seduced { $card } leaves { $clan } for good.
wall-ev-seduced-lost--you-clan = The seduced { $card } leaves you for good.
wall-ev-fort-dropped = { $clan } gives up { $fort } (FortUna).
wall-ev-fort-dropped--you-clan = You give up { $fort } (FortUna).
wall-ev-fortheca-win = ☠️ { $clan } holds three FortHeca and wins at once!
wall-ev-fortheca-win--you-clan = ☠️ You hold three FortHeca and win at once!
wall-ev-rearranged = { $clan } is done with the { wall-name-svord }'s rearranging.
wall-ev-rearranged--you-clan = You are done with the { wall-name-svord }'s rearranging.
wall-ev-turn-ended = Turn { $turn } is over: every warrior returns to its clan.
wall-ev-over = The game is over.

## Final scoring

wall-scoring-title = Final scoring
wall-scoring-winners = 🏆 { $count ->
        [0] Nobody wins.
        [one] Winner: { $names }
       *[other] Shared win: { $names }
    }
wall-scoring-fortheca = 🏆 { $clan } wins by holding three FortHeca.
wall-scoring-solo-win = 🏆 You beat every neutral clan!
wall-scoring-solo-draw = A draw: a neutral clan matches you exactly.
wall-scoring-solo-loss = A neutral clan ranks above you: the wall holds this time.
wall-scoring-clan = { $place }. { $clan } — { $points } { $points ->
        [one] point
       *[other] points
    }
wall-scoring-neutral = { $clan } (not ranked) — { $points } { $points ->
        [one] point
       *[other] points
    }
wall-scoring-forts = { $count } { $count ->
        [one] fort
       *[other] forts
    }: { $forts }

## Refusals

wall-error-over = The game is over.
wall-error-not-yours = That is not yours to decide right now.
wall-error-wrong = That does not answer the decision at hand.
wall-error-not-in-hand = That card is not in your hand (or it is already placed).
wall-error-position = That position is not free to use.
wall-error-warrior = That warrior is not one you can pick here.
wall-error-target = That clan's warrior cannot be seduced.
wall-error-fort = That fort is not one you can pick here.
wall-error-line-up = That many players and neutral clans cannot sit at the wall (at most four clans; a lone player needs a neutral one).

## The board as a picture

wall-picture-warrior = { $card ->
        [qween] { wall-name-qween }
        [druhid] { wall-name-druhid }
        [filchy] { wall-name-filchy }
        [axx] { wall-name-axx }
        [archr] { wall-name-archr }
        [svord] { wall-name-svord }
        [horsie] { wall-name-horsie }
       *[chariott] { wall-name-chariott }
    }
wall-picture-fort = { $fort ->
        [niefort] NieFort
        [komfort] KomFort
        [fokus] Fort Fokus
        [fortuna] FortUna
       *[forteca] FortHeca
    }
wall-picture-deck = { $deck } { $deck ->
        [one] fort
       *[other] forts
    } in the deck
wall-picture-discarded = { $discard } discarded
wall-picture-wall = The wall
wall-picture-neutral = { $colour ->
        [green] Green
        [red] Red
        [gold] Gold
       *[blue] Blue
    } (neutral)
wall-picture-stats = { $shown } { $points ->
        [one] point
       *[other] points
    }{ $fight ->
        [yes] {" "}· line { $strength }
       *[no] {""}
    }
wall-picture-no-forts = no forts yet
wall-picture-forts-count = { $count } { $count ->
        [one] fort
       *[other] forts
    } held
wall-picture-giving-orders = still giving orders
wall-picture-orders = Every clan puts a warrior face down at each fort
wall-picture-orders-left = Still giving orders: { $clans }
wall-picture-fight = Round { $round }: the fight for { $fort }
wall-picture-captured = Round { $round }: { $clan } captures { $fort }
wall-picture-stalemate = Round { $round }: a tie — nobody captures the fort
wall-picture-no-capture = no capture
wall-picture-step = { $step ->
        [seduce] whom the { wall-name-qween } seduces
        [horsie] which warrior the { wall-name-horsie } costs
        [druhid] which fort the { wall-name-druhid } takes
        [keep-axx] whether the { wall-name-axx } stays
        [keep-weakest] whether to keep a warrior (KomFort)
        [fortuna] which fort to give up for FortUna
        [fokus] which warrior to lose to Fort Fokus
       *[svord] the { wall-name-svord }'s rearranging
    }
wall-picture-waiting = Waiting for { $clans }: { $step }
wall-picture-waiting-marked = Waiting for ▸: { $step }
wall-picture-tag = { $tag ->
        [crashed] crashed
        [seduced] seduced
        [seduces] seduces
        [out] sits out
       *[captures] captures
    }
wall-picture-winners = { $count ->
        [0] Nobody wins
        [one] Winner: { $names }
       *[other] Shared win: { $names }
    }
wall-picture-fortheca = { $clan } wins by holding three FortHeca
wall-picture-solo = { $result ->
        [win] You beat every neutral clan!
        [draw] A draw: a neutral clan matches you exactly
       *[loss] A neutral clan ranks above you: the wall holds
    }
wall-picture-col-clan = Clan
wall-picture-col-forts = Forts held
wall-picture-col-values = Strongest forts
wall-picture-col-total = Total
wall-picture-place = { $place }. { $name }
wall-picture-unranked = { $name }, not ranked
wall-picture-tie = { $names }: { $points } { $points ->
        [one] point
       *[other] points
    } each — { $how ->
        [forts] more forts held ranks higher
        [values] same number of forts: the strongest fort ranks higher
       *[shared] same forts too: they share the place
    }
