// A minimal WebM (Matroska) muxer for VP8 key frames, and a reader for checking our own output.
// No ffmpeg here: a lossy WebP is a single VP8 key frame inside a RIFF container, so frames rendered
// with sharp as WebP can be unwrapped and muxed as a video in which every frame is a key frame.

const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  defaultDuration: 0x23e383,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
} as const;

/** Master elements the reader descends into. */
const MASTER_IDS = new Set<number>([
  ID.ebml,
  ID.segment,
  ID.info,
  ID.tracks,
  ID.trackEntry,
  ID.video,
  ID.cluster,
  ID.cues,
  ID.cuePoint,
  ID.cueTrackPositions,
]);

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  let value = id;
  while (value > 0) {
    bytes.unshift(value & 0xff);
    value = Math.floor(value / 256);
  }
  return Buffer.from(bytes);
}

/** EBML variable-length size: the shortest encoding that fits. */
function sizeBytes(size: number): Buffer {
  for (let length = 1; length <= 8; length += 1) {
    // All ones is reserved for "unknown size", hence the -1.
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let value = size;
      for (let index = length - 1; index >= 0; index -= 1) {
        bytes[index] = value & 0xff;
        value = Math.floor(value / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}

function element(id: number, payload: Buffer): Buffer {
  return Buffer.concat([idBytes(id), sizeBytes(payload.length), payload]);
}

function master(id: number, children: Buffer[]): Buffer {
  return element(id, Buffer.concat(children));
}

function unsigned(id: number, value: number): Buffer {
  const bytes: number[] = [];
  let remaining = value;
  do {
    bytes.unshift(remaining & 0xff);
    remaining = Math.floor(remaining / 256);
  } while (remaining > 0);
  return element(id, Buffer.from(bytes));
}

/** Unsigned integer in a fixed number of bytes, so an element's size does not depend on its value. */
function unsignedFixed(id: number, value: number, length: number): Buffer {
  const payload = Buffer.alloc(length);
  let remaining = value;
  for (let index = length - 1; index >= 0; index -= 1) {
    payload[index] = remaining & 0xff;
    remaining = Math.floor(remaining / 256);
  }
  return element(id, payload);
}

function float64(id: number, value: number): Buffer {
  const payload = Buffer.alloc(8);
  payload.writeDoubleBE(value);
  return element(id, payload);
}

function text(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'ascii'));
}

/** The VP8 bitstream of a lossy WebP (its 'VP8 ' chunk). Throws for lossless or animated WebP. */
export function vp8FrameFromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('Not a WebP file');
  }
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourCc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourCc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    // Chunks are padded to an even size.
    offset += 8 + size + (size % 2);
  }
  throw new Error("WebP has no 'VP8 ' chunk (lossless or alpha?)");
}

/** Wraps a VP8 key frame back into a WebP file (used to check frames decode). */
export function webpFromVp8Frame(frame: Buffer): Buffer {
  const padding = frame.length % 2;
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(4 + 8 + frame.length + padding, 4);
  header.write('WEBP', 8, 'ascii');
  header.write('VP8 ', 12, 'ascii');
  header.writeUInt32LE(frame.length, 16);
  return Buffer.concat([header, frame, Buffer.alloc(padding)]);
}

export interface WebmOptions {
  width: number;
  height: number;
  framesPerSecond: number;
}

