# Viking Gods: the board picture (src/table/gods/picture.rs). Every id starts with
# `gods-picture-`.

## Header

gods-picture-deployment = Deployment
gods-picture-round = Round { $round } of { $limit }
gods-picture-round-open = Round { $round }
gods-picture-title = { $round } · { $phase }
gods-picture-deploy = { $side ->
        [asgard] Asgard deploys
       *[chaos] Chaos deploys
    }
gods-picture-movement = { $side ->
        [asgard] Asgard moves
       *[chaos] Chaos moves
    }
gods-picture-attack = { $side ->
        [asgard] Asgard attacks
       *[chaos] Chaos attacks
    }
gods-picture-retreat = Retreat: { $tokens }
gods-picture-hela = Hela walks
gods-picture-hela-roll = Hela's step { $step } of { $steps }: the die shows { $roll }
gods-picture-bridge = The Rainbow Bridge crumbles
gods-picture-over = Game over
gods-picture-to-act = { $name } to play for { $side ->
        [asgard] Asgard
       *[chaos] Chaos
    }
gods-picture-end = { $cause ->
        [loki_removed] Loki has fallen: { $name } wins for Asgard
        [tree_removed] Yggdrasill has fallen: { $name } wins for Chaos
        [resignation] The other side resigned: { $name } wins for { $side ->
            [asgard] Asgard
           *[chaos] Chaos
        }
       *[round_limit] Both targets stand after the last round: a draw
    }
gods-picture-lost = Lost: Asgard { $asgard } { $asgard ->
        [one] token
       *[other] tokens
    } · Chaos { $chaos } { $chaos ->
        [one] token
       *[other] tokens
    }
gods-picture-bridge-left = { $left ->
        [0] The Rainbow Bridge is gone
        [one] Rainbow Bridge: 1 hex of { $total } left
       *[other] Rainbow Bridge: { $left } hexes of { $total } left
    }

## Legend

gods-picture-legend-asgard = Asgard
gods-picture-legend-chaos = Chaos
gods-picture-legend-hela = Hela
gods-picture-legend-target = target
gods-picture-legend-pinned = pinned
gods-picture-legend-frozen = frozen
gods-picture-legend-plain = plain
gods-picture-legend-forest = forest
gods-picture-legend-hills = hills
gods-picture-legend-glacier = glacier
gods-picture-legend-river = river Nordkapp
gods-picture-legend-bridge = Rainbow Bridge
gods-picture-legend-void = void
gods-picture-legend-heimdall = Heimdall's hex
gods-picture-legend-helfield = Hel's Field (Hela's compass)
gods-picture-legend-move = move
gods-picture-legend-attack = attack
gods-picture-legend-retreat = retreat
gods-picture-legend-earlier = faded: the turn before
