// Small valid files and multipart bodies for upload tests.

export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export function pdfBytes(text = 'Hello'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/**
 * A file part. Its name goes in the header as a browser sends it, raw UTF-8 in `filename="…"`, or
 * with `rfc5987` as `filename*=UTF-8''…` (percent-encoded: how a NUL byte can reach the server).
 */
export type MultipartValue = string | { filename: string; content: Buffer; type?: string; rfc5987?: boolean };

/** A multipart/form-data body and its content type, from fields and files in the given order. */
export function multipart(fields: Record<string, MultipartValue | MultipartValue[]>): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----rp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, raw] of Object.entries(fields)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const fieldName = Array.isArray(raw) ? `${name}[]` : name;
      if (typeof value === 'string') {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n${value}\r\n`));
      } else {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; ${value.rfc5987 ? `filename*=UTF-8''${encodeURIComponent(value.filename)}` : `filename="${value.filename}"`}\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          value.content,
          Buffer.from('\r\n'),
        );
      }
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
