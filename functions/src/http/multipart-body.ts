// Parses an upload's multipart/form-data body (API Gateway hands it over whole, base64 when
// binary) into { name: text } fields and { name: { filename, mimetype, encoding, content } } files.
// Built on busboy directly rather than middy's http-multipart-body-parser, which never listens for
// a file stream's 'error': a truncated body ("Part terminated early") then threw outside any
// promise and ended the process. Here every error of the parser or of a file part rejects.
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { APP_MESSAGES } from '@bahi/shared';
import { invalid } from '../errors/app-error.js';

/** A form carries one file and a few short fields; the file's own size limit is the handler's. */
const LIMITS = { files: 1, fields: 20, fieldSize: 1024, fieldNameSize: 100, parts: 50 };

export interface MultipartFile {
  filename: string;
  mimetype: string;
  encoding: string;
  content: Buffer;
}

const notMultipart = () => invalid('request.notMultipart', APP_MESSAGES.notMultipart);
const incomplete = () => invalid('request.uploadIncomplete', APP_MESSAGES.uploadIncomplete);

export function parseMultipartBody(event: APIGatewayProxyEventV2): Promise<Record<string, string | MultipartFile>> {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || event.body === undefined) return Promise.reject(notMultipart());
  const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');

  return new Promise((resolve, reject) => {
    const data: Record<string, string | MultipartFile> = Object.create(null);
    // A body whose parts began and then broke off was cut short; one with no part at all was never multipart.
    let partSeen = false;
    const fail = () => reject(partSeen ? incomplete() : notMultipart());
    let parser: BusboyInstance;
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, limits: LIMITS });
    } catch {
      // No boundary or an unknown content type.
      reject(notMultipart());
      return;
    }
    parser.on('file', (name, stream, filename, encoding, mimetype) => {
      partSeen = true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', fail);
      stream.on('end', () => {
        data[name] ??= { filename, mimetype, encoding, content: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value) => {
      partSeen = true;
      data[name] ??= value;
    });
    parser.on('error', fail);
    parser.on('finish', () => resolve(data));
    parser.end(body);
  });
}
