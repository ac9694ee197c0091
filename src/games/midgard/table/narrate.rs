//! Events told in words, a line for each thing that happened and its cause: what a space gave,
//! what a rune or a leader brought, a hunt told once, a victory with its reward. Secret events
//! (R-TABLE-2) only ever go to their owner.

use super::facts::{foe_strength, penalty};
use super::words::{dice, foe, journey, land, list, name, object, res, space, target, who};
use crate::games::midgard::event::{DeckKind, Goods, LossCause, PhaseName};
use crate::games::midgard::state::{Foe, Rolled, State};
use crate::games::midgard::{Edition, Event, Leader, RuneUse, Seat, ShipKind, Target};
use crate::i18n::Text;
use crate::table::game::Narration;

pub fn goods_text(g: &Goods, ed: Edition) -> Text {
    let mut parts = Vec::new();
    for (id, n) in [
        ("res-glory", g.glory),
        ("res-food", g.food),
        ("res-wood", g.wood),
        ("res-coins", g.coins),
        ("res-favor", g.favor),
        ("res-blame", g.blame),
    ] {
        if n > 0 {
            parts.push(res(id, n, ed));
        }
    }
    if !g.dice.is_empty() {
        parts.push(dice(g.dice, ed));
    }
    list(parts)
}

fn roll_text(roll: &[Rolled], ed: Edition) -> Text {
    list(
        roll.iter()
            .map(|d| {
                Text::new("die-face")
                    .text("die", super::words::die_name(d.kind, ed))
                    .text("face", super::fight::face(d.face))
            })
            .collect(),
    )
}

fn destiny_card(card: &crate::games::midgard::cards::DestinyId, ed: Edition) -> Text {
    let short = card.id().trim_start_matches("destiny.");
    Text::new("hand-destiny-card-short")
        .text("card", name(card.id(), ed))
        .text(
            "condition",
            Text::dynamic(format!("destiny-condition-{short}")).str("edition", ed.id()),
        )
}

pub fn narrate(state: &State, events: &[Event], names: &[String]) -> Narration {
    // Record events (deck orders, answers played without asking) are told to no one.
    let told: Vec<Event> = events.iter().filter(|e| !e.is_record()).cloned().collect();
    let events = told.as_slice();
    let mut t = Teller {
        state,
        names,
        ed: state.settings.edition,
        events,
        i: 0,
        foe: super::fight::current(state).map(|f| f.foe),
        n: Narration::default(),
    };
    while t.i < events.len() {
        let used = t.tell();
        t.i += used.max(1);
    }
    t.n
}

/// Walks the events of one step, telling each once, together with the events it caused.
struct Teller<'a> {
    state: &'a State,
    names: &'a [String],
    ed: Edition,
    events: &'a [Event],
    i: usize,
    /// The enemy of the fight being told.
    foe: Option<Foe>,
    n: Narration,
}

