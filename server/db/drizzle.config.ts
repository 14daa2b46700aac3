import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these paths from the working directory: run it from the project root
// (`npm run db:generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
