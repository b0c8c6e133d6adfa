// The style cache of left-to-right screens: the vendor prefixer only, as MUI's default cache, but
// the app's own (key `mui`), as the right-to-left one is (rtlStyleCache.ts). Every style the app
// inserts thus belongs to a cache of its own modules: a client test file that starts from fresh
// modules starts from fresh caches too (tests/client/support/sharedWorker.ts).
import createCache from '@emotion/cache';

export const ltrStyleCache = createCache({ key: 'mui' });
