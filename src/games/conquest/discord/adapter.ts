/**
 * The Conquest of the Empire adapter: n-seat tables (kind 'table', with the
 * lobby of ./table.ts and the upkeep of ./upkeep.ts), seats without a user are
 * played by the AI. Several players may have to act at the same time (both
 * sides of a battle), so the adapter lists its `actors`.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { conquest } from '..';
import type { ConquestAction, ConquestEvent, ConquestOptions, ConquestState } from '../types';
import { conquestCommand } from './command';
import { conquestOptions } from './options';
import { handleTable, newTableMeta } from './table';
import { tableUpkeep, voteReplace } from './upkeep';
import { pickLocale, type Translate } from '../../../i18n';
import type { GameMeta, StoredGame } from '../../../storage';
import { gameId as gid } from '../../../bot/custom-id';
import { activeRegion, conquestBattlePicture, conquestPicture, conquestRegionPicture, conquestSummaryPicture, lastBattleRound } from './picture';
import { CONQUEST_VERBS, buildConquestStep, placeName, talents, troopsText } from './steps';
import { END_BOARD_VERB, END_VERB, endBoardButton, openEndCall } from './agreement';
import { CONQUEST_TAKEBACK_VERB, conquestTakeBack, conquestTakebackRows } from './takeback';
import type { BoardPost, GameAdapter, NewGameInput } from '../../../core/discord-adapter';

const CONTENT_MAX = 2000;
/** Events after which a new map message is posted (the turn passed, a battle began, rolled a round or ended, someone fell): it also pings whoever must act next. */
const BOARD_EVENTS = new Set(['turn', 'battleStarted', 'rolled', 'battleEnded', 'ransomOffered', 'ransomAnswered', 'endCalled', 'endAnswered', 'eliminated', 'gameOver']);

export { allowedHomes, conquestOptions } from './options';

/** One event in words; players by their names when the caller knows them (a map post), else "Player n". */
export function describeConquestEvent(e: ConquestEvent, t: Translate, name?: (seat: number) => string): string | null {
  const p = name ?? ((seat: number) => t('conquest.seat', { n: seat + 1 }));
  switch (e.type) {
    case 'moved': return t('conquest.ev.moved', { player: p(e.seat), troops: troopsText(e.troops, t), from: placeName(e.from, t), to: placeName(e.to, t) });
    case 'sailed': return t('conquest.ev.sailed', { player: p(e.seat), from: placeName(e.from, t), to: placeName(e.to, t) });
    case 'battleStarted': return t('conquest.ev.battleStarted', { where: placeName(e.space, t), attacker: p(e.attacker), defender: p(e.defender) });
    case 'rolled': return t('conquest.ev.rolled', { player: p(e.seat), faces: e.faces.map((f) => t(`conquest.face.${f}`)).join(' '), hits: t('conquest.n.hits', { count: e.hits }) });
    case 'lost': return t('conquest.ev.lost', { player: p(e.seat), units: troopsText({ ...e.units }, t) });
    case 'retreated': return e.to ? t('conquest.ev.retreated', { player: p(e.seat), to: placeName(e.to, t) }) : t('conquest.ev.retreatedNowhere', { player: p(e.seat) });
    case 'captured': return t(e.caesar ? 'conquest.ev.capturedCaesar' : 'conquest.ev.captured', { holder: p(e.holder), owner: p(e.owner), generals: t('conquest.n.generals', { count: e.generals }) });
    case 'battleEnded': return t('conquest.ev.battleEnded', { where: placeName(e.space, t), winner: e.winner === null ? '—' : p(e.winner) });
    case 'conquered': return t('conquest.ev.conquered', { player: p(e.seat), province: placeName(e.province, t) });
    case 'tribute': return t('conquest.ev.tribute', { player: p(e.seat), amount: talents(e.amount, t) });
    case 'bought': return t('conquest.ev.bought', { player: p(e.seat), count: e.count, piece: t(`conquest.piece.${e.piece}`, { count: e.count }), cost: talents(e.cost, t) });
    case 'ransomOffered': return e.exchange > 0
      ? t('conquest.ev.exchangeOffered', {
        from: p(e.from), to: p(e.to), amount: talents(e.amount, t),
        mine: t('conquest.piece.generals', { count: e.generals }), theirs: t('conquest.piece.generals', { count: e.exchange }),
      })
      : t('conquest.ev.ransomOffered', { from: p(e.from), to: p(e.to), generals: t('conquest.n.generals', { count: e.generals }), amount: talents(e.amount, t) });
    case 'captivesRemoved': return t('conquest.ev.captivesRemoved', { holder: p(e.holder), owner: p(e.owner), count: e.generals });
    case 'endCalled': return t('conquest.ev.endCalled', { caller: p(e.caller), what: e.winner === null ? t('conquest.end.shared') : t('conquest.end.declare', { player: p(e.winner) }) });
    case 'endAnswered': return t(e.accepted ? 'conquest.ev.endAgreed' : 'conquest.ev.endRefused', { player: p(e.seat) });
    case 'ransomAnswered': return t(e.accepted ? 'conquest.ev.ransomAccepted' : 'conquest.ev.ransomRefused', { from: p(e.from), to: p(e.to) });
    case 'eliminated': return t('conquest.ev.eliminated', { player: p(e.seat), by: e.by === null ? '—' : p(e.by) });
    case 'gameOver': return t('conquest.ev.gameOver', { winner: e.winner === null ? '—' : p(e.winner) });
    case 'turn': return t('conquest.ev.turn', { player: p(e.seat), round: e.round });
    default: return null;
  }
}

