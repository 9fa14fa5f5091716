import * as z from 'zod/mini';
import { integer } from '../validation/integer';
import type { ElementDefinition, ElementType } from '../frame/elementDefinition';
import { ELEMENT_TYPES } from './constants';
import { collectError } from './configCheck';

/**
 * How a COMPOSABLE container places its elements: `counts` ([1, 2] = one element in the first
 * row, two in the second, in creation order) or a custom layout of element types per row.
 */
export type ContainerLayout =
  | { kind: 'counts'; counts: number[] }
  | { kind: 'types'; rows: ElementType[][] };

const isElementType = (value: unknown): value is ElementType => (ELEMENT_TYPES as readonly unknown[]).includes(value);
const rowCount = integer().check(z.nonnegative());

/** Custom layout: rows of known element types, each type at most once (PC-COLLECT-5). */
export function parseCustomLayout(input: readonly unknown[], field: string): ElementType[][] {
  const seen = new Set<ElementType>();
  return input.map((row, rowIndex) => {
    if (!Array.isArray(row)) throw collectError('INVALID_LAYOUT', `${field}[${rowIndex}]`, 'must be an array of element types');
    return row.map((type: unknown, column): ElementType => {
      const at = `${field}[${rowIndex}][${column}]`;
      if (!isElementType(type)) throw collectError('INVALID_ELEMENT_TYPE', at, `must be one of ${ELEMENT_TYPES.join(', ')}`);
      if (seen.has(type)) throw collectError('DUPLICATE_ELEMENT', at, `places ${type} a second time; a custom layout names each type once`);
      seen.add(type);
      return type;
    });
  });
}

/** A COMPOSABLE layout: a non-empty array of non-negative integers, or a custom layout. */
export function parseLayout(input: unknown, field = 'layout'): ContainerLayout {
  if (!Array.isArray(input) || input.length === 0) {
    throw collectError('INVALID_LAYOUT', field, 'must be a non-empty array of row sizes, e.g. [1, 2]');
  }
  if (input.some(Array.isArray)) return { kind: 'types', rows: parseCustomLayout(input, field) };
  input.forEach((count: unknown, index) => {
    if (!rowCount.safeParse(count).success) throw collectError('INVALID_LAYOUT', `${field}[${index}]`, 'must be a non-negative integer');
  });
  return { kind: 'counts', counts: input as number[] };
}

/**
 * The rows the frame renders. COLLECT (no layout): one element per row. Counts must add up to
 * the number of elements; a custom layout must place every element, matched by type.
 */
export function resolveRows(definitions: readonly ElementDefinition[], layout: ContainerLayout | null): ElementDefinition[][] {
  if (!layout) return definitions.map((definition) => [definition]);
  if (layout.kind === 'counts') {
    const total = layout.counts.reduce((sum, count) => sum + count, 0);
    if (total !== definitions.length) {
      throw collectError('INVALID_LAYOUT', 'layout', `places ${total} elements but the container has ${definitions.length}; the row sizes must add up to the number of elements`);
    }
    let offset = 0;
    return layout.counts.map((count) => definitions.slice(offset, (offset += count)));
  }
  const byType = new Map<ElementType, ElementDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) {
      throw collectError('INVALID_LAYOUT', 'layout', `cannot place two ${definition.type} elements: a custom layout matches elements by type`);
    }
    byType.set(definition.type, definition);
  }
  const placed = layout.rows.flat();
  const unplaced = definitions.filter((definition) => !placed.includes(definition.type));
  if (unplaced.length > 0) {
    throw collectError('INVALID_LAYOUT', 'layout', `does not place ${unplaced.map((definition) => definition.type).join(', ')}`);
  }
  const missing = placed.filter((type) => !byType.has(type));
  if (missing.length > 0) throw collectError('INVALID_LAYOUT', 'layout', `places ${missing.join(', ')} but the container has no such element`);
  return layout.rows.map((row) => row.map((type) => byType.get(type)!));
}
