// Zod compiles object schemas with `new Function` when it may; the app's Content-Security-Policy
// forbids eval, so zod's probe would log a CSP violation on every page. Jitless mode skips the
// probe and the compilation. Imported first by main.tsx, before any schema is used.
import { z } from 'zod';

z.config({ jitless: true });
