/**
 * Hidden information of Conquest of the Empire II, checked by VALUE end to end.
 * Two members (Alice, Bob) and two AIs play the first campaign season through
 * the local Discord with the real discord.js client, the members only through
 * the builder. What the rules hide (000 "Žetony chaosu", "Senator"; 004 the
 * same): each player's chaos until the season's reveal, and the values of the
 * Senator cards in hand (their count is public). Votes and bids are open by
 * the rules (docs/conquest2-rulings.md), so the Senators put up in a vote are
 * not hidden.
 *
 * To make the hidden values findable, each seat is given, once the game waits
 * for a member, a distinctive chaos (a 7-digit number no talent count,
 * version, size or time could be) and a distinctive Senator hand. After every
 * member action, once both members' clients have the newest board, every
 * surface the others can see is scanned for every hidden value the seat has
 * held so far: the views of the other seats and of the public, every public
 * message (content, embeds, component labels and custom_ids, attachment names
 * and descriptions), the other member's own ephemeral messages (builder and
 * "My Senators and chaos"), the events stored for the public, the data every
 * map and market picture is drawn from, and every log line. A positive control proves the
 * renderings match what the bot prints: each member's own ephemeral messages
 * do show their own hand and chaos.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conquest2 } from '../../src/games/conquest2';
import { chooseFromView } from '../../src/games/conquest2/ai';
import { cardDef } from '../../src/games/conquest2/data';
import type { C2Action, C2State, C2View } from '../../src/games/conquest2/types';
import type { LocalMessage } from '../../src/localdiscord';
import { act, buttonFor, buttons, fillAndStart, lobbyClick, selects, startHarness, type Harness } from './harness';

const pictures = vi.hoisted(() => ({ inputs: [] as string[], markets: 0 }));
vi.mock('../../src/games/conquest2/render', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/games/conquest2/render')>();
  return {
    ...real,
    renderConquest2MapAsync: (view: C2View, options: Parameters<typeof real.renderConquest2MapAsync>[1]) => {
      pictures.inputs.push(JSON.stringify(view));
      return real.renderConquest2MapAsync(view, options);
    },
  };
});

vi.mock('../../src/games/conquest2/render/market', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/games/conquest2/render/market')>();
  return {
    ...real,
    renderConquest2MarketAsync: (view: C2View, locale: Parameters<typeof real.renderConquest2MarketAsync>[1]) => {
      pictures.inputs.push(JSON.stringify(view));
      pictures.markets += 1;
      return real.renderConquest2MarketAsync(view, locale);
    },
  };
});

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const SEED = 'leak-c2';
const MEMBERS = ['alice', 'bob'] as const;
const SINGLE = new Set(['pass', 'end', 'fight', 'auctionPass', 'votePass']);
/** Distinctive hidden values per seat: 7-digit chaos, long Senator hands. */
const CHAOS = [7_193_457, 6_284_311, 5_371_923, 8_462_137];
const HANDS = [[4, 1, 4, 2, 1, 3, 4], [2, 2, 3, 1, 4, 3], [3, 3, 3, 1, 1, 2, 4, 4], [1, 4, 2, 2, 2, 3]];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const stored = async (id: string) => (await h.repo.get<C2State>(id))!;

const ROMAN = ['', 'I', 'II', 'III', 'IV'];
/** Every way a hand of Senators could be written out: digits or numerals, either order, any usual separator. */
function handRenderings(hand: number[]): RegExp[] {
  const up = [...hand].sort((a, b) => a - b);
  const out: RegExp[] = [];
  for (const order of [up, [...up].reverse()]) {
    for (const sep of [', ', ',', ' + ', '+', ' ', ' · ', '/', ' | ']) {
      const esc = sep.replace(/[+|/.]/g, (c) => `\\${c}`);
      out.push(new RegExp(`(?<![\\dIV])${order.join(esc)}(?![\\dIV])`));
      out.push(new RegExp(`(?<![\\dIV])${order.map((x) => ROMAN[x]).join(esc)}(?![\\dIV])`));
    }
  }
  return out;
}

/** A chaos value as digits, with or without any locale's grouping. */
function chaosRenderings(value: number): RegExp[] {
  const forms = new Set([String(value), ...['en', 'cs', 'ro', 'ko'].map((l) => new Intl.NumberFormat(l).format(value))]);
  return [...forms].map((f) => new RegExp(`(?<!\\d)${[...f].map((c) => (/\d/.test(c) ? c : '[.,\\s\\u00a0\\u202f]')).join('')}(?!\\d)`));
}

/** The hidden values each seat has held so far (a value stays hidden after it changed), minus the revealed. */
interface Secrets { chaos: Set<number>[]; hands: Set<string>[]; revealedHands: Set<string>[] }

function record(secrets: Secrets, s: C2State): void {
  s.players.forEach((p, seat) => {
    secrets.chaos[seat].add(p.chaos);
    secrets.hands[seat].add(JSON.stringify([...p.senators].sort((a, b) => a - b)));
  });
}

