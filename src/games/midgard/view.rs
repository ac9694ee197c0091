//! What one viewer may see (R-TABLE-2): the public view, or a seat's view with its own secrets.

use serde::{Deserialize, Serialize};

use super::assignment::current;
use super::cards::{DestinyId, DraugrId, MerchantId, MonsterId, ShipId, TrollId};
use super::decision::{pending, Decision};
use super::placement::huts_price;
use super::state::{Fight, JourneyCard, OwnedRune, Phase, Player, State, Voyage};
use super::types::{Dice, Edition, Leader, Rune, Seat, Space, Stall, Target};

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    Public,
    Seat(Seat),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub leader: Option<Leader>,
    pub food: u8,
    pub wood: u8,
    pub coins: u8,
    pub favor: u8,
    pub blame: u8,
    pub glory: u16,
    pub dice: Dice,
    pub workers: u8,
    pub workers_left: u8,
    pub runes: Vec<OwnedRune>,
    pub ship: Option<ShipId>,
    pub destiny_count: usize,
    /// Only in the owner's view.
    pub destiny: Option<Vec<DestinyId>>,
    /// Revealed by the Success rune: public.
    pub revealed_destiny: Vec<DestinyId>,
    pub defeated_count: usize,
    pub krakens: u8,
    /// Only in the owner's view, or for everyone with Hall of Fame.
    pub defeated: Option<Defeated>,
    /// Dice and food on each target, when the viewer may see them.
    pub assigned: Option<Vec<(Target, Dice, u8)>>,
    pub confirmed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defeated {
    pub trolls: Vec<TrollId>,
    pub draugr: Vec<DraugrId>,
    pub monsters: Vec<MonsterId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LandView {
    pub active: bool,
    pub near: bool,
    /// A face-down journey card lies here.
    pub journey: bool,
    /// The card, if this viewer has looked at it.
    pub known_journey: Option<JourneyCard>,
    pub monster: Option<MonsterId>,
    pub monster_coins: u8,
    pub voyage: Option<Voyage>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardView {
    pub stalls: Vec<Stall>,
    pub workers: Vec<(Space, Seat)>,
    pub troll: Option<TrollId>,
    pub draugr: [Option<DraugrId>; 2],
    pub lands: Vec<LandView>,
    pub rune_row: [Option<Rune>; 3],
    pub rune_deck: usize,
    pub merchant: Option<MerchantId>,
    pub shop_dice: Dice,
    pub smokehouse_food: u8,
    pub supply: Dice,
    pub ships: Vec<ShipId>,
    pub huts_price: Option<u8>,
    pub destiny_deck: usize,
    pub journey_deck: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub viewer: Viewer,
    pub edition: Edition,
    pub hall_of_fame: bool,
    pub round: u8,
    pub first_player: Seat,
    pub marker: Seat,
    pub finished: bool,
    pub assigning_in_turn_order: bool,
    pub players: Vec<PlayerView>,
    pub board: BoardView,
    pub fight: Option<Fight>,
    /// The journey card being resolved, once revealed.
    pub journey: Option<JourneyCard>,
    pub pending: Vec<(Seat, Decision)>,
}

impl GameView {
    pub fn me(&self) -> Option<&PlayerView> {
        match self.viewer {
            Viewer::Seat(s) => self.players.get(s as usize),
            Viewer::Public => None,
        }
    }
}

/// May `viewer` see what `seat` assigned? (R-ASSIGN-5, R-ASSIGN-2)
///
/// Its owner always may. While everyone assigns at the same time, nobody else may until all
/// have confirmed. After a demand for turn order, the others see the assignments already made
/// in the open: the confirmed ones (locked before the demand, or made in turn) and the one of
/// the seat whose turn it is; never an unconfirmed assignment of a seat whose turn has not come,
/// which may hold dice placed in secret before the demand.
pub fn assignment_visible(state: &State, viewer: Viewer, seat: Seat) -> bool {
    if viewer == Viewer::Seat(seat) {
        return true;
    }
    match state.phase {
        Phase::Assignment { turn_order: false } => false,
        Phase::Assignment { turn_order: true } => {
            state.player(seat).is_some_and(|p| p.confirmed) || current(state) == Some(seat)
        }
        Phase::Resolution { .. } => true,
        _ => false,
    }
}

pub fn view(state: &State, viewer: Viewer) -> GameView {
    let own = |seat: Seat| viewer == Viewer::Seat(seat);
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| player_view(state, viewer, i as Seat, p))
        .collect();
    let (fight, journey) = match &state.phase {
        Phase::Resolution { fight, journey, .. } => (fight.clone(), *journey),
        _ => (None, None),
    };
    let pending = pending(state)
        .into_iter()
        .map(|(seat, d)| match d {
            Decision::KeepDestiny { .. } if !own(seat) => {
                (seat, Decision::KeepDestiny { drawn: Vec::new() })
            }
            d => (seat, d),
        })
        .collect();
    GameView {
        viewer,
        edition: state.settings.edition,
        hall_of_fame: state.settings.hall_of_fame,
        round: state.round,
        first_player: state.round_first,
        marker: state.marker,
        finished: state.phase == Phase::Finished,
        assigning_in_turn_order: state.phase == (Phase::Assignment { turn_order: true }),
        players,
        board: board_view(state, viewer),
        fight,
        journey,
        pending,
    }
}

/// What `viewer` may see of the player at `seat`.
fn player_view(state: &State, viewer: Viewer, seat: Seat, p: &Player) -> PlayerView {
    let own = viewer == Viewer::Seat(seat);
    let shows_defeated = own || state.settings.hall_of_fame;
    PlayerView {
        seat,
        leader: p.leader,
        food: p.food,
        wood: p.wood,
        coins: p.coins,
        favor: p.favor,
        blame: p.blame,
        glory: p.glory,
        dice: p.dice,
        workers: p.workers,
        workers_left: p.workers_left(),
        runes: p.runes.clone(),
        ship: p.ship,
        destiny_count: p.destiny.len(),
        destiny: own.then(|| p.destiny.clone()),
        revealed_destiny: p.revealed.clone(),
        defeated_count: p.defeated_count(),
        krakens: p.krakens,
        defeated: shows_defeated.then(|| Defeated {
            trolls: p.trolls.clone(),
            draugr: p.draugr.clone(),
            monsters: p.monsters.clone(),
        }),
        assigned: assignment_visible(state, viewer, seat).then(|| {
            (0..Target::COUNT)
                .map(Target::from_index)
                .filter(|&t| super::assignment::holds(state, seat, t))
                .map(|t| {
                    let food = match t {
                        Target::Land(l) => p.ship_food[l as usize & 3],
                        _ => 0,
                    };
                    (t, p.assigned[t.index()], food)
                })
                .collect()
        }),
        confirmed: p.confirmed,
    }
}

/// What `viewer` may see of the board: journey cards only where it has peeked.
fn board_view(state: &State, viewer: Viewer) -> BoardView {
    let b = &state.board;
    let lands = b
        .lands
        .iter()
        .map(|l| LandView {
            active: l.active,
            near: l.near,
            journey: l.journey.is_some(),
            known_journey: match viewer {
                Viewer::Seat(s) if l.peeked & (1 << s) != 0 => l.journey,
                _ => None,
            },
            monster: l.monster,
            monster_coins: l.monster_coins,
            voyage: l.voyage,
        })
        .collect();
    BoardView {
        stalls: b.stalls.clone(),
        workers: b.workers.clone(),
        troll: b.troll,
        draugr: b.draugr,
        lands,
        rune_row: b.rune_row,
        rune_deck: state.decks.runes.len(),
        merchant: b.merchant,
        shop_dice: b.shop_dice,
        smokehouse_food: b.smokehouse_food,
        supply: b.supply,
        ships: b.ships.clone(),
        huts_price: huts_price(state),
        destiny_deck: state.decks.destiny.len(),
        journey_deck: state.decks.journeys.len(),
    }
}
