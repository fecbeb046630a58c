// A Vite plugin (vite.config.ts): after the UI is written to dist/ui, renders the signed-out
// landing page (ui/prerender.tsx) and writes dist/ui/landing.html — index.html with that HTML in
// its root — which the server sends for `/` to a visitor without a session
// (server/http/static-ui.ts), with its stylesheet inlined. The text then paints from the HTML alone,
// before the JavaScript has downloaded.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

export const LANDING_HTML = 'landing.html';
const EMPTY_ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet"[^>]*? href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/** The page's stylesheets written into it (about 9 KB gzip): the first paint waits for no other request. */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET, (_tag, href: string) => `<style>${readFileSync(join(outDir, href), 'utf8').replaceAll('</style', '<\\/style')}</style>`);
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'swagscout:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // An in-memory build (npm run bundle:size) writes nothing to add to.
      if (config.build.write === false || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!index.includes(EMPTY_ROOT)) throw new Error(`prerender-landing: ${EMPTY_ROOT} not found in index.html`);
      // The same plugins and defines as the UI build, run as server-side modules (no file written).
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'silent',
        define: config.define,
        plugins: config.plugins.filter((p) => p.name.startsWith('vite:react')) as Plugin[],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule('/prerender.tsx')) as { renderLanding(): Promise<string> };
        const html = await renderLanding();
        writeFileSync(join(outDir, LANDING_HTML), inlineStylesheets(index, outDir).replace(EMPTY_ROOT, `<div id="root" data-signed-out>${html}</div>`));
      } finally {
        await server.close();
      }
    },
  };
}