function hiddenPatterns(secrets: Secrets, s: C2State, seat: number): { what: string; re: RegExp }[] {
  const revealed = new Set(s.lastSummary?.chaos.filter((_, i) => i === seat) ?? []);
  const out: { what: string; re: RegExp }[] = [];
  for (const c of secrets.chaos[seat]) if (!revealed.has(c)) for (const re of chaosRenderings(c)) out.push({ what: `seat ${seat} chaos ${c}`, re });
  for (const hand of secrets.hands[seat]) {
    const values = JSON.parse(hand) as number[];
    // Short hands say nothing (every player starts with I, II, III); a hand put up whole in a vote is public.
    if (values.length < 5 || secrets.revealedHands[seat].has(hand)) continue;
    for (const re of handRenderings(values)) out.push({ what: `seat ${seat} hand ${hand}`, re });
  }
  return out;
}

function leaks(texts: string[], patterns: { what: string; re: RegExp }[]): string[] {
  const found: string[] = [];
  for (const { what, re } of patterns) {
    for (const t of texts) {
      const m = re.exec(t);
      if (m) found.push(`${what} (${re}) in …${t.slice(Math.max(0, m.index - 80), m.index + 40)}…`);
    }
  }
  return found;
}

function publicTexts(): string[] {
  const channels = [h.discord.channelId, ...h.discord.threads().map((t) => t.id)];
  return channels.flatMap((id) => h.discord.messages(id)).filter((m) => !m.ephemeral).map((m) => JSON.stringify({
    c: m.content, e: m.embeds, k: m.components, a: m.attachments.map((x) => ({ f: x.filename, d: x.description })),
  }));
}

function ephemeralTextsOf(threadId: string, user: 'alice' | 'bob'): string[] {
  const id = h.discord.users[user].id;
  return h.discord.messages(threadId, { viewer: id }).filter((m) => m.ephemeral && m.visibleTo === id)
    .map((m) => JSON.stringify({ c: m.content, e: m.embeds, k: m.components }));
}

/** A member's plan: the AI's choice from its own view, except that Alice buys a Senate Vote and calls it. */
function memberAction(s: C2State, seat: number): C2Action {
  const acts = conquest2.legalActions(s, seat);
  if (seat === 0) {
    const call = acts.find((a) => a.type === 'use' && cardDef(a.card).kind === 'senateVote');
    if (call) return call;
    const buy = acts.find((a) => a.type === 'take' && cardDef(a.card).kind === 'senateVote');
    if (!s.players[0].cards.some((c) => cardDef(c).kind === 'senateVote') && buy) return buy;
  }
  return chooseFromView(conquest2.view(s, seat), seat, `member:${s.version}`);
}

