// The form of POST /api/items/file/upload as the pipeline parsed it (the route is multipart):
// its text fields and the first file.

export interface UploadedFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

function isFile(value: unknown): value is UploadedFile {
  const file = value as Partial<UploadedFile> | null;
  return !!file && typeof file === 'object' && typeof file.filename === 'string' && Buffer.isBuffer(file.content);
}

/** Splits parsed multipart data into text fields and the first file. */
export function formOf(data: Record<string, unknown>): UploadForm {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for (const [name, value] of Object.entries(data)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (isFile(first)) {
      file ??= { filename: first.filename, mimetype: String(first.mimetype ?? ''), content: first.content };
    } else if (typeof first === 'string' || typeof first === 'number') {
      fields[name] = String(first);
    }
  }
  return { fields, file };
}
