/**
 * A schema built on its first use rather than when its module loads. The contract's modules
 * define hundreds of schemas, and building them all was some 40 ms of the signed-in pages' first
 * load (the Home's blocking time), while a page uses a few. The schema it stands for is built
 * once, the first time any of its properties is read (a parse, `.shape`, `.extend`, or another
 * schema's check reaching into it), and every read after that goes to that one schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself holds none of the schema's properties.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
