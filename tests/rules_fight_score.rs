mod support;
use support::*;

#[test]
fn smoke() {
    let s = started(2, 1);
    assert_eq!(s.round, 1);
}
