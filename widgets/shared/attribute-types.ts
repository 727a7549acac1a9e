/** How an attribute's text becomes a prop (DESIGN.md: "string" | "number" | "boolean" | "json"). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export class AttributeParseError extends Error {
  override name = 'AttributeParseError';
}

/** Parses an attribute value; `null` (attribute absent or removed) always means "reset to default". */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'string':
      return value;
    case 'boolean':
      // HTML convention: presence is true (`<vt-x inline>`), except an explicit "false".
      return value.trim().toLowerCase() !== 'false';
    case 'number': {
      const number = Number(value.trim());
      if (value.trim() === '' || !Number.isFinite(number)) throw new AttributeParseError(`"${value}" is not a number`);
      return number;
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch (error) {
        throw new AttributeParseError(`is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      }
  }
}

/** The attribute text a property value reflects to; null removes the attribute. */
export function reflectProperty(type: Exclude<AttributeType, 'json'>, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value ? '' : null;
  return String(value);
}

export function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
