import { openCliDatabase } from './cli-context';

const { handle } = await openCliDatabase();
await handle.close();
console.log('Migrations applied.');