function describe(events: unknown[], t: Translate, name?: (seat: number) => string): string[] {
  return (events as ConquestEvent[]).map((e) => describeConquestEvent(e, t, name)).filter((x): x is string => !!x);
}

function actors(state: ConquestState): number[] {
  return conquest.activePlayers(state);
}

export const conquestAdapter: GameAdapter<ConquestState> = {
  id: 'conquest',
  seatCount: 6,

  commands: () => [conquestCommand()],

  newGame(input: NewGameInput) {
    const players = Math.min(6, Math.max(2, input.players ?? 3));
    return { options: conquestOptions(players), humanSeats: [0], seats: players };
  },

  setup(options, seed) {
    const state = conquest.setup(conquest.parseOptions(options), seed);
    return { state, events: [] };
  },

  version: (state) => state.version,
  turn: (state) => state.round,
  toMove(state) {
    const a = actors(state);
    return a.length ? a[0] : null;
  },
  actors,

  apply(state, player, action) {
    let parsed: ConquestAction;
    try {
      parsed = conquest.parseAction(action);
    } catch (e) {
      return { ok: false, error: { code: 'core.error.badAction', message: (e as Error).message } };
    }
    return conquest.apply(state, player, parsed);
  },

  // Classic Conquest has no hidden information.
  publicEvents: (events) => events,
  describeEvents: (events, t) => describe(events, t),

  threadName: (names, t) => t('conquest.threadName', { players: names.join(', ') }),

  startText(game, seatName, t) {
    return t('conquest.started', {
      options: this.modulesText(game.record.options, t),
      players: game.meta.seats.map((_, seat) => seatName(seat)).join(', '),
    });
  },

  boardAfter: (events) => (events as ConquestEvent[]).some((e) => BOARD_EVENTS.has(e.type)),

  async boardPost(game: StoredGame<ConquestState>, lastEvents, t, seatName): Promise<BoardPost> {
    const s = game.state!;
    const lines = [t('conquest.board.title', { round: s.round, phase: t(`conquest.phase.${s.phase}`) })];
    const told = describe(lastEvents, t, seatName);
    const last = told.slice(-8);
    // An elimination stays on the post even when more than eight events followed it (an AI's purchases after a capture).
    const out = describe((lastEvents as ConquestEvent[]).filter((e) => e.type === 'eliminated'), t, seatName).filter((x) => !last.includes(x));
    last.unshift(...out);
    if (last.length) lines.push(t('conquest.board.last', { events: last.join(' · ') }));
    s.players.forEach((p, seat) => {
      lines.push(t(p.alive ? 'conquest.board.player' : 'conquest.board.out', {
        n: seat + 1, player: seatName(seat), home: placeName(p.home, t), money: p.money, tribute: conquest.view(s, null).tribute[seat],
      }));
    });
    const result = conquest.result(s);
    const components: BoardPost['components'] = [];
    if (result) {
      lines.push(t('conquest.board.over', { winners: result.winners.map(seatName).join(', ') || '—' }));
    } else {
      const who = actors(s);
      lines.push(s.battle ? t('conquest.board.battle', { players: who.map(seatName).join(', ') }) : t('conquest.board.toPlay', { player: seatName(s.active) }));
      components.push({
        type: ComponentType.ActionRow,
        components: [
          // 'kp' opens the builder at whatever the position is when clicked: a defender's click stays valid while the attacker acts.
          { type: ComponentType.Button, custom_id: gid(game.meta.id, s.version, 'kp'), label: t('board.play'), style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: gid(game.meta.id, s.version, 'hand'), label: t('conquest.board.armies'), style: ButtonStyle.Secondary },
          endBoardButton(s, game.meta.id, t),
        ],
      });
    }
    let content = lines.join('\n');
    if (content.length > CONTENT_MAX) content = `${content.slice(0, CONTENT_MAX - 1)}…`;
    // Pictures come from the public view only; two attachments at most, well inside Discord's ten.
    const view = conquest.view(s, null);
    const locale = pickLocale(game.meta.locale);
    const files: BoardPost['files'] = [];
    // A member's name reaches boardPost as a mention, which a picture cannot show: the panel names them by their home.
    const names = s.players.map((p, seat) => (/^<@!?\d+>$/.test(seatName(seat)) ? placeName(p.home, t) : seatName(seat)));
    const png = await conquestPicture(view, locale, names);
    if (png) files.push({ attachment: png, name: `conquest-${game.meta.id}-${s.version}.png`, description: t('conquest.board.imageAlt') });
    const fight = lastBattleRound(lastEvents, s);
    if (fight) {
      const zoom = await conquestBattlePicture(view, fight, locale);
      const alt = t('conquest.ev.battleStarted', { where: placeName(fight.space, t), attacker: seatName(fight.attacker), defender: seatName(fight.defender) });
      if (zoom) files.push({ attachment: zoom, name: `conquest-${game.meta.id}-${s.version}-battle.png`, description: alt });
    } else if (!result) {
      // Beside the whole map, the part of it where the player to move has their army, readable in the preview.
      const places = activeRegion(view);
      const zoom = places ? await conquestRegionPicture(view, places, locale) : null;
      if (zoom) files.push({ attachment: zoom, name: `conquest-${game.meta.id}-${s.version}-region.png`, description: t('conquest.board.regionAlt', { player: seatName(s.active) }) });
    }
    // With the final result, its summary: who won and why, each player's standing, a small map.
    const summary = result ? await conquestSummaryPicture(view, locale) : null;
    if (summary) files.push({ attachment: summary, name: `conquest-${game.meta.id}-summary.png`, description: t('conquest.pic.summary.imageAlt') });
    return { content, files, components };
  },

  step(state, seat, gameIdText, verb, args, values, t, seatName) {
    return buildConquestStep(state, seat, gameIdText, verb === 'kp' ? 'play' : verb, args, values, t, seatName);
  },

  // The takeback button sits on the member's own ephemeral builder: answered in place like the builder.
  isBuilderVerb: (verb) => CONQUEST_VERBS.has(verb) || verb === CONQUEST_TAKEBACK_VERB,
  afterMoveRows: (game, seat, _before, t) => conquestTakebackRows(game, seat, t),
  // The call for an end (the board's 'kk', the builder's 'ke') is open to members who are not acting, at any
  // version of the clicked message: its steps check the call against the current position themselves.
  isEntryVerb: (verb) => verb === 'kp' || verb === 'kr' || verb === END_VERB || verb === END_BOARD_VERB,

  handText(state, seat, t) {
    const mine = state.stacks.filter((x) => x.owner === seat);
    const byPlace = new Map<string, Record<string, number>>();
    for (const x of mine) {
      const sum = byPlace.get(x.at) ?? {};
      for (const [k, n] of Object.entries(x.troops)) sum[k] = (sum[k] ?? 0) + n;
      byPlace.set(x.at, sum);
    }
    const lines = [...byPlace].map(([at, tr]) => `${placeName(at, t)}: ${troopsText(tr, t)}`);
    for (const g of state.galleys.filter((x) => x.owner === seat)) lines.push(t('conquest.galleyAt', { id: g.id, at: placeName(g.at, t), cargo: troopsText(g.cargo, t) }));
    lines.push(t('conquest.step.money', { money: talents(state.players[seat].money, t), round: state.round }));
    return lines.join('\n').slice(0, CONTENT_MAX);
  },

  history(game, t) {
    const options = conquest.parseOptions(game.record.options);
    let state = conquest.setup(options, game.record.seed);
    const lines: string[] = [];
    for (const { player, action } of game.record.actions) {
      const out = conquest.apply(state, player, conquest.parseAction(action));
      if (!out.ok) break;
      state = out.state;
      lines.push(...describe(out.events, t));
    }
    return lines;
  },

  computerSeat(state, meta: GameMeta) {
    // The first AI seat the engine waits for; humans act through the builder.
    return actors(state).find((x) => meta.seats[x] === null || meta.seats[x] === undefined) ?? null;
  },

  // Conquest's AI has no levels: its seats are named by their number.
  computerName: (_meta, seat, t) => t('conquest.aiSeat', { n: seat + 1 }),

  aiView: (state, seat) => conquest.view(state, seat),

  resign(state, seat) {
    const out = conquest.apply(state, seat, { type: 'concede' });
    return out.ok ? out.state : state;
  },

  abandon(state) {
    return { ...state, endReason: 'conceded' };
  },

  result: (state) => conquest.result(state),

  logAction(action) {
    const a = action as ConquestAction;
    return { type: a.type };
  },

  modulesText(options, t) {
    const o = options as ConquestOptions;
    return t('conquest.optionsText', { count: o.players });
  },

  // The vote to let the AI take a slow member's seat (posted by the table upkeep).
  components: {
    kv: (ctx, i, game, args, log) => voteReplace(ctx, i, game as StoredGame<ConquestState>, Number(args[0]), log),
    // Any member may call for an end, in turn or not: from the board, whatever its version.
    [END_BOARD_VERB]: (ctx, i, game, _args, log) => openEndCall(ctx, i, game as StoredGame<ConquestState>, log),
    [CONQUEST_TAKEBACK_VERB]: (ctx, i, game, _args, log) => conquestTakeBack(ctx, i, game as StoredGame<ConquestState>, log),
  },

  table: {
    click: (ctx, i, game, verb, log) => handleTable(ctx, i, verb, game, log),
    upkeep: (ctx, game) => tableUpkeep(ctx, game as StoredGame<ConquestState>),
    // League tables deal the homes at random: there is no lobby to agree in.
    leagueTable: (seats, deadlineHours) => newTableMeta(seats, 'random', deadlineHours),
  },
};
