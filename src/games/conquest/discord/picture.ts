/**
 * The pictures of a Conquest map post: the whole empire from the public view,
 * and, after a battle round was rolled, a zoomed region around the battle with
 * that round's dice. Both are drawn and encoded by the bot's render workers
 * (src/bot/render-pool/, which load ../render/entry.ts), so interactions are
 * still acknowledged while a picture is being made.
 */
import { PROVINCES, SEAS } from '../data';
import type { ConquestEvent, ConquestState, ConquestView } from '../types';
import type { BattleDice, ConquestRenderOptions } from '../render';
import { renderPicture } from '../../../bot/render-pool';

/** Discord refuses attachments over 10 MiB; a picture that big is dropped rather than failing the post. */
export const ATTACHMENT_MAX = 10 * 1024 * 1024;

async function draw(view: ConquestView, options: ConquestRenderOptions): Promise<Buffer | null> {
  try {
    const png = await renderPicture('conquest', 'map', [view, options]);
    return Buffer.isBuffer(png) && png.length <= ATTACHMENT_MAX ? png : null;
  } catch {
    // A failed picture must not lose the move's post: it goes out as text.
    return null;
  }
}

/** The summary picture of a finished game (result, each player's standing, a small map), or null when drawing failed. */
export async function conquestSummaryPicture(view: ConquestView, locale: string): Promise<Buffer | null> {
  try {
    const png = await renderPicture('conquest', 'summary', [view, { locale }]);
    return Buffer.isBuffer(png) && png.length <= ATTACHMENT_MAX ? png : null;
  } catch {
    return null;
  }
}

/** The PNG of the whole map, or null when drawing failed. */
export function conquestPicture(view: ConquestView, locale: string, names?: readonly string[]): Promise<Buffer | null> {
  return draw(view, { locale: locale as ConquestRenderOptions['locale'], ...(names ? { names } : {}) });
}

export interface BattlePicture {
  /** The province or sea zone fought over. */
  space: string;
  attacker: number;
  defender: number;
  dice: BattleDice;
}

/**
 * The last battle round rolled among `events`, with where it was fought.
 * The events carry the dice even after the battle ended (the state's battle is
 * gone by then); the two `rolled` events of a round come attacker first.
 */
export function lastBattleRound(events: readonly unknown[], state: Pick<ConquestState, 'battle'>): BattlePicture | null {
  const list = events as ConquestEvent[];
  let i = list.length - 1;
  while (i >= 1 && !(list[i].type === 'rolled' && list[i - 1].type === 'rolled')) i--;
  if (i < 1) return null;
  const a = list[i - 1] as Extract<ConquestEvent, { type: 'rolled' }>;
  const d = list[i] as Extract<ConquestEvent, { type: 'rolled' }>;
  let space: string | null = null;
  // The battle these dice belong to: the next end after them, else the last start before them, else the one still on.
  const end = list.slice(i + 1).find((e): e is Extract<ConquestEvent, { type: 'battleEnded' }> => e.type === 'battleEnded');
  if (end) space = end.space;
  const start = list.slice(0, i).reverse().find((e): e is Extract<ConquestEvent, { type: 'battleStarted' }> => e.type === 'battleStarted');
  if (!space && start) space = start.space;
  const b = state.battle;
  if (!space && b) space = b.kind === 'land' ? b.province : b.sea;
  if (!space) return null;
  // The round number is only known for certain while the battle is still on.
  const onGoing = b && (b.kind === 'land' ? b.province : b.sea) === space && !end;
  const dice: BattleDice = {
    attacker: { seat: a.seat, roll: [...a.faces], hits: a.hits },
    defender: { seat: d.seat, roll: [...d.faces], hits: d.hits },
    ...(onGoing ? { round: b!.round } : {}),
  };
  return { space, attacker: a.seat, defender: d.seat, dice };
}

/** The battle's space and the spaces next to it, which the region picture frames. */
export function battleRegion(space: string): string[] {
  const near = PROVINCES[space]?.neighbours ?? SEAS[space]?.seas ?? [];
  return [space, ...near];
}

/**
 * Where the active player's action is: the province of their largest army
 * (combat units, Caesar counting as much as a legion so his guard is found)
 * and its neighbours. Null when they have nothing on land.
 */
export function activeRegion(view: ConquestView): string[] | null {
  const size = new Map<string, number>();
  for (const st of view.stacks) {
    if (st.owner !== view.active) continue;
    const t = st.troops;
    size.set(st.at, (size.get(st.at) ?? 0) + t.infantry + t.cavalry + t.catapult + t.caesar + t.generals);
  }
  const best = [...size.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return best ? battleRegion(best[0]) : null;
}

/** The PNG of the battle's neighbourhood with the dice of its last round, or null when drawing failed. */
export function conquestBattlePicture(view: ConquestView, battle: BattlePicture, locale: string): Promise<Buffer | null> {
  return draw(view, {
    locale: locale as ConquestRenderOptions['locale'],
    region: { provinces: battleRegion(battle.space) },
    battle: battle.dice,
  });
}

/** The PNG of the neighbourhood of some places (no dice), or null when drawing failed. */
export function conquestRegionPicture(view: ConquestView, places: string[], locale: string): Promise<Buffer | null> {
  return draw(view, { locale: locale as ConquestRenderOptions['locale'], region: { provinces: places } });
}
