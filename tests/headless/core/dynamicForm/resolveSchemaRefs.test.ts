import { describe, expect, it, vi } from 'vitest';
import { resolveSchemaRefs, type SchemaFetch } from '../../../../headless/core/dynamicForm/resolveSchemaRefs';
import { bankAccountSchema, fakeFetch, ibanSchema, IBAN_URL, PROVIDER, recordingLogger } from './fixtures';

describe('resolveSchemaRefs', () => {
  it('replaces a remote $ref with the fetched schema; keywords beside the $ref win', async () => {
    const logger = recordingLogger();
    const fetch = fakeFetch({ [IBAN_URL]: ibanSchema });
    const resolved = (await resolveSchemaRefs(bankAccountSchema(), { fetch, logger })) as ReturnType<typeof bankAccountSchema>;
    expect(resolved.properties.iban).toEqual({ ...ibanSchema, title: 'IBAN', 'x-position': 4 });
    expect(resolved.properties.holderName).toEqual(bankAccountSchema().properties.holderName);
    expect(fetch).toHaveBeenCalledWith(IBAN_URL, { signal: undefined, credentials: 'omit' });
    expect(logger.warnings).toEqual([]);
  });

  it('fetches each remote document once, and follows a fragment into it', async () => {
    const fetch = fakeFetch({ [`${PROVIDER}/v1/schemas/bank.json`]: { $defs: { iban: ibanSchema, bic: { type: 'string', pattern: '^[A-Z]{6}' } } } });
    const resolved = (await resolveSchemaRefs(
      { properties: { iban: { $ref: `${PROVIDER}/v1/schemas/bank.json#/$defs/iban` }, bic: { $ref: `${PROVIDER}/v1/schemas/bank.json#/$defs/bic` } } },
      { fetch, logger: recordingLogger() },
    )) as { properties: Record<string, unknown> };
    expect(resolved.properties).toEqual({ iban: ibanSchema, bic: { type: 'string', pattern: '^[A-Z]{6}' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('resolves #/ pointers into the schema itself and relative refs against the document they appear in', async () => {
    const fetch = fakeFetch({
      [`${PROVIDER}/schemas/a.json`]: { type: 'string', allOf: [{ $ref: 'b.json' }] },
      [`${PROVIDER}/schemas/b.json`]: { minLength: 4 },
    });
    const resolved = await resolveSchemaRefs(
      { $defs: { name: { type: 'string', maxLength: 9 } }, properties: { name: { $ref: '#/$defs/name' }, code: { $ref: `${PROVIDER}/schemas/a.json` } } },
      { fetch, logger: recordingLogger() },
    );
    expect(resolved).toMatchObject({ properties: { name: { type: 'string', maxLength: 9 }, code: { type: 'string', allOf: [{ minLength: 4 }] } } });
  });

  it('warns and leaves the field out when the schema cannot be fetched, is not JSON or the server fails', async () => {
    const logger = recordingLogger();
    const fetch = vi.fn<SchemaFetch>(async (url) => {
      if (url.endsWith('/down.json')) throw new TypeError('Failed to fetch');
      if (url.endsWith('/html.json')) return { ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) };
      return { ok: false, status: 503, json: async () => ({}) };
    });
    const resolved = await resolveSchemaRefs(
      {
        properties: {
          a: { $ref: `${PROVIDER}/down.json` },
          b: { $ref: `${PROVIDER}/html.json` },
          c: { $ref: `${PROVIDER}/busy.json` },
          kept: { type: 'string' },
        },
        required: ['a', 'b', 'c', 'kept'],
      },
      { fetch, logger },
    );
    expect(resolved).toEqual({ properties: { kept: { type: 'string' } }, required: ['a', 'b', 'c', 'kept'] });
    expect(logger.errors).toEqual([]);
    // Documents load in parallel, so warnings arrive in any order.
    expect([...logger.warnings].sort()).toEqual([
      `The schema $ref '${PROVIDER}/busy.json' at properties.c could not be resolved: the server answered HTTP 503. It is left out of the form.`,
      `The schema $ref '${PROVIDER}/down.json' at properties.a could not be resolved: it could not be fetched (Failed to fetch). It is left out of the form.`,
      `The schema $ref '${PROVIDER}/html.json' at properties.b could not be resolved: the answer is not JSON. It is left out of the form.`,
    ]);
  });

  it('does not fetch other protocols, relative refs without a base, missing pointers or cycles', async () => {
    const logger = recordingLogger();
    const fetch = fakeFetch({});
    const resolved = await resolveSchemaRefs(
      {
        properties: {
          file: { $ref: 'file:///etc/passwd' },
          script: { $ref: 'javascript:alert(1)' },
          relative: { $ref: 'iban.json' },
          missing: { $ref: '#/$defs/nothing' },
          loop: { $ref: '#/properties/loop' },
        },
      },
      { fetch, logger },
    );
    expect(resolved).toEqual({ properties: {} });
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warnings.map((warning) => warning.replace(/^.* could not be resolved: /, ''))).toEqual([
      'file: references are not fetched. It is left out of the form.',
      'javascript: references are not fetched. It is left out of the form.',
      'it is not an absolute URL. It is left out of the form.',
      'it points at nothing. It is left out of the form.',
      'it refers to itself. It is left out of the form.',
    ]);
  });

  it('resolves relative refs against the given base URL', async () => {
    const fetch = fakeFetch({ [IBAN_URL]: ibanSchema });
    const resolved = await resolveSchemaRefs({ properties: { iban: { $ref: 'bank-account-iban.json' } } }, { fetch, logger: recordingLogger(), baseUrl: `${PROVIDER}/v1/schemas/form.json` });
    expect(resolved).toEqual({ properties: { iban: ibanSchema } });
  });

  it('leaves data keywords alone but resolves properties whatever their names', async () => {
    const fetch = fakeFetch({ [IBAN_URL]: ibanSchema });
    const schema = {
      properties: { default: { $ref: IBAN_URL }, enum: { type: 'string', const: 'x', default: 'x' } },
      default: { $ref: 'not a reference' },
      examples: [{ $ref: 'neither' }],
    };
    const resolved = await resolveSchemaRefs(schema, { fetch, logger: recordingLogger() });
    expect(resolved).toEqual({ ...schema, properties: { default: ibanSchema, enum: schema.properties.enum } });
  });

  it('stays quiet when the load is aborted', async () => {
    const logger = recordingLogger();
    const loading = new AbortController();
    const fetch = vi.fn<SchemaFetch>((_url, init) => {
      loading.abort();
      return Promise.reject(init.signal?.reason);
    });
    await resolveSchemaRefs(bankAccountSchema(), { fetch, logger, signal: loading.signal });
    expect(fetch).toHaveBeenCalledWith(IBAN_URL, { signal: loading.signal, credentials: 'omit' });
    expect(logger.warnings).toEqual([]);
  });
});
