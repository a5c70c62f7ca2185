/** Saves bytes as a file through a temporary object URL and an `<a download>` click. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers; the next one is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
