/**
 * Placement of the Conquest II map's pieces with their lines back. A piece that
 * must step away from its province keeps a thin line to it (drawn from
 * `MIN_LINE` px on); in the crowded middle of a six-player game such lines used
 * to run across province and sea names and under other pieces. Here a spot is
 * clear only if the piece covers nothing, its line crosses no name and no other
 * piece, and it does not sit on an earlier piece's line; among spots that are
 * not clear, the one with the fewest such faults wins, then the closest.
 */
import type { Point } from '../../conquest/render/geometry';
import { MAP_HEIGHT, WIDTH } from '../../conquest/render/layout';
import { overlaps, type BadgeRequest, type Box, type PlacedBadge } from '../../conquest/render/placement';

/** Below this distance from home no line is drawn (the piece visibly touches its place). */
export const MIN_LINE = 48;
/** A line across a name or a piece costs as much as this many px of distance. */
const CROSSING = 40;
/** Beyond this distance from home each px counts four times: far pieces read worst. */
const REACH = 110;

export interface LineRequest extends BadgeRequest {
  home: Point;
  line: boolean;
}

export interface PlacedLine { key: string; from: Point; to: Point }

const contains = (b: Box, [x, y]: Point) => x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];

/** Whether the segment a→b passes through the box (sampled every 3 px: boxes are at least 12 px tall). */
export function crosses(a: Point, b: Point, box: Box): boolean {
  const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 3));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    if (contains(box, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])) return true;
  }
  return false;
}

/** The part of a line that is drawn: from home to the edge of the piece's box, not under the piece. */
function visible(from: Point, to: Point, box: Box): [Point, Point] {
  const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / 3));
  let end = to;
  for (let i = 0; i <= steps; i++) {
    const p: Point = [from[0] + (to[0] - from[0]) * (i / steps), from[1] + (to[1] - from[1]) * (i / steps)];
    if (contains(box, p)) { end = p; break; }
  }
  return [from, end];
}

/**
 * Places the requests in order. `avoid` are the boxes no piece may cover (names, coins, arrows, cities);
 * `names` those no line may cross (province and sea names); a line may leave the name of its own place.
 */
export function placeWithLines(requests: readonly LineRequest[], avoid: readonly Box[], names: readonly Box[]): { placed: PlacedBadge[]; lines: PlacedLine[] } {
  const placed: PlacedBadge[] = [];
  const lines: PlacedLine[] = [];
  for (const r of requests) {
    // Caesar's and generals' marks stick out above the badge: keep room for them (as the Classic map does).
    const pad = ([x, y]: Point): Box => [x - r.width / 2 - 6, y - r.height / 2 - 10, x + r.width / 2 + 8, y + r.height / 2 + 1];
    const ownNames = names.filter((b) => contains(b, r.home));
    let best: { at: Point; score: number; clear: boolean } | null = null;
    for (const s of r.spots) {
      const box = pad(s);
      if (box[0] < 2 || box[1] < 2 || box[2] > WIDTH - 2 || box[3] > MAP_HEIGHT - 2) continue;
      const hits = avoid.filter((b) => overlaps(b, box)).length + placed.filter((p) => overlaps(p.box, box, 2)).length;
      const distance = Math.hypot(s[0] - r.home[0], s[1] - r.home[1]);
      const far = r.line && distance >= MIN_LINE;
      const [from, to] = far ? visible(r.home, s, box) : [r.home, r.home];
      const crossings = far
        ? names.filter((b) => !ownNames.includes(b) && crosses(from, to, b)).length + placed.filter((p) => crosses(from, to, p.box)).length
        : 0;
      const onLines = lines.filter((l) => crosses(l.from, l.to, box)).length;
      // Covering something is worst; a line across a name or a piece counts as a detour of CROSSING px.
      const score = hits * 100000 + (crossings + onLines) * CROSSING + distance + Math.max(0, distance - REACH) * 3;
      if (!best || score < best.score) best = { at: s, score, clear: hits === 0 && crossings === 0 && onLines === 0 };
    }
    const at = best?.at ?? r.spots[0];
    const box = pad(at);
    placed.push({ key: r.key, at, box, clear: best?.clear ?? false });
    if (r.line && Math.hypot(at[0] - r.home[0], at[1] - r.home[1]) >= MIN_LINE) {
      const [from, to] = visible(r.home, at, box);
      lines.push({ key: r.key, from, to });
    }
  }
  return { placed, lines };
}
