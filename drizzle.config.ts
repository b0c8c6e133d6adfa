import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate`), committed, and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/crm-schema.ts',
    './src/server/db/inventory-schema.ts',
    './src/server/db/contacts-schema.ts',
    './src/server/db/sales-schema.ts',
    './src/server/db/sale-reminders-schema.ts',
    './src/server/db/commissions-schema.ts',
  ],
  out: './src/server/db/migrations',
});
