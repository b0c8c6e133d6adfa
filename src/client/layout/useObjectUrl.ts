// An object URL for a blob held in memory (a downloaded image, a file chosen for upload), revoked
// when the blob changes or the component goes: images that need the bearer token are shown this
// way, never by pointing an <img> at the API.
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
