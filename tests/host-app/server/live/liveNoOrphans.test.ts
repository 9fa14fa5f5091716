import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../support/freePort';

/** Every process on the machine: its parent and its command line (from /proc). */
function processTable(): { pid: number; ppid: number; command: string }[] {
  const table: { pid: number; ppid: number; command: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the parent id follows its closing one.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      table.push({ pid: Number(name), ppid, command });
    } catch {
      // gone while reading
    }
  }
  return table;
}

/** The ffmpeg processes below `root`, at any depth. */
function ffmpegBelow(root: number): { pid: number; ppid: number; command: string }[] {
  const table = processTable();
  const below = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const entry of table) {
      if (below.has(entry.ppid) && !below.has(entry.pid)) {
        below.add(entry.pid);
        grew = true;
      }
    }
  }
  return table.filter((entry) => below.has(entry.pid) && entry.pid !== root && /\bffmpeg\b/.test(entry.command));
}

describe('the host app and its ffmpeg processes', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  });

  // SIGTERM is how `npm start` and a service manager stop it; SIGKILL leaves it no chance to clean up.
  it.each(['SIGTERM', 'SIGKILL'] as const)('leaves no ffmpeg process behind when the server is killed with %s', { timeout: 240_000 }, async (signal) => {
    const port = await freePort();
    const launcher = spawn('node_modules/.bin/tsx', ['--conditions=payment-client-source', 'host-app/server/main.ts'], {
      env: { ...process.env, PRODUCT_ENV: 'test', DATABASE_URL: 'memory://', HOST_APP_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(launcher);
    let output = '';
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => launcher.on('exit', () => resolve()));

    // Both live events of the seed are on air: their streams run as ffmpeg processes of the server.
    const liveStreams = () => ffmpegBelow(launcher.pid!).filter((entry) => entry.command.includes('live.m3u8'));
    await expect.poll(() => liveStreams().length, { timeout: 180_000, interval: 500 }).toBe(2);
    const running = ffmpegBelow(launcher.pid!);
    // The server is the process the streams belong to (tsx may run it as a child of its own).
    const serverPid = liveStreams()[0]!.ppid;
    expect(liveStreams().every((entry) => entry.ppid === serverPid)).toBe(true);

    process.kill(serverPid, signal);
    await exited;
    const isGone = (pid: number) => !processTable().some((entry) => entry.pid === pid);
    await expect.poll(() => isGone(serverPid), { timeout: 10_000 }).toBe(true);
    // The kernel signals each child as the server dies; a killed child lingers only until init reaps it.
    const left = () => processTable().filter((entry) => running.some((ffmpeg) => ffmpeg.pid === entry.pid) || (/\bffmpeg\b/.test(entry.command) && entry.command.includes(`/live/${serverPid}/`)));
    await expect.poll(left, { timeout: 10_000, message: output.slice(-2000) }).toEqual([]);
  });
});
