import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** Exports whose name says they check what a client sends. */
const INPUT_EXPORT = /(Body|Query|Params|Headers)$/;

/** Paths (e.g. 'loginBody.user') of text fields that accept any length. */
function unboundedStrings(schema: z.ZodType, path: string): string[] {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength === null ? [path] : [];
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, field]) =>
        unboundedStrings(field as z.ZodType, `${path}.${key}`),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return unboundedStrings(def.innerType as z.ZodType, path);
    case 'array':
      return unboundedStrings(def.element as z.ZodType, `${path}[]`);
    case 'pipe':
      return unboundedStrings(def.in as z.ZodType, path);
    default:
      return [];
  }
}

describe('input schemas', () => {
  it('give every text field a maximum length', () => {
    // Every schema file, so one added later is held to the same rule.
    const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
    const unbounded: string[] = [];
    let checked = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!INPUT_EXPORT.test(name)) continue;
        checked += 1;
        unbounded.push(...unboundedStrings(value as z.ZodType, `${file}: ${name}`));
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });
});
