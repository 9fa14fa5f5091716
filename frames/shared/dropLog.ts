/**
 * What a frame does with a message it drops (wrong origin, window, key or shape): nothing but a
 * numbered debug-level line, so a test or a developer can tell it was seen and refused.
 */
export function dropLog(frameName: string): (reason: string) => void {
  let dropped = 0;
  return (reason) => {
    dropped += 1;
    console.debug(`[${frameName}] dropped message ${dropped} (${reason})`);
  };
}
