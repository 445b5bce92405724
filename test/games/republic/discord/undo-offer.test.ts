/**
 * "Take back my move" where the member looks next (./src/games/republic/discord/undo.ts): the builder
 * opened from the board and its refresh offer it while the move can still be taken back, also when the
 * member has nothing to decide; and a Neutral's automatic answers inside the move are taken back with it.
 */
import { describe, expect, it, vi } from 'vitest';
import { republic } from '../../../../src/games/republic';
import * as neutral from '../../../../src/games/republic/neutral/policy';
import { chooseAction } from '../../../../src/games/republic/ai';
import { stateBeforeLast } from '../../../../src/games/republic/discord/undo';
import { registerGame } from '../../../../src/core/registry';
import { republicPlugin } from '../../../../src/games/republic/plugin';
import { handleGameComponent } from '../../../../src/bot/components';
import { decodeCustomId } from '../../../../src/bot/custom-id';
import type { GameMeta, StoredGame } from '../../../../src/storage';
import type { RepublicState } from '../../../../src/games/republic/types';
import { fakeComponent, fakeContext } from '../../../bot/fakes';

registerGame(republicPlugin);

const USERS = ['ann', 'bob', 'cat'];

function table(players: number, seed: string): StoredGame<RepublicState> {
  const options = republic.parseOptions({ players });
  const meta = {
    id: 'uo1', game: 'republic', status: 'active', kind: 'table', guildId: 'g', channelId: 'chan', threadId: null,
    seats: USERS.slice(0, players), challenger: 'ann', opponent: null, aiLevel: 2, locale: 'en', createdAt: 0, updatedAt: 0,
    lastMoveAt: 0, expiresAt: null, challengeMessageId: null, boardMessageId: null, remindedVersion: null,
    abandonRequestedBy: null, lastEvents: [],
    table: { players, homes: 'random', chosenHomes: [], ai: [], deadlineHours: 24, lobbyMessageId: null, settings: {} },
  } as unknown as GameMeta;
  return { meta, record: { game: 'republic', options, seed, actions: [] }, state: republic.setup(options, seed) };
}

/** The deciding seat's move as the AI would make it, recorded as the bot records it. */
function move(game: StoredGame<RepublicState>): { seat: number; before: RepublicState; events: unknown[] } {
  const before = game.state!;
  const seat = republic.activePlayers(before)[0];
  const action = chooseAction(republic.view(before, seat), seat, `u${before.version}`);
  const out = republic.apply(before, seat, action);
  if (!out.ok) throw new Error(out.error.message);
  game.state = out.state;
  game.record.actions.push({ player: seat, action });
  game.meta.lastEvents = out.events;
  return { seat, before, events: out.events };
}

async function click(game: StoredGame<RepublicState>, user: string, verb: string) {
  const { ctx } = fakeContext({}, () => 1000);
  await ctx.repo.save(game);
  const custom = `g:${game.meta.id}:${game.state!.version}:${verb}`;
  const f = fakeComponent(user, custom);
  const log = { outcome: '' };
  await handleGameComponent(ctx, f.i, decodeCustomId(custom) as Extract<ReturnType<typeof decodeCustomId>, { scope: 'g' }>, log);
  const reply = f.calls.filter((c) => c.method === 'editReply').at(-1)!.payload as { content: string; components: { components: { custom_id?: string; label?: string }[] }[] };
  const ids = reply.components.flatMap((r) => r.components.map((c) => c.custom_id ?? ''));
  return { reply, ids, log };
}

