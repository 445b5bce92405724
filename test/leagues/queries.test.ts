import { describe, expect, it } from 'vitest';
import {
  computeStandings, currentSeason, dueReminders, standingsText, grantForfeit, myMatches, overdueTables, pairNextRound, recordGameResult, scheduleTables,
} from '../../src/leagues';
import { HOUR, leagueWith, ok, ORGANISER, T0 } from './helpers';

describe('schedule, my matches and reminders', () => {
  const pairedAt = T0 + 2 * HOUR;
  function setup() {
    let s = leagueWith(5, { format: 'round-robin', deadlineHours: 48 });
    s = ok(pairNextRound(s, ORGANISER, pairedAt));
    return s;
  }

  it('lists every table with its status, and a player’s open matches first', () => {
    let s = setup();
    const round = currentSeason(s)!.rounds[0];
    const mine = round.tables[0].seats[0];
    expect(myMatches(s, mine)).toEqual([expect.objectContaining({ round: 1, table: 0, status: 'open', deadline: pairedAt + 48 * HOUR })]);
    s = ok(recordGameResult(s, { gameId: 'g', players: round.tables[0].seats, ranks: [1, 2] }, pairedAt + HOUR));
    s = ok(grantForfeit(s, ORGANISER, { table: 1, absent: [round.tables[1].seats[1]], reason: 'no show' }, pairedAt + HOUR));
    expect(scheduleTables(s).map((t) => t.status)).toEqual(['played', 'forfeit']);
    expect(myMatches(s, mine)[0]).toMatchObject({ status: 'played', ranks: [1, 2], gameId: 'g' });
    expect(myMatches(s, round.byes[0])).toEqual([]);
  });

  it('reminds the players of unplayed tables within the window before the deadline, not before nor after', () => {
    let s = setup();
    const deadline = pairedAt + 48 * HOUR;
    expect(dueReminders(s, deadline - 30 * HOUR, 24 * HOUR)).toEqual([]);
    const due = dueReminders(s, deadline - 12 * HOUR, 24 * HOUR);
    expect(due.map((d) => d.table)).toEqual([0, 1]);
    const t0 = currentSeason(s)!.rounds[0].tables[0];
    s = ok(recordGameResult(s, { gameId: 'g', players: t0.seats, ranks: [2, 1] }, deadline - 13 * HOUR));
    expect(dueReminders(s, deadline - 12 * HOUR, 24 * HOUR)).toEqual([
      { season: 1, round: 1, table: 1, userIds: currentSeason(s)!.rounds[0].tables[1].seats, deadline },
    ]);
    expect(dueReminders(s, deadline, 24 * HOUR)).toEqual([]);
    expect(overdueTables(s, deadline - 1)).toEqual([]);
    expect(overdueTables(s, deadline).map((t) => t.table)).toEqual([1]);
  });
});

describe('standings as text', () => {
  it('fixed-width lines with a provisional mark, cut names, and a row limit', () => {
    let s = leagueWith(3, { provisionalGames: 2 });
    s = ok(recordGameResult(s, { gameId: 'a', players: ['u01', 'u02'], ranks: [1, 2] }, T0 + 2 * HOUR));
    s = ok(recordGameResult(s, { gameId: 'b', players: ['u01', 'u03'], ranks: [1, 2] }, T0 + 3 * HOUR));
    const rows = computeStandings(s);
    const names: Record<string, string> = { u01: 'Gaius Julius Caesar Augustus', u02: 'Brutus', u03: 'Cassius' };
    const text = standingsText(rows, (id) => names[id], { nameWidth: 12 });
    const lines = text.split('\n');
    expect(lines[0]).toBe('  #  Player        Rating    G    W  Form');
    expect(lines[1]).toBe(`  1  Gaius Juliu…  ${String(rows[0].rating).padStart(6)}    2    2  W W`);
    expect(lines.slice(2).every((l) => l.includes('?'))).toBe(true);
    expect(standingsText(rows, (id) => names[id], { limit: 1 }).split('\n').at(-1)).toBe('… 2 more');
  });
});
