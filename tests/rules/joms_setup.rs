//! Jomsvikings' setup (R-SETUP-1..5) against `../shared/rules/jomsvikings.md`: seats and
//! modes, the decks and rows, the bag, the basic piles and the secret deal of characters.

use std::collections::{BTreeMap, BTreeSet};

use skald::games::joms::{data, new_game, BagToken, Card, Mode, Settings, SetupError, State};

fn settings(players: u8, mode: Mode) -> Settings {
    Settings {
        players,
        mode,
        difficulty: "easy".into(),
        ygg_saga1_only: false,
        ygg_everyone: false,
        open_hands: false,
    }
}

fn game(players: u8, mode: Mode, seed: u64) -> State {
    new_game(settings(players, mode), seed).expect("a new game")
}

#[test]
fn one_to_four_players_and_competitive_needs_two() {
    // R-SETUP-1: 1–4 players; one always plays solo (co-op); competitive needs 2+.
    assert_eq!(
        new_game(settings(0, Mode::Coop), 1),
        Err(SetupError::Seats(0))
    );
    assert_eq!(
        new_game(settings(5, Mode::Competitive), 1),
        Err(SetupError::Seats(5))
    );
    assert_eq!(
        new_game(settings(1, Mode::Competitive), 1),
        Err(SetupError::Alone)
    );
    assert_eq!(game(1, Mode::Coop, 1).players.len(), 1);
    assert_eq!(game(4, Mode::Competitive, 1).players.len(), 4);
    let mut odd = settings(2, Mode::Coop);
    odd.difficulty = "impossible".into();
    assert_eq!(
        new_game(odd, 1),
        Err(SetupError::Difficulty("impossible".into()))
    );
}

#[test]
fn every_deck_is_shuffled_with_its_row_of_three_face_up() {
    // R-SETUP-2: level I monsters, equipment and combat cards each show a row of 3; monster
    // combat cards and planets are shuffled; levels II and III wait; saga I.
    let d = data().expect("data");
    let s = game(3, Mode::Competitive, 7);
    assert_eq!(s.saga, 1);
    assert_eq!(s.monsters[0].row.len(), 3);
    assert_eq!(s.monsters[0].row.len() + s.monsters[0].draw.len(), 12);
    for level in [1, 2] {
        assert!(s.monsters[level].row.is_empty());
        assert_eq!(s.monsters[level].draw.len(), 12);
        let levels: BTreeSet<u8> = s.monsters[level]
            .draw
            .iter()
            .map(|&m| d.monsters[usize::from(m)].level)
            .collect();
        assert_eq!(levels, BTreeSet::from([level as u8 + 1]));
    }
    assert_eq!((s.equipment.row.len(), s.equipment.draw.len()), (3, 43));
    assert_eq!((s.combat.row.len(), s.combat.draw.len()), (3, 63));
    assert_eq!(s.monster_combat.draw.len(), 10);
    assert_eq!(s.planets.len(), 9);
    assert!(s.hindrances.is_empty(), "hindrances are co-op's");
    let other = game(3, Mode::Competitive, 8);
    assert_ne!(
        s.combat.draw, other.combat.draw,
        "another seed, another order"
    );
}

#[test]
fn co_op_leaves_the_dagger_cards_in_the_box_and_shuffles_the_hindrances() {
    // R-COOP-2: both copies of the † combat cards and e.kly_fenrisa, e.miotacz_hel leave;
    // R-COOP-4: the hindrances form a deck.
    let d = data().expect("data");
    let s = game(2, Mode::Coop, 3);
    let combat: Vec<&Card> = s.combat.draw.iter().chain(&s.combat.row).collect();
    assert_eq!(combat.len(), 66 - 12);
    let dagger = |c: &&Card| match c {
        Card::Combat(i) => d.combat[usize::from(*i)].competitive_only,
        Card::Basic(_) => false,
    };
    assert!(!combat.iter().any(dagger));
    let gear = s.equipment.draw.iter().chain(&s.equipment.row);
    assert_eq!(gear.clone().count(), 44);
    assert!(gear
        .map(|&e| &d.equipment[usize::from(e)].id)
        .all(|id| id != "e.kly_fenrisa" && id != "e.miotacz_hel"));
    assert_eq!(s.hindrances.len(), 12);
}

#[test]
fn the_bag_holds_one_of_each_kind_per_player() {
    // R-SETUP-3: N Thor, N Gullveig, N damage-up, N stat-up.
    for n in 1..=4u8 {
        let mode = if n == 1 {
            Mode::Coop
        } else {
            Mode::Competitive
        };
        let s = game(n, mode, 1);
        let mut counts = BTreeMap::new();
        for t in &s.bag {
            *counts.entry(*t).or_insert(0u8) += 1;
        }
        let kinds = [
            BagToken::Thor,
            BagToken::Gullveig,
            BagToken::DamageUp,
            BagToken::StatUp,
        ];
        assert_eq!(counts, kinds.map(|k| (k, n)).into_iter().collect());
    }
}

#[test]
fn each_player_shuffles_the_twelve_basic_cards_into_a_pile() {
    // R-SETUP-4 with R-BASIC: b.1_0 ×2, b.1_1, b.2_0 ×2, b.2_1 ×2, b.3_1 ×2, b.3_2, b.4_1, b.5_1.
    let d = data().expect("data");
    let s = game(4, Mode::Competitive, 11);
    let name = |c: &Card| match c {
        Card::Basic(i) => d.basic[usize::from(*i)].id.clone(),
        Card::Combat(i) => d.combat[usize::from(*i)].id.clone(),
    };
    for p in &s.players {
        let mut ids: Vec<String> = p.pile.iter().map(name).collect();
        ids.sort();
        let want = [
            "b.1_0", "b.1_0", "b.1_1", "b.2_0", "b.2_0", "b.2_1", "b.2_1", "b.3_1", "b.3_1",
            "b.3_2", "b.4_1", "b.5_1",
        ];
        assert_eq!(ids, want);
    }
    assert!(
        s.players.windows(2).any(|w| w[0].pile != w[1].pile),
        "each shuffles"
    );
}

#[test]
fn three_different_characters_are_dealt_to_each_player_none_chosen() {
    // R-SETUP-5: 3 characters each, secretly; 12 are enough for 4 players, none twice.
    let s = game(4, Mode::Competitive, 5);
    let all: Vec<u8> = s.players.iter().flat_map(|p| p.dealt.clone()).collect();
    assert_eq!(all.len(), 12);
    assert_eq!(all.iter().collect::<BTreeSet<_>>().len(), 12);
    assert!(s.players.iter().all(|p| p.character.is_none()));
}

#[test]
fn the_same_seed_sets_up_the_same_game() {
    // R-TABLE-4: all randomness comes from the game's seeded generator.
    assert_eq!(
        game(3, Mode::Competitive, 42),
        game(3, Mode::Competitive, 42)
    );
    let json = |s: &State| serde_json::to_string(s).expect("a state saves");
    let saved = json(&game(2, Mode::Coop, 9));
    let loaded: State = serde_json::from_str(&saved).expect("and loads");
    assert_eq!(json(&loaded), saved);
}
