// Usage: tsx scripts/screenshot.ts <baseUrl> <out-dir> <path>[!Click name][@width] ... [--login email:password]
// `!Name` clicks the button, tab or link with that accessible name before the shot.
// Takes full-page screenshots of pages of a running SwagScout, optionally signed in.
import { mkdirSync } from 'node:fs';
import { launchBrowser } from '../tests/e2e/helpers/browser.js';

const [baseUrl, outDir, ...rest] = process.argv.slice(2);
const loginIdx = rest.indexOf('--login');
const login = loginIdx >= 0 ? rest.splice(loginIdx, 2)[1] : undefined;
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
if (login) {
  const [email, password] = login.split(':');
  const res = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed ${res.status()}`);
}
for (const spec of rest) {
  const [target, width] = spec.split('@');
  const [path, click] = target.split('!');
  await page.setViewportSize({ width: Number(width ?? 1280), height: 800 });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  if (click) await page.getByRole('tab', { name: click }).or(page.getByRole('button', { name: click })).first().click();
  await page.waitForTimeout(600);
  const file = `${outDir}/${target.replace(/[^a-z0-9]+/gi, '_') || 'root'}${width ? `_${width}` : ''}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
  console.log(file);
}
await browser.close();
