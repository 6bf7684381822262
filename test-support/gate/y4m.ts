/**
 * YUV4MPEG2 (.y4m), the one video format Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture=`), 4:2:0 with grey colour planes: the gate looks at
 * brightness only, so the test videos carry only that.
 */

interface Y4mFormat {
  width: number;
  height: number;
  fps: number;
}

const encoder = new TextEncoder();
const FRAME_MARK = encoder.encode('FRAME\n');

export function y4mHeader({ width, height, fps }: Y4mFormat): Uint8Array {
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError('4:2:0 needs an even width and height.');
  return encoder.encode(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
}

/** One frame: the mark, the luma plane, then both chroma planes at neutral grey. */
export function y4mFrame(luma: Uint8Array, { width, height }: Y4mFormat): Uint8Array {
  const chroma = (width / 2) * (height / 2);
  const bytes = new Uint8Array(FRAME_MARK.length + width * height + 2 * chroma);
  bytes.set(FRAME_MARK, 0);
  bytes.set(luma, FRAME_MARK.length);
  bytes.fill(128, FRAME_MARK.length + width * height);
  return bytes;
}

export function encodeY4m(format: Y4mFormat, frames: Iterable<Uint8Array>): Uint8Array {
  const parts = [y4mHeader(format)];
  for (const luma of frames) parts.push(y4mFrame(luma, format));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Reads back what `encodeY4m` writes (and plain 4:2:0 y4m files): the format and each luma plane. */
export function decodeY4m(bytes: Uint8Array): { format: Y4mFormat; frames: Uint8Array[] } {
  const headerEnd = bytes.indexOf(0x0a);
  const header = new TextDecoder().decode(bytes.subarray(0, headerEnd)).split(' ');
  if (header[0] !== 'YUV4MPEG2') throw new Error('Not a YUV4MPEG2 file.');
  const tag = (letter: string) => header.find((part) => part.startsWith(letter))?.slice(1) ?? '';
  const [rateNum, rateDen] = tag('F').split(':').map(Number);
  const format = { width: Number(tag('W')), height: Number(tag('H')), fps: rateNum / (rateDen || 1) };
  const lumaSize = format.width * format.height;
  const frameSize = lumaSize + 2 * (format.width / 2) * (format.height / 2);
  const frames: Uint8Array[] = [];
  let offset = headerEnd + 1;
  while (offset < bytes.length) {
    // Each frame starts with "FRAME", optional parameters, then a newline.
    const lineEnd = bytes.indexOf(0x0a, offset);
    if (lineEnd < 0) break;
    const start = lineEnd + 1;
    if (start + frameSize > bytes.length) throw new Error('The last frame is cut short.');
    frames.push(bytes.slice(start, start + lumaSize));
    offset = start + frameSize;
  }
  return { format, frames };
}
