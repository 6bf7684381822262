import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium';

/** The Chromium the journeys use (CHROMIUM_PATH, Debian's, or the bundled build), with their flags. */
export async function launchChromium(): Promise<Browser> {
  const browserPath = await resolveChromium();
  return chromium.launch({
    executablePath: browserPath.executablePath,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...browserPath.env },
  });
}