impl Teller<'_> {
    fn at(&self, k: usize) -> Option<&Event> {
        self.events.get(self.i + k)
    }

    fn who(&self, seat: Seat) -> String {
        who(self.names, seat)
    }

    fn say(&mut self, t: Text) {
        self.n.public.push(t);
    }

    /// Goods `seat` gains in the event `k` places on, if it is a gain of theirs.
    fn gained_at(&self, k: usize, seat: Seat) -> Option<Goods> {
        match self.at(k) {
            Some(Event::Gained { seat: s, goods }) if *s == seat => Some(*goods),
            _ => None,
        }
    }

    /// Tells the event at the cursor (and those it swallows); returns how many it used.
    fn tell(&mut self) -> usize {
        let Some(ev) = self.at(0).cloned() else {
            return 1;
        };
        match ev {
            Event::WorkerPlaced { seat, space: s } => self.placed(seat, s),
            Event::Paid { seat, goods } => self.paid(seat, goods),
            Event::Gained { seat, goods } => self.gained(seat, goods),
            Event::DestinyRevealed { seat, card, glory } => {
                let line = Text::new("ev-destiny-revealed")
                    .str("name", self.who(seat))
                    .text("card", destiny_card(&card, self.ed))
                    .text("glory", object(res("res-glory", glory, self.ed)));
                self.say(line);
                // The glory it scored now is the line above.
                1 + usize::from(self.gained_at(1, seat).is_some())
            }
            Event::FightStarted {
                seat,
                foe: f,
                dice: d,
            } => self.fight_started(seat, f, d),
            Event::Victory { seat, foe: f } => self.victory(seat, f),
            Event::RuneUsed { seat, using } => self.rune_used(seat, using),
            Event::TrollEscaped { card } => {
                self.say(Text::new("ev-troll-escaped").text("troll", name(card.id(), self.ed)));
                // Everyone's blame is said in the line above.
                1 + (1..)
                    .take_while(|&k| {
                        matches!(self.at(k), Some(Event::Gained { goods, .. })
                            if *goods == Goods::blame(1))
                    })
                    .count()
            }
            Event::FoodLost { seat, food, .. } => self.food_lost(seat, food),
            Event::CombatRound {
                damage,
                shields,
                losses,
                total_damage,
                defense,
                ..
            } => self.combat_round(damage, shields, losses, (total_damage, defense)),
            _ => {
                self.simple(&ev);
                1
            }
        }
    }

    /// A worker placed, with what the space cost and gave at once.
    fn placed(&mut self, seat: Seat, s: crate::games::midgard::Space) -> usize {
        let ed = self.ed;
        let mut used = 1;
        let mut paid = None;
        if let Some(Event::Paid { seat: p, goods }) = self.at(1) {
            if *p == seat {
                paid = Some(*goods);
                used += 1;
            }
        }
        // A merchant card's goods and warriors come as two gains: told as one.
        let mut gained: Option<Goods> = None;
        while let Some(g) = self.gained_at(used, seat) {
            gained = Some(gained.map_or(g, |all| plus(all, g)));
            used += 1;
        }
        let line = Text::new("ev-placed")
            .str("name", self.who(seat))
            .text("space", space(s, ed))
            .str("paid", if paid.is_some() { "yes" } else { "no" })
            .text(
                "cost",
                object(paid.map_or(Text::new("list-none"), |g| goods_text(&g, ed))),
            )
            .str("gained", if gained.is_some() { "yes" } else { "no" })
            .text(
                "goods",
                object(gained.map_or(Text::new("list-none"), |g| goods_text(&g, ed))),
            );
        self.say(line);
        used
    }

    /// A gain, with its cause where another line does not already tell it.
    fn gained(&mut self, seat: Seat, goods: Goods) -> usize {
        match self.at(1) {
            // The hunt's food, the blame named by the troll's victor: told by the next line.
            Some(Event::Hunted { seat: s, .. }) | Some(Event::BlameGiven { to: s, .. })
                if *s == seat =>
            {
                return 1;
            }
            Some(Event::CombatRound { seat: s, .. })
                if *s == seat && goods.glory > 0 && self.is(seat, Leader::Ullr) =>
            {
                let line = Text::new("ev-ullr")
                    .str("name", self.who(seat))
                    .text("glory", object(res("res-glory", goods.glory, self.ed)));
                self.say(line);
                return 1;
            }
            _ => {}
        }
        let line = Text::new("ev-gained")
            .str("name", self.who(seat))
            .text("goods", object(goods_text(&goods, self.ed)));
        self.say(line);
        1
    }

    /// A payment: with what it bought (a trade, favor, a longship), or the favor of a reroll.
    fn paid(&mut self, seat: Seat, goods: Goods) -> usize {
        let ed = self.ed;
        let cost = object(goods_text(&goods, ed));
        if goods == Goods::favor(1) {
            if let Some(used) = self.reroll_paid(seat) {
                return used;
            }
        }
        if let Some(Event::ShipBought { seat: s, ship }) = self.at(1) {
            if *s == seat {
                let line = Text::new("ev-ship-bought-paid")
                    .str("name", self.who(seat))
                    .text("ship", name(ship.id(), ed))
                    .text("cost", cost);
                self.say(line);
                return 2;
            }
        }
        if let Some(g) = self.gained_at(1, seat) {
            let traded = matches!(self.at(2), Some(Event::Traded { .. }));
            let line = Text::new("ev-exchange")
                .str("name", self.who(seat))
                .text("cost", cost)
                .text("goods", object(goods_text(&g, ed)));
            self.say(line);
            return 2 + usize::from(traded);
        }
        if goods == Goods::blame(1) {
            self.say(Text::new("ev-blame-returned").str("name", self.who(seat)));
            return 1;
        }
        let line = Text::new("ev-paid")
            .str("name", self.who(seat))
            .text("goods", cost);
        self.say(line);
        1
    }

    /// 1 favor paid for a reroll: the reroll, with Asmundr's glory.
    fn reroll_paid(&mut self, seat: Seat) -> Option<usize> {
        let ed = self.ed;
        let asmundr = self
            .gained_at(1, seat)
            .filter(|g| g.glory > 0 && self.is(seat, Leader::Asmundr));
        let k = 1 + usize::from(asmundr.is_some());
        let Some(Event::Rerolled { seat: s, roll, .. }) = self.at(k) else {
            return None;
        };
        if *s != seat {
            return None;
        }
        let line = Text::new("ev-rerolled-favor")
            .str("name", self.who(seat))
            .text("roll", roll_text(roll, ed))
            .num("glory", asmundr.map_or(0, |g| g.glory));
        self.say(line);
        Some(k + 1)
    }

    fn is(&self, seat: Seat, leader: Leader) -> bool {
        self.state.player(seat).is_some_and(|p| p.is(leader))
    }

    /// A fight or a hunt begins, told with its first roll.
    fn fight_started(&mut self, seat: Seat, f: Foe, d: crate::games::midgard::Dice) -> usize {
        let ed = self.ed;
        self.foe = Some(f);
        let roll = match self.at(1) {
            Some(Event::Rolled { seat: s, roll }) if *s == seat => Some(roll_text(roll, ed)),
            _ => None,
        };
        let id = if f == Foe::Hunt {
            "ev-hunt-start"
        } else {
            "ev-fight"
        };
        let line = Text::new(id)
            .str("name", self.who(seat))
            .text("foe", foe(f, ed))
            .text("strength", foe_strength(f, ed))
            .text("dice", object(dice(d, ed)))
            .text("roll", roll.clone().unwrap_or(Text::new("list-none")));
        self.say(line);
        1 + usize::from(roll.is_some())
    }

    /// Food gone from a ship: a journey's loss and the crew's meal, told together.
    fn food_lost(&mut self, seat: Seat, food: u8) -> usize {
        let more: Vec<u8> = (1..)
            .map_while(|k| match self.at(k) {
                Some(Event::FoodLost { seat: s, food, .. }) if *s == seat => Some(*food),
                _ => None,
            })
            .collect();
        let total = more.iter().fold(food, |a, b| a.saturating_add(*b));
        let line = Text::new("ev-food-lost")
            .str("name", self.who(seat))
            .text("food", object(res("res-food", total, self.ed)));
        self.say(line);
        1 + more.len()
    }

    /// A combat round: this roll's damage against the enemy's defense, shields and losses.
    fn combat_round(&mut self, damage: u8, shields: u8, losses: u8, of: (u8, u8)) -> usize {
        let (total, defense) = of;
        let line = Text::new("ev-combat-round")
            .num("damage", damage)
            .num("shields", shields)
            .num("losses", losses)
            .num("total", total)
            .num("defense", defense);
        self.say(line);
        1
    }

    /// A victory, prominently, with its reward.
    fn victory(&mut self, seat: Seat, f: Foe) -> usize {
        let ed = self.ed;
        let reward = self.gained_at(1, seat);
        let line = Text::new("ev-victory")
            .str("name", self.who(seat))
            .text("foe", foe(f, ed))
            .text(
                "reward",
                object(reward.map_or(Text::new("list-none"), |g| goods_text(&g, ed))),
            );
        self.say(line);
        1 + usize::from(reward.is_some())
    }

    /// A rune used, with what it brought.
    fn rune_used(&mut self, seat: Seat, using: RuneUse) -> usize {
        let ed = self.ed;
        let rune = name(using.rune().id(), ed);
        match using {
            // The revealed card and its glory are told by the next event.
            RuneUse::Success { .. } => 1,
            RuneUse::Potential => {
                if let Some(Event::Rerolled { roll, .. }) = self.at(1) {
                    let line = Text::new("ev-rune-reroll")
                        .str("name", self.who(seat))
                        .text("rune", rune)
                        .text("roll", roll_text(roll, ed));
                    self.say(line);
                    return 2;
                }
                self.rune_plain(seat, rune)
            }
            _ => match self.gained_at(1, seat) {
                Some(g) => {
                    let line = Text::new("ev-rune-gain")
                        .str("name", self.who(seat))
                        .text("rune", rune)
                        .text("goods", object(goods_text(&g, ed)));
                    self.say(line);
                    2
                }
                None => self.rune_plain(seat, rune),
            },
        }
    }

    fn rune_plain(&mut self, seat: Seat, rune: Text) -> usize {
        let line = Text::new("ev-rune-used")
            .str("name", self.who(seat))
            .text("rune", rune);
        self.say(line);
        1
    }

    /// Everything told on its own.
    fn simple(&mut self, ev: &Event) {
        let ed = self.ed;
        let names = self.names;
        let line = match ev {
            Event::DestinyDrawn { seat, cards } => {
                let cards = cards.iter().map(|c| destiny_card(c, ed)).collect();
                self.n.private.push((
                    *seat,
                    Text::new("ev-destiny-drawn").text("cards", list(cards)),
                ));
                None
            }
            Event::Peeked {
                seat,
                land: l,
                card,
            } => {
                self.n.private.push((
                    *seat,
                    Text::new("ev-peeked")
                        .text("land", land(*l))
                        .text("card", journey(*card, ed)),
                ));
                None
            }
            Event::Assigned {
                seat,
                target: t,
                dice: d,
                food,
                secret,
            } => {
                let text = assigned(*seat, *t, *d, *food, ed, names);
                if *secret {
                    self.n.private.push((*seat, text));
                    None
                } else {
                    Some(text)
                }
            }
            Event::AssignmentsRevealed { assignments } => {
                for &(seat, t, d, food) in assignments {
                    self.n.public.push(assigned(seat, t, d, food, ed, names));
                }
                None
            }
            other => told(other, self.state, names),
        };
        self.n.public.extend(line);
    }
}

