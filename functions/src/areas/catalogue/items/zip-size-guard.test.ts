import JSZip from 'jszip';
import { checkUnpackedSize, ZipTooLarge } from './zip-size-guard.js';

const MB = 1024 * 1024;
const LIMITS = { entryBytes: 2 * MB, totalBytes: 5 * MB };

/** A zip of the given entries, each `size` bytes of one letter: deflates to almost nothing. */
async function zipOf(sizes: Record<string, number>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, size] of Object.entries(sizes)) zip.file(name, Buffer.alloc(size, 0x41));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The same zip, its one entry's sizes rewritten to claim `claimed` bytes in both headers. */
function lyingAbout(zip: Buffer, claimed: number): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(claimed, 22); // the local header (offset 0): uncompressed size
  const central = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(claimed, central + 24); // the central directory record: uncompressed size
  return copy;
}

describe('checkUnpackedSize', () => {
  it('lets a zip within both limits through', async () => {
    await expect(checkUnpackedSize(await zipOf({ 'a.xml': 2 * MB, 'b.xml': 2 * MB }), LIMITS)).resolves.toBeUndefined();
  });

  it('refuses an entry that declares more than the entry limit, a few KB packed', async () => {
    const bomb = await zipOf({ 'xl/worksheets/sheet1.xml': 2 * MB + 1 });
    expect(bomb.length).toBeLessThan(20_000);
    await expect(checkUnpackedSize(bomb, LIMITS)).rejects.toBeInstanceOf(ZipTooLarge);
  });

  it('refuses entries that together pass the total limit though each is within its own', async () => {
    await expect(checkUnpackedSize(await zipOf({ a: 2 * MB, b: 2 * MB, c: 2 * MB }), LIMITS)).rejects.toBeInstanceOf(ZipTooLarge);
  });

  it('refuses an entry whose headers claim 1 KB but which inflates past the limit', async () => {
    const liar = lyingAbout(await zipOf({ 'xl/worksheets/sheet1.xml': 3 * MB }), 1024);
    await expect(checkUnpackedSize(liar, LIMITS)).rejects.toBeInstanceOf(ZipTooLarge);
  });

  it('fails with the zip library\'s own error on bytes that are no zip', async () => {
    const error = await checkUnpackedSize(Buffer.from('PK\u0003\u0004 not really'), LIMITS).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ZipTooLarge);
  });
});
