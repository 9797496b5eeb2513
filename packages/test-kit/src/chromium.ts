/**
 * Debian's Chromium, the only browser the tools may drive (nothing downloads one of its own), with
 * the flags a headless run on this machine needs. The browser journeys and the Lighthouse bench use it.
 */
export const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
