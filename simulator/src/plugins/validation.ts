// Request validation with TypeBox. Bodies are checked exactly as sent (no coercion: "2" is not a page
// number). Path and query strings arrive as text and are converted to the declared types first, but a
// conversion that changes the value ("1.5" → 1, "01" → 1) is not accepted.
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

interface ObjectSchema {
  properties?: Record<string, { type?: unknown }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function convertText(schema: TSchema, value: unknown): unknown {
  const converted = Value.Convert(schema, isRecord(value) ? { ...value } : value);
  const properties = (schema as ObjectSchema).properties;
  if (!properties || !isRecord(value) || !isRecord(converted)) return converted;
  for (const [key, property] of Object.entries(properties)) {
    const raw = value[key];
    const numeric = property.type === 'integer' || property.type === 'number';
    if (numeric && typeof raw === 'string' && String(converted[key]) !== raw) converted[key] = raw;
  }
  return converted;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value: unknown) => {
    const candidate = httpPart === 'body' ? value : convertText(schema, value);
    if (check.Check(candidate)) return { value: candidate };
    return { error: [...check.Errors(candidate)] as never };
  };
};
