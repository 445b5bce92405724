/**
 * The Republic's Discord builder and board over AI games: the builder offers
 * exactly the engine's legal answers (every one reachable, nothing else),
 * within Discord's limits; the public board, events and log lines never show
 * a faction's hand, treasury or secret commitment.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/i18n';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { boardText, republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { cardName } from '../../../../src/games/republic/discord/text';
import type { RepublicState } from '../../../../src/games/republic/types';

import { yielder } from '../../../support/yield';
import { reachableWithPauses } from './reach';

registerGame(republicPlugin);
const LOCALES = ['en', 'cs', 'ro', 'ko'] as const;

/** Plays AI moves, calling `check` at every position (and letting the event loop turn now and then). */
async function aiGame(players: number, seed: string, moves: number, check: (s: RepublicState, k: number) => Promise<void>): Promise<RepublicState> {
  const pause = yielder();
  let s = republic.setup(republic.parseOptions({ players }), seed);
  for (let k = 0; k < moves && !s.ending; k++) {
    await check(s, k);
    await pause();
    const seat = republic.activePlayers(s)[0];
    const a = chooseAction(republic.view(s, seat), seat, `${seed}:${k}`);
    const out = republic.apply(s, seat, a);
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}

describe('the Republic builder', () => {
  it('offers exactly the legal answers of every seat that may act, within Discord limits', async () => {
    let positions = 0;
    let paged = 0;
    for (const [players, seed] of [[4, 'b1'], [2, 'b2'], [6, 'b3']] as const) {
      const pause = yielder();
      await aiGame(players, seed, 160, async (s, k) => {
        for (const seat of republicAdapter.actors!(s)) {
          await pause();
          const legal = republic.legalActions(s, seat);
          const got = await reachableWithPauses(s, seat, LOCALES[k % 4], pause);
          expect([...got].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
          positions++;
          if (legal.length > 25) paged++;
        }
      });
    }
    expect(positions).toBeGreaterThan(300);
    // Some positions have more answers than one menu holds: the pages are walked too.
    expect(paged).toBeGreaterThan(0);
  }, 300_000);

  it('refuses an index that is not a legal answer', () => {
    const s = republic.setup(republic.parseOptions({ players: 3 }), 'bad');
    const seat = republic.activePlayers(s)[0];
    const t = translator('en');
    expect(republicAdapter.step(s, seat, 'g1', 'ra', ['999'], [], t).kind).toBe('illegal');
    expect(republicAdapter.step(s, seat, 'g1', 'ra', ['-1'], [], t).kind).toBe('illegal');
    expect(republicAdapter.step(s, seat, 'g1', 'ra', [], ['x'], t).kind).toBe('illegal');
  });
});

/** The state with every hidden thing changed: treasuries, hands and secret maps. */
function scrambled(s: RepublicState, salt: number): RepublicState {
  const c = structuredClone(s);
  const spare = [...c.deck];
  for (const f of c.factions) {
    if (f.kind !== 'player') continue;
    f.treasury = 7300 + salt * 10 + f.seat;
    f.hand = f.hand.map(() => spare.shift() ?? 'intrigue:tribune-38');
  }
  const p = c.forumState?.persuasion;
  if (p) for (const k of Object.keys(p.secret)) p.secret[k] = 9000 + salt;
  return c;
}

describe('the Republic board keeps factions\' secrets', () => {
  it('is the same whatever the hidden hands, treasuries and secret bids, and never shows planted values', async () => {
    const pause = yielder();
    const seatName = (seat: number) => `P${seat}`;
    let boards = 0;
    for (const [players, seed] of [[4, 'p1'], [1, 'p2'], [5, 'p3']] as const) {
      let lastEvents: unknown[] = [];
      let s0 = republic.setup(republic.parseOptions({ players }), seed);
      for (let k = 0; k < 200 && !s0.ending; k++) {
        const t = translator(LOCALES[k % 4]);
        const planted = scrambled(s0, 1);
        const text = boardText(planted, lastEvents, t, seatName);
        expect(text).toBe(boardText(scrambled(s0, 2), lastEvents, t, seatName));
        for (const f of planted.factions) {
          if (f.kind !== 'player') continue;
          expect(text).not.toContain(String(f.treasury));
          const publicNames = JSON.stringify(republic.view(planted, null));
          for (const card of f.hand) {
            const name = cardName(card);
            if (!publicNames.includes(name) && !/^(Tribune|Assassin)/.test(name)) expect(text, `hand card ${name}`).not.toContain(name);
          }
        }
        expect(text).not.toContain('9001');
        expect(text).not.toMatch(/republic\.|undefined|\[object|NaN/);
        boards++;
        const seat = republic.activePlayers(s0)[0];
        const a = chooseAction(republic.view(s0, seat), seat, `${seed}:${k}`);
        expect(Object.keys(republicAdapter.logAction(a))).toEqual(['type']);
        const out = republic.apply(s0, seat, a);
        if (!out.ok) throw new Error(out.error.code);
        lastEvents = republicAdapter.publicEvents(out.events);
        s0 = out.state;
        await pause();
      }
    }
    expect(boards).toBeGreaterThan(300);
  }, 300_000);

  it('shows a faction its own hand, treasury and senators\' talents in its private view only', () => {
    const s = scrambled(republic.setup(republic.parseOptions({ players: 3 }), 'mine'), 4);
    const t = translator('en');
    const mine = republicAdapter.handText(s, 0, t);
    expect(mine).toContain('7340 talents');
    for (const card of s.factions[0].hand) expect(mine).toContain(cardName(card));
    expect(mine).not.toContain('7341');
    expect(republicAdapter.handText(s, 1, t)).not.toContain('7340');
  });
});

describe('the Republic board at the end', () => {
  it('names the ending in the table\'s language and offers no buttons', async () => {
    const s = republicAdapter.resign(republic.setup(republic.parseOptions({ players: 3 }), 'end'), 0);
    expect(republicAdapter.result(s)).not.toBeNull();
    const game = { meta: { id: 'g1', seats: ['1', null, null], locale: 'cs' }, state: s, record: {} } as never;
    const post = await republicAdapter.boardPost(game, [], translator('cs'), (seat) => `P${seat}`);
    expect(post.content).toContain('hráč se vzdal');
    expect(post.components).toEqual([]);
  }, 60_000);
});
