//! Jomsvikings' data (src/games/joms/data/*.toml) against the digest `../shared/rules/jomsvikings.md`:
//! the counts of R-COMP-1, every id the digest names, and the numbers its rules lean on.

use std::collections::BTreeMap;

use skald::games::joms::cards::{AttackKind, EquipmentType, Symbol};
use skald::games::joms::data::{parse, File, FILES};
use skald::games::joms::effect::{AttackType, Effect, MonsterEffect, Trait, Who};
use skald::games::joms::{data, DataError, JomsData};

fn d() -> &'static JomsData {
    data().expect("src/games/joms/data/*.toml load")
}

fn count<T, K: Ord>(items: &[T], key: impl Fn(&T) -> K) -> BTreeMap<K, usize> {
    let mut counts = BTreeMap::new();
    for item in items {
        *counts.entry(key(item)).or_insert(0) += 1;
    }
    counts
}

#[test]
fn the_box_holds_the_printed_counts() {
    // R-COMP-1: 12 characters, 48 basic (12 a player), 66 combat (33 kinds × 2), 10 monster
    // combat, 9 planets, 46 equipment (12 artifacts, 8 implants, 8 companions, 6 shields, 6
    // weapons, 6 armours), 36 monsters (12 per level), 12 hindrances.
    let d = d();
    assert_eq!(d.characters.len(), 12);
    let basic: u32 = d.basic.iter().map(|b| u32::from(b.copies)).sum();
    assert_eq!(basic * 4, 48);
    assert_eq!(d.combat.len(), 33);
    assert!(d.combat.iter().all(|c| c.copies == 2));
    let mc: u32 = d.monster_combat.iter().map(|c| u32::from(c.copies)).sum();
    assert_eq!(mc, 10);
    assert_eq!(d.planets.len(), 9);
    use EquipmentType::*;
    let expected = [
        (Artifact, 12),
        (Implant, 8),
        (Companion, 8),
        (Shield, 6),
        (Weapon, 6),
        (Armour, 6),
    ];
    for (kind, n) in expected {
        let held = d.equipment.iter().filter(|e| e.kind == kind).count();
        assert_eq!(held, n, "{kind:?}");
    }
    assert_eq!(d.equipment.len(), 46);
    assert_eq!(
        count(&d.monsters, |m| m.level),
        BTreeMap::from([(1, 12), (2, 12), (3, 12)])
    );
    assert_eq!(d.hindrances.len(), 12);
}

