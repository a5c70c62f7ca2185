// POST /items/file/upload (spec part 2 §7: multipart with org_id, user_id, id and the file) through
// XMLHttpRequest, the one browser API that reports upload progress; callApi's fetch cannot.
// Failures become ApiError with the text the user should read, as callApi's do.
import { buildPath, MESSAGES, type ResponseBodyOf, type Routes } from '@bahi/shared';
import { routeTable } from 'virtual:route-table';
import { ApiError, serverErrorMessage } from '../../../app/api-client';
import { session } from '../../../app/session';

export type ItemUploadResult = ResponseBodyOf<Routes['uploadItems']>;

/** Sending, with the share of the file sent so far (0–100); then the server reading the rows. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'processing' };

export function uploadItems(orgId: string, file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<ItemUploadResult> {
  const userId = session.get('userId') ?? '';
  const form = new FormData();
  form.append('org_id', orgId);
  form.append('user_id', userId);
  form.append('id', userId);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(routeTable.uploadItems.method, buildPath(routeTable.uploadItems.path));
    const token = session.get('token');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    // Every byte is sent; the answer comes once the server has read and saved the rows.
    request.upload.onload = () => onProgress({ phase: 'processing' });
    request.onerror = () => void serverErrorMessage().then((message) => reject(new ApiError(0, message)));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      void (async () => {
        if (request.status >= 500) return reject(new ApiError(request.status, await serverErrorMessage()));
        let payload: { error?: string; errors?: { field: string; message: string }[] } = {};
        try {
          payload = JSON.parse(request.responseText) as typeof payload;
        } catch {
          // no JSON body: the status decides below
        }
        if (request.status === 401) return reject(new ApiError(401, payload.error ?? MESSAGES.unauthorized));
        if (request.status < 200 || request.status >= 300) {
          return reject(new ApiError(request.status, payload.error ?? `Request failed (${request.status})`, payload.errors));
        }
        resolve(payload as ItemUploadResult);
      })();
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
