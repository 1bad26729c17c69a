import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One schema file per owning module (decision 0028); db/schema.ts re-exports them all.
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
