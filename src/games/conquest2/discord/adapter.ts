/**
 * The Conquest II adapter: n-seat tables (kind 'table', lobby in ./table.ts,
 * upkeep in ./upkeep.ts); seats without a member, and resigned seats, are
 * played by the AI from their own view. Board posts carry the map of the
 * public view; the builder (./steps.ts) offers exactly the engine's legal
 * actions; each player's Senators and chaos appear only in their own
 * ephemeral messages.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { pickLocale } from '../../../i18n';
import type { GameMeta, StoredGame } from '../../../storage';
import { gameId as gid } from '../../../bot/custom-id';
import type { BoardPost, GameAdapter, NewGameInput } from '../../../core/discord-adapter';
import { conquest2, eventsFor, forfeit } from '../index';
import { KEY_IDS } from '../data';
import { C2_RULES } from '../setup';
import { allianceOf } from '../units';
import type { C2Action, C2Event, C2State } from '../types';
import { conquest2Command } from './command';
import { conquest2MarketPicture, conquest2Picture, conquest2SummaryPicture } from './picture';
import { C2_BUILDER_VERBS, buildStep, sealedLines } from './steps';
import { handleTable, newTableMeta } from './table';
import { cardName, colour, describeEvents, placeName, unitsText } from './text';
import { isComputer, resignSeat, tableUpkeep, voteReplace } from './upkeep';

const CONTENT_MAX = 2000;
/** Events after which a new board is posted (and the next player pinged); smaller steps go on in the player's builder. */
/** Events after which the board post also carries the card market picture (it changed, or a season began). */
const MARKET_EVENTS = new Set(['cardTaken', 'seasonStarted']);
const BOARD_EVENTS = new Set(['turnEnded', 'auctionWon', 'alliances', 'placed', 'battleStarted', 'windAsked', 'navalMuster', 'battleWon', 'voteCalled', 'voteWon', 'voteFailed', 'seasonScored', 'gameOver', 'resigned']);

function actors(state: C2State): number[] {
  return conquest2.activePlayers(state);
}

