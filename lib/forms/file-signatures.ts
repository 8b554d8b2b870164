/** By the first bytes, whatever the name says: an executable renamed photo.jpg is not a JPEG. */
type SniffedType =
  'image/png' | 'image/gif' | 'image/jpeg' | 'video/mp4' | 'video/quicktime' | 'video/webm' | 'video/ogg';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The same box format as MP4, but no video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
/** QuickTime files from older cameras start with one of these atoms instead of `ftyp`. */
const QUICKTIME_FIRST_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip']);

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'video/ogg';
  const firstBox = ascii(bytes, 4, 8);
  if (firstBox === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (QUICKTIME_FIRST_ATOMS.has(firstBox)) return 'video/quicktime';
  return null;
}