/// Two gains told as one.
fn plus(a: Goods, b: Goods) -> Goods {
    Goods {
        food: a.food.saturating_add(b.food),
        wood: a.wood.saturating_add(b.wood),
        coins: a.coins.saturating_add(b.coins),
        favor: a.favor.saturating_add(b.favor),
        blame: a.blame.saturating_add(b.blame),
        glory: a.glory.saturating_add(b.glory),
        dice: a.dice.plus(&b.dice),
    }
}

/// The defense of the enemy a foe is.
/// An assignment: dice sent against a fight, or a ship's crew and food.
fn assigned(
    seat: Seat,
    t: Target,
    d: crate::games::midgard::Dice,
    food: u8,
    ed: Edition,
    names: &[String],
) -> Text {
    if d.is_empty() && food == 0 {
        let whom = match t {
            Target::Land(l) => Text::new("target-ship").text("land", land(l)),
            _ => target(t),
        };
        return Text::new("ev-assigned-none")
            .str("name", who(names, seat))
            .text("target", whom);
    }
    match t {
        Target::Land(l) if d.is_empty() => Text::new("ev-assigned-ship-food")
            .str("name", who(names, seat))
            .text("land", land(l))
            .text("food", object(res("res-food", food, ed))),
        Target::Land(l) if food == 0 => Text::new("ev-assigned-ship-crew")
            .str("name", who(names, seat))
            .text("land", land(l))
            .text("dice", object(dice(d, ed))),
        Target::Land(l) => Text::new("ev-assigned-ship")
            .str("name", who(names, seat))
            .text("land", land(l))
            .text("dice", object(dice(d, ed)))
            .text("food", object(res("res-food", food, ed))),
        _ => Text::new("ev-assigned")
            .str("name", who(names, seat))
            .text("target", target(t))
            .text("dice", object(dice(d, ed))),
    }
}

