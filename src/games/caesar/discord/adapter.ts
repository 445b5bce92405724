/**
 * The Caesar! adapter: how the bot creates, shows, builds moves for and logs
 * a game of Caesar!. Seats are sides: seat 0 = Caesar (red), seat 1 = Pompey (blue).
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { GameRecord } from '../../../core/game';
import { abandon, caesar, eventsFor, resign, setupGame } from '../index';
import type { CaesarAction, CaesarEvent, CaesarOptions, CaesarState, Side } from '../types';
import { pickLocale, type Translate } from '../../../i18n';
import type { GameMeta, StoredGame } from '../../../storage';
import { gameId as gid } from '../../../bot/custom-id';
import { caesarCommand } from './command';
import { MASTER_LEVEL } from '../ai/levels';
import { caesarPicture, caesarSummaryPicture } from './picture';
import { BUILDER_VERBS, buildMove } from './moves';
import { describeEvents, tokenLabel } from './text';
import { TAKEBACK_VERB, takeBack, takebackRows } from './takeback';
import type { BoardPost, GameAdapter, NewGameInput } from '../../../core/discord-adapter';

const CONTENT_MAX = 2000;

export function modulesFromChoice(choice: string | null | undefined): CaesarOptions['modules'] {
  switch (choice) {
    case 'poison': return { poison: true, centurions: false, checkpoints: false };
    case 'centurions': return { poison: false, centurions: true, checkpoints: false };
    case 'poison_centurions': return { poison: true, centurions: true, checkpoints: false };
    case 'all': return { poison: true, centurions: true, checkpoints: true };
    default: return { poison: false, centurions: false, checkpoints: false };
  }
}

function clip(text: string, max = CONTENT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function publicEvents(state: Pick<CaesarState, 'options'> | null, events: unknown[]): CaesarEvent[] {
  return eventsFor(events as CaesarEvent[], null, state ?? undefined);
}

export const caesarAdapter: GameAdapter<CaesarState> = {
  id: 'caesar',
  seatCount: 2,

  commands: () => [caesarCommand()],

  newGame(input: NewGameInput) {
    const modules = modulesFromChoice(input.modules);
    // In solo and computer games the player picks a side (Caesar by default); Crassus or the AI takes the other.
    const human: Side = input.side === 1 ? 1 : 0;
    if (input.kind === 'solo') {
      const difficulty = (['low', 'medium', 'high'].includes(input.difficulty ?? '') ? input.difficulty : 'medium') as 'low' | 'medium' | 'high';
      const options: CaesarOptions = { modules, solo: { crassus: (1 - human) as Side, difficulty } };
      return { options: caesar.parseOptions(options), humanSeats: [human] };
    }
    const options: CaesarOptions = { modules, solo: null };
    return { options: caesar.parseOptions(options), humanSeats: input.kind === 'bot' ? [human] : [0, 1] };
  },

  setup(options, seed) {
    return setupGame(caesar.parseOptions(options), seed);
  },

  version: (state) => state.version,
  turn: (state) => state.turn,

  toMove(state) {
    const active = caesar.activePlayers(state);
    return active.length ? active[0] : null;
  },

  apply(state, player, action) {
    let parsed: CaesarAction;
    try {
      parsed = caesar.parseAction(action);
    } catch (e) {
      return { ok: false, error: { code: 'core.error.badAction', message: (e as Error).message } };
    }
    return caesar.apply(state, player, parsed);
  },

  publicEvents(events) {
    return publicEvents(null, events);
  },

  describeEvents(events, t) {
    return describeEvents(publicEvents(null, events), t);
  },

  threadName: (names, t) => t('challenge.threadName', { a: names[0], b: names[1] }),

  startText(game, seatName, t) {
    return t('board.started', {
      modules: this.modulesText(game.record.options, t),
      side0: t('side.0'), side1: t('side.1'),
      player0: seatName(0), player1: seatName(1),
    });
  },

  async boardPost(game: StoredGame<CaesarState>, lastEvents, t, seatName): Promise<BoardPost> {
    const state = game.state!;
    const lines: string[] = [t('board.title', { turn: state.turn })];
    const moveLines = describeEvents(publicEvents(state, lastEvents), t);
    if (moveLines.length) lines.push(t('board.lastMove', { move: moveLines.join(' ') }));
    const result = caesar.result(state);
    const components: BoardPost['components'] = [];
    if (result) {
      lines.push(result.winners.length
        ? t('board.gameOverWin', { side: t(`side.${result.winners[0]}`), player: seatName(result.winners[0]), reason: t(`reason.${result.reason}`) })
        : t('board.gameOverDraw', { reason: t(`reason.${result.reason}`) }));
    } else {
      const seat = state.active;
      const params = { side: t(`side.${seat}`), player: seatName(seat) };
      lines.push(state.pending ? t('board.decide', { ...params, decision: t(`decision.${state.pending.kind}`) }) : t('board.toPlay', params));
      const v = state.version;
      components.push({
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: gid(game.meta.id, v, 'play'), label: t('board.play'), style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: gid(game.meta.id, v, 'hand'), label: t('board.hand'), style: ButtonStyle.Secondary },
        ],
      });
    }
    lines.push(t('board.score', { side0: t('side.0'), side1: t('side.1'), left0: state.sides[0].controlLeft, left1: state.sides[1].controlLeft }));
    // The picture is drawn from the PUBLIC view only: no supply can reach it.
    const view = caesar.view(state, null);
    const png = await caesarPicture(view, pickLocale(game.meta.locale));
    // Keep the whose-turn line even if the move log is long.
    let content = lines.join('\n');
    if (content.length > CONTENT_MAX) {
      const head = lines[0];
      const tail = lines.slice(2).join('\n');
      content = `${head}\n${clip(lines[1], CONTENT_MAX - head.length - tail.length - 2)}\n${tail}`;
    }
    const files: BoardPost['files'] = [{ attachment: png, name: `caesar-${game.meta.id}-${state.version}.png`, description: t('board.imageAlt') }];
    // With the final result, its summary: who won and why, the scores, a small board (public view too).
    const summary = result ? await caesarSummaryPicture(view, pickLocale(game.meta.locale)) : null;
    if (summary) files.push({ attachment: summary, name: `caesar-${game.meta.id}-summary.png`, description: t('pic.summary.imageAlt') });
    return { content, files, components };
  },

  step(state, seat, gameIdText, verb, args, values, t) {
    return buildMove(state, seat as Side, gameIdText, verb, args, values, t);
  },

  // The takeback button sits on the member's own ephemeral answer to a move: answered in place like the builder.
  isBuilderVerb: (verb) => BUILDER_VERBS.has(verb) || verb === TAKEBACK_VERB,
  afterMoveRows: (game, seat, _before, t) => takebackRows(game, seat, t),
  components: {
    [TAKEBACK_VERB]: (ctx, i, game, _args, log) => takeBack(ctx, i, game as StoredGame<CaesarState>, log),
  },

  handText(state, seat, t) {
    const side = state.sides[seat as Side];
    const lines = [side.supply.length ? `${t('hand.title')} ${side.supply.map(tokenLabel).join(' · ')}` : t('hand.empty')];
    lines.push(t('hand.bag', { count: side.bag.length }));
    if (state.options.modules.centurions && side.centurionsAvailable.length) {
      lines.push(t('hand.centurions', { tokens: side.centurionsAvailable.map(tokenLabel).join(' · ') }));
    }
    return lines.join('\n');
  },

  history(game, t) {
    const record: GameRecord = game.record;
    const options = caesar.parseOptions(record.options);
    const first = setupGame(options, record.seed);
    let state = first.state;
    const lines = describeEvents(publicEvents(state, first.events), t);
    for (const { player, action } of record.actions) {
      const out = caesar.apply(state, player, caesar.parseAction(action));
      if (!out.ok) break;
      state = out.state;
      lines.push(...describeEvents(publicEvents(state, out.events), t));
    }
    return lines;
  },

  // Crassus plays inside the engine; only the computer of a 'bot' game is played from outside.
  computerSeat(state, meta: GameMeta) {
    if (meta.kind !== 'bot') return null;
    const seat = this.toMove(state);
    return seat === null || meta.seats[seat] !== null ? null : seat;
  },

  // The AI sees only its own side's view, like a player.
  aiView: (state, seat) => caesar.view(state, seat as Side),

  computerName: (meta, _seat, t) => (meta.kind === 'solo' ? t('player.crassus')
    : meta.aiLevel === MASTER_LEVEL ? t('player.master') : t('player.ai', { level: meta.aiLevel ?? 2 })),

  reminderText: (player, t) => t('board.reminder', { player }),

  resign: (state, seat) => resign(state, seat as Side),
  abandon: (state) => abandon(state),
  result: (state) => caesar.result(state),

  logAction(action) {
    const a = action as CaesarAction;
    switch (a.type) {
      // A face-down token's orientation is as hidden as its id.
      case 'place': return a.faceDown ? { type: a.type, space: a.space, faceDown: true } : { type: a.type, space: a.space, toward: a.toward, faceDown: false };
      case 'closureOrder': return { type: a.type, first: a.first };
      case 'might': return { type: a.type, target: a.target };
      case 'tactics': return { type: a.type, take: a.take };
      case 'centurion': return { type: a.type, take: a.token !== null };
      default: return { type: (a as { type?: string }).type ?? 'unknown' };
    }
  },

  modulesText(options, t) {
    const m = (options as CaesarOptions).modules;
    const names = (['poison', 'centurions', 'checkpoints'] as const).filter((k) => m[k]).map((k) => t(`module.${k}`));
    return names.length ? names.join(', ') : t('module.none');
  },
};
