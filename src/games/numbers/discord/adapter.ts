/**
 * How the bot plays Numbers: duels and games against the computer, a board
 * post with the public picture, and a one-step builder (a button per card of
 * the player's own hand, in their ephemeral message).
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { gameId as gid } from '../../../bot/custom-id';
import { queueRender } from '../../../bot/render-queue';
import type { BoardPost, GameAdapter, Row } from '../../../core/discord-adapter';
import type { Translate } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import { abandon, eventsFor, numbers, resign, setupGame } from '../index';
import { renderNumbersBoard } from '../render/index';
import type { NumbersEvent, NumbersOptions, NumbersState, Seat } from '../types';
import { numbersCommand } from './command';

/** The builder's one verb: play the card at index arg[0] of the player's hand. */
const CARD = 'nc';

function describe(events: unknown[], t: Translate): string[] {
  const seat = (s: number) => t('numbers.seat', { n: s + 1 });
  return (events as NumbersEvent[]).flatMap((e) => {
    if (e.type === 'played') return [t('numbers.played', { player: seat(e.seat), card: e.card })];
    if (e.type === 'gameOver') return [t('numbers.gameOver')];
    return [];
  });
}

function cardButtons(state: NumbersState, seat: Seat, gameId: string): Row[] {
  return [{
    type: ComponentType.ActionRow,
    components: state.hands[seat].map((card, k) => ({
      type: ComponentType.Button as const, custom_id: gid(gameId, state.version, CARD, k), label: String(card), style: ButtonStyle.Primary as const,
    })),
  }];
}

export const numbersAdapter: GameAdapter<NumbersState> = {
  id: 'numbers',
  seatCount: 2,
  commands: () => [numbersCommand()],

  newGame(input) {
    const options = numbers.parseOptions({ cards: 3 });
    // The starter sits first against the computer; a duel seats both players.
    return { options, humanSeats: input.kind === 'bot' ? [0] : [0, 1] };
  },

  setup: (options, seed) => setupGame(numbers.parseOptions(options), seed),
  version: (state) => state.version,
  turn: (state) => state.turn,
  toMove: (state) => (state.endReason === null ? state.active : null),

  apply(state, player, action) {
    try {
      return numbers.apply(state, player, numbers.parseAction(action));
    } catch (e) {
      return { ok: false, error: { code: 'core.error.badAction', message: (e as Error).message } };
    }
  },

  publicEvents: (events) => eventsFor(events as NumbersEvent[], null),
  describeEvents: (events, t) => describe(eventsFor(events as NumbersEvent[], null), t),
  threadName: (names, t) => t('numbers.threadName', { players: names.join(' – ') }),
  startText(game, seatName, t) {
    return t('numbers.started', { options: this.modulesText(game.record.options, t), players: [0, 1].map(seatName).join(', ') });
  },

  async boardPost(game: StoredGame<NumbersState>, lastEvents, t, seatName): Promise<BoardPost> {
    const state = game.state!;
    const lines = [t('numbers.title', { turn: state.turn })];
    const last = describe(lastEvents, t);
    if (last.length) lines.push(t('numbers.last', { move: last.join(' ') }));
    const result = numbers.result(state);
    const components: Row[] = [];
    if (result) {
      lines.push(t('numbers.over', { result: result.winners.length ? t('numbers.won', { player: seatName(result.winners[0]) }) : t('numbers.draw') }));
    } else {
      lines.push(t('numbers.toPlay', { player: seatName(state.active) }));
      components.push({
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: gid(game.meta.id, state.version, 'play'), label: t('board.play'), style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: gid(game.meta.id, state.version, 'hand'), label: t('numbers.hand', { cards: '…' }).split(':')[0], style: ButtonStyle.Secondary },
        ],
      });
    }
    // Drawn from the PUBLIC view: hidden cards are backs only.
    const png = await queueRender(() => renderNumbersBoard(numbers.view(state, null), [t('numbers.seat', { n: 1 }), t('numbers.seat', { n: 2 })]));
    return { content: lines.join('\n'), files: [{ attachment: png, name: `numbers-${game.meta.id}-${state.version}.png`, description: t('numbers.imageAlt') }], components };
  },

  step(state, seat, gameId, verb, args, _values, t) {
    if (state.endReason !== null || seat !== state.active) return { kind: 'illegal' };
    if (verb === 'play') return { kind: 'ui', content: t('numbers.pick'), components: cardButtons(state, seat as Seat, gameId) };
    const card = state.hands[seat as Seat][Number(args[0])];
    return verb === CARD && card !== undefined ? { kind: 'action', action: { type: 'play', card } } : { kind: 'illegal' };
  },

  isBuilderVerb: (verb) => verb === CARD,

  handText(state, seat, t) {
    const hand = state.hands[seat as Seat];
    return hand.length ? t('numbers.hand', { cards: hand.join(' · ') }) : t('numbers.handEmpty');
  },

  history(game, t) {
    const options = numbers.parseOptions(game.record.options);
    let state = setupGame(options, game.record.seed).state;
    const lines: string[] = [];
    for (const { player, action } of game.record.actions) {
      const out = numbers.apply(state, player, numbers.parseAction(action));
      if (!out.ok) break;
      state = out.state;
      lines.push(...describe(out.events, t));
    }
    return lines;
  },

  computerSeat(state, meta) {
    const seat = state.endReason === null ? state.active : null;
    return seat !== null && meta.kind === 'bot' && meta.seats[seat] === null ? seat : null;
  },
  aiView: (state, seat) => numbers.view(state, seat),

  resign: (state, seat) => resign(state, seat as Seat),
  abandon: (state) => abandon(state),
  result: (state) => numbers.result(state),
  // The card is public once played; the log line says only that a card was played.
  logAction: () => ({ type: 'play' }),
  modulesText: (options, t) => t('numbers.optionsText', { cards: (options as NumbersOptions).cards }),
};
