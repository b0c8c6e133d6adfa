// Hands a downloaded file to the browser's "save" behaviour. The one download helper: fetch with
// dataProvider.download (or apiDownload), then save with this.
import type { DownloadedFile } from './httpClient.ts';

export function saveDownload(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
