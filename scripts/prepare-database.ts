// Run by `npm start` beside a build (scripts/start.mjs), through tsx as the server is not built
// yet: on the first start of an embedded database it creates the cluster (PGlite's initdb, the
// slowest part of a first start after the build) and applies the migrations, with the server's
// own code, so the server then opens a ready database. With DATABASE_URL, or when the database
// already exists (a server may be using it), it does nothing.
import { loadConfig } from '../server/config.js';
import { connectDatabase, embeddedDatabaseExists } from '../server/db/connect.js';
import { runMigrations } from '../server/db/migrate.js';

const config = (() => {
  try {
    return loadConfig(process.env);
  } catch {
    process.exit(0); // the server reports a bad configuration itself
  }
})();
if (!config.databaseUrl && !embeddedDatabaseExists(config.dataDir)) {
  const started = Date.now();
  const database = await connectDatabase({ dataDir: config.dataDir });
  try {
    await runMigrations(database.pool);
  } finally {
    await database.close();
  }
  console.log(`Created the embedded database in ${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
