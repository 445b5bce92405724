/**
 * The operator's tuning settings are read and checked at start: the render workers' nice value (unset: the
 * pool's default, 10) and the SQLite commit setting (unset: full); a value out of range stops the start
 * with the setting's name instead of being ignored.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/bot/config';
import { DEFAULT_RENDER_NICE } from '../../src/bot/render-pool';

describe('tuning settings', () => {
  it('RENDER_NICE: unset leaves the default, 0–19 are taken, others refused', () => {
    expect(DEFAULT_RENDER_NICE).toBe(10);
    expect(loadConfig({}).RENDER_NICE).toBeUndefined();
    expect(loadConfig({ RENDER_NICE: '' }).RENDER_NICE).toBeUndefined();
    expect(loadConfig({ RENDER_NICE: '0' }).RENDER_NICE).toBe(0);
    expect(loadConfig({ RENDER_NICE: '19' }).RENDER_NICE).toBe(19);
    expect(() => loadConfig({ RENDER_NICE: '20' })).toThrow(/RENDER_NICE/);
    expect(() => loadConfig({ RENDER_NICE: '-5' })).toThrow(/RENDER_NICE/);
    expect(() => loadConfig({ RENDER_NICE: 'low' })).toThrow(/RENDER_NICE/);
  });

  it('SQLITE_SYNC: full unless set to normal or extra', () => {
    expect(loadConfig({}).SQLITE_SYNC).toBe('full');
    expect(loadConfig({ SQLITE_SYNC: 'extra' }).SQLITE_SYNC).toBe('extra');
    expect(() => loadConfig({ SQLITE_SYNC: 'none' })).toThrow(/SQLITE_SYNC/);
  });
});
