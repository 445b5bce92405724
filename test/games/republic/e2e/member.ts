/**
 * Drives the member (alice, seat 0) of a Republic table through the real
 * discord.js client: each decision is taken through the ephemeral builder
 * (the board's Decide button, categories, pages, buttons and menus), never by
 * writing the store. `choose` picks the answer from the legal list; by
 * default the answer the AI would give from her own view.
 */
import { expect } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { chooseAction } from '../../../../src/games/republic/ai';
import { cardName } from '../../../../src/games/republic/discord/text';
import { republicAdapter } from '../../../../src/games/republic/discord/adapter';
import { translator } from '../../../../src/i18n';
import type { RepublicAction, RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, selects, type Harness } from '../../../e2e/harness';

export const verbOf = (m: LocalMessage, v: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${v}`))!.custom_id;
export const boardIn = (h: Harness, threadId: string) => h.discord.messages(threadId).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':rp'))).at(-1)!;

/** The member's default: what the AI would answer from her view (an amount the list only samples: a listed answer of that kind). */
export function aiChoice(s: RepublicState, legal: RepublicAction[]): number {
  const ai = chooseAction(republic.view(s, 0), 0, `member:${s.version}`);
  const index = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(ai));
  return index >= 0 ? index : Math.max(0, legal.findIndex((a) => a.type === ai.type));
}

/** Whether choosing `value` in the guided builder (args: the parts chosen so far) can still lead to the action `want`. */
function leadsTo(s: RepublicState, args: string[], value: string, want: RepublicAction): boolean {
  const res = republicAdapter.step(s, 0, 'x', 'rg', args, [value], translator('en'));
  if (res.kind === 'action') return JSON.stringify(res.action) === JSON.stringify(want);
  if (res.kind !== 'ui') return false;
  const index = republic.legalActions(s, 0).findIndex((a) => JSON.stringify(a) === JSON.stringify(want));
  for (const r of res.components) {
    for (const c of r.components as unknown as { custom_id: string; options?: { value: string }[] }[]) {
      const [verb, ...rest] = c.custom_id.split(':').slice(3);
      if (verb === 'rg' && c.options?.some((o) => leadsTo(s, rest, o.value, want))) return true;
      if (verb === 'ra' && c.options?.some((o) => o.value === String(index))) return true;
      if (verb === 'rc') return true;
    }
  }
  return false;
}

export interface MemberRun { clicks: number; decisions: number; windows: number; guided: number; kinds: Set<string>; hands: Set<string>; restarted: boolean }

export interface DriveOptions {
  /** Restart the bot before this decision (-1: never). */
  restartAt?: number;
  choose?: (s: RepublicState, legal: RepublicAction[]) => number;
  /** Stop when this holds (default: the second turn begins). */
  done?: (s: RepublicState) => boolean;
  /** Instead of letting the Senate go on, the member stays silent: this lets the window's time pass (default: she clicks). */
  silentWindow?: (s: RepublicState) => Promise<void>;
}

export async function playMember(h: Harness, gameId: string, threadId: string, opts: DriveOptions = {}): Promise<MemberRun> {
  const { discord } = h;
  const alice = discord.as('alice');
  const choose = opts.choose ?? aiChoice;
  const done = opts.done ?? ((s: RepublicState) => s.turn > 1);
  const stored = async () => (await h.repo.get<RepublicState>(gameId))!;
  let ui: LocalMessage | null = null;
  let clicks = 0;
  let decisions = 0;
  let windows = 0;
  let guided = 0;
  let restarted = false;
  const kinds = new Set<string>();
  const hands = new Set<string>();
  for (let guard = 0; guard < 400; guard++) {
    const game = await stored();
    const s = game.state!;
    if (done(s) || s.ending) break;
    if (!restarted && guard === opts.restartAt) {
      await h.restartBot();
      restarted = true;
      ui = null;
    }
    for (const c of s.factions[0].hand) hands.add(cardName(c));
    if (republic.activePlayers(s)[0] !== 0 && opts.silentWindow) {
      await opts.silentWindow(s);
      windows++;
      ui = null;
      expect((await stored()).state!.version).toBeGreaterThan(s.version);
      continue;
    }
    if (republic.activePlayers(s)[0] !== 0) {
      // An AI's Senate step waits for the member's interrupt window: she lets the Senate go on from the board.
      const board = boardIn(h, threadId);
      const goOn = buttons(board).find((b) => b.custom_id.endsWith(':rx'));
      expect(goOn, `the table waits for the member's window: ${board.content}`).toBeTruthy();
      expect(goOn!.custom_id.split(':')[2]).toBe(String(s.version));
      const handle = await act(h, () => alice.click(board, goOn!.custom_id));
      expect((await handle.reply()).content).toMatch(/go on/);
      windows++;
      clicks++;
      ui = null;
      expect((await stored()).state!.version).toBeGreaterThan(s.version);
      continue;
    }
    const legal = republic.legalActions(s, 0);
    const index = choose(s, legal);
    const want = legal[index];
    kinds.add(want.type);
    decisions++;
    const click = async (fn: () => Promise<unknown>) => { await act(h, fn as () => Promise<never>); clicks++; ui = discord.message(ui!.id)!; };
    const current = ui && [...buttons(ui), ...selects(ui)].some((c) => c.custom_id.split(':')[2] === String(s.version));
    if (!current) {
      const board = boardIn(h, threadId);
      const handle = await act(h, () => alice.click(board, verbOf(board, 'rp')));
      ui = await handle.reply();
      clicks++;
    }
    for (let k = 0; k < 12; k++) {
      const u: LocalMessage = ui!;
      const btn = buttons(u).find((b) => b.custom_id.endsWith(`:ra:${index}`));
      if (btn) { await click(() => alice.click(u, btn.custom_id)); break; }
      const pick = selects(u).find((x) => /:ra$/.test(x.custom_id) && x.options.some((o) => o.value === String(index)));
      if (pick) { await click(() => alice.select(u, pick.custom_id, [String(index)])); break; }
      const guide = selects(u).find((x) => x.custom_id.split(':')[3] === 'rg');
      if (guide) {
        const args = guide.custom_id.split(':').slice(4);
        const opt = guide.options.find((o) => leadsTo(s, args, o.value, want));
        if (!opt) throw new Error(`the guided builder does not lead to the answer: ${u.content}`);
        await click(() => alice.select(u, guide.custom_id, [opt.value]));
        guided++;
        if ((await stored()).state!.version > s.version) break;
        continue;
      }
      const cat = selects(u).find((x) => /:rc$/.test(x.custom_id));
      if (cat) { await click(() => alice.select(u, cat.custom_id, [want.type])); continue; }
      const more = buttons(u).find((b) => b.custom_id.includes(':rc:'));
      if (!more) throw new Error(`the builder does not offer the answer: ${u.content}`);
      await click(() => alice.click(u, more.custom_id));
    }
    const after = await stored();
    expect(after.state!.version).toBeGreaterThan(s.version);
  }
  return { clicks, decisions, windows, guided, kinds, hands, restarted };
}
