// A 360° image in a real panorama viewer (pannellum). The library and its stylesheet are
// imported only when a viewer mounts, so they are their own chunk and cost nothing elsewhere.
// The image comes in as an object URL (downloaded with the bearer token).
import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

interface PannellumViewer {
  destroy(): void;
}

interface PannellumGlobal {
  viewer(container: HTMLElement, config: Record<string, unknown>): PannellumViewer;
}

async function loadPannellum(): Promise<PannellumGlobal> {
  // The build is a browser script that sets window.pannellum rather than exporting it.
  await Promise.all([import('pannellum/build/pannellum.js'), import('pannellum/build/pannellum.css')]);
  const pannellum = (window as unknown as { pannellum?: PannellumGlobal }).pannellum;
  if (!pannellum) throw new Error('pannellum did not load');
  return pannellum;
}

export function PanoramaViewer({ src, title }: { src: string; title: string }) {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let viewer: PannellumViewer | null = null;
    let cancelled = false;
    loadPannellum()
      .then((pannellum) => {
        if (cancelled || !container.current) return;
        viewer = pannellum.viewer(container.current, {
          type: 'equirectangular',
          panorama: src,
          autoLoad: true,
          showFullscreenCtrl: true,
          title,
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [src, title]);

  return (
    <Box sx={{ position: 'relative', width: '100%', height: { xs: 320, md: 520 } }}>
      <Box
        ref={container}
        sx={{ width: '100%', height: '100%' }}
        aria-label={translate('inventory.media360.viewer', { title })}
        role="img"
      />
      {state === 'loading' && (
        <CircularProgress sx={{ position: 'absolute', top: '45%', left: '48%' }} aria-label={translate('layout.loading')} />
      )}
      {state === 'failed' && <Alert severity="error">{translate('inventory.media360.viewer_failed')}</Alert>}
    </Box>
  );
}
