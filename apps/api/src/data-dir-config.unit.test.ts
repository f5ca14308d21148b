import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATA_DIR', () => {
  it('keeps `memory://` as it is: the database in memory, no folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('resolves a folder against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'data' }).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });
});
