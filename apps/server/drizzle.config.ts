import { defineConfig } from 'drizzle-kit'

// Only used to generate migrations from the schema (`npm run db:generate -w @hara/server`).
// Migrations are applied by the server itself at start, in-process, for both databases.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
