import { describe, expect, it } from 'vitest';
import {
  attachGame, canOrganise, computeStandings, createLeague, currentSeason, endSeason, grantForfeit, joinLeague, leaveLeague,
  pairNextRound, parseLeagueState, recordGameResult, recordResult, replacePlayer, resolveStalledGame, seasonRoundCount,
  startSeason, updateLeague, voidResult, type Actor, type LeagueState,
} from '../../src/leagues';
import { HOUR, leagueWith, ok, okEvents, ORGANISER, T0 } from './helpers';

const MEMBER: Actor = { userId: 'u01', permissions: ['SendMessages', 'UseApplicationCommands'], roleIds: ['r-fans'] };
const ROLE_HOLDER: Actor = { userId: 'u02', permissions: [], roleIds: ['r-org'] };

function refusal(outcome: { ok: boolean; error?: { code: string } }): string {
  expect(outcome.ok).toBe(false);
  return outcome.error!.code;
}

describe('permissions', () => {
  it('Manage Server, Administrator or the organiser role may organise; others may not', () => {
    const league = { organiserRoleId: 'r-org' };
    expect(canOrganise({ permissions: ['ManageGuild'], roleIds: [] }, league)).toBe(true);
    expect(canOrganise({ permissions: ['Administrator'], roleIds: [] }, league)).toBe(true);
    expect(canOrganise(ROLE_HOLDER, league)).toBe(true);
    expect(canOrganise(MEMBER, league)).toBe(false);
    expect(canOrganise(ROLE_HOLDER, {})).toBe(false);
  });

  it('a member who is not an organiser cannot record, void, pair, forfeit, replace, start or end', () => {
    let s = leagueWith(4, { format: 'round-robin', organiserRoleId: 'r-org' });
    s = ok(pairNextRound(s, ORGANISER, T0 + 2 * HOUR));
    const t = currentSeason(s)!.rounds[0].tables[0];
    expect(refusal(recordResult(s, MEMBER, { players: t.seats, ranks: [1, 2] }, T0 + 3 * HOUR))).toBe('league.error.notOrganiser');
    expect(refusal(pairNextRound(s, MEMBER, T0 + 3 * HOUR, { force: true }))).toBe('league.error.notOrganiser');
    expect(refusal(grantForfeit(s, MEMBER, { table: 0, absent: [t.seats[0]], reason: 'x' }, T0 + 3 * HOUR))).toBe('league.error.notOrganiser');
    expect(refusal(replacePlayer(s, MEMBER, { out: 'u01', in: 'u99', reason: 'x' }, T0 + 3 * HOUR))).toBe('league.error.notOrganiser');
    expect(refusal(endSeason(s, MEMBER, T0 + 3 * HOUR))).toBe('league.error.notOrganiser');
    const recorded = ok(recordResult(s, ROLE_HOLDER, { players: t.seats, ranks: [1, 2], reason: 'played at the club' }, T0 + 3 * HOUR));
    expect(refusal(voidResult(recorded, MEMBER, recorded.matches[0].id, 'nope', T0 + 4 * HOUR))).toBe('league.error.notOrganiser');
    expect(recorded.matches).toHaveLength(1);
    expect(recorded.audit.at(-1)).toMatchObject({ by: 'u02', action: 'recordResult', reason: 'played at the club' });
  });

  it('creating a league needs Manage Server or the server organiser role', () => {
    const input = { id: 'L9', guildId: 'G1', name: 'Duels', game: 'caesar' };
    expect(refusal(createLeague(input, MEMBER, T0))).toBe('league.error.notOrganiser');
    expect(createLeague(input, ROLE_HOLDER, T0, 'r-org').ok).toBe(true);
    expect(refusal(createLeague({ ...input, tableSize: 7 }, ORGANISER, T0))).toBe('league.error.badInput');
    expect(refusal(createLeague({ ...input, tableSize: 4, minTableSize: 5 }, ORGANISER, T0))).toBe('league.error.badInput');
  });
});

