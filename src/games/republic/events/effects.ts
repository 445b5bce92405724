/**
 * Effects of the random events (event cards, summarised in
 * reference/republic/compiled-more/event_rules.csv). Ally Deserts and Enemy's
 * Ally Deserts act inside the battle roll (phases/combat.ts), Trial of Verres
 * inside the revenue rolls (phases/revenue.ts), Drought, Evil Omens and
 * Manpower Shortage by their count (population, rolls, unit cost).
 *
 * The events where the HRAO chooses (Storm at Sea, Enemy Leader Dies, New
 * Alliance) are in ./choices.ts. The Rhodian Maritime Alliance is in ./rhodian.ts, Refuge in ./refuge.ts.
 */
import { governorBattleMil, ruledByLegate } from '../cards/vatinian';
import type { Ctx } from '../ctx';
import { d6, dice, drawChits, emit, sum } from '../ctx';
import { CONCESSIONS, K, PROVINCES } from '../data';
import { stateGains, statePays } from '../money';
import { chitDeaths } from '../phases/mortality';
import { chitVictim, killSenator } from '../senators';
import { provinceRevolts, destroyConcession } from '../wars';
import { omens, registerEvent } from './registry';
import { pontifexPaysOmens } from '../phases/senate/proposals/pontifex';
import { toPool } from '../military';

registerEvent({ id: 'event:drought' });
registerEvent({ id: 'event:manpower-shortage' });
registerEvent({ id: 'event:ally-deserts' });
registerEvent({ id: 'event:enemys-ally-deserts' });
registerEvent({ id: 'event:trial-of-verres' });

registerEvent({
  id: 'event:evil-omens',
  draw(ctx, ev) {
    // The State pays 20T once a turn; further omens only deepen the penalty.
    // 2.01: a Pontifex Maximus pays it, and loses the office if he cannot or on a second omen.
    const cost = K('evilOmensCost');
    const p = pontifexPaysOmens(ctx, cost, ev.count > 1);
    if (ev.count === 1) statePays(ctx, cost - (p?.paid ?? 0), 'evilOmens');
  },
});

registerEvent({
  id: 'event:allied-enthusiasm',
  hooks: {
    stateRevenue(ctx, ev) {
      stateGains(ctx, ev.level > 1 ? K('extremeAlliedEnthusiasm') : K('alliedEnthusiasm'), 'alliedEnthusiasm');
    },
  },
});

registerEvent({
  id: 'event:natural-disaster',
  draw(ctx, ev, again) {
    if (ev.level === 1 && !again) statePays(ctx, K('naturalDisasterCost'), 'naturalDisaster');
    // Evil Omens never modify this roll (1.07.21).
    const roll = d6(ctx);
    const c = [...CONCESSIONS.values()].find((x) => (x.disaster ?? []).includes(roll));
    emit(ctx, 'naturalDisasterRoll', { roll });
    if (c) destroyConcession(ctx, c.id, 'naturalDisaster');
  },
});

registerEvent({
  id: 'event:mob-violence',
  draw(ctx, ev) {
    const s = ctx.s;
    const count = s.unrest + (ev.level > 1 ? d6(ctx) : 0);
    const unrest = s.unrest;
    // Ruling (conflicts C03): on both sides only senators in Rome with POP below the unrest level die.
    chitDeaths(ctx, count, 'mobViolence', (x) => (x.where.kind === 'rome' || x.where.kind === 'forum') && x.pop < unrest);
  },
});

registerEvent({
  id: 'event:epidemic',
  draw(ctx, ev) {
    if (ev.level === 1) {
      chitDeaths(ctx, K('epidemicChits'), 'epidemic', (x) => x.where.kind === 'rome' || x.where.kind === 'forum');
      return;
    }
    let done = false;
    chitDeaths(ctx, K('epidemicChits'), 'foreignEpidemic', (x) => {
      const away = x.where.kind !== 'rome' && x.where.kind !== 'forum';
      if (!away || done) return false;
      done = true;
      return true;
    });
  },
});

/** Raid captives are held as captives of `raid:<province>` (no war card). */
export const RAID_PREFIX = 'raid:';

/**
 * Chits drawn against an overrun province's governor: his chit kills him, or
 * captures him when it is the last of two or more drawn (as in battle, 1.10.71).
 * A captive must be ransomed before the next Forum Phase or he dies.
 */
function raidChits(ctx: Ctx, count: number, governor: string, province: string): void {
  const s = ctx.s;
  const drawn = drawChits(ctx, count);
  emit(ctx, 'chits', { cause: 'barbarians', drawn });
  const g = s.senators[governor];
  const hit = drawn.findIndex((n) => n !== 0 && chitVictim(ctx, n, (x) => x.id === governor));
  if (!g || hit < 0) return;
  if (hit === drawn.length - 1 && drawn.length >= 2) {
    const p = s.provinces[province];
    if (p && p.governor === g.id) { p.governor = null; p.term = 0; p.electedTurn = null; }
    g.where = { kind: 'captive', war: `${RAID_PREFIX}${province}` };
    emit(ctx, 'captured', { senator: g.id, war: g.where.war });
    return;
  }
  killSenator(ctx, g.id, 'barbarians');
}

/** Start of the Forum Phase: governors the barbarians hold and nobody ransomed die. */
export function unransomedRaidCaptives(ctx: Ctx): void {
  for (const x of Object.values(ctx.s.senators)) {
    if (x.where.kind === 'captive' && x.where.war.startsWith(RAID_PREFIX)) killSenator(ctx, x.id, 'notRansomed');
  }
}

registerEvent({
  id: 'event:barbarian-raids',
  hooks: {
    revenueStart(ctx, ev) {
      const s = ctx.s;
      const need = ev.level > 1 ? 17 : 15;
      for (const p of Object.values(s.provinces)) {
        const def = PROVINCES.get(p.id)!;
        if (!def.frontier || !p.governor) continue;
        const g = s.senators[p.governor];
        if (!g || g.rebel !== null) continue;
        const garrison = s.legions.filter((l) => l.at === `garrison:${p.id}`);
        const roll = dice(ctx, 2);
        const side = p.developed ? def.developed : def.undeveloped;
        const total = sum(roll) + side.land + 2 * garrison.length + governorBattleMil(s, p, g.mil) - omens(s);
        if (total > need) { emit(ctx, 'raidRepelled', { province: p.id, total }); continue; }
        p.blockedTurn = s.turn;
        p.developed = false;
        for (const l of garrison.slice(0, roll[0])) toPool(l);
        emit(ctx, 'provinceOverrun', { province: p.id, total });
        // Ruling: the barbarians cannot kill or capture a governor who stays in Rome (Vatinian Law).
        if (!ruledByLegate(s, p)) raidChits(ctx, roll[0], g.id, p.id);
      }
    },
  },
});

registerEvent({
  id: 'event:internal-disorder',
  hooks: {
    revenueStart(ctx, ev) {
      const s = ctx.s;
      const need = ev.level > 1 ? 5 : 4;
      for (const p of Object.values(s.provinces)) {
        if (p.developed || !p.governor) continue;
        const g = s.senators[p.governor];
        if (!g || g.rebel !== null) continue;
        p.blockedTurn = s.turn;
        const garrison = s.legions.filter((l) => l.at === `garrison:${p.id}`);
        const total = d6(ctx) + garrison.length - omens(s);
        if (total > need) continue;
        // The province revolts: governor and garrison die, and it becomes an active revolt in the Forum.
        for (const l of garrison) toPool(l);
        killSenator(ctx, g.id, 'internalDisorder');
        provinceRevolts(ctx, p.id);
      }
    },
  },
});
