/**
 * A handler's result already serialized, as a service process sent it: the gateway writes these bytes into its
 * answer instead of parsing them and serializing them again.
 */
export class SerializedJson {
  constructor(readonly bytes: Buffer) {}
}

/** The JSON of a result: the bytes a service process sent, or the text serialized now. */
export function resultJson(result: unknown): Buffer | string {
  return result instanceof SerializedJson ? result.bytes : (JSON.stringify(result) ?? 'null');
}

/** The result as a value, parsed if it came serialized. */
export function resultValue(result: unknown): unknown {
  return result instanceof SerializedJson ? JSON.parse(result.bytes.toString('utf8')) : result;
}
