import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The driving school's tables live in their own file (it imports users from schema.ts).
  schema: ['./src/server/db/schema.ts', './src/server/db/learning-schema.ts'],
  out: './src/server/db/migrations',
});
