import { randomBytes } from 'node:crypto';
import { EmailSchema } from '@skillora/shared';
import { argValue, openCliDatabase } from './cli-context';
import { createAdmin } from './seed';

// npm run admin:create -- --email admin@example.com [--password '…'] [--name 'Ada']
const email = EmailSchema.safeParse(argValue('email'));
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password P] [--name N]');
  process.exit(1);
}
const password = argValue('password') ?? randomBytes(12).toString('base64url');
if (password.length < 8) {
  console.error('The password must be at least 8 characters.');
  process.exit(1);
}
const { handle } = await openCliDatabase();
try {
  await createAdmin(handle.db, email.data, password, argValue('name') ?? 'Admin');
  console.log(`Admin ready: ${email.data}${argValue('password') ? '' : ` / ${password}`}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
