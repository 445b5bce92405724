/**
 * The state of Rome as a picture, from the PUBLIC view: the State treasury,
 * unrest, forces and wars on the left, the factions and their senators in
 * Rome (influence, votes, offices) on the right. Texts come translated from
 * the caller (the Discord adapter), so this module knows no strings.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts';
import { encodeOpaquePngAsync } from '../../../render/png';
import { FAMILIES, STATESMEN, cardName } from '../data';
import type { RepublicView } from '../types';

export const ROME_SIZE = { width: 1200, height: 720 };

export interface RomeLabels {
  title: string;
  rome: string[];
  wars: string[];
  factions: string[];
  offices: Record<string, string>;
  korean: boolean;
}

const BG = '#f3ead7';
const INK = '#2b2118';
const RED = '#8c1c13';
const GOLD = '#b08d2f';

function name(v: RepublicView, id: string): string {
  const x = v.senators[id];
  if (!x) return id;
  return x.statesman ? STATESMEN.get(x.statesman)?.name ?? id : FAMILIES.get(x.family)?.name ?? id;
}

function fit(ctx: SKRSContext2D, text: string, max: number): string {
  let t = text;
  while (t.length > 3 && ctx.measureText(t).width > max) t = `${t.slice(0, -2)}…`;
  return t;
}

export function drawRome(v: RepublicView, labels: RomeLabels) {
  registerFonts();
  const { width, height } = ROME_SIZE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const serif = labels.korean ? 'LegatusKoreanBold' : 'LegatusSerifBold';
  const plain = labels.korean ? 'LegatusKorean' : 'LegatusSerif';
  ctx.fillStyle = BG;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = RED;
  ctx.fillRect(0, 0, width, 64);
  ctx.fillStyle = '#fff';
  ctx.font = `34px ${serif}`;
  ctx.fillText(fit(ctx, labels.title, width - 40), 20, 45);

  // Rome: treasury, unrest as a bar of 20, forces, then the wars.
  ctx.fillStyle = INK;
  ctx.font = `24px ${serif}`;
  labels.rome.forEach((line, k) => ctx.fillText(fit(ctx, line, 440), 20, 102 + k * 32));
  const barY = 102 + labels.rome.length * 32 - 14;
  ctx.fillStyle = '#d9cbb0';
  ctx.fillRect(20, barY, 420, 22);
  ctx.fillStyle = RED;
  ctx.fillRect(20, barY, Math.min(20, Math.max(0, v.unrest)) * 21, 22);
  ctx.fillStyle = INK;
  ctx.font = `22px ${plain}`;
  let y = barY + 60;
  for (const line of labels.wars) {
    ctx.fillText(fit(ctx, line, 440), 20, y);
    y += 32;
    if (y > height - 20) break;
  }
  const active = v.forum.wars.filter((w) => w.status !== 'inactive');
  ctx.font = `20px ${plain}`;
  for (const w of active) {
    if (y > height - 20) break;
    ctx.fillStyle = w.status === 'active' ? RED : GOLD;
    ctx.fillText(fit(ctx, `- ${cardName(w.card)}`, 440), 20, y);
    y += 28;
  }

  // The factions: one column block each, senators in Rome with their influence.
  // Two columns of up to three factions: wide enough for a senator with his office at preview size.
  const cols = v.factions.length > 1 ? 2 : 1;
  const colW = (width - 480) / cols;
  const blockH = Math.floor((height - 90) / Math.ceil(v.factions.length / cols));
  const perBlock = Math.max(1, Math.floor((blockH - 34) / 23));
  v.factions.forEach((f, k) => {
    const x = 470 + (k % cols) * colW;
    let fy = 100 + Math.floor(k / cols) * blockH;
    ctx.fillStyle = RED;
    ctx.font = `22px ${serif}`;
    ctx.fillText(fit(ctx, labels.factions[k] ?? '', colW - 10), x, fy);
    fy += 28;
    ctx.font = `18px ${plain}`;
    ctx.fillStyle = INK;
    const senators = Object.values(v.senators).filter((s) => s.faction === f.seat).sort((a, b) => b.inf - a.inf);
    for (const s of senators.slice(0, perBlock)) {
      const office = s.office ? ` · ${labels.offices[s.office] ?? s.office}` : '';
      const lead = f.leader === s.id ? '★ ' : '';
      ctx.fillText(fit(ctx, `${lead}${name(v, s.id)} ${s.mil}/${s.ora}/${s.loy} INF ${s.inf}${office}`, colW - 12), x, fy);
      fy += 23;
    }
  });
  return canvas;
}

export async function renderRome(v: RepublicView, labels: RomeLabels): Promise<Buffer> {
  return encodeOpaquePngAsync(drawRome(v, labels));
}