export const conquest2Adapter: GameAdapter<C2State> = {
  id: 'conquest2',
  seatCount: 6,

  commands: () => [conquest2Command()],

  newGame(input: NewGameInput) {
    const players = Math.min(6, Math.max(2, input.players ?? 4));
    return { options: conquest2.parseOptions({ players, rules: C2_RULES }), humanSeats: [0], seats: players };
  },

  setup(options, seed) {
    return { state: conquest2.setup(conquest2.parseOptions(options), seed), events: [] };
  },

  version: (state) => state.version,
  turn: (state) => (state.season - 1) * 4 + Math.min(4, state.round),
  toMove(state) {
    const a = actors(state);
    return a.length ? a[0] : null;
  },
  actors,

  apply(state, player, action) {
    let parsed: C2Action;
    try {
      parsed = conquest2.parseAction(action);
    } catch (e) {
      return { ok: false, error: { code: 'conquest2.error.badAction', message: (e as Error).message } };
    }
    return conquest2.apply(state, player, parsed);
  },

  publicEvents: (events) => eventsFor(events as C2Event[], null),
  describeEvents: (events, t) => describeEvents(events, t),

  threadName: (names, t) => t('conquest2.threadName', { players: names.join(', ') }),

  startText(game, seatName, t) {
    return t('conquest2.started', {
      options: this.modulesText(game.record.options, t),
      players: game.meta.seats.map((_, seat) => `${colour(seat, t)}: ${seatName(seat)}`).join(', '),
    });
  },

  boardAfter: (events) => (events as C2Event[]).some((e) => BOARD_EVENTS.has(e.type)),

  async boardPost(game: StoredGame<C2State>, lastEvents, t, seatName): Promise<BoardPost> {
    const s = game.state!;
    const view = conquest2.view(s, null);
    const lines = [t('conquest2.board.title', { season: s.season, round: Math.min(4, s.round), phase: t(`conquest2.phase.${s.phase}`) })];
    const last = describeEvents(lastEvents, t).slice(-10);
    if (last.length) lines.push(t('conquest2.board.last', { events: last.join(' · ') }));
    s.players.forEach((p, seat) => {
      const side = allianceOf(s, seat);
      lines.push(t('conquest2.board.player', {
        colour: colour(seat, t), player: seatName(seat), vp: p.vp, talents: p.talents, senators: p.senators.length,
        alliance: side === null ? '—' : t(side === 0 ? 'conquest2.alliance.one' : 'conquest2.alliance.two'),
        cards: p.cards.map((c) => cardName(c, t)).join(', ') || '—',
      }));
    });
    // The season summary goes as a picture; its text stays only if the picture could not be drawn.
    const summaryPng = s.lastSummary && lastEvents.some((e) => (e as C2Event).type === 'seasonScored')
      ? await conquest2SummaryPicture(s.lastSummary, pickLocale(game.meta.locale)) : null;
    if (s.lastSummary && summaryPng) lines.push(t('conquest2.summary.title', { season: s.lastSummary.season }));
    else if (s.lastSummary && lastEvents.some((e) => (e as C2Event).type === 'seasonScored')) {
      const sum = s.lastSummary;
      lines.push(t('conquest2.summary.title', { season: sum.season }));
      for (const k of KEY_IDS) {
        const scores = sum.vp[k].map((v, seat) => (v > 0 ? `${colour(seat, t)} ${v}` : null)).filter(Boolean).join(', ');
        if (scores) lines.push(t('conquest2.summary.province', { province: placeName(k, t), scores }));
      }
      lines.push(sum.taxes.map((x, seat) => `${colour(seat, t)} +${x}`).join(' · '));
      lines.push(t('conquest2.summary.chaosLine', { chaos: sum.chaos.map((c, seat) => `${colour(seat, t)} ${c}${sum.chaosLoss[seat] ? ` (−${sum.chaosLoss[seat]})` : ''}`).join(' · ') }));
    }
    const result = conquest2.result(s);
    const components: BoardPost['components'] = [];
    if (result) {
      lines.push(t('conquest2.board.over', { winners: result.winners.map(seatName).join(', ') || '—' }));
    } else {
      lines.push(t('conquest2.board.toPlay', { player: actors(s).map(seatName).join(', ') }));
      components.push({
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: gid(game.meta.id, s.version, 'qp'), label: t('board.play'), style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: gid(game.meta.id, s.version, 'hand'), label: t('conquest2.board.hand'), style: ButtonStyle.Secondary },
        ],
      });
    }
    let content = lines.join('\n');
    if (content.length > CONTENT_MAX) content = `${content.slice(0, CONTENT_MAX - 1)}…`;
    // Mentions do not render in a picture: members are drawn by their colour, computer seats by their name.
    const names = game.meta.seats.map((_, seat) => seatName(seat)).map((n, seat) => (/<@\d+>/.test(n) ? colour(seat, t) : n));
    const png = await conquest2Picture(view, pickLocale(game.meta.locale), names);
    const files: BoardPost['files'] = png ? [{ attachment: png, name: `conquest2-${game.meta.id}-${s.version}.png`, description: t('conquest2.board.imageAlt') }] : [];
    if (summaryPng) files.push({ attachment: summaryPng, name: `conquest2-summary-${game.meta.id}-${s.version}.png`, description: t('conquest2.summary.imageAlt') });
    // The market goes with the first post and whenever it changed; the map stays the first picture.
    if (s.version === 0 || (lastEvents as C2Event[]).some((e) => MARKET_EVENTS.has(e.type))) {
      const market = await conquest2MarketPicture(view, pickLocale(game.meta.locale));
      if (market) files.push({ attachment: market, name: `conquest2-market-${game.meta.id}-${s.version}.png`, description: t('conquest2.board.marketAlt') });
    }
    return { content, files, components };
  },

  step: (state, seat, gameIdText, verb, args, values, t) => buildStep(state, seat, gameIdText, verb, args, values, t),
  isBuilderVerb: (verb) => C2_BUILDER_VERBS.has(verb),
  isEntryVerb: (verb) => verb === 'qp' || verb === 'qw' || verb === 'qr',

  handText(state, seat, t) {
    const me = state.players[seat];
    const lines = [t('conquest2.step.private', { senators: [...me.senators].sort().join(', ') || '—', chaos: me.chaos })];
    lines.push(...sealedLines(state, seat, t));
    lines.push(t('conquest2.board.cards', { cards: me.cards.map((c) => `${cardName(c, t)}${me.used.includes(c) ? ' ✓' : ''}`).join(', ') || '—' }));
    for (const p of Object.keys(state.army)) {
      const u = state.army[p][seat];
      if (u.infantry + u.cavalry + u.catapult + u.general + u.caesar > 0) lines.push(`${placeName(p, t)}: ${unitsText(u, t)}`);
    }
    return lines.join('\n').slice(0, CONTENT_MAX);
  },

  history(game, t) {
    let state = conquest2.setup(conquest2.parseOptions(game.record.options), game.record.seed);
    const lines: string[] = [];
    for (const { player, action } of game.record.actions) {
      const out = conquest2.apply(state, player, conquest2.parseAction(action));
      if (!out.ok) break;
      state = out.state;
      lines.push(...describeEvents(out.events, t));
    }
    return lines;
  },

  computerSeat(state, meta: GameMeta) {
    return actors(state).find((x) => !meta.seats[x] || state.resigned.includes(x)) ?? null;
  },

  aiView: (state, seat) => conquest2.view(state, seat),

  // A league forfeit: the game ends with that seat last.
  resign: (state, seat) => forfeit(state, seat),

  abandon(state) {
    return state.phase === 'over' ? state : { ...state, phase: 'over', endReason: 'abandoned', version: state.version + 1 };
  },

  result: (state) => conquest2.result(state),

  logAction(action) {
    return { type: (action as C2Action).type };
  },

  modulesText(options, t) {
    const o = conquest2.parseOptions(options);
    const text = t('conquest2.optionsText', { count: o.players, seasons: o.seasons });
    return o.sealed ? `${text}, ${t('conquest2.sealed.option')}` : text;
  },

  components: {
    qv: (ctx, i, game, args, log) => voteReplace(ctx, i, game as StoredGame<C2State>, Number(args[0]), log),
    qr: (ctx, i, game, args, log) => resignSeat(ctx, i, game as StoredGame<C2State>, args[0] === 'y', log),
  },

  table: {
    click: (ctx, i, game, verb, log) => handleTable(ctx, i, verb, game, log),
    upkeep: (ctx, game) => tableUpkeep(ctx, game as StoredGame<C2State>),
    leagueTable: (seats, deadlineHours) => newTableMeta(seats, deadlineHours),
  },
};

export { isComputer };
