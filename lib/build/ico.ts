const ICONDIR_BYTES = 6;
const ENTRY_BYTES = 16;

export interface IcoImage {
  size: number;
  png: Buffer;
}

/** An ICO container holding PNG images, which every current browser reads. */
export function icoFromPngs(images: IcoImage[]): Buffer {
  const header = Buffer.alloc(ICONDIR_BYTES);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = ICONDIR_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}
