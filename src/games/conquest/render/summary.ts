/**
 * The summary picture of a finished Conquest Classic game, posted with the
 * final result: who won and why, a row per player (their colour, number and
 * home, provinces held, tribute, talents, units on the board, winner or out)
 * and a small copy of the final map. Classic Conquest hides nothing: it is
 * drawn from the public view.
 */
import type { Canvas } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { drawResultSummary, summarySize, type ResultSummary } from '../../../render/result-summary';
import { fill, panelCanvas, panelTitle } from '../../conquest2/render/panel';
import type { ConquestView } from '../types';
import { drawConquestMap } from './index';
import { CONQUEST_LOCALES, WORDS, provinceName, type ConquestLocale } from './labels';
import { GOLD, PANEL_MUTED, PANEL_TEXT, PLAYER_COLOUR, SANS_BOLD, SERIF_BOLD } from './theme';

/** What the summary says, in the picture's language. */
export function conquestSummary(view: ConquestView, board: Canvas, locale: ConquestLocale): ResultSummary {
  const w = WORDS[locale];
  const s = w.summary;
  const name = (seat: number) => `${w.player} ${seat + 1} · ${provinceName(view.players[seat].home, locale)}`;
  // As the engine decides (index.ts resultOf): a declared Caesar alone, else everyone still in.
  const winners = view.endReason === 'agreed' && view.agreedWinner !== null
    ? [view.agreedWinner] : view.players.flatMap((p, seat) => (p.alive ? [seat] : []));
  const players = winners.map(name).join(', ');
  const headline = winners.length === 0 ? s.none : fill(winners.length === 1 ? s.winner : s.shared, { players });
  const units = (seat: number) => view.stacks.filter((x) => x.owner === seat)
    .reduce((n, x) => n + x.troops.infantry + x.troops.cavalry + x.troops.catapult, 0);
  return {
    headline,
    reason: view.endReason ? s.reason[view.endReason] : '',
    heads: [s.provinces, s.tribute, s.talents, s.units, s.status],
    rows: view.players.map((p, seat) => ({
      colour: PLAYER_COLOUR[seat % PLAYER_COLOUR.length],
      name: name(seat),
      winner: winners.includes(seat),
      out: !p.alive,
      cells: [
        String(Object.values(view.owner).filter((o) => o === seat).length),
        `+${view.tribute[seat] ?? 0}`,
        String(p.money),
        String(units(seat)),
        winners.includes(seat) ? w.winner : p.alive ? '' : w.eliminated,
      ],
    })),
    board,
  };
}

export function drawConquestSummary(view: ConquestView, options: { locale?: ConquestLocale } = {}): Canvas {
  registerFonts();
  const locale: ConquestLocale = CONQUEST_LOCALES.includes(options.locale as ConquestLocale) ? (options.locale as ConquestLocale) : 'en';
  const summary = conquestSummary(view, drawConquestMap(view, { locale }), locale);
  const { width, height } = summarySize(summary);
  const { canvas, ctx } = panelCanvas(width, height);
  panelTitle(ctx, fill(WORDS[locale].summary.title, { n: view.round }), 32);
  drawResultSummary(ctx, summary, { text: PANEL_TEXT, muted: PANEL_MUTED, gold: GOLD, serifBold: SERIF_BOLD, sansBold: SANS_BOLD });
  return canvas;
}