/// The events told the same way wherever they come; the board of the new phase shows the
/// others.
fn told(ev: &Event, state: &State, names: &[String]) -> Option<Text> {
    game_told(ev, state, names).or_else(|| deed_told(ev, state, names))
}

/// The game's and the rounds' course: the start, leaders, destinies and dice returned, the
/// first player, decks reshuffled, journeys revealed, draugr gone, the phases and the end;
/// `None` for any other event.
fn game_told(ev: &Event, state: &State, names: &[String]) -> Option<Text> {
    let ed = state.settings.edition;
    Some(match ev {
        Event::GameStarted { first_player } => {
            Text::new("ev-game-started").str("name", who(names, *first_player))
        }
        Event::DestinyReturned { seat, count } => Text::new("ev-destiny-returned")
            .str("name", who(names, *seat))
            .num("count", *count),
        Event::LeaderChosen { seat, leader } => Text::new("ev-leader")
            .str("name", who(names, *seat))
            .text("leader", name(leader.id(), ed)),
        Event::RoundStarted {
            round,
            first_player,
        } => Text::new("ev-round")
            .num("round", *round)
            .str("name", who(names, *first_player)),
        Event::DeckReshuffled { deck } => Text::new("ev-reshuffled").text(
            "deck",
            Text::new(match deck {
                DeckKind::Trolls => "deck-trolls",
                DeckKind::Draugr => "deck-draugr",
                DeckKind::Journeys => "deck-journeys",
                DeckKind::Merchants => "deck-merchants",
            }),
        ),
        Event::DiceReturned { seat, dice: d } => Text::new("ev-dice-returned")
            .str("name", who(names, *seat))
            .text("dice", object(dice(*d, ed))),
        Event::FirstPlayerMarker { seat } => Text::new("ev-marker").str("name", who(names, *seat)),
        Event::JourneyRevealed { land: l, card } => Text::new("ev-journey")
            .text("land", land(*l))
            .text("card", journey(*card, ed))
            .text("effect", super::words::journey_effect(*card)),
        Event::DraugrDiscarded { card } => {
            Text::new("ev-draugr-gone").text("draugr", name(card.id(), ed))
        }
        Event::GameEnded { .. } => Text::new("ev-game-ended"),
        Event::PhaseStarted { phase } => Text::new(match phase {
            PhaseName::Assignment => "ev-phase-assignment",
            PhaseName::Resolution => "ev-phase-resolution",
        }),
        _ => return None,
    })
}

