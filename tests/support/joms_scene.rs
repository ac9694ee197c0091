//! Scenes for the Jomsvikings rules tests: a game started by `new_game`, then set field by
//! field (characters, HP, cards, monsters by their digest ids) and put at a round's turns,
//! the monster combat deck stacked so the named attack cards come; driven by `apply`.

use skald::games::joms::cards::AttackKind;
use skald::games::joms::effect::AttackType;
use skald::games::joms::flow::advance;
use skald::games::joms::state::{Fight, Gear};
use skald::games::joms::*;
use skald::games::Seat;

/// The digest's worked-example seats: Ana first, then Bo, then Cy.
pub const ANA: Seat = 0;
pub const BO: Seat = 1;
pub const CY: Seat = 2;

/// The game's data with the digest's printed numbers in place of issue 17's measured balance
/// (`src/games/joms/data/*.toml`): the worked examples and rules tests keep the digest's arithmetic.
/// Every scene starts here, so the printed data is installed before the engine's first use.
pub fn d() -> &'static JomsData {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let mut printed = data::parse(data::FILES).expect("src/games/joms/data/*.toml load");
        reprint(&mut printed);
        data::install_data(printed);
    });
    let d = data().expect("src/games/joms/data/*.toml load");
    let printed = PRINTED_MONSTERS.iter().all(|&(id, hp, damage)| {
        d.monsters.iter().any(|m| {
            m.id == id
                && m.hp == hp
                && [m.damage.basic, m.damage.special, m.damage.critical] == damage
        })
    });
    assert!(
        printed,
        "the engine ran on the embedded data before joms_scene::d()"
    );
    d
}

fn reprint(d: &mut JomsData) {
    for (id, hp, [basic, special, critical]) in PRINTED_MONSTERS {
        let m = d.monsters.iter_mut().find(|m| m.id == id).expect(id);
        m.hp = hp;
        (m.damage.basic, m.damage.special, m.damage.critical) = (basic, special, critical);
    }
    for (id, hp, gullveig) in PRINTED_CHARACTERS {
        let c = d.characters.iter_mut().find(|c| c.id == id).expect(id);
        (c.hp, c.gullveig) = (hp, gullveig);
    }
}

/// The monsters as the digest prints them (R-MON): id, HP, basic / special / critical damage.
pub const PRINTED_MONSTERS: [(&str, u8, [u8; 3]); 36] = [
    ("m.draugr", 9, [2, 2, 3]),
    ("m.wilk_cienia", 8, [2, 3, 3]),
    ("m.troll_gorski", 10, [2, 2, 3]),
    ("m.pajak", 8, [2, 2, 3]),
    ("m.nokk", 9, [2, 2, 3]),
    ("m.mroczny_alf", 8, [2, 3, 3]),
    ("m.dzik", 10, [2, 3, 4]),
    ("m.lindworm", 10, [2, 2, 3]),
    ("m.ognik", 8, [2, 2, 3]),
    ("m.nocna_mara", 9, [2, 2, 3]),
    ("m.krasnolud", 10, [2, 3, 3]),
    ("m.mlody_jotun", 12, [3, 3, 4]),
    ("m.nidhogg", 14, [4, 4, 4]),
    ("m.troll_lodowy", 15, [3, 3, 4]),
    ("m.ulfhednar", 14, [3, 4, 4]),
    ("m.jotun_mrozu", 17, [3, 4, 5]),
    ("m.wiedzma", 13, [3, 3, 4]),
    ("m.jarl_draugrow", 15, [3, 3, 4]),
    ("m.skrzydlaty_waz", 14, [3, 3, 4]),
    ("m.garm", 15, [3, 4, 4]),
    ("m.czarny_kowal", 14, [3, 3, 4]),
    ("m.upior_burzy", 13, [3, 3, 4]),
    ("m.hafgufa", 16, [3, 4, 4]),
    ("m.ognisty_olbrzym", 15, [3, 3, 4]),
    ("m.widmowy_kraken", 20, [5, 5, 5]),
    ("m.fafnir", 22, [4, 5, 6]),
    ("m.pomiot", 19, [4, 4, 5]),
    ("m.fenrir", 20, [4, 5, 6]),
    ("m.herold_surta", 22, [4, 4, 5]),
    ("m.hrungnir", 23, [4, 5, 5]),
    ("m.sluga_hel", 19, [4, 4, 5]),
    ("m.kapitan_naglfara", 20, [4, 5, 5]),
    ("m.smok_pustki", 21, [4, 4, 5]),
    ("m.thjazi", 19, [4, 5, 5]),
    ("m.hraesvelg", 20, [4, 5, 5]),
    ("m.krolowa_mar", 18, [4, 4, 5]),
];

