/**
 * The Republic of Rome end to end, through the local Discord with the real
 * discord.js client: /republic new, one member and three AIs, the member's
 * whole first turn through the ephemeral builder (Mortality, Revenue, Forum,
 * Population, the Senate with votes) until the second turn begins, with a bot
 * restart in the middle. The member plays what the AI would choose from its
 * own view. Hidden values are planted in the stored state (faction
 * treasuries of 7301..7304) and no public message or log line may show them.
 * Test-only path: a fixed seed and the planted treasuries are written to the
 * store, so the run is reproducible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republic } from '../../../../src/games/republic';
import { cardName } from '../../../../src/games/republic/discord/text';
import type { RepublicEvent, RepublicState } from '../../../../src/games/republic/types';
import type { LocalMessage } from '../../../../src/localdiscord';
import { act, buttons, startHarness, type Harness } from '../../../e2e/harness';
import { playMember } from './member';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const SEED = 'e2e-republic';
const PLANTED = [7301, 7302, 7303, 7304];

function lobbyOf(channelId: string): LocalMessage {
  const m = h.discord.messages(channelId).filter((x) => buttons(x).some((b) => b.custom_id.endsWith(':yjoin'))).at(-1);
  if (!m) throw new Error('no lobby');
  return m;
}
const verb = (m: LocalMessage, v: string) => buttons(m).find((b) => b.custom_id.endsWith(`:${v}`))!.custom_id;
const stored = async (id: string) => (await h.repo.get<RepublicState>(id))!;

const boardIn = (threadId: string) => h.discord.messages(threadId).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':rp'))).at(-1)!;

describe('The Republic of Rome in Discord', () => {
  it('opens a table for a member and three AIs and plays the whole first turn', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    const bob = discord.as('bob');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 4, scenario: 'early' } }));
    let lobby = lobbyOf(discord.channelId);
    const gameId = buttons(lobby)[0].custom_id.split(':')[1];
    expect(lobby.content).toMatch(/a table for 4 factions, Early Republic/);
    const notHost = await act(h, () => bob.click(lobby, verb(lobby, 'yai')));
    expect((await notHost.reply()).content).toMatch(/Only the host/);
    const early = await act(h, () => alice.click(lobby, verb(lobby, 'ystart')));
    expect((await early.reply()).content).toMatch(/Fill every seat/);
    for (let k = 0; k < 3; k++) {
      lobby = lobbyOf(discord.channelId);
      await act(h, () => alice.click(lobby, verb(lobby, 'yai')));
    }
    const draft = await stored(gameId);
    draft.record.seed = SEED;
    await h.repo.save(draft);
    lobby = lobbyOf(discord.channelId);
    await act(h, () => alice.click(lobby, verb(lobby, 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    expect(discord.messages(thread.id)[0].content).toMatch(/The Republic of Rome\*\* begins \(Early Republic, 4 player factions\)/);

    // Plant recognisable hidden values: the faction treasuries (the bank keeps the sum).
    const plant = (st: RepublicState) => {
      for (const f of st.factions) {
        st.bank -= PLANTED[f.seat] - f.treasury;
        f.treasury = PLANTED[f.seat];
      }
    };
    const g0 = await stored(gameId);
    plant(g0.state!);
    const plantedAt = g0.record.actions.length;
    await h.repo.save(g0);

    const boardOf = () => discord.messages(thread.id).filter((m) => buttons(m).some((b) => b.custom_id.endsWith(':rp'))).at(-1)!;
    // The private view: only in the member's ephemeral reply.
    const mine = await act(h, () => alice.click(boardOf(), verb(boardOf(), 'hand')));
    const privateText = (await mine.reply()).content;
    expect(privateText).toMatch(/Your faction\*\* \(only you see this\)/);
    expect(privateText).toContain('7301 talents');

    const { clicks, decisions, windows, kinds, hands, restarted } = await playMember(h, gameId, thread.id, { restartAt: 10 });
    const final = await stored(gameId);
    expect(final.state!.turn).toBe(2);
    expect(restarted).toBe(true);
    // The member voted in the Senate and redistributed or passed in the Revenue phase.
    expect(kinds).toContain('vote');

    // What happened, from the record (replayed from the seed): every phase of turn 1 and a vote's result.
    let s = republic.setup(republic.parseOptions(final.record.options), final.record.seed);
    if (plantedAt === 0) plant(s);
    const phases = new Set<string>();
    const seen = new Set<string>();
    for (const [k, { player, action }] of final.record.actions.entries()) {
      if (k === plantedAt && k > 0) plant(s);
      const out = republic.apply(s, player, republic.parseAction(action));
      expect(out.ok).toBe(true);
      if (!out.ok) break;
      for (const e of out.events as RepublicEvent[]) {
        seen.add(e.type);
        if (e.type === 'phase') phases.add(String(e.phase));
      }
      s = out.state;
    }
    for (const p of ['revenue', 'forum', 'population', 'senate']) expect(phases, p).toContain(p);
    expect(seen).toContain('voteResult');

    // Nothing public shows a planted treasury or a card of the member's hand; custom_ids carry no state.
    const publicMessages = [...discord.messages(discord.channelId), ...discord.messages(thread.id)];
    const texts = publicMessages.map((m) => JSON.stringify({ c: m.content, k: m.components, e: m.embeds }));
    // Snowflakes (user, message and thread ids) are long digit runs that may contain any four digits: left out.
    for (const text of [...texts, ...h.logs].map((x) => x.replace(/\d{12,}/g, '#'))) {
      for (const v of PLANTED) expect(text).not.toContain(String(v));
    }
    const board = boardOf();
    const boardTexts = publicMessages.map((m) => m.content).join('\n');
    for (const name of hands) {
      if (!/^(Tribune|Assassin)/.test(name)) expect(boardTexts, name).not.toContain(`: ${name}`);
    }
    for (const b of buttons(board)) expect(b.custom_id.length).toBeLessThanOrEqual(100);
    // The state of Rome always; the Mediterranean when the last move changed the map (the Combat Phase went by).
    expect(board.attachments[0].filename).toMatch(/^republic-[^-]+-\d+\.png$/);
    expect(board.attachments.slice(1).map((a) => a.filename.split('-')[1])).toEqual(board.attachments.length > 1 ? ['map'] : []);
    // Over the turn every board post's pictures: the map came with the Combat Phase at least once.
    expect(publicMessages.some((m) => m.attachments.some((a) => a.filename.startsWith('republic-map-')))).toBe(true);
    // The number of interactions the member needed for the whole turn (the closing note reports it).
    console.log(`republic e2e: member interactions in turn 1: ${clicks} for ${decisions} decisions and ${windows} Senate windows let go (each window also closes by itself)`);
    expect(clicks).toBeGreaterThanOrEqual(decisions + windows);
  }, 600_000);

  it('plays one turn of a 1-player game: the engine adds and plays the Neutral factions', async () => {
    const { discord } = h;
    const alice = discord.as('alice');
    await act(h, () => alice.slash(discord.channelId, 'republic', { subcommand: 'new', options: { players: 1 } }));
    const lobby = lobbyOf(discord.channelId);
    expect(lobby.content).toMatch(/Neutral factions/);
    const gameId = buttons(lobby)[0].custom_id.split(':')[1];
    const draft = await stored(gameId);
    draft.record.seed = `${SEED}-solo`;
    await h.repo.save(draft);
    await act(h, () => alice.click(lobby, verb(lobby, 'ystart')));
    const thread = discord.threads(discord.channelId).at(-1)!;
    const first = boardIn(thread.id);
    // The Neutrals are on the board by their role, with no member or AI behind them.
    expect(first.content).toMatch(/\(Neutral\)/);
    const { kinds } = await playMember(h, gameId, thread.id, { restartAt: -1 });
    const final = await stored(gameId);
    expect(final.state!.turn).toBe(2);
    expect(final.state!.factions.filter((f) => f.kind === 'neutral').length).toBeGreaterThan(0);
    expect(kinds.size).toBeGreaterThan(2);
  }, 600_000);
});
