// Response serialization with fast-json-stringify, as Fastify does by default, but each response schema is
// compiled once per process rather than once per app: the contract's schemas are shared objects, and a
// sandbox (plugins/sandboxes.ts) is a whole app of its own, which would otherwise compile them all again.
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

const compiled = new WeakMap<object, (data: unknown) => string>();

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = compiled.get(key);
  if (serialize === undefined) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
    compiled.set(key, serialize);
  }
  return serialize;
};
