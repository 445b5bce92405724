/**
 * Saved states from older schemas, brought up to the current one.
 *
 * Schema 2 (issue 12, engine completion): events in play may carry `war` and
 * `fleets` (Rhodian Maritime Alliance), new decision kinds exist (Tribune
 * reactions, civil war, Catiline) and Senate armies may be sent against the
 * rebel (war `rebel`). Every addition is optional, so a schema-1 state is a
 * valid schema-2 state once relabelled.
 *
 * Schema 3 (advanced rules 2.01-2.06): legions may be `disbanded` (in the
 * Bank), Senate floor items may carry `advocate` and `advocateRefused`,
 * `law` and `partialRecall` proposals exist, senators may be `priest`,
 * provinces may hold `armies` and `fleets`, wars may have `allies`, and the
 * combat state may hold a `declared` revolt. All additions are new values or optional fields, so a
 * schema-2 state is a valid schema-3 state once relabelled.
 *
 * Schema 4 (2.03 Rebel Governors): provinces may carry `navalVictory`, the
 * combat state's `declared` revolt may name a governor's `province` and
 * whether he `march`es, the option `advanced.rebelGovernors` may be true, and
 * the `governorRevolt` decision exists; a war's allied provinces may count
 * their provincial `units` (2.02 losses). All optional or new values: a
 * schema-3 state is a valid schema-4 state once relabelled.
 *
 * Schema 5 (the table's Senate session picture): the state may hold
 * `senateSession`, the proposals voted on in the turn's Senate with their
 * votes (./session-record.ts). It is optional: a schema-4 state is a valid
 * schema-5 state once relabelled; a session already under way when the game
 * is migrated is drawn from its next vote on.
 *
 * Schema 6 (2.03.7x rebel reinforcements): a province may carry
 * `reinforcing` (legions in transit to the Primary Rebel, and the shield
 * against a Senate attack), the `rebelReinforcements` decision and the
 * `reinforceRebel` action exist; a secondary rebel may be the
 * `rebelMasterOfHorse` (1.11.37); `testLoyalty` may carry `fleets`, the
 * `revolt` decision `loyalFleets` and `combat.declared` `fleets` (2.03: a
 * victor's fleets that follow him). Optional: a schema-5 state is a valid
 * schema-6 state once relabelled (no reinforcement was ever under way).
 *
 * Schema 7 (4.02.2 the Dominant Player's builds for a Neutral): the Senate
 * state may hold `dominantBuilds`, the `neutralBuilds` decision and action
 * exist. Optional: a schema-6 state is a valid schema-7 state once
 * relabelled (the Dominant Player is asked from the next Neutral business on).
 *
 * Schema 8 (2.03's optional rule, veterans loyal to any rebel): the options gain
 * `advanced.rebelVeterans`, false for a game begun before it existed.
 *
 * Schema 9 (the Vatinian Law's Legates and Repopulating Rome's choice): a
 * senator may carry `legateSpoils` (the provinces whose spoils he took through
 * a Legate, one charge each, with prosecution reasons `corrupt:<province>`);
 * the `repopulate` and `governorTravel` decisions and their answers exist; a
 * `governorRevolt` may name a province its governor rules through a Legate;
 * a `joinRebel` answer may carry `keep` (ruling "1.11.32 rebels keep their
 * provinces"). All optional or new values: a schema-8 state is a valid
 * schema-9 state once relabelled. A rebel who lost a Legate's province under
 * the old reading stays without it.
 *
 * Schema 10 (2.03.8 and 2.03.72): a province may carry `rebelMarch` (its Primary
 * Rebel governor at sea for Rome); the `rebelMarch` and `interceptionLosses`
 * decisions and the `marchOnRome` and `fleetLosses` answers exist. All optional
 * or new values: a schema-9 state is a valid schema-10 state once relabelled
 * (no rebel was ever at sea).
 *
 * The module offers this as `migrate` (./index.ts): the store runs every state
 * it loads through it once, so a game saved under an older schema loads and
 * plays on; a state of the current schema is returned as it is, at no cost.
 */
import { REPUBLIC_SCHEMA } from './setup';
import type { RepublicState } from './types';

export function migrateRepublic(raw: RepublicState): RepublicState {
  if (raw.schema === REPUBLIC_SCHEMA) return raw;
  if (raw.schema > REPUBLIC_SCHEMA) throw new Error(`republic state schema ${raw.schema} is newer than this engine (${REPUBLIC_SCHEMA})`);
  const s = structuredClone(raw);
  if (s.schema === 1) s.schema = 2;
  if (s.schema === 2) s.schema = 3;
  if (s.schema === 3) s.schema = 4;
  if (s.schema === 4) s.schema = 5;
  if (s.schema === 5) s.schema = 6;
  if (s.schema === 6) s.schema = 7;
  if (s.schema === 7) {
    s.options.advanced.rebelVeterans ??= false;
    s.schema = 8;
  }
  if (s.schema === 8) s.schema = 9;
  if (s.schema === 9) s.schema = 10;
  return s;
}
