import { describe, expect, it } from 'vitest';
import { originAllowed } from '../../server/auth/origins.js';
import { loadConfig } from '../../server/config.js';

/** Issue 12 item 3: which pages may open the app's sockets. */
describe('issue 12 item 3: socket origins', () => {
  const allowed = ['https://app.example.com', 'https://crm.example.com'];
  const host = 'app.example.com';

  it('accepts APP_ORIGIN, the extra origins and the addressed host only', () => {
    expect(originAllowed({ origin: 'https://app.example.com', host }, allowed)).toBe(true);
    expect(originAllowed({ origin: 'https://crm.example.com', host }, allowed)).toBe(true);
    // The host the browser addressed (e.g. the LAN address of a default http://localhost install)…
    expect(originAllowed({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }, ['http://localhost:3000'])).toBe(true);
    // …but not over a scheme the app does not use, nor from another port.
    expect(originAllowed({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }, allowed)).toBe(false);
    expect(originAllowed({ origin: 'http://10.0.0.5:3001', host: '10.0.0.5:3000' }, ['http://localhost:3000'])).toBe(false);
    for (const origin of ['https://app.example.com:8443', 'http://app.example.com', 'https://evil.example', 'null', 'not a url']) {
      expect(originAllowed({ origin, host }, allowed), origin).toBe(false);
    }
  });

  it('without Origin, refuses what a browser marks as coming from another site', () => {
    expect(originAllowed({ host }, allowed)).toBe(true); // not a browser
    expect(originAllowed({ host, 'sec-fetch-site': 'same-origin' }, allowed)).toBe(true);
    expect(originAllowed({ host, 'sec-fetch-site': 'same-site' }, allowed)).toBe(false);
    expect(originAllowed({ host, 'sec-fetch-site': 'cross-site' }, allowed)).toBe(false);
  });

  it('reads EXTRA_ORIGINS as comma-separated origins and refuses anything else', () => {
    const env = { EXTRA_ORIGINS: ' https://crm.example.com/ , http://localhost:5173 ' };
    expect(loadConfig(env, { inMemory: true }).extraOrigins).toEqual(['https://crm.example.com', 'http://localhost:5173']);
    expect(loadConfig({}, { inMemory: true }).extraOrigins).toEqual([]);
    expect(() => loadConfig({ EXTRA_ORIGINS: 'crm.example.com' }, { inMemory: true })).toThrow(/EXTRA_ORIGINS/);
  });
});
