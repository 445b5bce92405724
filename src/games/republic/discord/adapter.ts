/**
 * The Republic of Rome adapter: n-seat tables (kind 'table', lobby in
 * ./table.ts, upkeep in ./upkeep.ts). Player seats without a member are
 * played by the AI from their own view; Neutral factions (1-2 players) are
 * played by the engine and are no seats of the table. Board posts show the
 * PUBLIC view only (phase, whose decision, the proposal on the floor and its
 * tally, Rome's treasury, unrest and wars); a faction's hand, treasury,
 * senators' talents and secret bids appear only in its own ephemeral
 * messages ("My faction" and the builder of ./steps.ts).
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { pickLocale, type Translate } from '../../../i18n';
import type { GameMeta, StoredGame } from '../../../storage';
import { gameId as gid } from '../../../bot/custom-id';
import type { BoardPost, GameAdapter, NewGameInput } from '../../../core/discord-adapter';
import { republic } from '../index';
import { en } from '../locales/en';
import { deciderOf } from '../flow';
import { top } from '../registry';
import type { RepublicAction, RepublicState, RepublicView } from '../types';
import { republicCommand } from './command';
import { closedSession, mapMatters, republicFinalPicture, republicMapPicture, republicPicture, republicResultPicture, republicSenatePicture, republicSessionPicture, resultsOf } from './picture';
import { REPUBLIC_BUILDER_VERBS, actors, buildStep } from './steps';
import { advancedText, handleTable, newTableMeta } from './table';
import { cardName, combatReports, decisionName, describeEvents, factionName, proposalName, senatorName, talents } from './text';
import { letSenateGoOn, tableUpkeep, voteReplace, waitForMe } from './upkeep';
import { awaySeats, bidsCloseAt, pendingWindow, roundClosesAt, type OpenWindow } from './window';
import { openCounterBribes } from '../apply';
import { UNDO_VERB, handUndoRows, openBuilder, takeBack, undoRows } from './undo';

const CONTENT_MAX = 2000;


function options(state: RepublicState) {
  return state.options;
}

/** The public board text: phase, Rome, factions, the floor and whose decision it is. */
export function boardText(
  s: RepublicState, lastEvents: unknown[], t: Translate, seatName: (seat: number) => string, isMember: (seat: number) => boolean = () => true,
  win: OpenWindow | null = null, bidsClose: number | null = null, roundClose: number | null = null, away: number[] = [],
): string {
  const v: RepublicView = republic.view(s, null);
  const name = (seat: number) => (v.factions[seat]?.kind === 'neutral' ? factionName(v, seat, t) : `${factionName(v, seat, t)} (${seatName(seat)})`);
  const lines = [t('republic.board.title', { turn: s.turn, phase: t(`republic.phase.${s.phase}`) })];
  const last = describeEvents(lastEvents, t).slice(-8);
  if (last.length) lines.push(t('republic.board.last', { events: last.join(' · ') }));
  // Battles are reported in full, however many events followed them in the same move.
  lines.push(...combatReports(lastEvents, t));
  lines.push(t('republic.board.rome', {
    treasury: talents(v.treasury, t), unrest: v.unrest,
    // Legions disbanded to the Bank (2.04) are out of play until recalled: not counted with Rome's.
    legions: v.legions.filter((l) => l.at !== 'pool' && l.at !== 'disbanded').length, fleets: v.fleets.filter((f) => f.at !== 'pool').length,
  }));
  const wars = v.forum.wars.filter((w) => w.status !== 'inactive').map((w) => `${cardName(w.card, t)} (${t(`republic.picture.status.${w.status}`)})`);
  lines.push(wars.length ? t('republic.board.wars', { wars: wars.join(', ') }) : t('republic.board.noWars'));
  for (const f of v.factions) {
    const senators = Object.values(v.senators).filter((x) => x.faction === f.seat);
    lines.push(t('republic.board.faction', {
      faction: factionName(v, f.seat, t), player: f.kind === 'neutral' ? '—' : seatName(f.seat), senators: senators.length,
      influence: senators.reduce((n, x) => n + x.inf, 0), cards: t('republic.cards', { count: f.handCount }),
    }));
  }
  const auction = s.phase === 'forum' ? s.forumState?.auction : null;
  if (auction) {
    // Bids are open (1.07.22): the high bid and who still may bid are public.
    lines.push(t('republic.auction.status', {
      high: talents(auction.high, t), bidder: auction.bidder === null ? '—' : name(auction.bidder), toAsk: auction.toAsk.map(name).join(', ') || '—',
    }));
    if (bidsClose !== null) lines.push(t('republic.auction.closes', { until: `<t:${Math.ceil(bidsClose / 1000)}:R>` }));
  }
  const item = s.senate?.floor.at(-1);
  if (item) {
    lines.push(t('republic.board.floor', { proposal: proposalName(item.proposal, t, s), by: name(item.by) }));
    const yea = item.votes.reduce((n, r) => n + r.yea, 0) + item.bonusYea;
    const nay = item.votes.reduce((n, r) => n + r.nay, 0) + item.bonusNay;
    lines.push(t('republic.board.tally', { yea, nay, toVote: item.toVote.map(name).join(', ') || '—' }));
  }
  const result = republic.result(s);
  if (result) {
    const reason = s.ending?.reason ?? '';
    const why = reason in en.republic.ending ? t(`republic.ending.${reason}`) : t('republic.ending.other', { reason });
    lines.push(t('republic.board.over', { reason: why, winners: result.winners.map(seatName).join(', ') || '—' }));
  } else {
    const d = top(s);
    const round = openCounterBribes(s).map((x) => x.seat);
    if (round.length) {
      // A round of counter-bribes is collected at once: whose are still awaited (never how much anyone gave).
      lines.push(t('republic.round.waiting', { players: round.map(name).join(', ') }));
      if (roundClose !== null) lines.push(t('republic.round.closes', { until: `<t:${Math.ceil(roundClose / 1000)}:R>` }));
    } else if (d) lines.push(t('republic.board.waiting', { player: name(deciderOf(s, d)), decision: decisionName(d, t) }));
    // Members with an interrupt window open (AI seats never interrupt: only the deciding seat is played by the AI).
    const window = republic.activePlayers(s).slice(1).filter((seat) => isMember(seat) && !round.includes(seat));
    if (win) {
      // A Discord timestamp: every reader sees the time in their own zone and language.
      const until = `<t:${Math.ceil(win.until / 1000)}:R>`;
      lines.push(t('republic.window.waiting', { until, players: win.members.filter((m) => !win.waived.includes(m)).map(name).join(', ') }));
    } else if (window.length) lines.push(t('republic.board.window', { players: window.map(name).join(', ') }));
    if (away.length && s.phase === 'senate') lines.push(t('republic.windowAway.line', { players: away.map(name).join(', ') }));
  }
  const content = lines.join('\n');
  return content.length > CONTENT_MAX ? `${content.slice(0, CONTENT_MAX - 1)}…` : content;
}

