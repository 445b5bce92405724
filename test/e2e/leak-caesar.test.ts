/**
 * Hidden information of Caesar!, checked by VALUE end to end: a duel with all
 * modules is played through interactions only, the movers placing face down on
 * Checkpoints whenever they can. After every move, once the other player's
 * client has the new board, everything the other player and the public can see
 * is scanned for the hidden tokens: the serialised views, every public message
 * (content, embeds, component labels and custom_ids, attachment names and
 * descriptions), the other player's own ephemeral messages, the data the
 * picture is drawn from, and every log line. Hidden are both supplies and bags
 * (from the public), the opponent's supply and bag (from a player), and tokens
 * lying face down on a Checkpoint (from everyone but their owner). A token is
 * looked for by id and by its printed numbers ("6/0", "6|0", "6 to …, 0 to …").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caesar } from '../../src/games/caesar';
import { TOKENS } from '../../src/games/caesar/data';
import { renderCaesarBoard } from '../../src/games/caesar/render';
import type { CaesarState, Side } from '../../src/games/caesar/types';
import { act, buttons, moveButtons, isOver, latestBoard, mentioned, selects, startHarness, userName, type Harness } from './harness';
import type { LocalMessage } from '../../src/localdiscord';
import { samePixels } from '../render/pixels';

let h: Harness;
let threadId: string;
let gameId: string;
let ownTokensOffered = 0;

beforeAll(async () => {
  h = await startHarness();
  await act(h, () => h.discord.as('alice').slash(h.discord.channelId, 'caesar', { subcommand: 'challenge', options: { opponent: 'bob', modules: 'all' } }));
  const challenge = h.discord.messages(h.discord.channelId).at(-1)!;
  await act(h, () => h.discord.as('bob').click(challenge, buttons(challenge)[0].custom_id));
  threadId = h.discord.threads(h.discord.channelId)[0].id;
  gameId = buttons(latestBoard(h, threadId)!)[0].custom_id.split(':')[1];
}, 60_000);
afterAll(async () => { await h?.close(); });

async function stored(): Promise<{ state: CaesarState; seats: (string | null)[] }> {
  const g = (await h.repo.get<CaesarState>(gameId))!;
  return { state: g.state!, seats: g.meta.seats };
}

/** One move through the builder, preferring a Checkpoint space and the face-down placement. */
async function moveFaceDownWhenPossible(): Promise<LocalMessage> {
  const board = latestBoard(h, threadId)!;
  const user = userName(h, mentioned(board)!);
  const driver = h.discord.as(user);
  const open = await act(h, () => driver.click(board, buttons(board).find((b) => b.custom_id.endsWith(':play'))!.custom_id));
  let ui = h.discord.message(open.messages()[0].id)!;
  // The mover's own builder names his tokens (so the scan below would see a leak of them).
  if (buttons(ui).some((b) => /:tok:[CP](0[1-9]|1\d)$/.test(b.custom_id))) ownTokensOffered++;
  for (let step = 0; step < 12; step++) {
    const sel = selects(ui)[0];
    const btns = moveButtons(ui);
    if (sel) {
      const option = sel.options.find((o) => /checkpoint/i.test(o.label)) ?? sel.options[0];
      await act(h, () => driver.select(ui, sel.custom_id, [option.value]));
    } else if (btns.length > 0) {
      const faceDown = btns.find((b) => /:pl:.*:1$/.test(b.custom_id));
      await act(h, () => driver.click(ui, (faceDown ?? btns[0]).custom_id));
    } else break;
    ui = h.discord.message(ui.id)!;
  }
  const next = latestBoard(h, threadId)!;
  if (next.id === board.id) throw new Error(`no new board; builder says: ${ui.content}`);
  return next;
}

/** Every way a token's numbers could be written out. */
function renderings(token: string): RegExp[] {
  const [a, b] = TOKENS[token].values;
  return [
    new RegExp(`\\b${token}\\b`),
    // (Not "a : b": that is how closure scores are written.)
    new RegExp(`(?<![\\d.])${a}\\s*[/|]\\s*${b}(?![\\d.])`),
    new RegExp(`(?<![\\d.])${b}\\s*[/|]\\s*${a}(?![\\d.])`),
    new RegExp(`(?<![\\d.])${a} to [^,.]+, ${b} to `),
  ];
}

/** The value pairs a viewer sees anyway (face-up tokens, Centurions in front of a player, its own hand). */
function visiblePairs(state: CaesarState, viewer: Side | null): Set<string> {
  const seen = new Set<string>();
  const add = (t: string) => { const [a, b] = TOKENS[t].values; seen.add(`${a}/${b}`); seen.add(`${b}/${a}`); };
  for (const sp of state.spaces) if (sp.placed && (!sp.placed.concealed || sp.placed.side === viewer)) add(sp.placed.token);
  for (const side of [0, 1] as const) for (const t of state.sides[side].centurionsAvailable) add(t);
  if (viewer !== null) for (const t of state.sides[viewer].supply) add(t);
  return seen;
}

