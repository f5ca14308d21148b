// Every table, for tests that check what a use case left behind in any module's rows. Module code
// reads only its own schema.ts and other modules' data through their repositories (ADR 026); a test
// looks at the database as a whole.
export * from '../src/db/schema';
