import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The ffmpeg binary that the npm package `@ffmpeg-installer/ffmpeg` ships, so a fresh clone needs
 * nothing installed by hand. FFMPEG_PATH overrides it (a system ffmpeg, for instance).
 */
export function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** util-linux's setpriv, on Linux: it sets the parent-death signal and then runs the command in its place. */
const SETPRIV = '/usr/bin/setpriv';
const hasSetpriv = process.platform === 'linux' && existsSync(SETPRIV);

/**
 * Starts ffmpeg as a child that dies with this process, however this process ends: where setpriv
 * exists, the kernel sends it SIGKILL when its parent dies (even by SIGKILL, which no exit handler
 * sees). Elsewhere the server's own shutdown is all that stops it.
 */
export function spawnFfmpeg(args: readonly string[], options: SpawnOptions): ChildProcess {
  const ffmpeg = ffmpegPath();
  return hasSetpriv ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', ffmpeg, ...args], options) : spawn(ffmpeg, [...args], options);
}

/** The font drawn into the sample videos' frames (DejaVu Sans Bold; its licence sits beside it). */
export const SCENE_FONT_FILE = fileURLToPath(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));

/** Quotes a value for an ffmpeg filter graph (inside '…', where only ' and \ need escaping). */
export function filterText(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** ffmpeg runs still going, so a server that stops can end them rather than leave them behind. */
const running = new Set<ChildProcess>();

/** Ends every ffmpeg run started by runFfmpeg that is still going (they then reject). */
export function killRunningFfmpeg(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of running) child.kill(signal);
}

/** Runs ffmpeg to completion; rejects with the end of its error output when it fails. */
export function runFfmpeg(args: readonly string[], options: { cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = spawnFfmpeg(['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], { cwd: options.cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      reject(error);
      return;
    }
    running.add(child);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit code ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`, stderr));
    });
  });
}