export const republicAdapter: GameAdapter<RepublicState> = {
  id: 'republic',
  seatCount: 6,

  commands: () => [republicCommand()],

  newGame(input: NewGameInput) {
    const players = Math.min(6, Math.max(1, input.players ?? 4));
    return { options: republic.parseOptions({ players }), humanSeats: [0], seats: players };
  },

  setup(opts, seed) {
    return { state: republic.setup(republic.parseOptions(opts), seed), events: [] };
  },

  version: (state) => state.version,
  turn: (state) => state.turn,
  toMove(state) {
    const a = republic.activePlayers(state);
    return a.length ? a[0] : null;
  },
  actors,

  apply(state, player, action) {
    let parsed: RepublicAction;
    try {
      parsed = republic.parseAction(action);
    } catch (e) {
      return { ok: false, error: { code: 'republic.error.badAction', message: (e as Error).message } };
    }
    return republic.apply(state, player, parsed);
  },

  // The engine's events never carry hidden values (docs/republic-engine.md): they are public as they are.
  publicEvents: (events) => events,
  describeEvents: (events, t) => describeEvents(events, t),

  threadName: (names, t) => t('republic.threadName', { players: names.join(', ') }).slice(0, 100),

  startText(game, seatName, t) {
    return t('republic.started', {
      options: this.modulesText(game.record.options, t),
      players: game.meta.seats.map((_, seat) => `${t('republic.faction.seat', { n: seat + 1 })}: ${seatName(seat)}`).join(', '),
    });
  },

  async boardPost(game: StoredGame<RepublicState>, lastEvents, t, seatName): Promise<BoardPost> {
    const s = game.state!;
    const win = pendingWindow(s, game.meta);
    const away = awaySeats(s, game.meta);
    const content = boardText(s, lastEvents, t, seatName, (seat) => !!game.meta.seats[seat], win, bidsCloseAt(s, game.meta), roundClosesAt(s, game.meta), away);
    const components: BoardPost['components'] = [];
    if (!republic.result(s)) {
      components.push({
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.Button, custom_id: gid(game.meta.id, s.version, 'rp'), label: t('republic.board.play'), style: ButtonStyle.Primary },
          { type: ComponentType.Button, custom_id: gid(game.meta.id, s.version, 'hand'), label: t('republic.board.mine'), style: ButtonStyle.Secondary },
          ...(win ? [{ type: ComponentType.Button as const, custom_id: gid(game.meta.id, s.version, 'rx'), label: t('republic.window.goOn'), style: ButtonStyle.Success as const }] : []),
          ...(away.length && s.phase === 'senate' ? [{ type: ComponentType.Button as const, custom_id: gid(game.meta.id, s.version, 'rk'), label: t('republic.windowAway.button'), style: ButtonStyle.Secondary as const }] : []),
        ],
      });
    }
    const view = republic.view(s, null);
    const png = await republicPicture(view, pickLocale(game.meta.locale));
    const files: BoardPost['files'] = png ? [{ attachment: png, name: `republic-${game.meta.id}-${s.version}.png`, description: t('republic.board.imageAlt') }] : [];
    // During the Senate phase a second picture: offices, the floor and its tally, the senators and their votes.
    const senate = s.phase === 'senate' && !republic.result(s) ? await republicSenatePicture(view, pickLocale(game.meta.locale)) : null;
    if (senate) files.push({ attachment: senate, name: `republic-senate-${game.meta.id}-${s.version}.png`, description: t('republic.board.senateAlt') });
    // A vote just counted or vetoed: its result, the outcome stamped and each faction's votes, even once the Senate has closed.
    // Several votes in one post (an AI chain): all of them in one picture, not only the last.
    const counted = resultsOf(lastEvents);
    const result = counted.length > 1
      ? await republicSessionPicture(view, counted, 'move', s.turn, pickLocale(game.meta.locale))
      : await republicResultPicture(view, lastEvents, pickLocale(game.meta.locale));
    if (result) files.push({ attachment: result, name: `republic-vote-${game.meta.id}-${s.version}.png`, description: t('republic.board.resultAlt') });
    // The Senate just closed: the whole session, every proposal voted on with its outcome and votes.
    const session = closedSession(s, lastEvents);
    const sessionPng = session ? await republicSessionPicture(view, session, 'session', s.senateSession!.turn, pickLocale(game.meta.locale)) : null;
    if (sessionPng) files.push({ attachment: sessionPng, name: `republic-session-${game.meta.id}-${s.version}.png`, description: t('republic.board.sessionAlt') });
    // The game is over: its summary (the winner, why it ended, each faction's influence, Rome at the end).
    const final = republic.result(s) ? await republicFinalPicture(s, pickLocale(game.meta.locale)) : null;
    if (final) files.unshift({ attachment: final, name: `republic-final-${game.meta.id}-${s.version}.png`, description: t('republic.board.finalAlt') });
    // The Mediterranean when the map changed or matters now (a battle, a war begun or ended, armies sent, the Combat Phase).
    const map = mapMatters(s.phase, lastEvents) ? await republicMapPicture(view, pickLocale(game.meta.locale)) : null;
    if (map) files.push({ attachment: map, name: `republic-map-${game.meta.id}-${s.version}.png`, description: t('republic.map.alt') });
    return { content, files, components };
  },

  step: (state, seat, gameIdText, verb, args, values, t) => buildStep(state, seat, gameIdText, verb, args, values, t),
  // The undo button sits on the member's own ephemeral reply: answered in place like the builder.
  isBuilderVerb: (verb) => REPUBLIC_BUILDER_VERBS.has(verb) || verb === UNDO_VERB,
  afterMoveRows: (game, seat, before, t) => undoRows(game, seat, before, t),
  // 'rv' (the slow-seat vote) is keyed by the turn, not the position: its own handler checks it.
  isEntryVerb: (verb) => verb === 'rp' || verb === 'rw' || verb === 'rv',

  handText(state, seat, t) {
    const v = republic.view(state, seat);
    const f = v.factions[seat];
    if (!f) return t('error.notInGame');
    const lines = [t('republic.mine.title'), `${factionName(v, seat, t)}`];
    lines.push(t('republic.mine.treasury', { amount: talents(f.treasury ?? 0, t) }));
    lines.push(t('republic.mine.hand', { cards: (f.hand ?? []).map((c) => cardName(c, t)).join(', ') || t('republic.mine.none') }));
    for (const x of Object.values(v.senators).filter((y) => y.faction === seat)) {
      lines.push(t('republic.mine.senator', {
        name: `${f.leader === x.id ? '★ ' : ''}${senatorName(x.id, v, t)}`, mil: x.mil, ora: x.ora, loy: x.loy, inf: x.inf, pop: x.pop,
        talents: talents(x.talents, t), office: x.office ? ` · ${t(`republic.office.${x.office}`)}` : '',
      }));
    }
    const secret = v.forumState?.persuasion?.secret?.[String(seat)];
    if (typeof secret === 'number') lines.push(t('republic.mine.secret', { amount: talents(secret, t) }));
    const text = lines.join('\n');
    return text.length > CONTENT_MAX ? `${text.slice(0, CONTENT_MAX - 1)}…` : text;
  },

  // "My faction" offers "Take back my move" too, while the member's last move can be taken back.
  handRows: (game, seat, t) => handUndoRows(game, seat, t),

  history(game, t) {
    let state = republic.setup(republic.parseOptions(game.record.options), game.record.seed);
    const lines: string[] = [];
    for (const { player, action } of game.record.actions) {
      const out = republic.apply(state, player, republic.parseAction(action));
      if (!out.ok) break;
      state = out.state;
      lines.push(...describeEvents(out.events, t));
    }
    return lines;
  },

  // Every AI seat listed after the deciding one (an interrupt window open to it, or its counter-bribe awaited), in
  // seat-list order: the bot asks each once per position, from its own view, whether it takes an interrupt now
  // (./ai/entry.ts, seeded by the position). Only interrupts that use something up (a card, the turn's
  // assassination) are taken, so the table cannot loop.
  computerInterrupters(state, meta: GameMeta) {
    return republic.activePlayers(state).slice(1).filter((x) => !meta.seats[x]);
  },

  // The deciding seat when it is an AI, but not while the Senate's interrupt window before its step is open to a
  // member (./window.ts). An AI seat in a round of counter-bribes answers at once, before the deciding seat (the
  // round is sealed: order tells nothing).
  computerSeat(state, meta: GameMeta) {
    const [seat, ...others] = republic.activePlayers(state);
    // A round of counter-bribes: every AI of the round answers as soon as it opens (each from its own view),
    // so the round closes as soon as the members have answered.
    const roundAi = openCounterBribes(state).map((d) => d.seat).find((x) => !meta.seats[x] && others.concat(seat ?? []).includes(x));
    if (roundAi !== undefined) return roundAi;
    return seat !== undefined && !meta.seats[seat] && !pendingWindow(state, meta) ? seat : null;
  },

  aiView: (state, seat) => republic.view(state, seat),

  // A member resigning ends the table's game (as in Conquest II): nobody wins, the Republic goes unfinished.
  resign(state) {
    return state.ending ? state : { ...state, ending: { reason: 'resigned', winner: null }, phase: 'ended', version: state.version + 1 };
  },

  abandon(state) {
    return state.ending ? state : { ...state, ending: { reason: 'abandoned', winner: null }, phase: 'ended', version: state.version + 1 };
  },

  result: (state) => republic.result(state),

  // The type only: amounts (bribes, bids, transfers) may be secret.
  logAction(action) {
    return { type: (action as RepublicAction).type };
  },

  modulesText(opts, t) {
    const o = options({ options: republic.parseOptions(opts) } as RepublicState);
    const rules = (Object.keys(o.advanced) as (keyof typeof o.advanced)[]).filter((r) => o.advanced[r]);
    return t('republic.optionsText', { count: o.players, scenario: t(`republic.scenario.${o.scenario}`), advanced: advancedText(rules, t) });
  },

  computerName: (meta, seat, t) => t('republic.ai', { faction: t('republic.faction.seat', { n: seat + 1 }) }),
  reminderText: (player, t) => t('republic.reminder', { player }),

  components: {
    rx: (ctx, i, game, _args, log) => letSenateGoOn(ctx, i, game as StoredGame<RepublicState>, log),
    rk: (ctx, i, game, _args, log) => waitForMe(ctx, i, game as StoredGame<RepublicState>, log),
    [UNDO_VERB]: (ctx, i, game, _args, log) => takeBack(ctx, i, game as StoredGame<RepublicState>, log),
    // The builder's entry and refresh offer "Take back my move" while it is still allowed (./undo.ts).
    rp: (ctx, i, game, _args, log) => openBuilder(ctx, i, game as StoredGame<RepublicState>, 'rp', log),
    rw: (ctx, i, game, _args, log) => openBuilder(ctx, i, game as StoredGame<RepublicState>, 'rw', log),
    rv: (ctx, i, game, args, log) => voteReplace(ctx, i, game as StoredGame<RepublicState>, Number(args[0]), log),
  },

  table: {
    click: (ctx, i, game, verb, log) => handleTable(ctx, i, verb, game, log),
    upkeep: (ctx, game) => tableUpkeep(ctx, game as StoredGame<RepublicState>),
    leagueTable: (seats, deadlineHours) => newTableMeta(seats, deadlineHours),
  },
};
