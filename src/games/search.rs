//! The search bot, for any game: information-set Monte Carlo tree search over the searching
//! seat's own decisions.
//!
//! Each iteration samples one world the seat cannot tell from the real one
//! ([`Rules::determinize`] of the seat's own information), walks the tree of the seat's
//! decisions in that world — the other seats, and the seat itself once out of the tree, play
//! the game's fast playout policy — and scores the finished game for the seat. A decision's
//! edges are shared by every world in which its action is legal (each counts how often it was
//! available, for the confidence bound), and new edges open as the node is visited more
//! (progressive widening), the playout policy's own choice first, so wide decisions such as
//! assigning dice are searched where it pays. The move is the root's most visited edge.
//!
//! The search reads the real state only through `determinize`, the seat's legal actions and
//! its view (for the seed), so it decides alike in every world the seat cannot tell apart.

use std::fmt::Write as _;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Rules, Seat};

/// How much longer a search may think: given the iterations done, about how many more fit
/// (`None` once spent). The engine reads no clock; a front end's budget may.
pub trait Budget {
    fn left(&mut self, done: u32) -> Option<u32>;
}

/// A budget of sampled games: the same position and budget give the same move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iterations(pub u32);

impl Budget for Iterations {
    fn left(&mut self, done: u32) -> Option<u32> {
        self.0.checked_sub(done).filter(|&n| n > 0)
    }
}

/// What a game gives the search beyond its rules.
pub trait Searchable: Rules {
    /// The fast policy that plays sampled games out: `seat`'s move in `state`. It is also
    /// the first move a decision's node tries.
    fn playout(state: &Self::State, seat: Seat) -> Option<Self::Action>;
    /// What the finished game `state` is worth to `seat`, from 0 (lost by far) to 1 (won by
    /// far).
    fn reward(state: &Self::State, seat: Seat) -> f64;
    /// The moves the search weighs for `seat`: its legal actions, less those that only take
    /// back an earlier one (the search would go round in circles on them).
    fn choices(state: &Self::State, seat: Seat) -> Vec<Self::Action> {
        Self::legal_actions(state, seat)
    }
}

/// How much of a finished game's worth is winning it; the rest is the margin.
pub const WIN_SHARE: f64 = 0.7;

/// A margin of points as a worth from 0 to 1: ½ when level, about ¾ at `scale` points ahead.
pub fn margin_worth(margin: f64, scale: f64) -> f64 {
    0.5 * (1.0 + (margin / scale).tanh())
}

/// A finished game's worth to a seat: its share of the win (1 alone, 1/n shared) weighed
/// with its margin's worth.
pub fn game_worth(won: f64, margin: f64, scale: f64) -> f64 {
    WIN_SHARE * won + (1.0 - WIN_SHARE) * margin_worth(margin, scale)
}

/// Exploration constant of the confidence bound (rewards lie in 0..=1).
const EXPLORE: f64 = 0.7;
/// Moves after which a sampled game is abandoned as drawn (an engine that loops).
const PLAYOUT_CAP: u32 = 20_000;
/// Visits the playout policy's own move is credited with when the move is chosen: another
/// move must earn more than this lead, so that a short search does not stray on noise.
const POLICY_PRIOR: u32 = 10;

