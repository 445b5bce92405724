/**
 * Leagues: the pure core (model, pairing, ratings, standings, operations).
 * No Discord, no storage, no clock: the bot loads a LeagueState, calls an
 * operation with the current time, saves the new state and announces the events.
 */
export * from './model';
export * from './errors';
export * from './events';
export * from './permissions';
export * from './ratings';
export * from './standings';
export * from './queries';
export * from './format';
export { createLeague, joinLeague, leaveLeague, startSeason, pairNextRound, endSeason, updateLeague, LEAGUE_DEFAULTS } from './lifecycle';
export type { CreateLeagueInput, LeagueSettingsPatch, Outcome, PairOptions } from './lifecycle';
export { recordGameResult, recordResult, voidResult, grantForfeit, resolveStalledGame, attachGame, replacePlayer, removeMember } from './results';
export type { ResultInput, ForfeitInput, TimeoutInput, RemoveMemberInput } from './results';
export { planNextRound, seasonRoundCount, standingOrder, meetings } from './pairing/index';
export type { RoundPlan } from './pairing/index';
export { circleSchedule, splitDivisions } from './pairing/circle';
export { swissPairing } from './pairing/swiss';
export type { SwissPairing, SwissPlayer, MetCount } from './pairing/swiss';
export { tableSizes, allocateTables, tableRepeats } from './pairing/tables';
