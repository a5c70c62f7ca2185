import { APP_MESSAGES } from '@bahi/shared';
import { AppError } from '../../errors/app-error.js';
import { decodeBase64, detectImageType } from '../../services/file-content.js';
import { checkImage, imageSize } from './image-upload.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return 'no error';
}

describe('detectImageType', () => {
  it('knows PNG and JPEG by their magic bytes, and nothing else', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(JPEG)).toBe('jpeg');
    expect(detectImageType(GIF)).toBeNull();
    expect(detectImageType(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeBase64', () => {
  it('decodes plain base64 and a data URL, and refuses other text', () => {
    expect(decodeBase64(PNG.toString('base64'))?.equals(PNG)).toBe(true);
    expect(decodeBase64(`data:image/png;base64,${PNG.toString('base64')}`)?.equals(PNG)).toBe(true);
    expect(decodeBase64('not base64!')).toBeNull();
    expect(decodeBase64('abc')).toBeNull();
  });
});

describe('checkImage', () => {
  it('accepts a PNG sent as png and a JPEG sent as jpg or jpeg', () => {
    expect(checkImage(PNG.toString('base64'), 'png').type).toBe('png');
    expect(checkImage(JPEG.toString('base64'), 'jpg').type).toBe('jpeg');
    expect(checkImage(JPEG.toString('base64'), 'jpeg').type).toBe('jpeg');
  });

  it('refuses bytes that are not what the extension says', () => {
    expect(messageOf(() => checkImage(GIF.toString('base64'), 'png'))).toBe(APP_MESSAGES.imageNotRecognised);
    expect(messageOf(() => checkImage(Buffer.from('just text').toString('base64'), 'png'))).toBe(APP_MESSAGES.imageNotRecognised);
    expect(messageOf(() => checkImage(JPEG.toString('base64'), 'png'))).toBe(APP_MESSAGES.imageNotRecognised);
    expect(messageOf(() => checkImage('%%%', 'png'))).toBe(APP_MESSAGES.imageNotRecognised);
  });

  it('takes exactly 2097152 bytes and refuses one more', () => {
    const limit = Buffer.alloc(2_097_152);
    PNG.copy(limit);
    expect(checkImage(limit.toString('base64'), 'png').bytes.length).toBe(2_097_152);
    const over = Buffer.alloc(2_097_153);
    PNG.copy(over);
    expect(messageOf(() => checkImage(over.toString('base64'), 'png'))).toBe(APP_MESSAGES.imageTooLarge);
  });
});

describe('imageSize', () => {
  it('reads the width and height a PNG header and a JPEG frame header declare', () => {
    expect(imageSize(PNG, 'png')).toEqual({ width: 1, height: 1 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x00, 0x50, 0x00, 0xc8, 0x03]);
    expect(imageSize(jpeg, 'jpeg')).toEqual({ width: 200, height: 80 });
  });

  it('finds no size in a header it cannot read', () => {
    expect(imageSize(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBeNull();
  });
});
