/**
 * The little of Protocol Buffers' wire format an ONNX file needs, written by hand: ONNX models are protobuf
 * messages, and the only thing we ever write is one model per enhancer model, so a protobuf library (and a schema
 * compiler) would be far more than this. Messages are built bottom-up as byte arrays and nested as length-delimited
 * fields. https://protobuf.dev/programming-guides/encoding/
 */

/** A message's encoded fields, in order. `undefined` entries are skipped, so optional fields read naturally. */
export type Fields = (Uint8Array | undefined)[];

const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;

/** An unsigned LEB128 varint. Negative int64 values (unused by ONNX's fields we write) are refused, not wrapped. */
export function varint(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`varint out of range: ${value}`);
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return Uint8Array.from(bytes);
}

const tag = (field: number, wireType: number) => varint(field * 8 + wireType);

/** Concatenates encoded fields into one message body. */
export function message(fields: Fields): Uint8Array {
  const present = fields.filter((f): f is Uint8Array => f !== undefined);
  const out = new Uint8Array(present.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of present) {
    out.set(f, at);
    at += f.length;
  }
  return out;
}

/** An integer field (int32, int64, enum: all varints). */
export const intField = (field: number, value: number) => message([tag(field, WIRE_VARINT), varint(value)]);

/** A bytes field, or an embedded message (the same wire type). */
export const bytesField = (field: number, bytes: Uint8Array) =>
  message([tag(field, WIRE_LENGTH_DELIMITED), varint(bytes.length), bytes]);

/** A string field (UTF-8). */
export const stringField = (field: number, value: string) => bytesField(field, new TextEncoder().encode(value));
