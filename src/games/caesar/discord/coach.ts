/**
 * Caesar!'s coach (GamePlugin.coach): `/game hint` and `/game review`.
 *
 * The analysis runs in the AI worker (ai/coach.ts through the AI pool), on the
 * asking player's own view for a hint and on each player's own view, position
 * by position, for a review. What comes back is shown:
 * - hint: privately to the asking player (the bot replies ephemerally), so it
 *   may name that player's own tokens; the picture is drawn from that player's
 *   view, where the opponent's face-down tokens have no identity;
 * - review: publicly, so a token is named or drawn face up only if everyone
 *   can see it at the end of the game; any other token is described and drawn
 *   as a face-down token of its side.
 */
import type { CoachReply, GameCoach } from '../../../core/plugin';
import type { Locale, Translate } from '../../../i18n';
import type { StoredGame } from '../../../storage';
import { aiAnalysis } from '../../../bot/ai-pool';
import { renderPicture } from '../../../bot/render-pool';
import { caesar, setupGame } from '../index';
import { SPACES, TOKENS } from '../data';
import type { CoachRequest, HintAnswer, ReviewAnswer } from '../ai/coach';
import { provinceName, spaceEnds, tokenLabel } from './text';
import type { CaesarAction, CaesarState, CaesarView, MightTarget, Side } from '../types';

/** Size of the coach's pictures against the full board. */
const PICTURE_SCALE = 0.45;

/** The hint's request: the asking seat's own view and nothing else (tests check this by value). */
export function hintRequest(state: CaesarState, seat: Side, seed: string): Extract<CoachRequest, { kind: 'hint' }> {
  return { kind: 'hint', view: caesar.view(state, seat) as CaesarView, seed };
}

/** The review's request: the record (replayed in the worker, each position seen by its own player) and the seats of people. */
export function reviewRequest(game: StoredGame): Extract<CoachRequest, { kind: 'review' }> {
  const state = game.state as CaesarState;
  const seats = game.meta.seats.map((u, s) => (u ? s : -1)).filter((s) => s >= 0 && !(state.options.solo?.crassus === s));
  const { options, seed, actions } = game.record;
  return { kind: 'review', record: { options, seed, actions }, seats, seed: `${seed}:${actions.length}` };
}

function mightText(t: Translate, target: MightTarget): string {
  if (target.kind === 'influence') return t('caesarCoach.mightInfluence', spaceEnds(t, target.space));
  if (target.kind === 'provinceControl') return t('caesarCoach.mightProvince', { province: provinceName(t, target.province) });
  return t('caesarCoach.mightBorder', spaceEnds(t, target.space));
}

/**
 * An action in words. `showToken` false describes a placement without its
 * token (a review naming a token nobody else saw).
 */
export function describeAction(a: CaesarAction, t: Translate, showToken: boolean): string {
  switch (a.type) {
    case 'place': {
      const ends = spaceEnds(t, a.space);
      if (!showToken) return t(a.faceDown ? 'caesarCoach.placeHiddenFaceDown' : 'caesarCoach.placeHidden', ends);
      if (a.faceDown) return t('caesarCoach.placeFaceDown', { token: tokenLabel(a.token), ...ends });
      const [p0, p1] = SPACES[a.space].provinces;
      const other = a.toward === p0 ? p1 : p0;
      const [v0, v1] = TOKENS[a.token].values;
      return t('caesarCoach.place', { token: tokenLabel(a.token), ...ends, v0, v1, to: provinceName(t, a.toward), other: provinceName(t, other) });
    }
    case 'closureOrder':
      return t('caesarCoach.closureOrder', { province: provinceName(t, a.first) });
    case 'might':
      return a.target ? mightText(t, a.target) : t('caesarCoach.mightPass');
    case 'tactics':
      return t(a.take ? 'caesarCoach.tacticsTake' : 'caesarCoach.tacticsPass');
    case 'centurion':
      return a.token && showToken ? t('caesarCoach.centurionTake', { token: tokenLabel(a.token) }) : t('caesarCoach.centurionPass');
  }
}

/** `view` with `a` (a placement) drawn on the board as the last move; `hidden` draws it as a face-down token. */
function withPlacement(view: CaesarView, side: Side, a: CaesarAction, hidden: boolean): CaesarView {
  if (a.type !== 'place') return view;
  const v = structuredClone(view);
  v.spaces[a.space] = {
    ...v.spaces[a.space],
    placed: hidden
      ? { token: null, side, toward: null, faceDown: true, concealed: true }
      : { token: a.token, side, toward: a.toward, faceDown: a.faceDown === true, ...(a.faceDown ? { concealed: true } : {}) },
  };
  v.lastPlacement = { side, space: a.space };
  return v;
}

const fmt = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

/** A picture the coach attaches: drawn from `view` (the asking player's own, or a public one). */
export interface CoachPicture { view: CaesarView; name: string; description: string }

