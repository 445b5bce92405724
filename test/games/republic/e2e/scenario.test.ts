/**
 * The issue's scenario end to end, through the local Discord with the real
 * discord.js client: a 4-player Early Republic table with one member (alice,
 * seat 0) and three AIs through a whole turn, in which the member makes a
 * persuasion attempt, vetoes an AI's proposal with a Tribune, votes against
 * the AIs' proposals (one is voted down, others pass) and an army fights a
 * war, reported with its dice in the thread.
 *
 * Test-only path: a fixed seed, and at the member's first decision recognisable
 * hidden values written to the store: the faction treasuries (7301..7304, the
 * bank keeps the sum) and a Tribune moved from the deck into her hand. The
 * seed was picked (with the same choices) so that the AIs' Senate leads to a
 * battle in turn 1 (picked again once AI seats took their interrupts out of
 * turn, which changed the AIs' Senate). Hidden values are then looked for BY VALUE in every public
 * message (content, components, custom_ids, attachment names and descriptions),
 * in every text drawn on a picture (pictures are drawn on the main thread
 * here, RENDER_WORKERS=0, and every fillText is recorded) and in every log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { cardName } from '../../../../src/games/republic/discord/text';
import type { RepublicAction, RepublicEvent, RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { recordFillText } from '../picture-fixture';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';
import { aiChoice, boardIn, playMember, verbOf } from './member';

const drawn: string[] = [];
let restore = () => {};
let h: Harness;
beforeAll(async () => {
  // Every text the bot draws on a picture, recorded (pictures are drawn in this thread, RENDER_WORKERS=0).
  restore = recordFillText(drawn);
  h = await startHarness({ RENDER_WORKERS: '0' });
});
afterAll(async () => { restore(); await h?.close(); });

const SEED = 'e2e-republic-14';
const PLANTED = [7301, 7302, 7303, 7304];

function lobbyOf(channelId: string): LocalMessage {
  const m = h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1);
  if (!m) throw new Error('no lobby');
  return m;
}

/** The member's plan: persuade once, veto the first AI proposal she can, then vote against the AIs' proposals. */
function plan() {
  const did = { persuaded: false, vetoed: false, vetoOffered: 0 };
  const choose = (s: RepublicState, legal: RepublicAction[]): number => {
    const at = (f: (a: RepublicAction & Record<string, unknown>) => boolean) => legal.findIndex((a) => f(a as RepublicAction & Record<string, unknown>));
    const notMine = s.senate?.floor.at(-1)?.by !== 0;
    const persuade = at((a) => a.type === 'persuade');
    const veto = at((a) => a.type === 'veto');
    if (veto >= 0) did.vetoOffered++;
    if (persuade >= 0 && !did.persuaded) { did.persuaded = true; return persuade; }
    if (veto >= 0 && !did.vetoed && notMine) { did.vetoed = true; return veto; }
    if (did.vetoed && notMine && at((a) => a.type === 'vote') >= 0) {
      const nay = at((a) => a.type === 'vote' && a.choice === 'nay' && !!a.bribes);
      return nay >= 0 ? nay : at((a) => a.type === 'vote' && a.choice === 'nay');
    }
    return aiChoice(s, legal);
  };
  return { did, choose };
}