/// What a player did or underwent: workers, runes and ships bought, sailing, assignments,
/// rolls, losses, defeats, hunts and blame; `None` for any other event.
fn deed_told(ev: &Event, state: &State, names: &[String]) -> Option<Text> {
    let ed = state.settings.edition;
    Some(match ev {
        Event::WorkerBought { seat, .. } => {
            Text::new("ev-worker-bought").str("name", who(names, *seat))
        }
        Event::RuneTaken { seat, rune } => Text::new("ev-rune-taken")
            .str("name", who(names, *seat))
            .text("rune", name(rune.id(), ed)),
        Event::ShipBought { seat, ship } => Text::new("ev-ship-bought")
            .str("name", who(names, *seat))
            .text("ship", name(ship.id(), ed)),
        Event::Sailed {
            seat,
            land: l,
            ship,
        } => Text::new("ev-sailed")
            .str("name", who(names, *seat))
            .text("land", land(*l))
            .text("ship", ship_kind(*ship, ed)),
        Event::AssignmentConfirmed { seat } => {
            Text::new("ev-confirmed").str("name", who(names, *seat))
        }
        Event::TurnOrderDemanded { seat } => {
            Text::new("ev-turn-order").str("name", who(names, *seat))
        }
        Event::Rolled { seat, roll } => Text::new("ev-rolled")
            .str("name", who(names, *seat))
            .text("roll", roll_text(roll, ed)),
        Event::Rerolled { seat, roll, .. } => Text::new("ev-rerolled")
            .str("name", who(names, *seat))
            .text("roll", roll_text(roll, ed)),
        Event::DiceLost {
            seat,
            dice: d,
            cause,
        } => Text::new(match cause {
            LossCause::Fight => "ev-lost-fight",
            LossCause::Journey => "ev-lost-journey",
            LossCause::Starvation => "ev-lost-starvation",
            LossCause::Barred => "ev-lost-barred",
        })
        .str("name", who(names, *seat))
        .text("dice", object(dice(*d, ed))),
        Event::Defeat { seat, foe: f } => Text::new("ev-defeat")
            .str("name", who(names, *seat))
            .text("foe", foe(*f, ed)),
        Event::Hunted { seat, food } => Text::new("ev-hunted")
            .str("name", who(names, *seat))
            .text("food", object(res("res-food", *food, ed))),
        Event::BlameGiven { from, to } => {
            let blame = state.player(*to).map_or(0, |p| p.blame);
            Text::new("ev-blame")
                .str("from", who(names, *from))
                .str("to", who(names, *to))
                .num("penalty", penalty(blame, ed))
        }
        _ => return None,
    })
}

fn ship_kind(ship: ShipKind, ed: Edition) -> Text {
    Text::new(match ship {
        ShipKind::Small => "ship-kind-small",
        ShipKind::Large => "ship-kind-large",
        ShipKind::Private => "ship-kind-private",
    })
    .str("edition", ed.id())
}
