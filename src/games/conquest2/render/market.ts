/**
 * The card market picture: the Conquest cards face up for sale (000 phase 2,
 * "Umístění dostupných Conquest karet"), grouped by card with a count, each with
 * its price and the symbol of its type as the rulebook prints it in the card's
 * corner (red X immediate, a hand of cards for Senators, green circle Diplomacy,
 * purple diamond multi-use, none for permanent), above the season and round
 * track. Drawn from the public view only: the market is face up for everyone.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePng, encodeOpaquePngAsync } from '../../../render/png';
import { provinceName, seaName, type ConquestLocale } from '../../conquest/render/labels';
import { GOLD, PANEL_MUTED, SANS_BOLD, SERIF_BOLD } from '../../conquest/render/theme';
import { cardDef, type CardDef } from '../data';
import { PICTURE_LOCALES as LOCALES, fill, panelCanvas, panelTitle } from './panel';
import type { C2View } from '../types';

export const MARKET_WIDTH = 1000;
const COLUMNS = 4;
const CARD_W = 230;
const CARD_H = 96;
const GAP = 13;
const TOP = 118;
const TYPE_COLOUR: Record<CardDef['type'], string> = {
  immediate: '#b3261e', senator: '#5b4a8a', diplomacy: '#2e7d32', multi: '#7b2d8b', permanent: '#6d5a3a',
};

type Words = (typeof LOCALES)['en']['conquest2'];


/** The plural form of a count in the locale's own categories; a locale file carries only the forms its language uses, _other always. */
export function plural(words: Record<string, string>, key: string, count: number, locale: ConquestLocale): string {
  const cat = new Intl.PluralRules(locale).select(count);
  return fill(words[`${key}_${cat}`] ?? words[`${key}_other`], { count });
}

/** The card's name as the rulebook words it, in the picture's language. */
export function marketCardName(id: string, locale: ConquestLocale): string {
  const w = LOCALES[locale].conquest2 as Words;
  const d = cardDef(id);
  const place = (p: string) => provinceName(p, locale);
  switch (d.kind) {
    case 'merchant': return fill(w.card.merchant, { province: place(d.province!) });
    case 'senateVote': return w.card.senateVote[d.effect as keyof Words['card']['senateVote']];
    case 'senator': return `${w.card.senator} ${['', 'I', 'II', 'III', 'IV'][d.value!]}`;
    case 'diplomacy': return d.province ? fill(w.card.diplomacy, { province: place(d.province) }) : w.card.pirates;
    case 'buildCity': return fill(w.card.buildCity, { provinces: d.provinces!.map(place).join(' / ') });
    case 'barbarians': return fill(w.card.barbarians, { province: place(d.province!) });
    case 'commandeer': return `${w.card.commandeer} (${seaName(d.sea!, locale)})`;
    default: return w.card[d.kind as 'assassin'];
  }
}

/** Identical cards on sale (Senators II, Politicians...) make one entry with a count, in market order. */
export function marketEntries(view: C2View, locale: ConquestLocale): { name: string; price: number; type: CardDef['type']; count: number }[] {
  const out: { name: string; price: number; type: CardDef['type']; count: number }[] = [];
  for (const id of view.market) {
    const d = cardDef(id);
    const name = marketCardName(id, locale);
    const same = out.find((e) => e.name === name && e.price === d.price);
    if (same) same.count += 1;
    else out.push({ name, price: d.price, type: d.type, count: 1 });
  }
  return out;
}

function symbol(ctx: SKRSContext2D, type: CardDef['type'], x: number, y: number): void {
  ctx.save();
  ctx.lineWidth = 4;
  switch (type) {
    case 'immediate':
      ctx.strokeStyle = '#e53935';
      ctx.beginPath(); ctx.moveTo(x - 8, y - 8); ctx.lineTo(x + 8, y + 8); ctx.moveTo(x + 8, y - 8); ctx.lineTo(x - 8, y + 8); ctx.stroke();
      break;
    case 'senator':
      // A hand of cards: three fanned cards.
      ctx.fillStyle = '#f3ead7';
      ctx.strokeStyle = '#3b2f22';
      ctx.lineWidth = 1.5;
      for (const a of [-0.35, 0, 0.35]) {
        ctx.save(); ctx.translate(x, y + 8); ctx.rotate(a); ctx.fillRect(-5, -18, 10, 16); ctx.strokeRect(-5, -18, 10, 16); ctx.restore();
      }
      break;
    case 'diplomacy':
      ctx.fillStyle = '#43a047';
      ctx.beginPath(); ctx.arc(x, y, 9, 0, Math.PI * 2); ctx.fill();
      break;
    case 'multi':
      ctx.fillStyle = '#ab47bc';
      ctx.beginPath(); ctx.moveTo(x, y - 10); ctx.lineTo(x + 8, y); ctx.lineTo(x, y + 10); ctx.lineTo(x - 8, y); ctx.closePath(); ctx.fill();
      break;
    case 'permanent':
      break;
  }
  ctx.restore();
}

