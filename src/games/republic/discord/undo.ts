/**
 * Taking back one's last move (issue 13: "undo of the current step before it
 * is committed"). A member may take back their own last action while
 *
 * - nobody acted after it (it is the last action of the record: no AI, no
 *   other member, no deadline default came after it), and
 * - it revealed no randomness (the seeded generator did not move: no dice,
 *   no card drawn, no mortality chit) and no other faction's secret (the
 *   counter-bribes of a round it closed).
 *
 * Everything the move showed is public or the member's own (a vote, a card
 * played from their hand, a proposal), so taking it back hides nothing that
 * others have not seen and gains no knowledge of chance. The button
 * (`ru`, carrying the version after the move) sits in the member's private
 * reply to the move; a click after anyone acted is stale and refused by the
 * router, a click by anyone else finds that the last action is not theirs.
 *
 * The earlier state is rebuilt from the record (replay without the last
 * action) and trusted only if replaying the last action on it gives back the
 * stored state exactly; its version is the stored one plus one, so versions
 * never repeat (old buttons of the undone position stay stale).
 *
 * The button is offered again wherever the member looks next while the move
 * can still be taken back: the builder opened from the board ("Decide") and
 * its refresh (`openBuilder`), also when the member has nothing to decide,
 * and "My faction" (`handUndoRows`).
 *
 * A Neutral's automatic answers (section 4) run inside the move that led to
 * them (the engine's settle), so the record rebuilds them and taking the move
 * back takes them back too; a Neutral's roll inside the move moved the
 * generator, so such a move stands.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { translator, type Translate } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog, Row } from '../../../core/discord-adapter';
import { gameId as gid } from '../../../bot/custom-id';
import { owe } from '../../../bot/outbox';
import { postBoard } from '../../../bot/service';
import { republic } from '../index';
import type { RepublicState } from '../types';
import { actors, buildStep } from './steps';

export const UNDO_VERB = 'ru';

/**
 * Events that show other factions' secrets: the round's counter-bribes revealed together. A move that
 * closed such a round stands even when no dice followed (the persuader may raise first): taking it back
 * would let its player answer again knowing the others' amounts.
 */
const REVEALS = new Set(['counterBribes']);

function reveals(events: unknown[]): boolean {
  return (events as { type?: unknown }[]).some((e) => REVEALS.has(String(e.type)));
}

/** A state without its version (versions differ after an earlier undo). */
function same(a: RepublicState, b: RepublicState): boolean {
  return JSON.stringify({ ...a, version: 0 }) === JSON.stringify({ ...b, version: 0 });
}

function sameChance(a: RepublicState, b: RepublicState): boolean {
  return JSON.stringify([a.rng, a.forced]) === JSON.stringify([b.rng, b.forced]);
}

/** Whether the last action of the record is `seat`'s and could be taken back judging by the state before it. */
export function undoable(game: StoredGame<RepublicState>, seat: number, before: RepublicState): boolean {
  const s = game.state;
  const last = game.record.actions.at(-1);
  return !!s && !s.ending && game.meta.status === 'active' && last?.player === seat && !!game.meta.seats[seat] && sameChance(before, s)
    && !reveals(game.meta.lastEvents ?? []);
}

/** The undo button for the member's private reply after a move, when the move can be taken back. */
export function undoRows(game: StoredGame<RepublicState>, seat: number, before: RepublicState, t: Translate): Row[] {
  if (!undoable(game, seat, before)) return [];
  return [undoButton(game, t)];
}

export type UndoRefusal = 'notYours' | 'chance' | 'revealed' | 'cannot';

/**
 * Whether `seat` may take back the last action now, without the state before it (the builder opened
 * later): the cheap checks first, then the record's replay, remembered per position (a long game's replay
 * is not free and the builder may be refreshed often).
 */
const offered = new Map<string, boolean>();
const OFFERED_MAX = 500;

export function undoOffered(game: StoredGame<RepublicState>, seat: number): boolean {
  const s = game.state;
  const last = game.record.actions.at(-1);
  if (!s || s.ending || game.meta.status !== 'active' || seat < 0 || last?.player !== seat || !game.meta.seats[seat]) return false;
  if (reveals(game.meta.lastEvents ?? [])) return false;
  const key = `${game.meta.id}:${s.version}:${seat}:${game.record.actions.length}`;
  let ok = offered.get(key);
  if (ok === undefined) {
    ok = stateBeforeLast(game, seat).ok;
    if (offered.size >= OFFERED_MAX) offered.delete(offered.keys().next().value!);
    offered.set(key, ok);
  }
  return ok;
}

