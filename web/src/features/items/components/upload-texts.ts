// The spec's uploader texts (part 2 §8 unsupported browser, §9 uploader defaults), verbatim, kept
// here until shared/src/catalogue/item-messages.ts carries them. Its third text, 'Paused', has no
// use here: an XHR upload cannot pause.
export const UPLOADER_TEXTS = {
  failed: 'Upload failed',
  processing: 'Processing...',
  unsupportedBrowser: 'Unrecoverable error - this browser does not permit file uploading of any kind.',
} as const;