describe('Republic: the builder offers "Take back my move" while it is allowed', () => {
  it('after her move, with nobody else acting yet, Decide on the board shows her the button though it is not her turn', async () => {
    const game = table(3, 'undo-offer-1');
    const { seat } = move(game);
    const user = USERS[seat];
    // Someone else decides now: the generic builder would only say it is not her turn.
    expect(republic.activePlayers(game.state!)[0]).not.toBe(seat);
    const open = await click(game, user, 'rp');
    expect(open.log.outcome).toBe('ok');
    expect(open.ids).toContain(`g:uo1:${game.state!.version}:ru`);
    expect(open.reply.content).toContain('You may still take back your last move.');
    // The refresh inside the builder keeps offering it.
    expect((await click(game, user, 'rw')).ids).toContain(`g:uo1:${game.state!.version}:ru`);
    // Nobody else is offered her move.
    const other = USERS[republic.activePlayers(game.state!)[0]];
    expect((await click(game, other, 'rp')).ids.some((id) => id.endsWith(':ru'))).toBe(false);
    // Once the next faction acted, her move stands: no button, and Decide says it is not her turn as before.
    move(game);
    const later = await click(game, user, 'rp');
    expect(later.ids.some((id) => id.endsWith(':ru'))).toBe(false);
    expect(later.log.outcome).toBe('notYourTurn');
  });

  it('is not offered for a move that revealed chance', async () => {
    const game = table(3, 'undo-offer-1');
    let last = move(game);
    for (let k = 0; k < 60 && JSON.stringify(last.before.rng) === JSON.stringify(game.state!.rng); k++) last = move(game);
    expect(game.state!.rng).not.toEqual(last.before.rng);
    expect((await click(game, USERS[last.seat], 'rw')).ids.some((id) => id.endsWith(':ru'))).toBe(false);
  });
});

describe('Republic: "My faction" offers "Take back my move" while it is allowed', () => {
  it('shows her private view with the button after her move, to nobody else, and no longer once the next faction acted', async () => {
    const game = table(3, 'undo-offer-1');
    const { seat } = move(game);
    const user = USERS[seat];
    const mine = await click(game, user, 'hand');
    expect(mine.log.outcome).toBe('ok');
    expect(mine.reply.content).toContain('Faction');
    expect(mine.ids).toEqual([`g:uo1:${game.state!.version}:ru`]);
    expect(mine.reply.components[0].components[0].label).toBe('Take back my move');
    const other = USERS[republic.activePlayers(game.state!)[0]];
    expect((await click(game, other, 'hand')).ids).toEqual([]);
    move(game);
    expect((await click(game, user, 'hand')).ids).toEqual([]);
  });

  it('the button there takes the move back', async () => {
    const game = table(3, 'undo-offer-1');
    const { seat, before } = move(game);
    const mine = await click(game, USERS[seat], 'hand');
    const { ctx } = fakeContext({}, () => 2000);
    await ctx.repo.save(game);
    const f = fakeComponent(USERS[seat], mine.ids[0]);
    const log = { outcome: '' };
    await handleGameComponent(ctx, f.i, decodeCustomId(mine.ids[0]) as Extract<ReturnType<typeof decodeCustomId>, { scope: 'g' }>, log);
    expect(log.outcome).toBe('undone');
    const saved = (await ctx.repo.get<RepublicState>('uo1'))!;
    expect({ ...saved.state!, version: 0 }).toEqual({ ...before, version: 0 });
  });
});

describe('Republic: a Neutral\'s automatic answers inside a move are taken back with it', () => {
  it('the member chooses her Faction Leader, the Neutrals after her choose theirs in the same move; taking it back undoes theirs too', () => {
    const game = table(1, 'n1');
    game.meta.table!.players = 1;
    const before = game.state!;
    // Three Neutrals still choose their leaders after her (the fourth chose before her, at set-up).
    const waiting = before.factions.filter((f) => f.kind === 'neutral' && f.leader === null).map((f) => f.seat);
    expect(waiting).toHaveLength(3);
    const real = neutral.neutralAnswer;
    let answered = 0;
    const spy = vi.spyOn(neutral, 'neutralAnswer').mockImplementation((...a) => { answered++; return real(...a); });
    try {
      move(game);
    } finally {
      spy.mockRestore();
    }
    // The Neutrals answered inside her move without rolling: their leaders are chosen.
    expect(answered).toBeGreaterThan(0);
    expect(game.state!.rng).toEqual(before.rng);
    for (const seat of waiting) expect(game.state!.factions[seat].leader).not.toBeNull();
    const out = stateBeforeLast(game, 0);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect({ ...out.state, version: 0 }).toEqual({ ...before, version: 0 });
    for (const seat of waiting) expect(out.state.factions[seat].leader).toBeNull();
  });

  it('a move in which a Neutral rolled stands', () => {
    const game = table(1, 'n1');
    let last = move(game);
    for (let k = 0; k < 60 && JSON.stringify(last.before.rng) === JSON.stringify(game.state!.rng); k++) last = move(game);
    expect(game.state!.rng).not.toEqual(last.before.rng);
    expect(stateBeforeLast(game, 0)).toEqual({ ok: false, why: 'chance' });
  });
});
