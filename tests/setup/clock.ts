/**
 * The moment the tests take as the present wherever the code is given a `now`: Sunday 22 November
 * 2026, 10:00 in Accra (UTC). Fixed, so that the dates and times the tests write out stay right.
 */
export const now = new Date('2026-11-22T10:00:00.000Z')
