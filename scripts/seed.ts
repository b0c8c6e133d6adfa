// `npm run seed`: migrate the configured database (PostgreSQL or embedded) and add the demo data
// if it is not there yet. Never run it while a server has the embedded database open.
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/server/db/client.ts';
import { describeDemoAccounts, seedDemo } from '../src/server/db/seed/demo.ts';
import { createLocalStorage } from '../src/server/services/local-storage.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
try {
  await database.migrate();
  const { seeded } = await seedDemo(database.db, config.demoPassword, createLocalStorage(path.join(config.dataDir, 'files')));
  console.log(seeded ? 'Demo data added.' : 'Demo data is already present; nothing changed.');
  console.log(describeDemoAccounts(config.demoPassword));
} finally {
  await database.close();
}
