/** What is read of a zod schema: an object's shape, or the schema an optional or default wraps. */
interface SchemaNode {
  readonly shape?: Record<string, SchemaNode>;
  readonly _zod?: { readonly def?: { readonly innerType?: SchemaNode } };
}

const unwrap = (node: SchemaNode | undefined): SchemaNode | undefined => {
  let current = node;
  while (current && !current.shape && current._zod?.def?.innerType) current = current._zod.def.innerType;
  return current;
};

/**
 * The option names an object schema accepts at a path of its input, for the hint that follows
 * an unknown one. A path into a map or a list (texts, rules, fonts) has no fixed names and gives none.
 */
export function knownKeysAt(schema: unknown, path: readonly PropertyKey[]): string[] {
  let node = unwrap(schema as SchemaNode);
  for (const key of path) node = unwrap(node?.shape?.[String(key)]);
  return node?.shape ? Object.keys(node.shape) : [];
}