/** Muxes VP8 key frames into a WebM file with one video track. */
export function muxWebm(frames: Buffer[], options: WebmOptions): Buffer {
  const frameMilliseconds = 1000 / options.framesPerSecond;
  const header = master(ID.ebml, [
    unsigned(ID.ebmlVersion, 1),
    unsigned(ID.ebmlReadVersion, 1),
    unsigned(ID.ebmlMaxIdLength, 4),
    unsigned(ID.ebmlMaxSizeLength, 8),
    text(ID.docType, 'webm'),
    unsigned(ID.docTypeVersion, 2),
    unsigned(ID.docTypeReadVersion, 2),
  ]);
  const info = master(ID.info, [
    unsigned(ID.timecodeScale, 1_000_000),
    float64(ID.duration, frames.length * frameMilliseconds),
    text(ID.muxingApp, 'local-panel'),
    text(ID.writingApp, 'local-panel'),
  ]);
  const tracks = master(ID.tracks, [
    master(ID.trackEntry, [
      unsigned(ID.trackNumber, 1),
      unsigned(ID.trackUid, 1),
      unsigned(ID.trackType, 1),
      unsigned(ID.flagLacing, 0),
      text(ID.codecId, 'V_VP8'),
      unsigned(ID.defaultDuration, Math.round(frameMilliseconds * 1_000_000)),
      master(ID.video, [unsigned(ID.pixelWidth, options.width), unsigned(ID.pixelHeight, options.height)]),
    ]),
  ]);
  // One cluster per second keeps block timecodes (signed 16-bit, relative to the cluster) small.
  const clusters: { time: number; bytes: Buffer }[] = [];
  const framesPerCluster = Math.max(1, Math.round(options.framesPerSecond));
  for (let start = 0; start < frames.length; start += framesPerCluster) {
    const clusterTime = Math.round(start * frameMilliseconds);
    const blocks = frames.slice(start, start + framesPerCluster).map((frame, index) => {
      const blockHeader = Buffer.alloc(4);
      blockHeader[0] = 0x81; // track number 1 as an EBML varint
      blockHeader.writeInt16BE(Math.round((start + index) * frameMilliseconds) - clusterTime, 1);
      blockHeader[3] = 0x80; // key frame
      return element(ID.simpleBlock, Buffer.concat([blockHeader, frame]));
    });
    clusters.push({
      time: clusterTime,
      bytes: master(ID.cluster, [unsigned(ID.timecode, clusterTime), ...blocks]),
    });
  }
  // Cues (a seek index) sit before the clusters so players find them without a SeekHead; cluster
  // positions are written in fixed-width fields, so the index size is known before the positions are.
  const buildCues = (positions: number[]): Buffer =>
    master(
      ID.cues,
      clusters.map((cluster, index) =>
        master(ID.cuePoint, [
          unsignedFixed(ID.cueTime, cluster.time, 4),
          master(ID.cueTrackPositions, [
            unsigned(ID.cueTrack, 1),
            unsignedFixed(ID.cueClusterPosition, positions[index] ?? 0, 8),
          ]),
        ]),
      ),
    );
  const cuesSize = buildCues([]).length;
  const positions: number[] = [];
  let position = info.length + tracks.length + cuesSize;
  for (const cluster of clusters) {
    positions.push(position);
    position += cluster.bytes.length;
  }
  const segmentChildren = [info, tracks, buildCues(positions), ...clusters.map((cluster) => cluster.bytes)];
  return Buffer.concat([header, master(ID.segment, segmentChildren)]);
}

// ---------------------------------------------------------------- reader (for tests and self-checks)

export interface WebmSummary {
  docType: string;
  codecId: string;
  width: number;
  height: number;
  durationMilliseconds: number;
  frames: { timeMilliseconds: number; keyFrame: boolean; data: Buffer }[];
}

function readVarint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } {
  const first = buffer[offset];
  if (first === undefined || first === 0) throw new Error(`Bad EBML varint at ${offset}`);
  let length = 1;
  while ((first & (0x80 >> (length - 1))) === 0) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + (buffer[offset + index] ?? 0);
  return { value, length };
}

function readUnsigned(payload: Buffer): number {
  let value = 0;
  for (const byte of payload) value = value * 256 + byte;
  return value;
}

/** Parses a WebM produced by `muxWebm` (or any simple WebM with SimpleBlocks). */
export function readWebm(file: Buffer): WebmSummary {
  const summary: WebmSummary = {
    docType: '',
    codecId: '',
    width: 0,
    height: 0,
    durationMilliseconds: 0,
    frames: [],
  };
  let clusterTime = 0;
  const walk = (start: number, end: number): void => {
    let offset = start;
    while (offset < end) {
      const id = readVarint(file, offset, true);
      const size = readVarint(file, offset + id.length, false);
      const dataStart = offset + id.length + size.length;
      const dataEnd = dataStart + size.value;
      const payload = file.subarray(dataStart, dataEnd);
      if (MASTER_IDS.has(id.value)) walk(dataStart, dataEnd);
      else if (id.value === ID.docType) summary.docType = payload.toString('ascii');
      else if (id.value === ID.codecId) summary.codecId = payload.toString('ascii');
      else if (id.value === ID.pixelWidth) summary.width = readUnsigned(payload);
      else if (id.value === ID.pixelHeight) summary.height = readUnsigned(payload);
      else if (id.value === ID.duration)
        summary.durationMilliseconds = size.value === 8 ? payload.readDoubleBE(0) : payload.readFloatBE(0);
      else if (id.value === ID.timecode) clusterTime = readUnsigned(payload);
      else if (id.value === ID.simpleBlock) {
        const track = readVarint(payload, 0, false);
        const relative = payload.readInt16BE(track.length);
        const flags = payload[track.length + 2] ?? 0;
        summary.frames.push({
          timeMilliseconds: clusterTime + relative,
          keyFrame: (flags & 0x80) !== 0,
          data: payload.subarray(track.length + 3),
        });
      }
      offset = dataEnd;
    }
  };
  walk(0, file.length);
  return summary;
}

/** Width and height from a VP8 key frame header (start code 9d 01 2a). */
export function vp8KeyFrameSize(frame: Buffer): { width: number; height: number } | null {
  if (frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return null;
  return { width: frame.readUInt16LE(6) & 0x3fff, height: frame.readUInt16LE(8) & 0x3fff };
}
