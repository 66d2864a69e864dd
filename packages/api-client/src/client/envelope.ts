export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/** A `{ code, msg, data }` body; anything else (an HTML error page, a proxy's text) is not. */
export function asEnvelope(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return undefined;
  return { code, msg: typeof msg === 'string' ? msg : '', data: data ?? null };
}

/** Binary calls answer JSON only when they fail; decode such a body to read its envelope. */
export function decodeJsonBody(body: unknown): unknown {
  try {
    if (typeof body === 'string') return JSON.parse(body);
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
      return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
  return body;
}

/**
 * Node's http adapter answers `arraybuffer` calls with a Buffer; browsers with an ArrayBuffer.
 * Callers get an ArrayBuffer everywhere, as the type promises.
 */
export function toArrayBuffer(body: unknown): unknown {
  if (body instanceof ArrayBuffer || !ArrayBuffer.isView(body)) return body;
  return body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
}