#[test]
fn every_id_the_digest_names_is_in_the_data() {
    // R-COMP: the data keeps the digest's ids; every id a rule or an effect names exists.
    let ids = d().ids();
    let named: Vec<&str> = include_str!("../joms_ids.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert!(named.len() > 150, "the list is the digest's");
    let missing: Vec<&&str> = named.iter().filter(|id| !ids.contains(**id)).collect();
    assert!(
        missing.is_empty(),
        "named by the digest, not in the data: {missing:?}"
    );
}

#[test]
fn basic_cards_rebuild_the_rulebook_examples() {
    // R-BASIC: b.5_1+b.3_1+b.2_1+b.1_0 = T 11, D 3; b.5_1+b.4_1+b.2_0+b.1_0 = T 12, D 2.
    let d = d();
    let card = |id: &str| d.basic.iter().find(|b| b.id == id).expect(id);
    let sum = |ids: &[&str]| -> (u8, u8) {
        ids.iter()
            .map(|id| card(id))
            .fold((0, 0), |(t, dmg), b| (t + b.fate, dmg + b.damage))
    };
    assert_eq!(sum(&["b.1_0", "b.1_0"]), (2, 0));
    assert_eq!(sum(&["b.5_1", "b.3_1", "b.2_1", "b.1_0"]), (11, 3));
    assert_eq!(sum(&["b.5_1", "b.4_1", "b.2_0", "b.1_0"]), (12, 2));
}

#[test]
fn characters_have_the_tables_numbers_with_the_balance_decisions() {
    // R-CHAR: Gunnar 4/2/4, K 12, HP 16, Gv 1; DECIDED balance: Björn K 12, HP 15; Astrid HP 13.
    let d = d();
    let ch = |id: &str| d.characters.iter().find(|c| c.id == id).expect(id);
    let g = ch("ch.gunnar");
    assert_eq!(
        (g.rng, g.mag, g.mel, g.k, g.hp, g.gullveig),
        (4, 2, 4, 12, 16, 1)
    );
    assert_eq!((ch("ch.bjorn").k, ch("ch.bjorn").hp), (12, 15));
    assert_eq!(ch("ch.astrid").hp, 13);
    assert_eq!(
        ch("ch.ragna").ability.effects,
        [Effect::Reduce {
            n: 1,
            who: Who::You
        }]
    );
}

#[test]
fn monsters_keep_the_printed_and_rebalanced_numbers() {
    // R-MON: Nidhogg is Venomous and a Guardian, 4/4/4, mc / nid; R-MON-2 (DECIDED): Nidhogg
    // HP 14, Jörmungandr's spawn HP 19, 4/4/5, v / h2. The kraken: 5/5/5, nh / kr. Issue 17's
    // measured balance (src/games/joms/data/monsters.toml) adds 1 to every level III damage.
    let d = d();
    let m = |id: &str| d.monsters.iter().find(|m| m.id == id).expect(id);
    let nid = m("m.nidhogg");
    assert_eq!((nid.hp, nid.level), (14, 2));
    assert_eq!(nid.traits, [Trait::Venomous, Trait::Guardian]);
    assert_eq!(
        (nid.special.as_slice(), nid.critical.as_slice()),
        (&[MonsterEffect::Mc][..], &[MonsterEffect::Nid][..])
    );
    let spawn = m("m.pomiot");
    assert_eq!((spawn.hp, spawn.damage.critical), (19, 5 + 1));
    assert_eq!(spawn.critical, [MonsterEffect::H2]);
    let kraken = m("m.widmowy_kraken");
    assert_eq!((kraken.damage.basic, kraken.damage.special), (5 + 1, 5 + 1));
    assert_eq!(kraken.critical, [MonsterEffect::Kr]);
    assert_eq!(m("m.troll_gorski").resists, [AttackType::Mag]);
    assert_eq!(m("m.troll_gorski").regeneration, 1);
    // R-MON-1: 5 basic, 3 special, 2 critical.
    let copies = |kind: AttackKind| -> u8 {
        d.monster_combat
            .iter()
            .filter(|c| c.attack == kind)
            .map(|c| c.copies)
            .sum()
    };
    use AttackKind::*;
    assert_eq!(
        (copies(Basic), copies(Special), copies(Critical)),
        (5, 3, 2)
    );
}

#[test]
fn co_op_removes_the_dagger_cards() {
    // R-COOP-2: both copies of the † combat cards and e.kly_fenrisa, e.miotacz_hel.
    let d = d();
    let daggers: Vec<&str> = d
        .combat
        .iter()
        .filter(|c| c.competitive_only)
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(
        daggers,
        [
            "c.szal",
            "c.trucizny",
            "c.podszepty",
            "c.wizje",
            "c.fatum",
            "c.ekstrakt"
        ]
    );
    let mut gear: Vec<&str> = d
        .equipment
        .iter()
        .filter(|e| e.competitive_only)
        .map(|e| e.id.as_str())
        .collect();
    gear.sort_unstable();
    assert_eq!(gear, ["e.kly_fenrisa", "e.miotacz_hel"]);
}

#[test]
fn the_yggdrasil_track_forks_into_three_branches_of_four() {
    // R-YGG-1: y.0 … y.3 (PLUS + 1 glory), then urd, mimir, hvergelmir, four spaces each.
    let y = &d().yggdrasil;
    assert_eq!(y.trunk.len(), 4);
    assert_eq!((y.trunk[3].main, y.trunk[3].glory), (Symbol::Plus, 1));
    let branches: Vec<(&str, usize)> = y
        .branches
        .iter()
        .map(|b| (b.id.as_str(), b.spaces.len()))
        .collect();
    assert_eq!(
        branches,
        [("y.urd", 4), ("y.mimir", 4), ("y.hvergelmir", 4)]
    );
    let last = &y.branches[1].spaces[3];
    assert_eq!(
        (last.main, last.treasure, last.glory),
        (Symbol::Either, true, 2)
    );
}

#[test]
fn a_broken_file_is_refused_with_its_name() {
    // R-COMP: typed effects: an unknown kind, a duplicate id or a wrong prefix fails to load.
    let with = |i: usize, text: &str| {
        let mut files: [File; 6] = FILES;
        files[i].1 = text;
        parse(files).map(|_| ())
    };
    let combat = FILES[2].1;
    let unknown = combat.replacen("kind = \"dodge\"", "kind = \"teleport\"", 1);
    assert!(matches!(
        with(2, &unknown),
        Err(DataError::Parse {
            file: "combat.toml",
            ..
        })
    ));
    let twice = combat.replacen("id = \"c.lipowa_tarcza\"", "id = \"c.unik\"", 1);
    assert_eq!(
        with(2, &twice),
        Err(DataError::Duplicate {
            id: "c.unik".into()
        })
    );
    let prefix = combat.replacen("id = \"c.unik\"", "id = \"e.unik\"", 1);
    assert!(matches!(with(2, &prefix), Err(DataError::Prefix { .. })));
}