async function render(pictures: CoachPicture[], locale: Locale): Promise<NonNullable<CoachReply['files']>> {
  const files: NonNullable<CoachReply['files']> = [];
  for (const p of pictures) {
    const attachment = await renderPicture('caesar', 'overview', [p.view, { locale, highlightLastMove: true, scale: PICTURE_SCALE }]);
    files.push({ attachment, name: p.name, description: p.description.slice(0, 1000) });
  }
  return files;
}

/** The hint as shown to its player: the master's move, the next best ones, and the board with the move. */
export function hintContent(req: Extract<CoachRequest, { kind: 'hint' }>, answer: HintAnswer, t: Translate): { content: string; pictures: CoachPicture[] } {
  const seat = req.view.viewer as Side;
  const [best, ...others] = answer.moves;
  const lines = [t('caesarCoach.hintBest', { move: describeAction(best.action, t, true) })];
  if (others.length > 0) {
    lines.push(t('caesarCoach.hintOthers'));
    for (const m of others) lines.push(`- ${t('caesarCoach.hintOther', { move: describeAction(m.action, t, true), diff: fmt(best.value - m.value) })}`);
  }
  const pictures = best.action.type === 'place'
    ? [{ view: withPlacement(req.view, seat, best.action, false), name: 'hint.png', description: t('caesarCoach.hintAlt') }]
    : [];
  return { content: lines.join('\n'), pictures };
}

async function hint(game: StoredGame, seat: number, t: Translate, locale: Locale): Promise<CoachReply | null> {
  const state = game.state as CaesarState;
  if (!state || caesar.activePlayers(state)[0] !== seat) return null;
  const req = hintRequest(state, seat as Side, `${game.record.seed}:${state.version}`);
  const answer = (await aiAnalysis('caesar', req)) as HintAnswer;
  const { content, pictures } = hintContent(req, answer, t);
  return { content, files: await render(pictures, locale) };
}

/** Ids of the tokens everyone can see at the end (not in any side's unseen list). */
function publicAtEnd(state: CaesarState): (token: string) => boolean {
  const end = caesar.view(state, null) as CaesarView;
  const unseen = new Set([...end.sides[0].unseen, ...end.sides[1].unseen]);
  return (token) => !unseen.has(token);
}

/**
 * The public review: each reviewed seat's costliest moves with the better one,
 * and a picture per move of the position before it (the public view) with the
 * better placement. A token nobody else saw by the end is neither named nor drawn.
 */
export function reviewContent(game: StoredGame, answer: ReviewAnswer, t: Translate): { content: string; pictures: CoachPicture[] } {
  const req = reviewRequest(game);
  const seen = publicAtEnd(game.state as CaesarState);
  const shows = (a: CaesarAction) => a.type === 'place' ? !a.faceDown && seen(a.token) : a.type !== 'centurion' || a.token === null || seen(a.token);
  // The positions before each reviewed move, as everyone saw them.
  const wanted = new Set(answer.moves.map((m) => m.index));
  const before = new Map<number, CaesarView>();
  let state = setupGame(caesar.parseOptions(game.record.options), game.record.seed).state;
  for (const [k, { player, action }] of game.record.actions.entries()) {
    if (wanted.has(k)) before.set(k, caesar.view(state, null) as CaesarView);
    const out = caesar.apply(state, player, caesar.parseAction(action));
    if (!out.ok) break;
    state = out.state;
  }
  const lines = [t('caesarCoach.reviewTitle')];
  const pictures: CoachPicture[] = [];
  let n = 0;
  for (const seat of req.seats) {
    const mine = answer.moves.filter((m) => m.seat === seat);
    lines.push(`**${t(`side.${seat}`)}**`);
    if (mine.length === 0) lines.push(t('caesarCoach.reviewClean'));
    for (const m of mine) {
      n++;
      lines.push(t('caesarCoach.reviewMove', {
        n, turn: m.turn, played: describeAction(m.played, t, shows(m.played)),
        better: describeAction(m.better, t, shows(m.better)), cost: fmt(m.cost),
      }));
      const view = before.get(m.index);
      if (view && m.better.type === 'place') {
        pictures.push({ view: withPlacement(view, m.seat, m.better, !shows(m.better)), name: `review-${n}.png`, description: t('caesarCoach.reviewAlt', { n }) });
      }
    }
  }
  return { content: lines.join('\n').slice(0, 2000), pictures };
}

async function review(game: StoredGame, t: Translate, locale: Locale): Promise<CoachReply> {
  const answer = (await aiAnalysis('caesar', reviewRequest(game))) as ReviewAnswer;
  const { content, pictures } = reviewContent(game, answer, t);
  return { content, files: await render(pictures, locale) };
}

export const caesarCoach: GameCoach = { hint, review };
