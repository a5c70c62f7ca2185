import { formOf } from './upload-form.js';

describe('the items upload form', () => {
  it('splits the parsed multipart body into its text fields and the first file', () => {
    const content = Buffer.from('x');
    expect(
      formOf({ org_id: 'o', user_id: 'u', file: { filename: 'a.xlsx', mimetype: 't', encoding: '7bit', content } }),
    ).toEqual({ fields: { org_id: 'o', user_id: 'u' }, file: { filename: 'a.xlsx', mimetype: 't', content } });
  });

  it('has no file when the form carries none', () => {
    expect(formOf({ org_id: 'o' })).toEqual({ fields: { org_id: 'o' }, file: null });
  });
});
