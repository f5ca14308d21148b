import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_ENGINES } from '../apps/api/test/engines';

const api = path.resolve(import.meta.dirname, '../apps/api');
const DIRECTORY = '/**/*.test.ts';

const apiTestsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts') && !e.name.endsWith('.unit.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));

describe('the list of API test files that run on both engines (ADR 005)', () => {
  it.each(BOTH_ENGINES)('%s names API tests that exist (a moved file must not drop out)', (entry) => {
    if (entry.endsWith(DIRECTORY)) {
      expect(apiTestsUnder(path.join(api, entry.slice(0, -DIRECTORY.length))).length).toBeGreaterThan(0);
    } else {
      expect(existsSync(path.join(api, entry)), entry).toBe(true);
      expect(entry).toMatch(/\.test\.ts$/);
    }
  });
});
