/**
 * A round of counter-bribes through the local Discord: a member persuades,
 * the two other members and the AI may counter-bribe; the AI answers as the
 * round opens, the members privately in any order (the later one in turn first), the board says whose
 * answers are awaited and when the round closes, never an amount; the round
 * is revealed together. A second table lets the round's time pass: every
 * silent member gives none. Test-only path: the opening of the game up to the
 * member's persuasion (every seat playing as the AI would) is written to the
 * store, so the test starts in the Forum.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { openCounterBribes } from '../../../../src/games/republic/apply';
import type { RepublicEvent, RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { recordFillText } from '../picture-fixture';
import { act, buttons, selects, startHarness, type Harness } from '../../../e2e/harness';
import { boardIn, verbOf } from './member';

let h: Harness;
let now = Date.UTC(2026, 0, 1);
const drawn: string[] = [];
let restore = () => {};
beforeAll(async () => {
  // Every text the bot draws on a picture, recorded (pictures are drawn in this thread, RENDER_WORKERS=0).
  restore = recordFillText(drawn);
  h = await startHarness({ RENDER_WORKERS: '0' }, () => now);
});
afterAll(async () => { restore(); await h?.close(); });

const MINUTE = 60_000;
const SEED = 'e2e-round-2';

/** A table of alice, bob, carol and an AI, in the Forum of turn 1 with alice to persuade. */
async function table(): Promise<{ gameId: string; threadId: string }> {
  const { discord } = h;
  const alice = discord.as('alice');
  await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 4 } }));
  const lobbyOf = (): LocalMessage => discord.messages(discord.channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1)!;
  const gameId = buttons(lobbyOf())[0].custom_id.split(':')[1];
  await act(h, () => discord.as('bob').click(lobbyOf(), verbOf(lobbyOf(), 'yjoin')));
  await act(h, () => discord.as('carol').click(lobbyOf(), verbOf(lobbyOf(), 'yjoin')));
  await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'yai')));
  const draft = (await h.repo.get(gameId))!;
  draft.record.seed = SEED;
  await h.repo.save(draft);
  await act(h, () => alice.click(lobbyOf(), verbOf(lobbyOf(), 'ystart')));
  const thread = discord.threads(discord.channelId).at(-1)!;
  const g = (await h.repo.get<RepublicState>(gameId))!;
  expect(g.meta.seats.slice(0, 3)).toEqual(['alice', 'bob', 'carol'].map((n) => discord.as(n).user.id));
  let s = republic.setup(republic.parseOptions(g.record.options), SEED);
  const actions = [];
  while (!(s.pending.at(-1)?.kind === 'persuade' && s.pending.at(-1)?.seat === 0)) {
    const seat = republic.activePlayers(s)[0];
    const action = chooseAction(republic.view(s, seat), seat, `open:${s.version}`);
    const out = republic.apply(s, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
    actions.push({ player: seat, action });
  }
  g.state = s;
  g.record.actions = actions;
  g.meta.lastMoveAt = now;
  await h.repo.save(g);
  return { gameId, threadId: thread.id };
}

/** A member opens the builder from the board and picks the legal answer `index` (a button, or a menu after its kind). */
async function decide(user: string, threadId: string, index: number, type: string): Promise<LocalMessage> {
  const who = h.discord.as(user);
  const board = boardIn(h, threadId);
  let ui = await (await act(h, () => who.click(board, verbOf(board, 'rp')))).reply();
  const btn = buttons(ui).find((b) => b.custom_id.endsWith(`:ra:${index}`));
  if (btn) { await act(h, () => who.click(ui, btn.custom_id)); return h.discord.message(ui.id)!; }
  const cat = selects(ui).find((x) => /:rc$/.test(x.custom_id));
  if (cat) {
    await act(h, () => who.select(ui, cat.custom_id, [type]));
    ui = h.discord.message(ui.id)!;
  }
  const menu = selects(ui).find((x) => /:ra$/.test(x.custom_id) && x.options.some((o) => o.value === String(index)))!;
  await act(h, () => who.select(ui, menu.custom_id, [String(index)]));
  return h.discord.message(ui.id)!;
}

