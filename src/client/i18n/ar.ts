// TEMPORARY stand-in, replaced at merge by the Arabic messages written alongside (issue 25): the
// lead swaps in the real file (same path, same `ar` export). Until then Arabic shows the English
// texts under an Arabic title, enough to run the right-to-left machinery.
import type { TranslationMessages } from 'react-admin';
import { en } from './en.ts';

export const ar: TranslationMessages = { ...en, app: { ...(en.app as object), title: 'منصة العقارات' } };