/// The characters as the digest prints them (R-CHAR): id, HP, Gullveig.
pub const PRINTED_CHARACTERS: [(&str, u8, u8); 12] = [
    ("ch.gunnar", 16, 1),
    ("ch.astrid", 13, 3),
    ("ch.sigrun", 14, 2),
    ("ch.bjorn", 15, 1),
    ("ch.eyvind", 13, 2),
    ("ch.hilda", 14, 2),
    ("ch.ulf", 16, 1),
    ("ch.ragna", 17, 2),
    ("ch.thorvald", 13, 2),
    ("ch.frida", 12, 3),
    ("ch.leif", 14, 2),
    ("ch.kari", 14, 3),
];

fn find<T>(items: &[T], id: &str, of: impl Fn(&T) -> &str) -> u8 {
    let i = items
        .iter()
        .position(|x| of(x) == id)
        .unwrap_or_else(|| panic!("no {id} in the data"));
    i as u8
}

pub fn character(id: &str) -> u8 {
    find(&d().characters, id, |c| &c.id)
}

/// A combat card (basic `b.` or combat `c.`) by its id.
pub fn card(id: &str) -> Card {
    if id.starts_with("b.") {
        Card::Basic(find(&d().basic, id, |c| &c.id))
    } else {
        Card::Combat(find(&d().combat, id, |c| &c.id))
    }
}

pub fn cards(ids: &[&str]) -> Vec<Card> {
    ids.iter().map(|id| card(id)).collect()
}

pub fn card_id(c: Card) -> String {
    match c {
        Card::Basic(i) => d().basic[usize::from(i)].id.clone(),
        Card::Combat(i) => d().combat[usize::from(i)].id.clone(),
    }
}

pub fn ids_of(cs: &[Card]) -> Vec<String> {
    cs.iter().map(|&c| card_id(c)).collect()
}

pub fn equipment(id: &str) -> u8 {
    find(&d().equipment, id, |e| &e.id)
}

pub fn monster(id: &str) -> u8 {
    find(&d().monsters, id, |m| &m.id)
}

pub fn planet(id: &str) -> u8 {
    find(&d().planets, id, |p| &p.id)
}

pub fn hindrance(id: &str) -> u8 {
    find(&d().hindrances, id, |h| &h.id)
}

pub fn settings(players: u8, mode: Mode) -> Settings {
    d();
    Settings {
        players,
        mode,
        difficulty: "easy".into(),
        ygg_saga1_only: false,
        ygg_everyone: false,
        open_hands: false,
    }
}

/// A new game (characters dealt, none chosen).
pub fn game(players: u8, mode: Mode, seed: u64) -> State {
    d();
    new_game(settings(players, mode), seed).expect("a new game")
}

/// A game of `chars.len()` players (competitive unless one) with these characters at full
/// HP, no tokens, empty hands, the 12 basic cards in each pile, no fights yet; saga I, the
/// fight phase, round 1, seat 0 first; nothing queued.
pub fn scene(chars: &[&str]) -> State {
    let n = chars.len() as u8;
    let mode = if n == 1 {
        Mode::Coop
    } else {
        Mode::Competitive
    };
    scene_with(settings(n, mode), chars)
}

pub fn scene_with(settings: Settings, chars: &[&str]) -> State {
    d();
    let mut s = new_game(settings, 1).expect("a new game");
    for (seat, id) in chars.iter().enumerate() {
        let c = character(id);
        let p = &mut s.players[seat];
        p.character = Some(c);
        p.hp = d().characters[usize::from(c)].hp;
        p.gullveig = 0;
    }
    s.prompts.clear();
    s.jobs.clear();
    s.phase = Phase::Fight;
    s.saga = 1;
    s.round = 1;
    s.first = 0;
    s
}

/// `seat` fights `id` with attack type `attack`.
pub fn fights(s: &mut State, seat: Seat, id: &str, attack: AttackType) {
    let p = &mut s.players[usize::from(seat)];
    p.fight = Some(Fight {
        monster: monster(id),
        damage: 0,
        won: false,
    });
    p.attack = Some(attack);
}

pub fn hand(s: &mut State, seat: Seat, ids: &[&str]) {
    s.players[usize::from(seat)].hand = cards(ids);
}

/// The pile, top last.
pub fn pile(s: &mut State, seat: Seat, ids: &[&str]) {
    s.players[usize::from(seat)].pile = cards(ids);
}

