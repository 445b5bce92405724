/**
 * Sealed alliance bids and Senate votes, a table option (the rulebooks bid and
 * vote openly, docs/conquest2-rulings.md): every seat hands in privately, all
 * are revealed together. The hidden values never reach another seat's view, an
 * event before the reveal, a text of the board or another seat's builder.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/games';
import { translator } from '../../../src/i18n';
import { conquest2Ai } from '../../../src/games/conquest2/ai';
import { conquest2Adapter } from '../../../src/games/conquest2/discord/adapter';
import { statusText } from '../../../src/games/conquest2/discord/steps';
import { newTableMeta, tableOptions } from '../../../src/games/conquest2/discord/table';
import { describeEvents } from '../../../src/games/conquest2/discord/text';
import type { C2Event, C2State, C2View } from '../../../src/games/conquest2/types';
import { board, conquest2, play, refused, setInfluence } from './helpers';
import { yielder } from '../../support/yield';

const en = translator('en');
const sealedGame = (seed = 'sealed'): C2State => conquest2.setup({ players: 4, seasons: 4, sealed: true }, seed);

describe('sealed alliance bids', () => {
  it('is not the default: without the option the auction is the rulebook\'s open one', () => {
    const s = conquest2.setup({ players: 4, seasons: 4 }, 'open');
    expect(s.auction?.bids).toBeUndefined();
    expect(conquest2.activePlayers(s)).toHaveLength(1);
  });

  it('asks every seat at once; a bid\'s value is seen by its bidder only until all are in', () => {
    const s0 = sealedGame();
    const starter = s0.auction!.starter;
    expect(conquest2.activePlayers(s0)).toEqual([0, 1, 2, 3].map((i) => (starter + i) % 4));
    const bidder = (starter + 1) % 4;
    const others = [0, 1, 2, 3].filter((x) => x !== bidder);
    const [a, b] = others.filter((x) => x !== starter);
    const { state, events } = play(s0, bidder, { type: 'bid', amount: 35, a, b });
    // The event names the seat only.
    expect(events).toEqual([{ type: 'sealedBid', seat: bidder }]);
    expect(describeEvents(events, en).join(' ')).not.toMatch(/35/);
    expect(conquest2.activePlayers(state)).not.toContain(bidder);
    // Its own view and builder show it; every other view (the public one, another seat's, an AI's) only that it is in.
    expect(conquest2.view(state, bidder).auction!.bids![String(bidder)]).toEqual({ amount: 35, a, b });
    expect(statusText(state, bidder, en)).toContain('35 talents');
    for (const viewer of [null, ...others]) {
      const v = conquest2.view(state, viewer);
      expect(v.auction!.bids).toEqual({ [String(bidder)]: 'sealed' });
      expect(JSON.stringify(v.auction)).not.toMatch(/35/);
      expect(v.auction!.high).toBeNull();
      if (viewer !== null) expect((conquest2Adapter.aiView(state, viewer) as C2View).auction!.bids![String(bidder)]).toBe('sealed');
    }
    for (const other of others) {
      const text = statusText(state, other, en);
      expect(text).not.toMatch(/35/);
      expect(text).toContain('handed in by');
    }
    // Handed in once: a second bid is refused.
    refused(state, bidder, { type: 'bid', amount: 40, a, b }, 'notYourTurn');
  });

  it('reveals all together: the highest wins and pays, a tie goes to the first in bidding order', () => {
    let s = sealedGame('reveal');
    const starter = s.auction!.starter;
    const seatAt = (i: number) => (starter + i) % 4;
    const [p0, p1, p2, p3] = [0, 1, 2, 3].map(seatAt);
    refused(s, p0, { type: 'auctionPass' }, 'mustOpen');
    s = play(s, p3, { type: 'bid', amount: 20, a: p3, b: p0 }).state;
    s = play(s, p1, { type: 'bid', amount: 20, a: p1, b: p2 }).state;
    s = play(s, p2, { type: 'auctionPass' }).state;
    const talents = s.players.map((p) => p.talents);
    const { state, events } = play(s, p0, { type: 'bid', amount: 0, a: p0, b: p1 });
    const revealed = events.find((e) => e.type === 'bidsRevealed') as C2Event & { bids: unknown[] };
    expect(revealed.bids).toEqual([
      { seat: p0, amount: 0, a: p0, b: p1 }, { seat: p1, amount: 20, a: p1, b: p2 },
      { seat: p2, amount: null, a: null, b: null }, { seat: p3, amount: 20, a: p3, b: p0 },
    ]);
    // p1 and p3 tie at 20: p1 bid earlier in the order from the auction's first bidder.
    expect(events).toContainEqual(expect.objectContaining({ type: 'auctionWon', seat: p1, amount: 20, a: p1, b: p2 }));
    expect(state.players[p1].talents).toBe(talents[p1] - 20);
    expect(state.players[p3].talents).toBe(talents[p3]);
    expect(state.boxes.slice(0, 2)).toEqual([p1, p2]);
    // The next auction is sealed too, opened by the next player.
    expect(state.auction).toMatchObject({ number: 1, starter: p1, bids: {} });
    expect(describeEvents(events, en).join(' ')).toContain('revealed');
  });

  it('AIs play a whole 4-player game with sealed bids and votes, from their own views', async () => {
    let s = sealedGame('sealed-ai');
    const ais = [0, 1, 2, 3].map((i) => conquest2Ai(`s${i}`));
    let reveals = 0;
    // A second or more of synchronous work: the event loop gets a turn now and then (test/support/yield.ts).
    const pause = yielder();
    for (let i = 0; i < 5000 && conquest2.result(s) === null; i++) {
      await pause();
      const [p] = conquest2.activePlayers(s);
      const out = conquest2.apply(s, p, ais[p].choose(s, p));
      if (!out.ok) throw new Error(out.error.message);
      reveals += out.events.filter((e) => e.type === 'bidsRevealed').length;
      s = out.state;
    }
    expect(conquest2.result(s)).not.toBeNull();
    // Four seasons, two auctions each.
    expect(reveals).toBe(8);
  });
});

describe('sealed Senate votes', () => {
  function called(): C2State {
    const s = board();
    s.options = { ...s.options, sealed: true };
    s.players[0].cards = ['vote-hailCaesar'];
    s.players[1].senators = [4, 1];
    s.players[2].senators = [3];
    s.players[3].senators = [2, 2];
    return play(s, 0, { type: 'use', card: 'vote-hailCaesar' }).state;
  }

  it('collects every seat\'s Senators privately, the caller first in order', () => {
    let s = called();
    expect(conquest2.activePlayers(s)).toEqual([0, 1, 2, 3]);
    const out = play(s, 1, { type: 'vote', senators: [4, 1] });
    expect(out.events).toEqual([{ type: 'sealedVote', seat: 1 }]);
    s = out.state;
    for (const viewer of [null, 0, 2, 3]) {
      const v = conquest2.view(s, viewer);
      expect(v.vote!.ballots).toEqual({ 1: 'sealed' });
      expect(v.players[1].senators).toBeNull();
      expect(statusText(s, viewer ?? 0, en)).not.toMatch(/4 \+ 1|5 votes/);
    }
    expect(conquest2.view(s, 1).vote!.ballots).toEqual({ 1: [1, 4] });
    expect(statusText(s, 1, en)).toContain('1 + 4, 5 votes');
  });

  it('reveals together: the most votes win and are spent, the others keep theirs; a tie goes to the caller', () => {
    let s = called();
    s = play(s, 1, { type: 'vote', senators: [4, 1] }).state;
    s = play(s, 2, { type: 'votePass' }).state;
    s = play(s, 3, { type: 'vote', senators: [2, 2] }).state;
    const vp = s.players[0].vp;
    // The caller's 1 + 2 + 3 = 6 against 4 + 1 = 5 and 2 + 2 = 4.
    const out = play(s, 0, { type: 'vote', senators: [1, 2, 3] });
    expect(out.events).toContainEqual(expect.objectContaining({ type: 'votesRevealed' }));
    expect(out.events).toContainEqual(expect.objectContaining({ type: 'voteWon', seat: 0 }));
    expect(out.state.players[0].vp).toBe(vp + 15);
    expect(out.state.players[0].senators).toEqual([]);
    expect(out.state.players[1].senators).toEqual([4, 1]);
    expect(out.state.players[3].senators).toEqual([2, 2]);

    let tie = called();
    tie.players[0].senators = [2, 3];
    setInfluence(tie, 'italia', 2, 1);
    tie = play(tie, 1, { type: 'vote', senators: [4, 1] }).state;
    tie = play(tie, 2, { type: 'votePass' }).state;
    tie = play(tie, 3, { type: 'votePass' }).state;
    const won = play(tie, 0, { type: 'vote', senators: [2, 3] });
    expect(won.events).toContainEqual(expect.objectContaining({ type: 'voteWon', seat: 0 }));
  });

  it('nobody voting: no benefit', () => {
    let s = called();
    for (const seat of [1, 2, 3, 0]) s = play(s, seat, { type: 'votePass' }).state;
    expect(s.phase).toBe('actions');
    expect(s.players[0].vp).toBe(0);
  });
});

describe('the sealed table option in Discord', () => {
  it('is set when the table is opened, shown in the lobby\'s options and the game\'s text', () => {
    expect(tableOptions(newTableMeta(4, 24, 4, true))).toMatchObject({ sealed: true });
    expect(tableOptions(newTableMeta(4, 24))).not.toHaveProperty('sealed');
    expect(conquest2Adapter.modulesText({ players: 4, seasons: 4, sealed: true }, en)).toContain('sealed bids and votes');
    expect(conquest2Adapter.modulesText({ players: 4, seasons: 4 }, en)).not.toContain('sealed');
  });
});

describe('the /conquest2 command', () => {
  it('fits Discord\'s limits in every language (names up to 32 lowercase characters, descriptions up to 100)', () => {
    const data = conquest2Adapter.commands()[0].data as unknown as Record<string, unknown>;
    const check = (o: Record<string, unknown>) => {
      for (const name of [o.name, ...Object.values((o.name_localizations ?? {}) as Record<string, string>)] as string[]) {
        expect(name).toMatch(/^[-_\p{L}\p{N}]{1,32}$/u);
        expect(name).toBe(name.toLowerCase());
      }
      for (const d of [o.description, ...Object.values((o.description_localizations ?? {}) as Record<string, string>)] as string[]) {
        expect(d.length).toBeGreaterThan(0);
        expect(d.length).toBeLessThanOrEqual(100);
      }
      for (const sub of (o.options ?? []) as Record<string, unknown>[]) check(sub);
    };
    check(data);
    expect(JSON.stringify(data)).toContain('"sealed"');
  });
});
