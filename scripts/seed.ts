// `npm run seed`: migrate the configured database (PostgreSQL or embedded) and add the demo data
// if it is not there yet. Never run it while a server has the embedded database open.
import { loadConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/server/db/client.ts';
import { describeDemoAccounts, seedDemo } from '../src/server/db/seed/demo.ts';
import { storageFromConfig } from '../src/server/services/storage-from-config.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
const storage = storageFromConfig(config);
try {
  await database.migrate();
  const { seeded } = await seedDemo(database.db, config.demoPassword, storage);
  console.log(seeded ? 'Demo data added.' : 'Demo data is already present; nothing changed.');
  console.log(describeDemoAccounts(config.demoPassword));
} finally {
  storage.close();
  await database.close();
}
