import { MAX_REF_DEPTH, REMOTE_REF_PROTOCOLS } from './constants';
import { readJsonPointer } from './jsonPointer';
import type { DynamicFormLogger } from './logger';
import { thrownMessage } from '../errors/thrownMessage';

/** The part of a fetch Response the resolver reads. */
export interface SchemaResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** Injected so tests and the SDK decide how schemas are fetched; `globalThis.fetch` fits. */
export type SchemaFetch = (url: string, init: { signal?: AbortSignal; credentials: 'omit' }) => Promise<SchemaResponse>;

export interface ResolveSchemaRefsOptions {
  fetch: SchemaFetch;
  logger: DynamicFormLogger;
  signal?: AbortSignal;
  /** Where the schema came from, so relative `$ref`s resolve; without it they must be absolute. */
  baseUrl?: string;
}

const LEFT_OUT = Symbol('left out');
type Resolved = unknown | typeof LEFT_OUT;

interface Scope {
  /** The document `#/...` pointers read from. */
  document: unknown;
  baseUrl: string | undefined;
  /** The references followed to get here, to stop cycles. */
  chain: readonly string[];
}

/** Keywords whose values are data, not schemas: a `$ref` key inside them is not a reference. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'errorMessage', 'required']);
/** Keywords whose values map names to schemas: their keys are names, never keywords. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);

class UnresolvableRef extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Replaces every `$ref` (remote URL or `#/` pointer) with the schema it names; keywords beside
 * the `$ref` win over the referenced ones. A reference that cannot be resolved is warned about
 * and its subschema left out, so a field whose schema failed to load is simply not shown
 * (PC-DYNFORM-7: failures only warned). Each remote document is fetched once.
 */
export async function resolveSchemaRefs(schema: unknown, options: ResolveSchemaRefsOptions): Promise<unknown> {
  const documents = new Map<string, Promise<unknown>>();

  const fetchDocument = async (url: string): Promise<unknown> => {
    let response: SchemaResponse;
    try {
      response = await options.fetch(url, { signal: options.signal, credentials: 'omit' });
    } catch (error) {
      throw new UnresolvableRef(`it could not be fetched (${thrownMessage(error)})`);
    }
    if (!response.ok) throw new UnresolvableRef(`the server answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new UnresolvableRef('the answer is not JSON');
    }
  };

  const loadDocument = (url: string) => {
    let document = documents.get(url);
    if (!document) documents.set(url, (document = fetchDocument(url)));
    return document;
  };

  const follow = async (ref: string, scope: Scope): Promise<{ value: unknown; scope: Scope }> => {
    let documentUrl = scope.baseUrl;
    let fragment = ref;
    if (!ref.startsWith('#')) {
      let url: URL;
      try {
        url = new URL(ref, scope.baseUrl);
      } catch {
        throw new UnresolvableRef('it is not an absolute URL');
      }
      if (!REMOTE_REF_PROTOCOLS.includes(url.protocol)) throw new UnresolvableRef(`${url.protocol} references are not fetched`);
      fragment = url.hash;
      url.hash = '';
      documentUrl = url.href;
    }
    const key = `${documentUrl ?? ''}${fragment || '#'}`;
    if (scope.chain.includes(key)) throw new UnresolvableRef('it refers to itself');
    if (scope.chain.length >= MAX_REF_DEPTH) throw new UnresolvableRef(`more than ${MAX_REF_DEPTH} references are chained`);
    const document = documentUrl === scope.baseUrl ? scope.document : await loadDocument(documentUrl!);
    const value = readJsonPointer(document, fragment);
    if (!isObject(value)) throw new UnresolvableRef(value === undefined ? 'it points at nothing' : 'it does not point at a schema object');
    return { value, scope: { document, baseUrl: documentUrl, chain: [...scope.chain, key] } };
  };

  const resolveNode = async (node: unknown, scope: Scope, path: string): Promise<Resolved> => {
    if (Array.isArray(node)) {
      const items = await Promise.all(node.map((item, index) => resolveNode(item, scope, `${path}[${index}]`)));
      return items.filter((item) => item !== LEFT_OUT);
    }
    if (!isObject(node)) return node;
    const { $ref: ref, ...keywords } = node;
    const own = await resolveKeywords(keywords, scope, path);
    if (typeof ref !== 'string') return own;
    let target: { value: unknown; scope: Scope };
    try {
      target = await follow(ref, scope);
    } catch (error) {
      // An aborted load is not a schema problem: stay quiet.
      if (!options.signal?.aborted) {
        const reason = error instanceof UnresolvableRef ? error.message : String(error);
        options.logger.warn(`The schema $ref '${ref}' at ${path || 'the schema root'} could not be resolved: ${reason}. It is left out of the form.`);
      }
      return LEFT_OUT;
    }
    const referenced = await resolveNode(target.value, target.scope, path);
    return referenced === LEFT_OUT ? LEFT_OUT : { ...(referenced as Record<string, unknown>), ...own };
  };

  const resolveKeywords = async (node: Record<string, unknown>, scope: Scope, path: string, namesOnly = false) => {
    const entries = await Promise.all(
      Object.entries(node).map(async ([key, value]): Promise<[string, Resolved]> => {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (!namesOnly && DATA_KEYWORDS.has(key)) return [key, value];
        if (!namesOnly && SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) return [key, await resolveKeywords(value, scope, childPath, true)];
        return [key, await resolveNode(value, scope, childPath)];
      }),
    );
    return Object.fromEntries(entries.filter(([, value]) => value !== LEFT_OUT));
  };

  const resolved = await resolveNode(schema, { document: schema, baseUrl: options.baseUrl, chain: [] }, '');
  return resolved === LEFT_OUT ? undefined : resolved;
}
