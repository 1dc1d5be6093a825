/**
 * What a file really is, read from its first bytes (its "magic number"), never from its name or
 * the Content-Type the client claims.
 */
export type DetectedType =
  | { kind: 'image'; extension: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' }
  | { kind: 'video'; extension: 'mp4' | 'webm'; contentType: 'video/mp4' | 'video/webm' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const WEBM = [0x1a, 0x45, 0xdf, 0xa3];

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

export function detectFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, PNG)) return { kind: 'image', extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, JPEG))
    return { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' };
  // ISO base media (mp4): a box size, then "ftyp".
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return { kind: 'video', extension: 'mp4', contentType: 'video/mp4' };
  }
  if (startsWith(bytes, WEBM))
    return { kind: 'video', extension: 'webm', contentType: 'video/webm' };
  return null;
}