pub fn field(s: &mut State, seat: Seat, ids: &[&str]) {
    s.players[usize::from(seat)].battlefield = cards(ids);
}

pub fn give(s: &mut State, seat: Seat, id: &str) {
    s.players[usize::from(seat)].gear.push(Gear {
        card: equipment(id),
        exhausted: false,
    });
}

/// The next monster attack cards, first to come first.
pub fn attacks_come(s: &mut State, kinds: &[AttackKind]) {
    s.monster_combat.draw = kinds.iter().rev().copied().collect();
    s.monster_combat.discard.clear();
}

/// Every attack to come is basic.
pub fn basic_attacks(s: &mut State) {
    attacks_come(s, &[AttackKind::Basic; 10]);
}

/// The state at the turns of the current round: the first active seat asked.
pub fn at_turns(s: &mut State) {
    let first = (0..s.players.len())
        .map(|i| ((usize::from(s.first) + i) % s.players.len()) as Seat)
        .find(|&x| s.players[usize::from(x)].active())
        .expect("an active player");
    s.prompts = vec![Prompt {
        seat: first,
        ask: Ask::Turn { passes: 0 },
    }];
    s.jobs = [Job::Damage, Job::Kills, Job::Attacks, Job::RoundEnd].into();
}

/// Runs `jobs` from an empty prompt list until a decision is awaited.
pub fn run(s: &mut State, jobs: &[Job]) -> Vec<Event> {
    s.prompts.clear();
    s.jobs = jobs.iter().cloned().collect();
    let mut ev = Vec::new();
    advance(s, d(), &mut ev);
    ev
}

/// An action that must be accepted.
pub fn act(s: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    apply(s, seat, &action).unwrap_or_else(|e| panic!("{action:?} by {seat} refused: {e}"))
}

/// An action that must be refused with `err`, changing nothing.
pub fn refused(s: &mut State, seat: Seat, action: Action, err: JomsError) {
    let before = s.clone();
    assert_eq!(apply(s, seat, &action), Err(err), "{action:?} by {seat}");
    assert_eq!(*s, before, "a refused action changed the state");
}

pub fn play(s: &mut State, seat: Seat, p: Play) -> Vec<Event> {
    act(s, seat, Action::Play { play: p })
}

pub fn put(s: &mut State, seat: Seat, id: &str) -> Vec<Event> {
    play(
        s,
        seat,
        Play::Field {
            from: Source::Hand(card(id)),
        },
    )
}

pub fn round_card(s: &mut State, seat: Seat, id: &str, choice: Choice) -> Vec<Event> {
    play(
        s,
        seat,
        Play::Round {
            card: card(id),
            choice,
        },
    )
}

/// The seat asked now.
pub fn asked(s: &State) -> Seat {
    s.prompts.first().expect("a decision awaited").seat
}

pub fn ask_now(s: &State) -> Ask {
    s.prompts.first().expect("a decision awaited").ask.clone()
}

/// Everyone asked for a turn passes until the round's turns are over; the events.
pub fn pass_round(s: &mut State) -> Vec<Event> {
    let round = s.round;
    let mut ev = Vec::new();
    while s.round == round
        && matches!(s.prompts.first(), Some(p) if matches!(p.ask, Ask::Turn { .. }))
    {
        let seat = asked(s);
        ev.extend(act(s, seat, Action::Pass));
    }
    ev
}

/// Every pending decision answered by its default until `done` holds.
pub fn defaults_until(s: &mut State, mut done: impl FnMut(&State) -> bool) {
    for _ in 0..10_000 {
        if done(s) || s.phase == Phase::Over {
            return;
        }
        let seat = asked(s);
        let a = defaults::default_action(s, seat).expect("a default");
        act(s, seat, a);
    }
    panic!("never reached");
}

/// The damage the Struck event reports for `seat`.
pub fn struck(ev: &[Event], seat: Seat) -> Option<(u8, bool)> {
    ev.iter().find_map(|e| match e {
        Event::Struck {
            seat: x,
            damage,
            critical,
            ..
        } if *x == seat => Some((*damage, *critical)),
        _ => None,
    })
}

pub fn damage_on(s: &State, seat: Seat) -> u8 {
    s.players[usize::from(seat)].fight.expect("a fight").damage
}

pub fn p(s: &State, seat: Seat) -> &Player {
    &s.players[usize::from(seat)]
}

pub fn pm(s: &mut State, seat: Seat) -> &mut Player {
    &mut s.players[usize::from(seat)]
}
