/**
 * Discord steps for the end by agreement and for captured generals: the
 * "call for an end" button any living player may press (also while waiting
 * for others), its choice of winner, and the offers that pay a ransom with
 * captured generals. Answers to a vote and removals of captives come through
 * the main menu, since the engine lists them.
 *
 * Verbs:
 *   kk              board button (own handler): any member opens the choice below, in turn or not
 *   ke              button: choose who wins if all agree (select)
 *   ke  w           select: value = seat | "shared" → call for an end
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { canCallEnd, conquest } from '..';
import { translator } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import type { BotContext, ComponentInteraction, InteractionLog } from '../../../core/discord-adapter';
import { plainSeatNames, translateRuleError } from '../../../bot/service';
import { heldBy } from '../economy';
import type { ConquestState } from '../types';
import type { Translate } from '../../../i18n';
import { gameId as gid } from '../../../bot/custom-id';
import type { Row, StepResult } from '../../../core/discord-adapter';

export const END_VERB = 'ke';
/** The board's button: the public board may not be edited in place, so it opens the choice in a new ephemeral reply. */
export const END_BOARD_VERB = 'kk';

/** The board button for the call for an end (every member sees it; the click checks whether they may call now). */
export function endBoardButton(s: ConquestState, gameId: string, tr: Translate) {
  return { type: ComponentType.Button as const, custom_id: gid(gameId, s.version, END_BOARD_VERB), label: tr('conquest.end.call').slice(0, 80), style: ButtonStyle.Secondary as const };
}

/**
 * A member clicked the board's "Call for an end": the choice of winner, by
 * member name, in their ephemeral reply, or why they may not call now. The
 * select it shows ('ke w') goes through the move builder like any step.
 */
export async function openEndCall(ctx: BotContext, i: ComponentInteraction, game: StoredGame<ConquestState>, log: InteractionLog): Promise<void> {
  const t = translator(i.locale);
  const s = game.state!;
  const seat = game.meta.seats.indexOf(i.user.id);
  const probe = conquest.apply(s, seat, { type: 'callEnd', winner: null });
  if (!probe.ok) {
    log.outcome = 'illegal';
    await i.editReply({ content: translateRuleError(probe.error, t), components: [] });
    return;
  }
  const names = await plainSeatNames(ctx, game.meta, t);
  const step = endCallStep(s, seat, game.meta.id, [], [], t, (x) => names[x] ?? String(x + 1));
  log.outcome = 'ok';
  await i.editReply(step.kind === 'ui' ? { content: step.content, components: step.components } : { content: t('error.illegal', { reason: t('rule.generic') }), components: [] });
}

/** The button that opens the call for an end, or null when this seat may not call now. */
export function endCallButton(s: ConquestState, seat: number, gameId: string, tr: Translate) {
  if (!canCallEnd(s, seat)) return null;
  return { type: ComponentType.Button as const, custom_id: gid(gameId, s.version, END_VERB), label: tr('conquest.end.call').slice(0, 80), style: ButtonStyle.Secondary as const };
}

export function endCallStep(
  s: ConquestState, seat: number, gameId: string, args: string[], values: string[], tr: Translate,
  name: (seat: number) => string = (x) => tr('conquest.seat', { n: x + 1 }),
): StepResult {
  if (!canCallEnd(s, seat)) return { kind: 'illegal' };
  if (args[0] === 'w') {
    const v = values[0];
    const winner = v === 'shared' ? null : Number(v);
    if (winner !== null && (!Number.isInteger(winner) || !s.players[winner]?.alive)) return { kind: 'illegal' };
    return { kind: 'action', action: { type: 'callEnd', winner } };
  }
  const options = [
    ...s.players.map((p, i) => ({ p, i })).filter(({ p }) => p.alive).map(({ i }) => ({ label: tr('conquest.end.declare', { player: name(i) }).slice(0, 100), value: String(i) })),
    { label: tr('conquest.end.shared').slice(0, 100), value: 'shared' },
  ];
  const rows: Row[] = [{
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: gid(gameId, s.version, END_VERB, 'w'), placeholder: tr('conquest.end.choose').slice(0, 150), options }],
  } as Row];
  return { kind: 'ui', content: tr('conquest.end.explain'), components: rows };
}

const EXCHANGE_AMOUNTS = [0, 10, 20, 40];

/** Ransom offers paid (also) with the holder's own generals this seat holds: every count, a few talent amounts. */
export function exchangeOffers(s: ConquestState, seat: number): { holder: number; generals: number; amount: number; exchange: number }[] {
  if (s.phase !== 'buy' || s.battle || s.ransomOffer || s.endVote || s.active !== seat) return [];
  const out: { holder: number; generals: number; amount: number; exchange: number }[] = [];
  for (const c of s.captives.filter((x) => x.owner === seat)) {
    const theirs = heldBy(s, seat, c.holder);
    for (let exchange = 1; exchange <= theirs; exchange++) {
      for (const amount of EXCHANGE_AMOUNTS) {
        const offer = { holder: c.holder, generals: c.count, amount, exchange };
        if (conquest.apply(s, seat, { type: 'offerRansom', ...offer }).ok) out.push(offer);
      }
    }
  }
  return out;
}