/// `seat`'s move in `state` after thinking within `budget`; `None` when it has nothing to
/// decide.
pub fn search<G: Searchable>(
    state: &G::State,
    seat: Seat,
    budget: &mut dyn Budget,
) -> Option<G::Action> {
    let legal = G::choices(state, seat);
    if legal.len() <= 1 {
        return legal.into_iter().next().or_else(|| G::playout(state, seat));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(view_seed::<G>(state, seat));
    let mut tree = Tree::new(G::playout(state, seat));
    while let Some(left) = budget.left(tree.iterations()) {
        if tree.settled(&legal, left) {
            break;
        }
        let mut world = G::determinize(state, Some(seat), &mut rng);
        tree.iterate::<G>(&mut world, seat, &mut rng);
    }
    tree.best(&legal).or_else(|| G::playout(state, seat))
}

/// The search's seed, from `seat`'s view alone (FNV-1a over its printed form).
pub fn view_seed<G: Rules>(state: &G::State, seat: Seat) -> u64 {
    struct Fnv(u64);
    impl std::fmt::Write for Fnv {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            for b in s.bytes() {
                self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
            Ok(())
        }
    }
    let mut fnv = Fnv(0xcbf2_9ce4_8422_2325);
    // Writing to a hasher cannot fail.
    let _ = write!(fnv, "{seat}:{:?}", G::view(state, Some(seat)));
    fnv.0
}

struct Edge<A> {
    action: A,
    child: usize,
    /// Iterations in which the action was legal at this node.
    available: u32,
}

struct Node<A> {
    visits: u32,
    total: f64,
    edges: Vec<Edge<A>>,
}

impl<A> Node<A> {
    fn new() -> Self {
        Node {
            visits: 0,
            total: 0.0,
            edges: Vec::new(),
        }
    }

    /// How many edges may be open after `visits` visits.
    fn width(&self) -> usize {
        (1.5 * f64::from(self.visits + 1).sqrt()).ceil() as usize
    }
}

struct Tree<A> {
    nodes: Vec<Node<A>>,
    /// The playout policy's move at the root.
    favoured: Option<A>,
}

impl<A: Clone + PartialEq> Tree<A> {
    fn new(favoured: Option<A>) -> Self {
        Tree {
            nodes: vec![Node::new()],
            favoured,
        }
    }

    fn iterations(&self) -> u32 {
        self.nodes[0].visits
    }

    fn mean(&self, node: usize) -> f64 {
        let n = &self.nodes[node];
        n.total / f64::from(n.visits.max(1))
    }

    /// One sampled game in `world`: down the tree, out by the playout policy, and back.
    fn iterate<G: Searchable<Action = A>>(
        &mut self,
        world: &mut G::State,
        me: Seat,
        rng: &mut ChaCha8Rng,
    ) {
        let mut path = vec![0];
        // The tree node the game is at; `None` once out of the tree.
        let mut at = Some(0);
        let mut moves = 0;
        let reward = loop {
            let Some(seat) = mover::<G>(world, me) else {
                break G::reward(world, me);
            };
            moves += 1;
            let action = match at.filter(|_| seat == me) {
                Some(node) => {
                    let (action, next) = self.descend::<G>(node, world, me, &mut path, rng);
                    at = next;
                    action
                }
                None => G::playout(world, seat),
            };
            let played = action.is_some_and(|a| G::apply(world, seat, &a).is_ok());
            if !played || moves > PLAYOUT_CAP {
                break 0.5;
            }
        };
        for node in path {
            let n = &mut self.nodes[node];
            n.visits += 1;
            n.total += reward;
        }
    }

    /// `me`'s move at tree node `node` of `world`, and the node to go on from: the same one
    /// on a forced move, none after a new node (the playout takes over) or off the tree.
    fn descend<G: Searchable<Action = A>>(
        &mut self,
        node: usize,
        world: &G::State,
        me: Seat,
        path: &mut Vec<usize>,
        rng: &mut ChaCha8Rng,
    ) -> (Option<A>, Option<usize>) {
        let legal = G::choices(world, me);
        if legal.len() <= 1 {
            return (
                legal.into_iter().next().or_else(|| G::playout(world, me)),
                Some(node),
            );
        }
        match self.choose::<G>(node, world, me, legal, rng) {
            Some((action, child, fresh)) => {
                path.push(child);
                (Some(action), (!fresh).then_some(child))
            }
            None => (G::playout(world, me), None),
        }
    }

    /// The edge to follow from node `at` among `legal`: a new one while the node may widen
    /// (or has no edge legal in this world), else the best by its confidence bound. Returns
    /// it with its child and whether it is new.
    fn choose<G: Searchable<Action = A>>(
        &mut self,
        at: usize,
        world: &G::State,
        me: Seat,
        legal: Vec<A>,
        rng: &mut ChaCha8Rng,
    ) -> Option<(A, usize, bool)> {
        let node = &mut self.nodes[at];
        let mut open = 0;
        for edge in &mut node.edges {
            if legal.contains(&edge.action) {
                edge.available += 1;
                open += 1;
            }
        }
        if node.edges.len() < node.width() || open == 0 {
            let fresh: Vec<&A> = legal
                .iter()
                .filter(|a| !node.edges.iter().any(|e| &e.action == *a))
                .collect();
            let first = G::playout(world, me).filter(|a| fresh.contains(&a));
            if let Some(action) = first.or_else(|| fresh.choose(rng).map(|a| (*a).clone())) {
                let child = self.nodes.len();
                self.nodes[at].edges.push(Edge {
                    action: action.clone(),
                    child,
                    available: 1,
                });
                self.nodes.push(Node::new());
                return Some((action, child, true));
            }
        }
        self.nodes[at]
            .edges
            .iter()
            .filter(|e| legal.contains(&e.action))
            .map(|e| (self.bound(e), e))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, e)| (e.action.clone(), e.child, false))
    }

    /// The upper confidence bound of `edge`, counting the iterations it was available.
    fn bound(&self, edge: &Edge<A>) -> f64 {
        let visits = f64::from(self.nodes[edge.child].visits.max(1));
        let available = f64::from(edge.available.max(1));
        self.mean(edge.child) + EXPLORE * (available.ln() / visits).sqrt()
    }

    /// The root's edges among `legal`, most visited first; the playout policy's own move at
    /// the root is credited with [`POLICY_PRIOR`] visits.
    fn ranked(&self, legal: &[A]) -> Vec<(u32, f64, &A)> {
        let mut ranked: Vec<(u32, f64, &A)> = self.nodes[0]
            .edges
            .iter()
            .filter(|e| legal.contains(&e.action))
            .map(|e| {
                let favoured = self.favoured.as_ref() == Some(&e.action);
                let visits = self.nodes[e.child].visits + if favoured { POLICY_PRIOR } else { 0 };
                (visits, self.mean(e.child), &e.action)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)));
        ranked
    }

    /// Whether `left` more iterations could not change the most visited move.
    fn settled(&self, legal: &[A], left: u32) -> bool {
        let ranked = self.ranked(legal);
        match ranked.as_slice() {
            [first, second, ..] => first.0 > second.0 + left,
            [first] => self.nodes[0].edges.len() >= legal.len() && first.0 > left,
            [] => false,
        }
    }

    /// The root's most visited legal move (the better mean on a tie).
    fn best(&self, legal: &[A]) -> Option<A> {
        self.ranked(legal).first().map(|(_, _, a)| (*a).clone())
    }
}

/// Who moves next in a sampled game: `me` whenever it is asked, else the first seat asked.
fn mover<G: Rules>(state: &G::State, me: Seat) -> Option<Seat> {
    let pending = G::pending(state);
    if pending.iter().any(|(seat, _)| *seat == me) {
        Some(me)
    } else {
        pending.first().map(|(seat, _)| *seat)
    }
}
