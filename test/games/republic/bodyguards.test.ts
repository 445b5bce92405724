import { describe, expect, it } from 'vitest';
import { bodyguardUpkeep } from '../../../src/games/republic/cards/open-bodyguard';
import { top } from '../../../src/games/republic/registry';
import { addSenator, bare, ctxOf, play, republic, runPhase } from './helpers';
import { senateTable } from './senate-table';

const OPEN = 'intrigue:open-bodyguard-152';
const SECRET = 'intrigue:secret-bodyguard-47';

describe('1.09.73 Open Bodyguard', () => {
  it('is played in the Revenue Phase on a senator in Rome, as part of the faction\'s redistribution', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0);
    addSenator(s, 2, 1);
    addSenator(s, 3, 2);
    s.factions[0].hand = [OPEN];
    const c = ctxOf(s);
    runPhase(c);
    let t = c.s;
    while (top(t)!.kind !== 'redistribute' || top(t)!.seat !== 0) t = play(t, top(t)!.seat, republic.legalActions(t, top(t)!.seat)[0]);
    expect(republic.legalActions(t, 0)).toContainEqual({ type: 'openBodyguard', card: OPEN, senator: '1' });
    t = play(t, 0, { type: 'openBodyguard', card: OPEN, senator: '1' });
    expect(t.senators['1'].bodyguard).toBe(OPEN);
    expect(t.factions[0].hand).toEqual([]);
  });

  it('costs him 1T and 1 POP each Revenue Phase; without a talent it leaves', () => {
    const s = bare(3, 'revenue');
    addSenator(s, 1, 0, { bodyguard: OPEN, talents: 1, pop: 2 });
    const c = ctxOf(s);
    bodyguardUpkeep(c);
    expect(c.s.senators['1']).toMatchObject({ talents: 0, pop: 1, bodyguard: OPEN });
    bodyguardUpkeep(c);
    expect(c.s.senators['1'].bodyguard).toBeUndefined();
    expect(c.s.discard).toContain(OPEN);
  });

  it('gives -2 to the assassination roll and one catch re-roll', () => {
    let s = senateTable();
    s.senators['5'].bodyguard = OPEN;
    // 6 - 2 = 4: no effect; the re-roll 3 - 2 = 1 catches the assassin.
    s.forced.d6 = [6, 3];
    s = play(s, 2, { type: 'assassinate', assassin: '8', target: '5', cards: [] });
    expect(s.senators['5']).toBeDefined();
    expect(s.senators['8']).toBeUndefined();
  });
});

describe('Ruling "Secret Bodyguards (1.09.73)"', () => {
  it('the target\'s faction is asked whenever a Secret Bodyguard could exist, whether or not it holds one', () => {
    const holder = senateTable();
    holder.factions[1].hand = [SECRET];
    const none = senateTable();
    none.deck = [SECRET];
    holder.forced.d6 = [5];
    none.forced.d6 = [5];
    const a = play(holder, 2, { type: 'assassinate', assassin: '7', target: '5', cards: [] });
    const b = play(none, 2, { type: 'assassinate', assassin: '7', target: '5', cards: [] });
    expect(top(a)).toMatchObject({ kind: 'bodyguards', seat: 1 });
    expect(top(b)).toMatchObject({ kind: 'bodyguards', seat: 1 });
    expect(republic.legalActions(b, 1)).toEqual([{ type: 'bodyguards', cards: [] }]);
  });
});
