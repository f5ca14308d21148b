// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: process.env.PORT ?? '3000' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