describe('membership and seasons', () => {
  it('join, leave, rejoin; defaults; state survives a JSON round trip through the schema', () => {
    let s = leagueWith(0, {}, false);
    expect(s.league).toMatchObject({ format: 'ladder', tableSize: 2, seasonLength: 5, deadlineHours: 168, provisionalGames: 5, rateForfeits: false });
    s = ok(joinLeague(s, 'a', T0));
    expect(refusal(joinLeague(s, 'a', T0 + 1))).toBe('league.error.alreadyMember');
    s = ok(leaveLeague(s, 'a', T0 + 2));
    expect(refusal(leaveLeague(s, 'a', T0 + 3))).toBe('league.error.notMember');
    const events = okEvents(joinLeague(s, 'a', T0 + 4));
    expect(events[0]).toMatchObject({ type: 'memberJoined', rejoined: true });
    expect(parseLeagueState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('a season needs enough members and only one runs at a time', () => {
    const one = leagueWith(1, {}, false);
    expect(refusal(startSeason(one, ORGANISER, T0))).toBe('league.error.tooFewPlayers');
    const tables = leagueWith(3, { format: 'swiss', tableSize: 4 }, false);
    expect(refusal(startSeason(tables, ORGANISER, T0))).toBe('league.error.tooFewPlayers');
    const s = leagueWith(2);
    expect(refusal(startSeason(s, ORGANISER, T0 + 2 * HOUR))).toBe('league.error.seasonActive');
  });

  it('a ladder has no rounds; any game between participants counts; late joiners take part', () => {
    let s = leagueWith(3);
    expect(refusal(pairNextRound(s, ORGANISER, T0))).toBe('league.error.ladderHasNoRounds');
    s = ok(recordGameResult(s, { gameId: 'g1', players: ['u03', 'u01'], ranks: [1, 2] }, T0 + 2 * HOUR));
    expect(refusal(recordGameResult(s, { gameId: 'g1', players: ['u03', 'u01'], ranks: [1, 2] }, T0 + 2 * HOUR))).toBe('league.error.alreadyRecorded');
    expect(refusal(recordGameResult(s, { gameId: 'g2', players: ['u03', 'zz'], ranks: [1, 2] }, T0 + 2 * HOUR))).toBe('league.error.notParticipant');
    s = ok(joinLeague(s, 'zz', T0 + 3 * HOUR));
    s = ok(recordGameResult(s, { gameId: 'g2', players: ['u03', 'zz'], ranks: [2, 1] }, T0 + 4 * HOUR));
    const rows = computeStandings(s);
    expect(rows.find((r) => r.userId === 'u03')).toMatchObject({ games: 2, wins: 1, losses: 1, form: ['W', 'L'] });
  });
});

describe('round-robin season to the end', () => {
  it('pairs every round of the schedule, records games, completes rounds, ends with the champion', () => {
    let s = leagueWith(4, { format: 'round-robin' });
    expect(seasonRoundCount(s, currentSeason(s)!)).toBe(3);
    let at = T0 + 2 * HOUR;
    const completed: number[] = [];
    for (let r = 1; r <= 3; r++) {
      const paired = okEvents(pairNextRound(s, ORGANISER, (at += HOUR)));
      expect(paired[0]).toMatchObject({ type: 'roundPaired', round: r, deadline: at + 168 * HOUR });
      s = ok(pairNextRound(s, ORGANISER, at));
      expect(refusal(pairNextRound(s, ORGANISER, at + 1))).toBe('league.error.roundIncomplete');
      const round = currentSeason(s)!.rounds[r - 1];
      round.tables.forEach((t, i) => {
        s = ok(attachGame(s, r, i, `g${r}${i}`));
        // u01 wins everything; otherwise the first seat wins.
        const ranks = t.seats.includes('u01') ? t.seats.map((p) => (p === 'u01' ? 1 : 2)) : [1, 2];
        const out = recordGameResult(s, { gameId: `g${r}${i}`, players: t.seats, ranks }, (at += 1));
        s = ok(out);
        for (const e of okEvents(out)) if (e.type === 'roundComplete') completed.push(e.round);
      });
    }
    expect(completed).toEqual([1, 2, 3]);
    expect(refusal(pairNextRound(s, ORGANISER, at + 1))).toBe('league.error.seasonComplete');
    const events = okEvents(endSeason(s, ORGANISER, at + 2));
    s = ok(endSeason(s, ORGANISER, at + 2));
    const ended = events.find((e) => e.type === 'seasonEnded');
    expect(ended).toMatchObject({ type: 'seasonEnded', season: 1, champion: 'u01' });
    expect(s.seasons[0]).toMatchObject({ status: 'ended', endedAt: at + 2, champion: 'u01' });
    const rows = computeStandings(s, 1);
    expect(rows[0]).toMatchObject({ rank: 1, userId: 'u01', games: 3, wins: 3, form: ['W', 'W', 'W'] });
    expect(rows.map((r) => r.games)).toEqual([3, 3, 3, 3]);
    // Sorted by rating: each row's rating is at least the next one's.
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].ordinal).toBeGreaterThanOrEqual(rows[i].ordinal);
    // The next season is seeded by the final standings and starts empty.
    s = ok(startSeason(s, ORGANISER, at + 3));
    expect(s.seasons[1].participants[0]).toBe('u01');
    expect(computeStandings(s).every((r) => r.games === 0)).toBe(true);
    expect(computeStandings(s, 1)[0].userId).toBe('u01');
  });

  it('an organiser may record a scheduled result but not an unscheduled one', () => {
    let s = leagueWith(4, { format: 'round-robin' });
    s = ok(pairNextRound(s, ORGANISER, T0 + 2 * HOUR));
    const t = currentSeason(s)!.rounds[0].tables[0];
    const other = currentSeason(s)!.rounds[0].tables[1];
    const mixed = [t.seats[0], other.seats[0]];
    expect(refusal(recordResult(s, ORGANISER, { players: mixed, ranks: [1, 2] }, T0 + 3 * HOUR))).toBe('league.error.notScheduled');
    expect(refusal(recordGameResult(s, { gameId: 'x', players: mixed, ranks: [1, 2] }, T0 + 3 * HOUR))).toBe('league.error.notScheduled');
    expect(refusal(recordResult(s, ORGANISER, { players: t.seats, ranks: [1] }, T0 + 3 * HOUR))).toBe('league.error.badInput');
    s = ok(recordResult(s, ORGANISER, { players: [...t.seats].reverse(), ranks: [1, 2] }, T0 + 3 * HOUR));
    // Ranks are stored per seat on the table, whatever order they were given in.
    expect(currentSeason(s)!.rounds[0].tables[0].result!.ranks).toEqual([2, 1]);
  });

  it('divisions: each plays its own round-robin', () => {
    let s = leagueWith(7, { format: 'round-robin', divisionSize: 4 });
    const season = currentSeason(s)!;
    expect(season.divisions!.map((d) => d.length).sort()).toEqual([3, 4]);
    expect(seasonRoundCount(s, season)).toBe(3);
    s = ok(pairNextRound(s, ORGANISER, T0 + 2 * HOUR));
    const round = currentSeason(s)!.rounds[0];
    for (const t of round.tables) {
      expect(season.divisions!.some((d) => t.seats.every((p) => d.includes(p)))).toBe(true);
    }
    expect(round.tables).toHaveLength(3);
    expect(round.byes).toHaveLength(1);
  });

  it('a player who left leaves their round-robin opponent a bye', () => {
    let s = leagueWith(4, { format: 'round-robin' });
    s = ok(leaveLeague(s, 'u04', T0 + 2 * HOUR));
    s = ok(pairNextRound(s, ORGANISER, T0 + 3 * HOUR));
    const round = currentSeason(s)!.rounds[0];
    expect(round.tables).toHaveLength(1);
    expect(round.byes).toHaveLength(1);
    expect(round.tables[0].seats).not.toContain('u04');
  });
});

describe('forfeits, stalled games and replacements', () => {
  function paired(): LeagueState {
    return ok(pairNextRound(leagueWith(4, { format: 'round-robin' }), ORGANISER, T0 + 2 * HOUR));
  }

  it('a forfeit ranks the absent player last, counts in standings, and is audited; ratings ignore it by default', () => {
    let s = paired();
    const t = currentSeason(s)!.rounds[0].tables[0];
    const [present, absent] = t.seats;
    expect(refusal(grantForfeit(s, ORGANISER, { table: 0, absent: [absent], reason: ' ' }, T0))).toBe('league.error.reasonRequired');
    expect(refusal(grantForfeit(s, ORGANISER, { table: 0, absent: ['u99'], reason: 'x' }, T0))).toBe('league.error.badInput');
    expect(refusal(grantForfeit(s, ORGANISER, { table: 5, absent: [absent], reason: 'x' }, T0))).toBe('league.error.noSuchTable');
    s = ok(grantForfeit(s, ORGANISER, { table: 0, absent: [absent], reason: 'did not show up' }, T0 + 3 * HOUR));
    expect(refusal(grantForfeit(s, ORGANISER, { table: 0, absent: [absent], reason: 'again' }, T0))).toBe('league.error.tableResolved');
    const entry = s.matches[0];
    expect(entry).toMatchObject({ source: 'forfeit', players: t.seats, ranks: [1, 2], round: 1 });
    expect(s.audit.at(-1)).toMatchObject({ action: 'forfeit', by: 'org', reason: 'did not show up' });
    const rows = computeStandings(s);
    expect(rows.find((r) => r.userId === present)).toMatchObject({ games: 1, wins: 1, rating: 1000 });
    expect(rows.find((r) => r.userId === absent)).toMatchObject({ games: 1, losses: 1, rating: 1000 });
  });

  it('with rateForfeits, a forfeit moves ratings like a loss for the absent player', () => {
    let s = ok(pairNextRound(leagueWith(4, { format: 'round-robin', rateForfeits: true }), ORGANISER, T0 + 2 * HOUR));
    const [present, absent] = currentSeason(s)!.rounds[0].tables[0].seats;
    s = ok(grantForfeit(s, ORGANISER, { table: 0, absent: [absent], reason: 'no show' }, T0 + 3 * HOUR));
    const rows = computeStandings(s);
    expect(rows.find((r) => r.userId === present)!.rating).toBeGreaterThan(1000);
    expect(rows.find((r) => r.userId === absent)!.rating).toBeLessThan(1000);
  });

  it('a double forfeit resolves the table without a result', () => {
    let s = paired();
    const t = currentSeason(s)!.rounds[0].tables[0];
    const events = okEvents(grantForfeit(s, ORGANISER, { table: 0, absent: t.seats, reason: 'neither came' }, T0 + 3 * HOUR));
    s = ok(grantForfeit(s, ORGANISER, { table: 0, absent: t.seats, reason: 'neither came' }, T0 + 3 * HOUR));
    expect(events[0]).toMatchObject({ type: 'forfeitGranted', matchId: null });
    expect(s.matches).toHaveLength(0);
    expect(currentSeason(s)!.rounds[0].tables[0].forfeit).toBeDefined();
  });

  it('a timed-out league game is a forfeit for the player who did not move', () => {
    let s = paired();
    const t = currentSeason(s)!.rounds[0].tables[1];
    s = ok(attachGame(s, 1, 1, 'game-42'));
    const events = okEvents(resolveStalledGame(s, { gameId: 'game-42', players: t.seats, notMoved: [t.seats[0]], cause: 'timeout' }, T0 + 200 * HOUR));
    s = ok(resolveStalledGame(s, { gameId: 'game-42', players: t.seats, notMoved: [t.seats[0]], cause: 'timeout' }, T0 + 200 * HOUR));
    expect(events.map((e) => e.type)).toEqual(['forfeitGranted', 'resultRecorded']);
    expect(s.matches[0]).toMatchObject({ gameId: 'game-42', source: 'forfeit', ranks: [2, 1] });
    expect(s.audit.at(-1)).toMatchObject({ by: 'system', action: 'forfeit', reason: 'game game-42: timeout' });
    expect(refusal(recordGameResult(s, { gameId: 'game-42', players: t.seats, ranks: [1, 2] }, T0))).toBe('league.error.alreadyRecorded');
  });

  it('an abandoned ladder game is logged as a forfeit', () => {
    let s = leagueWith(3);
    s = ok(resolveStalledGame(s, { gameId: 'g7', players: ['u01', 'u02'], notMoved: ['u02'], cause: 'abandoned' }, T0 + 2 * HOUR));
    expect(s.matches[0]).toMatchObject({ source: 'forfeit', players: ['u01', 'u02'], ranks: [1, 2] });
  });

  it('a replacement takes over the open tables and the rest of the schedule', () => {
    let s = paired();
    const before = currentSeason(s)!.rounds[0].tables.findIndex((t) => t.seats.includes('u02'));
    s = ok(replacePlayer(s, ORGANISER, { out: 'u02', in: 'sub', reason: 'moved away' }, T0 + 3 * HOUR));
    const season = currentSeason(s)!;
    expect(season.participants).toContain('sub');
    expect(season.participants).not.toContain('u02');
    expect(season.rounds[0].tables[before].seats).toContain('sub');
    expect(s.members.find((m) => m.userId === 'sub')?.active).toBe(true);
    expect(s.audit.at(-1)).toMatchObject({ action: 'replacePlayer', reason: 'moved away' });
    expect(refusal(replacePlayer(s, ORGANISER, { out: 'u02', in: 'x', reason: 'r' }, T0))).toBe('league.error.notParticipant');
    expect(refusal(replacePlayer(s, ORGANISER, { out: 'u01', in: 'sub', reason: 'r' }, T0))).toBe('league.error.alreadyMember');
  });
});

describe('voiding', () => {
  it('voids with a reason, reopens the table, keeps the entry in the log, and refuses twice', () => {
    let s = ok(pairNextRound(leagueWith(4, { format: 'round-robin' }), ORGANISER, T0 + 2 * HOUR));
    const t = currentSeason(s)!.rounds[0].tables[0];
    s = ok(recordGameResult(s, { gameId: 'g1', players: t.seats, ranks: [1, 2] }, T0 + 3 * HOUR));
    const id = s.matches[0].id;
    expect(refusal(voidResult(s, ORGANISER, id, '', T0))).toBe('league.error.reasonRequired');
    expect(refusal(voidResult(s, ORGANISER, 'nope', 'x', T0))).toBe('league.error.noSuchMatch');
    const events = okEvents(voidResult(s, ORGANISER, id, 'wrong players', T0 + 4 * HOUR));
    s = ok(voidResult(s, ORGANISER, id, 'wrong players', T0 + 4 * HOUR));
    expect(events[0]).toMatchObject({ type: 'resultVoided', reopened: { round: 1, table: 0 } });
    expect(s.matches[0].voided).toEqual({ by: 'org', reason: 'wrong players', at: T0 + 4 * HOUR });
    expect(currentSeason(s)!.rounds[0].tables[0].result).toBeUndefined();
    expect(refusal(voidResult(s, ORGANISER, id, 'again', T0))).toBe('league.error.alreadyVoided');
    expect(s.audit.at(-1)).toMatchObject({ action: 'voidResult', reason: 'wrong players' });
    expect(computeStandings(s).every((r) => r.games === 0 && r.rating === 1000)).toBe(true);
    // The game can now be recorded again (the same game id, once corrected).
    s = ok(recordGameResult(s, { gameId: 'g1', players: t.seats, ranks: [2, 1] }, T0 + 5 * HOUR));
    expect(s.matches[1].id).not.toBe(id);
  });
});

describe('season end', () => {
  it('a season nobody played ends without a champion', () => {
    const s = leagueWith(4, { format: 'swiss' });
    const events = okEvents(endSeason(s, ORGANISER, T0 + 5 * HOUR, 'cancelled'));
    expect(events[0]).toMatchObject({ type: 'seasonEnded', champion: null });
    expect(refusal(endSeason(ok(endSeason(s, ORGANISER, T0 + 5 * HOUR)), ORGANISER, T0 + 6 * HOUR))).toBe('league.error.noActiveSeason');
  });

  it('a Swiss season of five-player tables: the player who wins every table is champion', () => {
    let s = leagueWith(11, { format: 'swiss', tableSize: 5, minTableSize: 3, seasonLength: 4, game: 'conquest' });
    let at = T0 + 2 * HOUR;
    for (let r = 1; r <= 4; r++) {
      s = ok(pairNextRound(s, ORGANISER, (at += HOUR)));
      const round = currentSeason(s)!.rounds[r - 1];
      expect(round.tables.map((t) => t.seats.length).sort()).toEqual([3, 4, 4]);
      round.tables.forEach((t, i) => {
        // u07 always wins; the others finish in seat order.
        const order = [...t.seats].sort((a, b) => (a === 'u07' ? -1 : b === 'u07' ? 1 : 0));
        s = ok(recordGameResult(s, { gameId: `g${r}-${i}`, players: order, ranks: order.map((_, k) => k + 1) }, (at += 1)));
      });
    }
    expect(refusal(pairNextRound(s, ORGANISER, at + 1))).toBe('league.error.seasonComplete');
    s = ok(endSeason(s, ORGANISER, at + 2));
    expect(s.seasons[0].champion).toBe('u07');
    const rows = computeStandings(s, 1);
    expect(rows[0]).toMatchObject({ userId: 'u07', wins: 4, form: ['1', '1', '1', '1'], provisional: true });
    expect(rows.reduce((n, r) => n + r.games, 0)).toBe(4 * 11);
  });
});

describe('settings', () => {
  it('organisers change settings; schedule-shaping ones only between seasons; audited', () => {
    let s = leagueWith(4, { format: 'round-robin', organiserRoleId: 'r-org' });
    expect(refusal(updateLeague(s, MEMBER, { name: 'x' }, T0))).toBe('league.error.notOrganiser');
    expect(refusal(updateLeague(s, ORGANISER, { tableSize: 4 }, T0))).toBe('league.error.seasonActive');
    expect(refusal(updateLeague(s, ORGANISER, { deadlineHours: -1 }, T0))).toBe('league.error.badInput');
    s = ok(updateLeague(s, ORGANISER, { deadlineHours: 24, organiserRoleId: null, name: 'Autumn duels' }, T0 + 1, 'shorter rounds'));
    expect(s.league).toMatchObject({ deadlineHours: 24, name: 'Autumn duels' });
    expect(s.league.organiserRoleId).toBeUndefined();
    expect(s.audit.at(-1)).toMatchObject({ action: 'updateLeague', reason: 'shorter rounds' });
    s = ok(endSeason(s, ORGANISER, T0 + 2));
    s = ok(updateLeague(s, ORGANISER, { format: 'swiss', tableSize: 4, minTableSize: 3 }, T0 + 3));
    expect(refusal(updateLeague(s, ORGANISER, { minTableSize: 5 }, T0 + 4))).toBe('league.error.badInput');
  });
});

describe('purity', () => {
  function deepFreeze<T>(value: T): T {
    if (value && typeof value === 'object') {
      Object.values(value as object).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  }

  it('operations never modify the state they are given', () => {
    let s = leagueWith(5, { format: 'swiss', seasonLength: 3 });
    let at = T0 + 2 * HOUR;
    for (let r = 1; r <= 3; r++) {
      s = ok(pairNextRound(deepFreeze(s), ORGANISER, (at += HOUR)));
      const round = currentSeason(s)!.rounds[r - 1];
      s = ok(attachGame(deepFreeze(s), r, 0, `g${r}`));
      s = ok(recordGameResult(deepFreeze(s), { gameId: `g${r}`, players: round.tables[0].seats, ranks: [1, 2] }, (at += 1)));
      s = ok(grantForfeit(deepFreeze(s), ORGANISER, { table: 1, absent: [round.tables[1].seats[0]], reason: 'late' }, (at += 1)));
    }
    s = ok(voidResult(deepFreeze(s), ORGANISER, s.matches[0].id, 'check', (at += 1)));
    s = ok(replacePlayer(deepFreeze(s), ORGANISER, { out: 'u05', in: 'u06', reason: 'swap' }, (at += 1)));
    s = ok(leaveLeague(deepFreeze(s), 'u01', (at += 1)));
    s = ok(joinLeague(deepFreeze(s), 'u01', (at += 1)));
    s = ok(endSeason(deepFreeze(s), ORGANISER, (at += 1)));
    expect(computeStandings(deepFreeze(s), 1).length).toBeGreaterThan(0);
    expect(parseLeagueState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });
});
