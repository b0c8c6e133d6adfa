// `npm run seed`: migrate the configured database (PostgreSQL or embedded) and add the demo data
// if it is not there yet. Never run it while a server has the embedded database open.
import { loadConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/server/db/client.ts';
import { describeDemoAccounts, seedDemo } from '../src/server/db/seed/demo.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
try {
  await database.migrate();
  const { seeded } = await seedDemo(database.db, config.demoPassword);
  console.log(seeded ? 'Demo data added.' : 'Demo data is already present; nothing changed.');
  console.log(describeDemoAccounts(config.demoPassword));
} finally {
  await database.close();
}