const stored = async (id: string) => (await h.repo.get<RepublicState>(id))!;

describe('Republic: a round of counter-bribes in Discord', () => {
  it('is collected from the members at once, privately, and revealed together', async () => {
    const { gameId, threadId } = await table();
    const s0 = (await stored(gameId)).state!;
    const persuade = republic.legalActions(s0, 0).findIndex((a) => a.type === 'persuade');
    await decide('alice', threadId, persuade, 'persuade');
    const g1 = await stored(gameId);
    const s1 = g1.state!;
    // The AI (Faction 4) answered as soon as the round opened; only the members are awaited.
    expect(g1.record.actions.at(-1)).toMatchObject({ player: 3, action: { type: 'counterBribe' } });
    expect(openCounterBribes(s1).map((d) => d.seat)).toEqual([1, 2]);
    const board = boardIn(h, threadId);
    expect(board.content).toMatch(/Counter-bribes \(secret, revealed together\) awaited from: [^\n]*Faction 2[^\n]*Faction 3/);
    expect(board.content).not.toMatch(/awaited from: [^\n]*Faction 4/);
    expect(board.content).toContain(`The round of counter-bribes closes <t:${Math.ceil((now + 15 * MINUTE) / 1000)}:R>`);

    // Carol answers before Bob, whose turn it is; she sees her own amount, nobody else does.
    const amounts = republic.legalActions(s1, 2).map((a) => (a as { amount: number }).amount);
    const three = amounts.indexOf(3);
    expect(three).toBeGreaterThan(0);
    const carolUi = await decide('carol', threadId, three, 'counterBribe');
    expect(carolUi.content).toMatch(/Done/);
    const s2 = (await stored(gameId)).state!;
    expect(s2.forumState!.persuasion!.secret).toEqual({ 2: 3, 3: s1.forumState!.persuasion!.secret[3] });
    expect(openCounterBribes(s2).map((d) => d.seat)).toEqual([1]);
    const board2 = boardIn(h, threadId);
    expect(board2.content).toMatch(/awaited from: [^\n]*Faction 2/);
    expect(board2.content).not.toMatch(/awaited from: [^\n]*Faction (3|4)/);
    const mine = await (await act(h, () => h.discord.as('carol').click(board2, verbOf(board2, 'hand')))).reply();
    expect(mine.content).toContain('Your secret commitment this round: 3 talents');
    const bobsView = await (await act(h, () => h.discord.as('bob').click(board2, verbOf(board2, 'hand')))).reply();
    expect(bobsView.content).not.toContain('secret commitment');

    // Bob gives 1, the last awaited: the round is revealed together at once.
    const one = republic.legalActions(s2, 1).findIndex((a) => (a as { amount: number }).amount === 1);
    await decide('bob', threadId, one, 'counterBribe');
    const g3 = await stored(gameId);
    expect(openCounterBribes(g3.state!)).toEqual([]);
    const order = g3.record.actions.slice(-3).map((a) => a.player);
    expect(order).toEqual([3, 2, 1]);
    const lastEvents = g3.meta.lastEvents as RepublicEvent[];
    const revealed = lastEvents.find((e) => e.type === 'counterBribes');
    expect(revealed).toBeTruthy();
    expect((revealed!.amounts as Record<string, number>)['2']).toBe(3);
    expect((revealed!.amounts as Record<string, number>)['1']).toBe(1);
    expect(h.discord.violations()).toEqual([]);
  }, 300_000);

  it('closes when its time is up: every silent member gives none', async () => {
    const { gameId, threadId } = await table();
    const s0 = (await stored(gameId)).state!;
    const persuade = republic.legalActions(s0, 0).findIndex((a) => a.type === 'persuade');
    await decide('alice', threadId, persuade, 'persuade');
    const g1 = await stored(gameId);
    expect(openCounterBribes(g1.state!).map((d) => d.seat)).toEqual([1, 2]);
    now = g1.meta.lastMoveAt + 15 * MINUTE - 1;
    await h.bot.upkeep();
    expect((await stored(gameId)).state!.version).toBe(g1.state!.version);
    now = g1.meta.lastMoveAt + 15 * MINUTE;
    await h.bot.upkeep();
    const g2 = await stored(gameId);
    expect(openCounterBribes(g2.state!)).toEqual([]);
    const added = g2.record.actions.slice(g1.record.actions.length);
    expect(added.slice(0, 2)).toEqual([{ player: 1, action: { type: 'counterBribe', amount: 0 } }, { player: 2, action: { type: 'counterBribe', amount: 0 } }]);
    const late = h.discord.messages(threadId).filter((m) => /did not decide in time/.test(m.content));
    expect(late.length).toBe(2);
  }, 300_000);

  it('shows a sealed counter-bribe nowhere in public, by value, until the round is revealed', async () => {
    const { gameId, threadId } = await table();
    // Recognisable hidden values: Bob's and Carol's treasuries; Carol will commit all of hers.
    const g0 = await stored(gameId);
    const planted = { 1: 7346, 2: 7345 } as Record<number, number>;
    for (const [seat, v] of Object.entries(planted)) {
      const f = g0.state!.factions[Number(seat)];
      g0.state!.bank -= v - f.treasury;
      f.treasury = v;
    }
    await h.repo.save(g0);
    const mark = { thread: h.discord.messages(threadId).length, channel: h.discord.messages(h.discord.channelId).length, logs: h.logs.length, drawn: drawn.length };
    const persuade = republic.legalActions(g0.state!, 0).findIndex((a) => a.type === 'persuade');
    await decide('alice', threadId, persuade, 'persuade');
    const s1 = (await stored(gameId)).state!;
    const all = republic.legalActions(s1, 2).findIndex((a) => (a as { amount: number }).amount === 7345);
    expect(all).toBeGreaterThan(0);
    await decide('carol', threadId, all, 'counterBribe');
    const s2 = (await stored(gameId)).state!;
    expect(s2.forumState!.persuasion!.secret['2']).toBe(7345);
    expect(openCounterBribes(s2).map((d) => d.seat)).toEqual([1]);
    // Still sealed: every public message since the planting (content, components, attachments), every text drawn
    // on a picture and every log line; and Bob's own private views.
    const board = boardIn(h, threadId);
    const bobsView = await (await act(h, () => h.discord.as('bob').click(board, verbOf(board, 'hand')))).reply();
    const bobsBuilder = await (await act(h, () => h.discord.as('bob').click(board, verbOf(board, 'rp')))).reply();
    const pub = [...h.discord.messages(threadId).slice(mark.thread), ...h.discord.messages(h.discord.channelId).slice(mark.channel)]
      .map((m) => JSON.stringify({ c: m.content, k: m.components, e: m.embeds, a: m.attachments.map((x) => [x.filename, x.description]) }));
    expect(pub.length).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThan(mark.drawn);
    // Snowflakes (user, message and thread ids) are long digit runs that may contain any four digits: left out.
    const seen = [...pub, ...drawn.slice(mark.drawn), ...h.logs.slice(mark.logs)].map((x) => x.replace(/\d{12,}/g, '#'));
    for (const text of seen) for (const v of ['7345', '7346']) expect(text).not.toContain(v);
    expect(bobsView.content).toContain('7346');
    for (const text of [bobsView.content, JSON.stringify(bobsBuilder.components), bobsBuilder.content]) expect(text).not.toContain('7345');
    expect(h.discord.violations()).toEqual([]);
  }, 300_000);
});
