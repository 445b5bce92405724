/**
 * Taking back the last move in a casual game against the computer (issue 15),
 * for any game whose record replays: the member's last action and everything
 * the computer answered after it go back together. A game supplies its replay
 * (setup from the seed, one action) and its words; this module holds the rules
 * every game shares.
 *
 * - Only games between one member and the computer: no other member sits at
 *   the table (they would have seen the move), and never a league game.
 * - Only the member's own last action, and only once per move: right after a
 *   takeback the last events mark it, and the next one needs a new move.
 * - The earlier position is rebuilt from the record (setup from its seed,
 *   replay of the actions before the move) and trusted only if replaying the
 *   whole record gives back the stored state; the generator's seed thus stays
 *   where the record puts it, and `legatus replay` of the shortened record
 *   still reads the game. The version is the stored one plus one, so buttons
 *   of the undone position stay stale.
 * - The answer names nothing of the computer's: what it held or drew after the
 *   move goes with the record's tail; the new board is the public one.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../i18n';
import type { GameMeta, StoredGame } from '../storage';
import { leagueRepositoryOf } from '../storage/league-repository';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../core/discord-adapter';
import { gameId as gid } from './custom-id';
import { owe } from './outbox';
import { postBoard } from './service';

/** Marks the last events after a takeback: the next one needs a new move first. */
export const TAKEN_BACK = 'takenBack';

export type TakebackRefusal = 'notAi' | 'notYours' | 'once' | 'cannot';

type Versioned = { version: number };

/** What a game lends the takeback. */
export interface TakebackSpec<S extends Versioned> {
  /** The custom_id verb of the button. */
  verb: string;
  /** The locale keys' prefix: `<ns>.button`, `<ns>.done`, and one per refusal. */
  ns: string;
  /** Whether the game is one member's against the computer (the seats' test is shared: see againstComputerOnly). */
  casual(meta: GameMeta): boolean;
  /** The game's starting position from its record, and one recorded action (a refused action returns ok: false). */
  setup(options: unknown, seed: string): S;
  apply(state: S, player: number, action: unknown): { ok: true; state: S } | { ok: false };
}

/** A state without its version (versions differ after an earlier takeback). */
function same<S extends Versioned>(a: S, b: S): boolean {
  return JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 });
}

/** The cheap checks, without replay: the index of the member's last action, or why it cannot go back. */
export function lastOwnMove<S extends Versioned>(spec: TakebackSpec<S>, game: StoredGame<S>, seat: number): { ok: true; index: number } | { ok: false; why: TakebackRefusal } {
  const { meta, record } = game;
  if (!spec.casual(meta)) return { ok: false, why: 'notAi' };
  if (meta.status !== 'active' || !game.state || seat < 0 || !meta.seats[seat]) return { ok: false, why: 'notYours' };
  // Another member at the table has seen the move.
  if (meta.seats.some((u, k) => k !== seat && u)) return { ok: false, why: 'notAi' };
  if ((meta.lastEvents as { type?: unknown }[]).some((e) => e?.type === TAKEN_BACK)) return { ok: false, why: 'once' };
  const actions = record.actions;
  let index = actions.length - 1;
  // Only the computer's answers may follow the member's move.
  while (index >= 0 && actions[index].player !== seat) index--;
  return index < 0 ? { ok: false, why: 'notYours' } : { ok: true, index };
}

/** The position before the member's last move, rebuilt from the record, or why it cannot be taken back. */
export function stateBeforeOwnMove<S extends Versioned>(spec: TakebackSpec<S>, game: StoredGame<S>, seat: number): { ok: true; state: S; keep: number } | { ok: false; why: TakebackRefusal } {
  const last = lastOwnMove(spec, game, seat);
  if (!last.ok) return last;
  const actions = game.record.actions;
  try {
    let s = spec.setup(game.record.options, game.record.seed);
    let before: S | null = null;
    for (let k = 0; k < actions.length; k++) {
      if (k === last.index) before = s;
      const out = spec.apply(s, actions[k].player, actions[k].action);
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
export function takebackRows<S extends Versioned>(spec: TakebackSpec<S>, game: StoredGame<S>, seat: number, t: Translate): Row[] {
  if (!lastOwnMove(spec, game, seat).ok) return [];
  return [{
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.Button, custom_id: gid(game.meta.id, game.state!.version, spec.verb), label: t(`${spec.ns}.button`), style: ButtonStyle.Danger }],
  }];
}

/** The button: takes the member's last move and the computer's answer back, saves, and posts a new board. */
export async function takeBack<S extends Versioned>(spec: TakebackSpec<S>, ctx: BotContext, i: ComponentInteraction, game: StoredGame<S>, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const seat = game.meta.seats.indexOf(i.user.id);
  // A league game can have lost its other members (replaced by the AI): its link says it is rated.
  const rated = spec.casual(game.meta) && !!(await leagueRepositoryOf(ctx.repo).gameLink(game.meta.id));
  const before: ReturnType<typeof stateBeforeOwnMove<S>> = rated ? { ok: false, why: 'notAi' } : stateBeforeOwnMove(spec, game, seat);
  if (!before.ok) {
    log.outcome = `takeback.${before.why}`;
    await i.editReply({ content: t(`${spec.ns}.${before.why}`), components: [], allowedMentions: { parse: [] } });
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
  await i.editReply({ content: t(`${spec.ns}.done`), components: [], allowedMentions: { parse: [] } });
  try {
    await postBoard(ctx, game);
  } catch (e) {
    ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'board post after a takeback failed');
  }
}
