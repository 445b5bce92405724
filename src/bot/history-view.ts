/**
 * A page of a game's history: the board picture of one past position (the
 * PUBLIC picture the game posts, rebuilt by replaying the record up to that
 * move), the moves that led there, and buttons to page back and forward.
 * Shown in the asker's own ephemeral message; the buttons name the game and
 * the position only (h:<gameId>:<position>:<tag>), so paging works after a
 * restart and never changes the game.
 */
import { ButtonStyle, ComponentType } from 'discord.js';
import type { Translate } from '../i18n';
import type { StoredGame } from '../storage';
import type { BotContext } from './context';
import type { BoardPost, Row } from '../core/discord-adapter';
import { historyId } from './custom-id';
import { seatName } from './service';

const LINES_SHOWN = 6;

/** The game as it stood after `position` actions (0 = the set-up); the stored game itself at the end. */
export function gameAt(ctx: BotContext, game: StoredGame, position: number): StoredGame {
  const actions = game.record.actions;
  if (position >= actions.length) return game;
  const adapter = ctx.adapters[game.meta.game];
  let { state } = adapter.setup(game.record.options, game.record.seed);
  for (const { player, action } of actions.slice(0, position)) {
    const out = adapter.apply(state, player, action);
    if (!out.ok) throw new Error(`the record of ${game.meta.id} does not replay: ${out.error.code}`);
    state = out.state;
  }
  return {
    ...game,
    state,
    meta: { ...game.meta, status: 'active', lastEvents: [] },
    record: { ...game.record, actions: actions.slice(0, position), result: undefined },
    outbox: [],
  };
}

export async function historyPage(ctx: BotContext, game: StoredGame, wanted: number, t: Translate): Promise<Omit<BoardPost, 'components'> & { components: Row[] }> {
  const count = game.record.actions.length;
  const position = Math.max(0, Math.min(count, wanted));
  const adapter = ctx.adapters[game.meta.game];
  const then = gameAt(ctx, game, position);
  const post = await adapter.boardPost(then, [], t, (seat) => seatName(ctx, game.meta, seat, t));
  const lines = position === 0 ? [t('server.history.start')] : adapter.history(then, t).slice(-LINES_SHOWN);
  const head = t('server.history.position', { id: game.meta.id, position, count });
  const button = (tag: string, to: number, label: string, disabled: boolean) => ({
    type: ComponentType.Button as const, custom_id: historyId(game.meta.id, to, tag), label, style: ButtonStyle.Secondary as const, disabled,
  });
  return {
    content: [head, ...lines].join('\n').slice(0, 2000),
    files: post.files.slice(0, 1).map((f) => ({ ...f, name: `history-${game.meta.id}-${position}.png` })),
    components: [{
      type: ComponentType.ActionRow,
      components: [
        button('f', 0, `⏮ ${t('server.history.first')}`, position === 0),
        button('b', position - 1 < 0 ? 0 : position - 1, `◀ ${t('server.history.back')}`, position === 0),
        button('n', Math.min(count, position + 1), `${t('server.history.forward')} ▶`, position === count),
        button('l', count, `${t('server.history.last')} ⏭`, position === count),
      ],
    }],
  };
}
