// The forms validate with the server's shared schemas, whose messages are written in English: under
// Arabic they show the Arabic of the API's messages (docs/architecture.md "Messages in two
// languages"), loaded with the Arabic resources; zod's own messages in zod's Arabic.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldValidator, zodFormValidator } from '../../src/client/forms/zodFormValidator.ts';
import { storeLanguage } from '../../src/client/i18n/language.ts';
import { loadLanguage } from '../../src/client/i18n/languageResources.ts';
import { createLeadBody } from '../../src/shared/schemas/crm.ts';
import { recordId } from '../../src/shared/schemas/fields.ts';

const validateLead = zodFormValidator(createLeadBody);

describe('form validation in the language of the app', () => {
  afterEach(() => storeLanguage('en'));

  it('words the shared schemas’ messages in English on English screens', () => {
    expect(validateLead({ full_name: '' }).full_name).toBe('The full name field is required.');
  });

  it('words them in Arabic once Arabic is loaded and chosen, labels included', async () => {
    await loadLanguage('ar');
    storeLanguage('ar');
    expect(validateLead({ full_name: '' }).full_name).toBe('حقل الاسم الكامل مطلوب.');
    expect(zodFieldValidator(recordId)('abc')).toBe('يجب أن تكون قيمة المعرّف عددًا صحيحًا موجبًا.');
  });

  it('words zod’s own messages with zod’s Arabic locale', async () => {
    await loadLanguage('ar');
    storeLanguage('ar');
    expect(zodFormValidator(z.object({ count: z.number() }))({ count: 'two' })).toEqual({
      count: 'مدخلات غير مقبولة: يفترض إدخال number، ولكن تم إدخال string',
    });
  });
});