/** Up to two lines of at most `width` pixels (the second clipped with an ellipsis). */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const next = lines[lines.length - 1] ? `${lines[lines.length - 1]} ${word}` : word;
    if (ctx.measureText(next).width <= width || !lines[lines.length - 1]) lines[lines.length - 1] = next;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  let second = lines.slice(1).join(' ');
  while (second.length > 1 && ctx.measureText(`${second}…`).width > width) second = second.slice(0, -1);
  return [lines[0], `${second}…`];
}

export function marketSize(view: C2View): { width: number; height: number } {
  const rows = Math.max(1, Math.ceil(marketEntries(view, 'en').length / COLUMNS));
  return { width: MARKET_WIDTH, height: TOP + rows * (CARD_H + GAP) + 10 };
}

export function drawConquest2Market(view: C2View, locale: ConquestLocale = 'en'): Canvas {
  registerFonts();
  const w = LOCALES[locale].conquest2 as Words;
  const entries = marketEntries(view, locale);
  const { width, height } = marketSize(view);
  const { canvas, ctx } = panelCanvas(width, height);
  panelTitle(ctx, w.market.title, 30);
  ctx.font = `16px ${SANS_BOLD}`;
  ctx.fillStyle = PANEL_MUTED;
  ctx.fillText(`${fill(w.season, { season: view.season, round: Math.min(4, view.round) })} · ${w.phase[view.phase]} · ${plural(w.market as unknown as Record<string, string>, 'deck', view.deckSize, locale)}`, 20, 62);
  // The season and round track: the current round in gold.
  for (let season = 1; season <= view.options.seasons; season++) {
    for (let round = 1; round <= 4; round++) {
      const x = 20 + (season - 1) * 92 + (round - 1) * 20;
      const past = season < view.season || (season === view.season && round < view.round) || view.phase === 'over';
      const now = season === view.season && round === view.round && view.phase !== 'over';
      ctx.fillStyle = now ? GOLD : past ? '#8a7658' : '#4a3a2a';
      ctx.fillRect(x, 84, 16, 16);
    }
  }
  if (entries.length === 0) {
    ctx.fillStyle = PANEL_MUTED;
    ctx.font = `18px ${SANS_BOLD}`;
    ctx.fillText(w.market.empty, 20, TOP + CARD_H / 2);
  }
  entries.forEach((e, i) => {
    const x = 20 + (i % COLUMNS) * (CARD_W + GAP + 4);
    const y = TOP + Math.floor(i / COLUMNS) * (CARD_H + GAP);
    ctx.fillStyle = '#f3ead7';
    ctx.fillRect(x, y, CARD_W, CARD_H);
    ctx.fillStyle = TYPE_COLOUR[e.type];
    ctx.fillRect(x, y, CARD_W, 8);
    ctx.fillStyle = '#2a1f14';
    ctx.font = `17px ${SERIF_BOLD}`;
    wrap(ctx, e.name, CARD_W - 20).forEach((line, k) => ctx.fillText(line, x + 10, y + 26 + k * 21));
    symbol(ctx, e.type, x + 18, y + CARD_H - 18);
    // The price in a coin at the bottom right, as on the cards; free cards show none.
    if (e.price > 0) {
      ctx.fillStyle = GOLD;
      ctx.beginPath(); ctx.arc(x + CARD_W - 24, y + CARD_H - 22, 16, 0, Math.PI * 2); ctx.fill();
      ctx.fillStyle = '#2a1f14';
      ctx.font = `15px ${SANS_BOLD}`;
      ctx.textAlign = 'center';
      ctx.fillText(String(e.price), x + CARD_W - 24, y + CARD_H - 21);
      ctx.textAlign = 'left';
    }
    if (e.count > 1) {
      ctx.fillStyle = '#2a1f14';
      ctx.font = `16px ${SANS_BOLD}`;
      ctx.fillText(`×${e.count}`, x + 40, y + CARD_H - 18);
    }
  });
  return canvas;
}

export function renderConquest2Market(view: C2View, locale: ConquestLocale = 'en'): Buffer {
  return encodeOpaquePng(drawConquest2Market(view, locale));
}

export function renderConquest2MarketAsync(view: C2View, locale: ConquestLocale = 'en'): Promise<Buffer> {
  return encodeOpaquePngAsync(drawConquest2Market(view, locale));
}
