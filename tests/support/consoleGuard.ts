import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Setup file of the browser-like projects: the kit reports failures through its logger, which
 * writes to console.error and console.warn. A test claims the messages it causes with
 * `expectConsoleError` / `expectConsoleWarn`; any other message fails it, and none is printed.
 */
type Level = 'error' | 'warn';

interface Message {
  level: Level;
  text: string;
}

interface Expectation {
  level: Level;
  pattern: RegExp | string;
  matched: boolean;
}

let messages: Message[] = [];
let expectations: Expectation[] = [];

const matches = (pattern: RegExp | string, text: string) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));

function expectConsole(level: Level, pattern: RegExp | string): void {
  expectations.push({ level, pattern, matched: false });
}

/** Claims this test's console.error messages that match: at least one must come before the test ends. */
export const expectConsoleError = (pattern: RegExp | string) => expectConsole('error', pattern);

/** Claims this test's console.warn messages that match: at least one must come before the test ends. */
export const expectConsoleWarn = (pattern: RegExp | string) => expectConsole('warn', pattern);

beforeEach(() => {
  messages = [];
  expectations = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void messages.push({ level, text: format(...args) }));
  }
});

afterEach(() => {
  const unclaimed = messages.filter((message) => {
    const claims = expectations.filter((expectation) => expectation.level === message.level && matches(expectation.pattern, message.text));
    for (const expectation of claims) expectation.matched = true;
    return claims.length === 0;
  });
  const unmet = expectations.filter((expectation) => !expectation.matched);
  vi.mocked(console.error).mockRestore?.();
  vi.mocked(console.warn).mockRestore?.();
  const problems = [
    ...unclaimed.map((message) => `unexpected console.${message.level}: ${message.text.split('\n').slice(0, 4).join('\n')}`),
    ...unmet.map((expectation) => `expected a console.${expectation.level} matching ${String(expectation.pattern)}, none came`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