describe('Conquest of the Empire II hidden values', () => {
  it('no Senator hand or unrevealed chaos shows, by value, to another player, the public, the pictures or the logs', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'conquest2', { subcommand: 'new', options: { players: 4 } }));
    await lobbyClick(h, discord.channelId, 'x', 'bob', 'join');
    const { gameId, threadId } = await fillAndStart(h, discord.channelId, 'x', 'alice', { ais: 2, seed: SEED });
    const seatOf = (user: 'alice' | 'bob') => (draftSeats as (string | null)[]).indexOf(discord.users[user].id);
    const draftSeats = (await stored(gameId)).meta.seats;
    expect([seatOf('alice'), seatOf('bob')].sort()).toEqual([0, 1]);

    // The game now waits for a member: give every seat its distinctive hidden values.
    const game = await stored(gameId);
    game.state!.players.forEach((p, seat) => { p.chaos = CHAOS[seat]; p.senators = [...HANDS[seat]]; });
    await h.repo.save(game);

    const secrets: Secrets = { chaos: [0, 1, 2, 3].map(() => new Set()), hands: [0, 1, 2, 3].map(() => new Set()), revealedHands: [0, 1, 2, 3].map(() => new Set()) };
    const uis: Record<string, LocalMessage | null> = { alice: null, bob: null };
    const boardOf = () => discord.messages(threadId).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':qp'))).at(-1);
    let scans = 0;
    let handClicks = 0;
    let votes = 0;

    async function scan(): Promise<void> {
      const g = await stored(gameId);
      const s = g.state!;
      record(secrets, s);
      // A vote that put up a seat's whole hand made that hand public.
      for (const e of (g.meta.lastEvents ?? []) as { type: string; seat?: number; senators?: number[] }[]) {
        if (e.type === 'voted') votes++;
        if (e.type === 'voted' && e.seat !== undefined) secrets.revealedHands[e.seat].add(JSON.stringify([...e.senators!].sort((a, b) => a - b)));
      }
      // Both members' clients have the newest board before anything is looked at.
      const board = boardOf() ?? discord.messages(threadId).filter((m) => m.attachments.length > 0).at(-1)!;
      for (const user of MEMBERS) {
        const uid = discord.users[user].id;
        await discord.waitFor(() => discord.messages(threadId, { viewer: uid }).some((m) => m.id === board.id), 20_000);
      }
      const everyone = [0, 1, 2, 3].flatMap((seat) => hiddenPatterns(secrets, s, seat));
      // The public: its view, every public message, the stored public events, every picture's input, the logs.
      const publicSurfaces = [JSON.stringify(conquest2.view(s, null)), ...publicTexts(), JSON.stringify(g.meta.lastEvents ?? []), ...pictures.inputs, ...h.logs];
      expect(leaks(publicSurfaces, everyone)).toEqual([]);
      // Each member: the others' hidden values are in neither his view nor his own ephemeral messages.
      for (const user of MEMBERS) {
        const seat = seatOf(user);
        const others = [0, 1, 2, 3].filter((x) => x !== seat).flatMap((x) => hiddenPatterns(secrets, s, x));
        expect(leaks([JSON.stringify(conquest2.view(s, seat)), ...ephemeralTextsOf(threadId, user)], others)).toEqual([]);
      }
      scans++;
    }

    for (let guard = 0; guard < 900; guard++) {
      const s = (await stored(gameId)).state!;
      if (s.season > 1 || s.phase === 'over') break;
      const seat = conquest2.activePlayers(s)[0];
      const user = MEMBERS.find((u) => seatOf(u) === seat);
      expect(user, `seat ${seat} to act is a member`).toBeDefined();
      const driver = discord.as(user!);
      const want = memberAction(s, seat);
      const index = conquest2.legalActions(s, seat).findIndex((a) => same(a, want));
      expect(index).toBeGreaterThanOrEqual(0);
      let ui = uis[user!];
      const click = async (fn: () => Promise<unknown>) => { await act(h, fn as () => Promise<never>); ui = discord.message(ui!.id)!; };
      const ids = ui ? [...buttons(ui), ...selects(ui)].map((c) => c.custom_id) : [];
      if (!ids.some((id) => id.includes(`:${s.version}:`) && !id.endsWith(':qw'))) {
        const board = boardOf()!;
        ui = await (await act(h, () => driver.click(board, buttonFor(board, 'qp')))).reply();
        // Now and then the member also asks for "My Senators and chaos".
        if (guard % 7 === 0) {
          await act(h, () => driver.click(board, buttonFor(board, 'hand')));
          handClicks++;
        }
      }
      if (SINGLE.has(want.type)) {
        await click(() => driver.click(ui!, buttons(ui!).find((b) => b.custom_id.endsWith(`:qa:${index}`))!.custom_id));
      } else {
        const cats = selects(ui!).find((x) => /:qc$/.test(x.custom_id))!;
        await click(() => driver.select(ui!, cats.custom_id, [want.type]));
        if (want.type === 'bid') {
          for (const value of [String(want.amount), want.a === null ? 'x' : String(want.a), want.b === null ? 'x' : String(want.b)]) {
            const menu = selects(ui!).find((x) => x.custom_id.includes(':qn'));
            if (!menu) break;
            await click(() => driver.select(ui!, menu.custom_id, [value]));
          }
        } else {
          for (let page = 0; page < 20; page++) {
            const menu = selects(ui!).find((x) => /:qa$/.test(x.custom_id))!;
            if (menu.options.some((o) => o.value === String(index))) {
              await click(() => driver.select(ui!, menu.custom_id, [String(index)]));
              break;
            }
            await click(() => driver.click(ui!, buttons(ui!).find((b) => b.custom_id.includes(':qc:'))!.custom_id));
          }
        }
      }
      uis[user!] = ui;
      expect((await stored(gameId)).state!.version).toBeGreaterThan(s.version);
      await scan();
    }
    const final = (await stored(gameId)).state!;
    expect(final.season).toBe(2);

    // The scan looked at what it should: hidden values were there to find, a vote and the season's reveal happened.
    expect(scans).toBeGreaterThan(20);
    expect(handClicks).toBeGreaterThan(0);
    expect(votes, 'Senators were put up in a vote').toBeGreaterThan(0);
    expect(pictures.inputs.length).toBeGreaterThan(5);
    expect(pictures.markets, 'market pictures drawn').toBeGreaterThan(0);
    expect(final.lastSummary?.season).toBe(1);
    // Positive control: each member's own ephemeral messages show his own hand and chaos in the renderings scanned for.
    for (const user of MEMBERS) {
      const own = hiddenPatterns(secrets, final, seatOf(user)).filter((p) => p.what.includes(`chaos ${CHAOS[seatOf(user)]}`) || p.what.includes(JSON.stringify([...HANDS[seatOf(user)]].sort((a, b) => a - b))));
      expect(leaks(ephemeralTextsOf(threadId, user), own).length, `${user} sees his own values`).toBeGreaterThan(0);
    }
    expect(discord.violations()).toEqual([]);
  }, 600_000);
});
