import { afterAll } from 'vitest';
import { stopAll } from './child-processes';

// Every API test file: servers a beforeAll started stop with the file, however it ended.
afterAll(stopAll);