describe('The Republic of Rome: the issue scenario', () => {
  it('persuasion, a Tribune veto, a proposal voted down and others passed, a battle; no hidden value in public', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 4, scenario: 'early' } }));
    const gameId = buttons(lobbyOf(discord.channelId))[0].custom_id.split(':')[1];
    for (let k = 0; k < 3; k++) await act(h, () => alice.click(lobbyOf(discord.channelId), verbOf(lobbyOf(discord.channelId), 'yai')));
    const draft = (await h.repo.get(gameId))!;
    draft.record.seed = SEED;
    await h.repo.save(draft);
    await act(h, () => alice.click(lobbyOf(discord.channelId), verbOf(lobbyOf(discord.channelId), 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;

    const g0 = (await h.repo.get<RepublicState>(gameId))!;
    const s0 = g0.state!;
    expect(republic.activePlayers(s0)[0]).toBe(0);
    for (const f of s0.factions) {
      s0.bank -= PLANTED[f.seat] - f.treasury;
      f.treasury = PLANTED[f.seat];
    }
    const tribune = s0.deck.find((c) => c.startsWith('intrigue:tribune'))!;
    s0.deck.splice(s0.deck.indexOf(tribune), 1);
    s0.factions[0].hand.push(tribune);
    const plantedAt = g0.record.actions.length;
    await h.repo.save(g0);

    // The private view shows the planted treasury and the Tribune, to the member only.
    const mine = await act(h, () => alice.click(boardIn(h, thread.id), verbOf(boardIn(h, thread.id), 'hand')));
    const privateText = (await mine.reply()).content;
    expect(privateText).toContain('7301 talents');
    expect(privateText).toContain(cardName(tribune));

    const { did, choose } = plan();
    const run = await playMember(h, gameId, thread.id, { choose, restartAt: 12 });
    const final = (await h.repo.get<RepublicState>(gameId))!;
    expect(final.state!.turn).toBe(2);
    expect(did.persuaded).toBe(true);
    expect(did.vetoed).toBe(true);
    expect(run.restarted).toBe(true);

    // What happened, from the record replayed from the seed (with the same planted values).
    let s = republic.setup(republic.parseOptions(final.record.options), final.record.seed);
    const events: RepublicEvent[] = [];
    for (const [k, { player, action }] of final.record.actions.entries()) {
      if (k === plantedAt) s = JSON.parse(JSON.stringify(s0)) as RepublicState;
      const out = republic.apply(s, player, republic.parseAction(action));
      expect(out.ok).toBe(true);
      if (!out.ok) break;
      events.push(...(out.events as RepublicEvent[]));
      s = out.state;
    }
    const types = new Set(events.map((e) => e.type));
    expect(types).toContain('persuasion');
    expect(types).toContain('persuasionResult');
    expect(events.some((e) => e.type === 'vetoed' && e.seat === 0)).toBe(true);
    const results = events.filter((e) => e.type === 'voteResult').map((e) => e.passed);
    expect(results).toContain(true);
    expect(results).toContain(false);
    const battles = events.filter((e) => e.type === 'battle');
    expect(battles.length).toBeGreaterThan(0);

    // The thread shows the vote, the veto and the battle report with its dice.
    const threadTexts = discord.messages(thread.id).map((m) => m.content);
    expect(threadTexts.some((t) => t.includes('vetoed by a Tribune'))).toBe(true);
    expect(threadTexts.some((t) => /vote result \(.*failed/.test(t))).toBe(true);
    const dice = (battles[0].dice as number[]).join('+');
    expect(threadTexts.some((t) => t.includes(`battle**: `) && t.includes(`dice ${dice}=`))).toBe(true);

    // No planted treasury, no card of her hand (but the Tribune she played) in public, in a picture or a log line.
    const publicMessages = [...discord.messages(discord.channelId), ...discord.messages(thread.id)];
    const texts = publicMessages.map((m) => JSON.stringify({ c: m.content, k: m.components, e: m.embeds, a: m.attachments.map((x) => [x.filename, x.description]) }));
    expect(drawn.length).toBeGreaterThan(0);
    // Snowflakes (user, message and thread ids) are long digit runs that may contain any four digits: left out.
    for (const text of [...texts, ...drawn, ...h.logs].map((x) => x.replace(/\d{12,}/g, '#'))) {
      for (const v of PLANTED) expect(text).not.toContain(String(v));
    }
    // A card is public once played: most events name it as `card`, a Statesman laid down as `statesman`.
    const played = new Set([
      ...events.filter((e) => typeof e.card === 'string').map((e) => cardName(e.card as string)),
      ...events.filter((e) => e.type === 'statesmanPlayed' && typeof e.statesman === 'string').map((e) => cardName(`statesman:${e.statesman as string}`)),
    ]);
    const publicText = [...publicMessages.map((m) => m.content), ...drawn].join('\n');
    for (const name of run.hands) {
      if (!played.has(name) && !/^(Tribune|Assassin)/.test(name)) expect(publicText, name).not.toContain(name);
    }
    expect(discord.violations()).toEqual([]);
    console.log(`republic e2e scenario: ${run.clicks} interactions for ${run.decisions} decisions and ${run.windows} Senate windows let go; veto offered ${did.vetoOffered} times`);
  }, 600_000);
});
