// The style cache of right-to-left screens: emotion runs every style through the RTL plugin, which
// mirrors margins, paddings, positions and borders (left ↔ right), after the vendor prefixer
// that MUI's default cache also runs. Loaded with the Arabic messages only (languageResources.ts).
import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

export const rtlStyleCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
