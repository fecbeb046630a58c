import type { AppContext } from './context.js';
import { seedDirectory } from './directory/seed.js';
import { seedCatalogue } from './catalogue/seed.js';
import { builtinCatalogue } from '../seed/catalogue/index.js';
import { generateDirectory } from '../seed/directory/index.js';

/**
 * Built-in data loaded when its table is empty (catalogue, company directory). Runs after the
 * server is listening, so a first start answers at once while the data loads. Part of the
 * composition root: it hands each area's seeder the generated data (seed/).
 */
const seeders: Array<{ name: string; run: (app: AppContext) => Promise<void> }> = [
  { name: 'company directory', run: (app) => seedDirectory(app.db, generateDirectory) },
  { name: 'product catalogue', run: (app) => seedCatalogue(app, builtinCatalogue) },
];

export function seedInBackground(app: AppContext): Promise<void> {
  return (async () => {
    for (const seeder of seeders) {
      const started = Date.now();
      try {
        await seeder.run(app);
        app.log.info({ seeder: seeder.name, ms: Date.now() - started }, 'built-in data ready');
      } catch (err) {
        app.log.error({ err, seeder: seeder.name }, 'seeding failed');
      }
    }
  })();
}
