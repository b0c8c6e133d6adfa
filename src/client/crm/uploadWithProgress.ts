// A multipart upload that reports its progress: the same request httpClient would send
// (buildFetchRequest: bearer, locale, organization), sent with XMLHttpRequest for upload events.
// Failures become the same HttpError, and a 401/403 starts the forced logout like any call.
import { reportAccessDenied } from '../providers/accessDenied.ts';
import { GENERIC_HTTP_ERROR, isAccessDenied, toHttpError } from '../providers/apiError.ts';
import { buildFetchRequest } from '../providers/httpClient.ts';
import type { Payload } from '../providers/requestEncoding.ts';
import { HttpError } from 'react-admin';

export function uploadWithProgress<T = unknown>(path: string, data: Payload, onProgress: (percent: number) => void): Promise<T> {
  const { url, init } = buildFetchRequest({ method: 'POST', path, data });
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError(GENERIC_HTTP_ERROR, 0, { message: GENERIC_HTTP_ERROR }));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const failure = toHttpError(xhr.status, body);
      if (isAccessDenied(failure)) void reportAccessDenied(failure).finally(() => reject(failure));
      else reject(failure);
    };
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}