/** "My faction" (the private view): the undo button while the member's last move can still be taken back. */
export function handUndoRows(game: StoredGame<RepublicState>, seat: number, t: Translate): Row[] {
  return undoOffered(game, seat) ? [undoButton(game, t)] : [];
}

function undoButton(game: StoredGame<RepublicState>, t: Translate): Row {
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.Button, custom_id: gid(game.meta.id, game.state!.version, UNDO_VERB), label: t('republic.undo.button'), style: ButtonStyle.Danger }],
  };
}

/**
 * The builder opened from the board (`rp`) or refreshed (`rw`): the main menu as the generic builder shows
 * it, with "Take back my move" while the member's last move can still be taken back, also when they have
 * nothing to decide (the generic path would only say it is not their turn).
 */
export async function openBuilder(ctx: BotContext, i: ComponentInteraction, game: StoredGame<RepublicState>, verb: 'rp' | 'rw', log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const s = game.state!;
  const seat = game.meta.seats.indexOf(i.user.id);
  const undo = undoOffered(game, seat) ? [undoButton(game, t)] : [];
  const acting = actors(s).includes(seat);
  if (!acting && verb === 'rp' && undo.length === 0) {
    log.outcome = 'notYourTurn';
    await i.editReply({ content: t('error.notYourTurn'), components: [], allowedMentions: { parse: [] } });
    return;
  }
  const menu = buildStep(s, seat, game.meta.id, verb, [], [], t);
  log.outcome = 'ok';
  if (menu.kind !== 'ui') {
    await i.editReply({ content: t('error.illegal', { reason: t('rule.generic') }), components: [] });
    return;
  }
  const note = undo.length ? `\n${t('republic.undo.offer')}` : '';
  await i.editReply({ content: `${menu.content}${note}`.slice(0, 2000), components: [...menu.components.slice(0, 4), ...undo] });
}

/** The state before `seat`'s last action, or why it cannot be taken back. */
export function stateBeforeLast(game: StoredGame<RepublicState>, seat: number): { ok: true; state: RepublicState } | { ok: false; why: UndoRefusal } {
  const s = game.state!;
  const actions = game.record.actions;
  const last = actions.at(-1);
  if (!last || last.player !== seat || !game.meta.seats[seat] || s.ending) return { ok: false, why: 'notYours' };
  let before = republic.setup(republic.parseOptions(game.record.options), game.record.seed);
  try {
    for (const { player, action } of actions.slice(0, -1)) {
      const out = republic.apply(before, player, republic.parseAction(action));
      if (!out.ok) return { ok: false, why: 'cannot' };
      before = out.state;
    }
    const again = republic.apply(before, last.player, republic.parseAction(last.action));
    // The record no longer rebuilds the stored state (rules changed since, a repaired game): the move stands.
    if (!again.ok || !same(again.state, s)) return { ok: false, why: 'cannot' };
    if (!sameChance(before, s)) return { ok: false, why: 'chance' };
    if (reveals(again.events)) return { ok: false, why: 'revealed' };
  } catch {
    return { ok: false, why: 'cannot' };
  }
  return { ok: true, state: { ...before, version: s.version + 1 } };
}

/** The `ru` button: takes the clicking member's last move back, posts a new board and reopens their builder. */
export async function takeBack(ctx: BotContext, i: ComponentInteraction, game: StoredGame<RepublicState>, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const seat = game.meta.seats.indexOf(i.user.id);
  const before = stateBeforeLast(game, seat);
  if (!before.ok) {
    log.outcome = `undo.${before.why}`;
    await i.editReply({ content: t(`republic.undo.${before.why}`), components: [], allowedMentions: { parse: [] } });
    return;
  }
  game.state = before.state;
  game.record.actions.pop();
  game.meta.lastMoveAt = ctx.now();
  game.meta.remindedVersion = null;
  game.meta.lastEvents = [{ type: 'undone', seat }];
  owe(ctx, game, 'board');
  await ctx.repo.save(game);
  log.outcome = 'undone';
  const menu = buildStep(game.state, seat, game.meta.id, 'rp', [], [], t);
  const done = t('republic.undo.done');
  if (menu.kind === 'ui') await i.editReply({ content: `${done}\n${menu.content}`.slice(0, 2000), components: menu.components });
  else await i.editReply({ content: done, components: [] });
  try {
    await postBoard(ctx, game);
  } catch (e) {
    ctx.log.warn({ gameId: game.meta.id, err: (e as Error).message }, 'board post after an undo failed');
  }
}
