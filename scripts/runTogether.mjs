// Child processes that live and stop together: one stopping (or the parent being stopped) stops
// the others, and the parent exits after giving them `graceMs` to shut down.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string; command: string; args: string[]; env?: Record<string, string> }[]} processes
 * @returns {{ stopping(): boolean }}
 */
export function runTogether(processes, { graceMs = 2000 } = {}) {
  let stopping = false;
  const stop = (code = 0) => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), graceMs).unref();
  };
  const children = processes.map(({ name, command, args, env = {} }) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    });
    return child;
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { stopping: () => stopping };
}
