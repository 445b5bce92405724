/**
 * The play page of the local Discord in headless Chromium, with the real
 * Legatus bot behind it: `usePlayPage` starts the harness and one browser
 * profile before a file's tests and removes both after them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startHarness, type Harness } from '../e2e/harness';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PlayPage {
  /** The harness (bot, local Discord, store); set once the file's tests run. */
  h: Harness;
  /** A new page showing the play page as one of the harness's users, once it is live. */
  openAs(name: string): Promise<Page>;
}

/** Registers the set-up and clean-up of a browser test file; `name` names its temporary profile. */
export function usePlayPage(name: string): PlayPage {
  let browser: BrowserContext | undefined;
  let profile: string | undefined;
  const play: PlayPage = {
    h: undefined as unknown as Harness,
    async openAs(user) {
      const page = await browser!.newPage();
      await page.goto(`${play.h.discord.pageUrl}?as=${user}`);
      await page.getByTestId('status').filter({ hasText: /^live$/ }).waitFor();
      return page;
    },
  };
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: run \`apt-get update && apt-get install -y chromium\` or set CHROMIUM_PATH`);
    play.h = await startHarness();
    profile = mkdtempSync(join(tmpdir(), `localdiscord-${name}-`));
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1200, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await play.h?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });
  return play;
}

/** The public messages with a picture (the boards). */
export const boards = (page: Page) => page.locator('[data-testid=message][data-ephemeral=false]').filter({ has: page.getByTestId('attachment-image') });
/** The messages only this page's user sees. */
export const privateMessages = (page: Page) => page.locator('[data-testid=message][data-ephemeral=true]');
