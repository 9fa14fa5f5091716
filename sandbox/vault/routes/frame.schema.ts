import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';

export const frameQuerySchema = z.object({ vault: resourceIdSchema });

const cspSource = z.string().regex(/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/, "must be a quoted hash such as 'sha256-…'");

/** Written by the build next to the frame page: the hashes of its inline script and style. */
export const frameCspManifestSchema = z.object({
  scriptHashes: z.array(cspSource).min(1),
  styleHashes: z.array(cspSource),
});

export type FrameCspManifest = z.output<typeof frameCspManifestSchema>;
