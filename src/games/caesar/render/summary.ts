/**
 * The summary picture of a finished Caesar! game, posted with the final
 * result: who won and why, each side's scores (control tokens placed,
 * provinces won, Senate tokens, bonus tokens taken) and a small copy of the
 * final board. Drawn from the PUBLIC view: every number in it is on the board.
 */
import type { Canvas } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { drawResultSummary, summarySize, type ResultSummary } from '../../../render/result-summary';
import { fill, panelCanvas, panelTitle } from '../../conquest2/render/panel';
import { caesarLocales } from '../locales';
import { CONTROL_TOKENS_PER_SIDE } from '../data';
import type { CaesarView, Side } from '../types';
import { drawCaesarBoard } from './index';
import { PANEL_STRINGS, RENDER_LOCALES, type RenderLocale } from './labels';
import { GOLD, PANEL_MUTED, PANEL_TEXT, SANS_BOLD, SERIF_BOLD, SIDE_COLOUR } from './theme';

export interface SummaryOptions {
  locale?: RenderLocale;
  /** The members' (or the computer's) names by seat, beside the side's name. */
  names?: readonly string[];
}

/** What the summary says, in the picture's language (the table's rows and words). */
export function caesarSummary(view: CaesarView, board: Canvas, options: SummaryOptions = {}): ResultSummary {
  const locale: RenderLocale = RENDER_LOCALES.includes(options.locale as RenderLocale) ? (options.locale as RenderLocale) : 'en';
  const m = caesarLocales[locale];
  const t = PANEL_STRINGS[locale];
  const sideName = (side: Side) => (view.options.solo && view.options.solo.crassus === side ? t.crassus : t.sides[side]);
  const sides: Side[] = [0, 1];
  return {
    headline: view.winner === null ? m.pic.summary.draw : t.wins(sideName(view.winner)),
    reason: t.endReason[view.endReason ?? ''] ?? '',
    heads: [m.pic.summary.placed, m.pic.summary.provinces, t.senate, m.pic.summary.bonuses],
    rows: sides.map((side) => {
      const s = view.sides[side];
      const name = options.names?.[side];
      return {
        colour: SIDE_COLOUR[side],
        name: name ? `${sideName(side)} · ${name}` : sideName(side),
        winner: view.winner === side,
        cells: [
          `${CONTROL_TOKENS_PER_SIDE - s.controlLeft}/${CONTROL_TOKENS_PER_SIDE}`,
          String(Object.values(view.provinces).filter((p) => p.controller === side).length),
          String(s.senate.length),
          String(s.bonusesTaken.length),
        ],
      };
    }),
    board,
  };
}

export function drawCaesarSummary(view: CaesarView, options: SummaryOptions = {}): Canvas {
  registerFonts();
  const locale: RenderLocale = RENDER_LOCALES.includes(options.locale as RenderLocale) ? (options.locale as RenderLocale) : 'en';
  const summary = caesarSummary(view, drawCaesarBoard(view, { locale, highlightLastMove: true }), { ...options, locale });
  const { width, height } = summarySize(summary);
  const { canvas, ctx } = panelCanvas(width, height);
  panelTitle(ctx, fill(caesarLocales[locale].pic.summary.title, { n: view.turn }), 32);
  drawResultSummary(ctx, summary, { text: PANEL_TEXT, muted: PANEL_MUTED, gold: GOLD, serifBold: SERIF_BOLD, sansBold: SANS_BOLD });
  return canvas;
}