/** Hidden tokens of `viewer` (null: the public) in `state`. */
function hiddenFrom(state: CaesarState, viewer: Side | null): string[] {
  const out: string[] = [];
  for (const side of [0, 1] as const) {
    out.push(...state.sides[side].bag);
    if (side !== viewer) out.push(...state.sides[side].supply);
  }
  for (const sp of state.spaces) if (sp.placed?.concealed && sp.placed.side !== viewer) out.push(sp.placed.token);
  return out;
}

/** What of `hidden` shows in `texts`: ids always, numbers when the viewer cannot know them from elsewhere. */
function leaks(texts: string[], hidden: string[], known: Set<string>): string[] {
  const found: string[] = [];
  for (const token of hidden) {
    const [a, b] = TOKENS[token].values;
    const checks = renderings(token);
    const byValue = !known.has(`${a}/${b}`);
    for (const [i, re] of checks.entries()) {
      if (i > 0 && !byValue) continue;
      for (const t of texts) {
        const m = re.exec(t);
        if (m) found.push(`${token} (${re}) in …${t.slice(Math.max(0, m.index - 60), m.index + 40)}…`);
      }
    }
  }
  return found;
}

/**
 * A view as text for the scan, without `unseen`: that list is, by design, the sorted
 * union of a side's supply, bag and concealed tokens (what the box holds minus what
 * is visible), which says nothing about where each one is; checked separately.
 */
function viewText(state: CaesarState, viewer: Side | null): string {
  const v = caesar.view(state, viewer);
  for (const side of [0, 1] as const) {
    const st = state.sides[side];
    const concealed = state.spaces.flatMap((sp) => (sp.placed?.concealed && sp.placed.side === side && viewer !== side ? [sp.placed.token] : []));
    expect(v.sides[side].unseen).toEqual([...st.supply, ...st.bag, ...concealed].sort());
  }
  return JSON.stringify(v, (k, x) => (k === 'unseen' ? undefined : x));
}

function publicTexts(): string[] {
  const channels = [h.discord.channelId, ...h.discord.threads().map((t) => t.id)];
  return channels.flatMap((id) => h.discord.messages(id)).filter((m) => !m.ephemeral).map((m) => JSON.stringify({
    c: m.content, e: m.embeds, k: m.components, a: m.attachments.map((x) => ({ f: x.filename, d: x.description })),
  }));
}

function ephemeralTextsOf(user: string): string[] {
  const id = h.discord.users[user as 'alice'].id;
  return h.discord.messages(threadId, { viewer: id }).filter((m) => m.ephemeral && m.visibleTo === id)
    .map((m) => JSON.stringify({ c: m.content, e: m.embeds, k: m.components }));
}

describe('Caesar! hidden values', () => {
  it('no hidden token shows, by id or by value, to the other player, the public, the picture or the logs', async () => {
    let concealedSeen = 0;
    let moves = 0;
    let board = latestBoard(h, threadId)!;
    while (!isOver(board) && moves < 40) {
      board = await moveFaceDownWhenPossible();
      moves++;
      const { state, seats } = await stored();
      // Wait until both players' clients have the new board before looking at what they see.
      for (const user of ['alice', 'bob']) {
        const uid = h.discord.users[user as 'alice'].id;
        await h.discord.waitFor(() => h.discord.messages(threadId, { viewer: uid }).some((m) => m.id === board.id), 20_000);
      }
      const concealed = state.spaces.filter((sp) => sp.placed?.concealed);
      concealedSeen = Math.max(concealedSeen, concealed.length);

      // The public: views, messages, the picture's source, the logs.
      const pubHidden = hiddenFrom(state, null);
      const pubKnown = visiblePairs(state, null);
      const publicView = viewText(state, null);
      expect(leaks([publicView], pubHidden, new Set())).toEqual([]); // the view holds no numbers: ids suffice
      expect(leaks([...publicTexts(), ...h.logs], pubHidden, pubKnown)).toEqual([]);

      // Each player: the other side's view of him, and his opponent's own ephemeral messages.
      for (const side of [0, 1] as const) {
        const opponent = (1 - side) as Side;
        const user = userName(h, seats[opponent]!);
        const hidden = hiddenFrom(state, opponent);
        expect(leaks([viewText(state, opponent)], hidden, new Set())).toEqual([]);
        expect(leaks(ephemeralTextsOf(user), hidden, visiblePairs(state, opponent))).toEqual([]);
      }
    }
    // The scan saw face-down Checkpoint tokens and hidden supplies, and the players did see their own tokens.
    expect(concealedSeen).toBeGreaterThan(0);
    const { state } = await stored();
    expect(hiddenFrom(state, null).length).toBeGreaterThan(0);
    expect(ownTokensOffered).toBeGreaterThan(0);
    // The picture is drawn from exactly the public view scanned above: the same pixels (the render
    // workers encode differently from the renderer's own encoder).
    const expected = renderCaesarBoard(caesar.view(state, null), { locale: 'en', highlightLastMove: true });
    expect(await samePixels(latestBoard(h, threadId)!.attachments[0].data, expected)).toBe(true);
    expect(h.discord.violations()).toEqual([]);
  }, 300_000);
});
