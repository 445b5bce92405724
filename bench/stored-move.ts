/**
 * What the storage benches store and do per move: a Caesar! duel in its middle (its state and some 60
 * actions, as a move reads and writes it), and one move's reads and writes as the bot makes them.
 */
import { discordAdapters, gameIds } from '../src/core/registry';
import type { GameRepository, StoredGame } from '../src/storage';

/** A factory of stored games, each the same mid-game record under its own id. */
export async function midGameRecords(): Promise<(id: string) => StoredGame> {
  if (gameIds().length === 0) await import('../src/games/index');
  const adapter = discordAdapters().caesar;
  const { caesar } = await import('../src/games/caesar/index');
  const { options } = adapter.newGame({ kind: 'duel' });
  let { state } = adapter.setup(options, 'bench-seed');
  const actions: { player: number; action: unknown }[] = [];
  for (let i = 0; i < 60; i++) {
    const seat = adapter.toMove(state);
    if (seat === null) break;
    const legal = caesar.legalActions(state as never, seat);
    const action = legal[(i * 7919 + 13) % legal.length];
    const out = adapter.apply(state, seat, action);
    if (!out.ok) break;
    state = out.state;
    actions.push({ player: seat, action });
  }
  return (id: string): StoredGame => ({
    meta: {
      id, game: 'caesar', status: 'active', kind: 'duel', guildId: '1', channelId: '2', threadId: `t${id}`, seats: ['10', '11'],
      challenger: '10', opponent: '11', aiLevel: null, locale: 'en', createdAt: 1, updatedAt: 1, lastMoveAt: 1, expiresAt: null,
      challengeMessageId: null, boardMessageId: null, remindedVersion: null, abandonRequestedBy: null, lastEvents: [],
    },
    record: { game: 'caesar', options, seed: 'bench-seed', actions: [...actions] },
    state,
  });
}

/** One move of game `id`: the reads, the save with its board post in the outbox, then the save once posted. */
export async function storedMove(repo: GameRepository, id: string, k: number): Promise<void> {
  for (let i = 0; i < 3; i++) await repo.get(id);
  const game = (await repo.get(id))!;
  game.record.actions.push({ player: 0, action: { k } });
  game.outbox = [{ kind: 'board', version: k }];
  await repo.save(game);
  game.outbox = [];
  game.meta.boardMessageId = String(k);
  await repo.save(game);
}
