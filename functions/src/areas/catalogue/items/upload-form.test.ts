import { boundaryOf, decodeUploadForm, formOf, multipartBytes } from './upload-form.js';

async function multipartOf(form: FormData): Promise<Buffer> {
  return Buffer.from(await new Response(form).arrayBuffer());
}

describe('the items upload form', () => {
  it('reads fields and the file from a base64 multipart body, as the gateway passes it', async () => {
    const form = new FormData();
    form.append('org_id', 'org1');
    form.append('user_id', 'user1');
    form.append('file', new Blob([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff])], { type: 'application/vnd.ms-excel' }), 'items.xls');
    const bytes = await multipartOf(form);
    const decoded = await decodeUploadForm(bytes.toString('base64'));
    expect(decoded.fields).toEqual({ org_id: 'org1', user_id: 'user1' });
    expect(decoded.file).toEqual({ filename: 'items.xls', mimetype: 'application/vnd.ms-excel', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff]) });
  });

  it('reads a plain-text multipart body too', async () => {
    const form = new FormData();
    form.append('org_id', 'org1');
    const decoded = await decodeUploadForm((await multipartOf(form)).toString('latin1'));
    expect(decoded).toEqual({ fields: { org_id: 'org1' }, file: null });
  });

  it('takes a body the pipeline has parsed already', () => {
    const content = Buffer.from('x');
    expect(formOf({ org_id: 'o', file: { filename: 'a.xlsx', mimetype: 't', encoding: '7bit', content } })).toEqual({
      fields: { org_id: 'o' },
      file: { filename: 'a.xlsx', mimetype: 't', content },
    });
  });

  it('finds the boundary on the first line and refuses what is not multipart', async () => {
    expect(boundaryOf(Buffer.from('--abc-123\r\nrest'))).toBe('abc-123');
    expect(boundaryOf(Buffer.from('--bad boundary!\r\n'))).toBeNull();
    expect(multipartBytes('{"org_id":"x"}')).toBeNull();
    await expect(decodeUploadForm('hello')).rejects.toThrow('The upload must be sent as multipart/form-data with the file.');
    await expect(decodeUploadForm(42)).rejects.toThrow('The upload must be sent as multipart/form-data with the file.');
  });
});
