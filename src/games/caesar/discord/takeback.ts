/**
 * Taking back the last move in a casual game against the computer (issue 15):
 * the member's last action and everything the AI (or Crassus, inside the
 * engine) answered after it go back together.
 *
 * - Only games against the computer ('bot', 'solo'): duels and league games
 *   have a human opponent who has seen the move, so they are refused.
 * - Only the member's own last action, and only once per move: right after a
 *   takeback the last events mark it, and the next one needs a new move.
 * - The earlier position is rebuilt from the record (setup from its seed,
 *   replay of the actions before the move) and trusted only if replaying the
 *   whole record gives back the stored state; the generator's seed thus stays
 *   where the record puts it, and `legatus replay` of the shortened record
 *   still reads the game. The version is the stored one plus one, so buttons
 *   of the undone position stay stale.
 * - The answer names no token: the AI's face-down tokens and draws after the
 *   move are simply dropped with the record's tail; the new board shows the
 *   public view only.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import { gameId as gid } from '../../../bot/custom-id';
import { owe } from '../../../bot/outbox';
import { postBoard } from '../../../bot/service';
import { caesar, setupGame } from '../index';
import type { CaesarState } from '../types';

export const TAKEBACK_VERB = 'ctb';
/** Marks the last events after a takeback: the next one needs a new move first. */
export const TAKEN_BACK = 'takenBack';

export type TakebackRefusal = 'notAi' | 'notYours' | 'once' | 'cannot';

/** A state without its version (versions differ after an earlier takeback). */
function same(a: CaesarState, b: CaesarState): boolean {
  return JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 });
}

/** The cheap checks, without replay: the index of the member's last action, or why it cannot go back. */
export function lastOwnMove(game: StoredGame<CaesarState>, seat: number): { ok: true; index: number } | { ok: false; why: TakebackRefusal } {
  const { meta, record } = game;
  if (meta.kind !== 'bot' && meta.kind !== 'solo') return { ok: false, why: 'notAi' };
  if (meta.status !== 'active' || !game.state || seat < 0 || !meta.seats[seat]) return { ok: false, why: 'notYours' };
  if ((meta.lastEvents as { type?: unknown }[]).some((e) => e?.type === TAKEN_BACK)) return { ok: false, why: 'once' };
  const actions = record.actions;
  let index = actions.length - 1;
  // Only the computer's answers may follow the member's move.
  while (index >= 0 && actions[index].player !== seat) {
    if (meta.seats[actions[index].player]) return { ok: false, why: 'notYours' };
    index--;
  }
  return index < 0 ? { ok: false, why: 'notYours' } : { ok: true, index };
}

/** The position before the member's last move, rebuilt from the record, or why it cannot be taken back. */
export function stateBeforeOwnMove(game: StoredGame<CaesarState>, seat: number): { ok: true; state: CaesarState; keep: number } | { ok: false; why: TakebackRefusal } {
  const last = lastOwnMove(game, seat);
  if (!last.ok) return last;
  const actions = game.record.actions;
  try {
    let s = setupGame(caesar.parseOptions(game.record.options), game.record.seed).state;
    let before: CaesarState | null = null;
    for (let k = 0; k < actions.length; k++) {
      if (k === last.index) before = s;
      const out = caesar.apply(s, actions[k].player, caesar.parseAction(actions[k].action));
      if (!out.ok) return { ok: false, why: 'cannot' };
      s = out.state;
    }
    // The record no longer rebuilds the stored game (rules changed since, a repaired game): the move stands.
    if (!before || !same(s, game.state!)) return { ok: false, why: 'cannot' };
    return { ok: true, state: { ...before, version: game.state!.version + 1 }, keep: last.index };
  } catch {
    return { ok: false, why: 'cannot' };
  }
}

/** The button under the member's private answer to a move, while the move can be taken back. */
export function takebackRows(game: StoredGame<CaesarState>, seat: number, t: Translate): Row[] {
  if (!lastOwnMove(game, seat).ok) return [];
  return [{
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.Button, custom_id: gid(game.meta.id, game.state!.version, TAKEBACK_VERB), label: t('caesarTakeback.button'), style: ButtonStyle.Danger }],
  }];
}

/** The button: takes the member's last move and the computer's answer back, saves, and posts a new board. */
export async function takeBack(ctx: BotContext, i: ComponentInteraction, game: StoredGame<CaesarState>, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const seat = game.meta.seats.indexOf(i.user.id);
  const before = stateBeforeOwnMove(game, seat);
  if (!before.ok) {
    log.outcome = `takeback.${before.why}`;
    await i.editReply({ content: t(`caesarTakeback.${before.why}`), components: [], allowedMentions: { parse: [] } });
    return;
  }
  game.state = before.state;
  game.record.actions.splice(before.keep);
  game.meta.lastMoveAt = ctx.now();
  game.meta.remindedVersion = null;
  game.meta.abandonRequestedBy = null;
  game.meta.lastEvents = [{ type: TAKEN_BACK, seat }];
  owe(ctx, game, 'board');
  await ctx.repo.save(game);
  log.outcome = 'takenBack';
  await i.editReply({ content: t('caesarTakeback.done'), components: [], allowedMentions: { parse: [] } });
  try {
    await postBoard(ctx, game);
  } catch (e) {
    ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'board post after a takeback failed');
  }
}
