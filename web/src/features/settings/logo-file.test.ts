import { APP_MESSAGES, MAX_UPLOAD_BYTES } from '@bahi/shared';
import { logoFileProblem } from './logo-file';

describe('logo file check', () => {
  it('takes PNG and JPG images of up to 2 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1234 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses other files, and images over 2097152 bytes', () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe(APP_MESSAGES.imageTypeNotAllowed);
    expect(logoFileProblem({ type: 'image/gif', size: 10 })).toBe(APP_MESSAGES.imageTypeNotAllowed);
    expect(logoFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(APP_MESSAGES.imageTooLarge);
  });
});
