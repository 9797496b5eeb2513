import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * Zod's response serializer, remembering the JSON it wrote for a frozen object: such an object
 * (the read cache's, see lib/read-cache.ts) cannot change, and is sent again and again.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
