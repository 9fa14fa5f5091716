import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('layering', () => {
  it('keeps headless/core free of UI frameworks', () => {
    const offenders = sourceFiles(join(root, 'headless/core')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^(react|react-dom)(\/|$)|\/renderer\//.test(spec))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('ships only zod/mini to the browser', () => {
    const browserDirs = ['headless', 'components', 'embed', 'frames', 'host-app/client'];
    const offenders = browserDirs.flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec === 'zod' || (spec.startsWith('zod/') && spec !== 'zod/mini'))
          .map((spec) => `${relative(root, file)} imports ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the secure frames free of the SDK parent side and of zod', () => {
    const offenders = sourceFiles(join(root, 'frames')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /zod|react|renderer|components|cardFrameHost|vaultFrame|checkout/.test(spec))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the product's client and API apart, meeting only in their contract", () => {
    // Where a relative import lands, from the top of host-app: client, server or contract.
    const partReached = (file: string, spec: string) => (spec.startsWith('.') ? relative(join(root, 'host-app'), resolve(dirname(file), spec)).split(/[\\/]/)[0] : undefined);
    const FORBIDDEN = { client: ['server'], server: ['client'], contract: ['client', 'server'] } as const;
    const offenders = Object.entries(FORBIDDEN).flatMap(([part, forbidden]) =>
      sourceFiles(join(root, 'host-app', part)).flatMap((file) =>
        importsOf(file)
          .filter((spec) => (forbidden as readonly string[]).includes(partReached(file, spec) ?? ''))
          .map((spec) => `${relative(root, file)} imports ${spec}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
