//! The village: every space as a label, in board order and then the stalls, flowing in rows;
//! a taken space shows its workers, a free one what lies on it (dice waiting, food, the huts'
//! price, the merchant's goods) when that fits.

use super::super::words::space;
use super::icons::{dice_width, good_width, Good};
use super::{measure, Painter, CARD, INK, MARGIN, MIN_FONT, WIDTH};
use crate::games::midgard::cards::cards;
use crate::games::midgard::view::GameView;
use crate::games::midgard::{Dice, DieKind, Location, Seat, Space};
use crate::render::{Font, Paint};

const H: f32 = 30.0;
const STEP: f32 = 35.0;
const PAD: f32 = 8.0;
const PAWN: f32 = 18.0;

/// What a free space shows after its name: goods and dice.
struct Contents {
    goods: Vec<(Good, u8)>,
    dice: Dice,
}

impl Contents {
    const NOTHING: Contents = Contents {
        goods: Vec::new(),
        dice: Dice::NONE,
    };

    fn is_empty(&self) -> bool {
        self.goods.is_empty() && self.dice.is_empty()
    }
}

/// One label, measured.
struct Chip {
    space: Space,
    title: String,
    workers: Vec<Seat>,
    contents: Contents,
}

impl Chip {
    fn contents_width(&self) -> f32 {
        let c = &self.contents;
        if c.is_empty() {
            return 0.0;
        }
        let goods: f32 = c.goods.iter().map(|&(_, n)| good_width(n)).sum();
        goods + dice_width(c.dice, false) - 8.0
    }

    fn width(&self, contents: bool) -> f32 {
        let title = measure::width(&self.title, MIN_FONT, false);
        let extra = if contents { self.contents_width() } else { 0.0 };
        PAD + title + extra + PAWN * self.workers.len() as f32 + PAD
    }
}

impl Painter<'_> {
    /// The village between `top` and `bottom`: with what lies on the free spaces if all then
    /// fits, else without.
    pub(super) fn village(&mut self, v: &GameView, top: f32, bottom: f32) {
        let chips: Vec<Chip> = village_spaces(v)
            .into_iter()
            .map(|s| self.chip(v, s))
            .collect();
        let rows = ((bottom - top + STEP - H) / STEP).floor().max(1.0) as usize;
        let contents = flow(&chips, true).len() <= rows;
        let flowed = flow(&chips, contents);
        // Rows closer together rather than a space left out.
        let step = match flowed.len() {
            n if n > rows => ((bottom - top - H) / (n - 1) as f32).max(H + 2.0),
            _ => STEP,
        };
        for (r, row) in flowed.into_iter().enumerate() {
            let y = top + r as f32 * step;
            let mut x = MARGIN;
            for chip in row {
                x += self.draw_chip(x, y, chip, contents) + 6.0;
            }
        }
    }

    fn chip(&self, v: &GameView, s: Space) -> Chip {
        let workers: Vec<Seat> = v
            .board
            .workers
            .iter()
            .filter(|(at, _)| *at == s)
            .map(|&(_, seat)| seat)
            .collect();
        let contents = if workers.is_empty() {
            contents(v, s)
        } else {
            Contents::NOTHING
        };
        Chip {
            space: s,
            title: self.say(space(s, self.edition)),
            workers,
            contents,
        }
    }

    /// A label at (`x`, `y`); returns its width.
    fn draw_chip(&mut self, x: f32, y: f32, c: &Chip, contents: bool) -> f32 {
        let w = c.width(contents).min(WIDTH - 2.0 * MARGIN);
        let fill = if matches!(c.space, Space::Stall(_)) {
            "#f6e7c8"
        } else {
            CARD
        };
        self.svg
            .rect(x, y, w, H, 6.0, Paint::fill(fill).outlined("#b9a782", 1.5));
        let mut cx = x + PAD;
        self.svg
            .text(cx, y + 21.5, Font::new(MIN_FONT, INK), &c.title);
        cx += measure::width(&c.title, MIN_FONT, false) + PAD;
        if contents && !c.contents.is_empty() {
            let mid = y + H / 2.0;
            let goods = &c.contents.goods;
            let w: f32 = goods.iter().map(|&(_, n)| good_width(n)).sum();
            self.goods((cx, mid, w), 0.0, goods);
            self.dice(cx + w, mid, c.contents.dice, false);
        }
        for (k, &seat) in c.workers.iter().enumerate() {
            self.pawn(x + w - PAD - 8.0 - PAWN * k as f32, y + H - 4.0, seat);
        }
        w
    }
}

/// What lies on a free space now: the dice waiting at a shop, the food in the smokehouse, the
/// huts' price, the merchant's goods.
fn contents(v: &GameView, s: Space) -> Contents {
    let b = &v.board;
    let mut c = Contents::NOTHING;
    match s {
        Space::Loc(Location::Armorer) => c
            .dice
            .add(DieKind::Swordsman, b.shop_dice.get(DieKind::Swordsman)),
        Space::Loc(Location::SpearMaker) => c
            .dice
            .add(DieKind::Spearman, b.shop_dice.get(DieKind::Spearman)),
        Space::Loc(Location::Blacksmith) => c
            .dice
            .add(DieKind::Axeman, b.shop_dice.get(DieKind::Axeman)),
        Space::Loc(Location::Smokehouse) => c.goods.push((Good::Food, b.smokehouse_food)),
        Space::Loc(Location::WorkersHuts) => c.goods.extend(b.huts_price.map(|p| (Good::Coins, p))),
        Space::Loc(Location::MerchantShip) => {
            let card = b
                .merchant
                .and_then(|m| cards().ok()?.merchants.get(m.0 as usize));
            if let Some(m) = card {
                c.goods = [
                    (Good::Food, m.food),
                    (Good::Wood, m.wood),
                    (Good::Coins, m.coins),
                ]
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .collect();
                c.dice = Dice::new(m.swordsmen, m.spearmen, m.axemen);
            }
        }
        _ => {}
    }
    c
}

/// The labels in rows across the picture.
fn flow(chips: &[Chip], contents: bool) -> Vec<Vec<&Chip>> {
    let room = WIDTH - 2.0 * MARGIN;
    let mut rows: Vec<Vec<&Chip>> = vec![Vec::new()];
    let mut used = 0.0;
    for c in chips {
        let w = c.width(contents) + 6.0;
        if used + w > room + 6.0 && rows.last().is_some_and(|r| !r.is_empty()) {
            rows.push(Vec::new());
            used = 0.0;
        }
        used += w;
        if let Some(r) = rows.last_mut() {
            r.push(c);
        }
    }
    rows
}

/// The spaces of the village, in board order, then the stalls of this game.
fn village_spaces(v: &GameView) -> Vec<Space> {
    use Location::*;
    let mut s: Vec<Space> = [
        WorkersHuts,
        JarlsLonghouse,
        ShamansHut,
        Market,
        Armorer,
        SpearMaker,
        Blacksmith,
        Smokehouse,
        MerchantShip,
        RuneCarver,
        StaveChurch,
        Shipwright,
        LongshipSmall,
        LongshipLarge,
        HuntingGrounds,
        Beggar,
    ]
    .into_iter()
    .map(Space::Loc)
    .collect();
    if v.board
        .workers
        .iter()
        .any(|(at, _)| *at == Space::Loc(PrivateLongship))
    {
        s.push(Space::Loc(PrivateLongship));
    }
    s.extend(v.board.stalls.iter().map(|&st| Space::Stall(st)));
    s
}
