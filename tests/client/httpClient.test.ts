import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { WEB_DEVICE_NAME } from '../../src/shared/api.ts';
import { setAccessDeniedHandler } from '../../src/client/providers/accessDenied.ts';
import { apiDownload, apiRequest } from '../../src/client/providers/httpClient.ts';
import { apiPath, filenameFromContentDisposition } from '../../src/client/providers/requestEncoding.ts';
import { SESSION_KEYS } from '../../src/client/providers/session.ts';
import { signIn } from './support/factories.ts';
import { jsonResponse, mockFetch } from './support/fetchMock.ts';

function pdf(name: string) {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}

describe('paths', () => {
  it('drops empty, null and undefined segments so no // reaches the server', () => {
    expect(apiPath('auth', 'organizations', undefined)).toBe('auth/organizations');
    expect(apiPath('', null, 'crm/leads/', 3, '')).toBe('crm/leads/3');
    expect(apiPath('inventory', 'sale-offers', 5, 'units', null)).toBe('inventory/sale-offers/5/units');
  });

  it('calls the same-origin /api with the joined segments', async () => {
    const requests = mockFetch();
    await apiRequest({ path: ['auth', 'organizations', undefined] });
    expect(requests[0].path).toBe('/api/auth/organizations');
    expect(requests[0].url.startsWith('/api/auth/organizations?')).toBe(true);
  });
});

describe('method override and payload placement', () => {
  it('sends GET data as query parameters and no body', async () => {
    const requests = mockFetch();
    await apiRequest({ method: 'GET', path: 'crm/leads', data: { status: 'new', page: 2 } });
    expect(requests[0].method).toBe('GET');
    expect(requests[0].query.get('status')).toBe('new');
    expect(requests[0].query.get('page')).toBe('2');
    expect(requests[0].body).toBeUndefined();
  });

  it('sends POST data as a JSON body', async () => {
    const requests = mockFetch();
    await apiRequest({ method: 'POST', path: 'crm/tags', data: { name: 'VIP', color: '#ff0000' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers['Content-Type']).toBe('application/json');
    expect(requests[0].json).toEqual({ name: 'VIP', color: '#ff0000', locale: 'en' });
    expect([...requests[0].query.keys()]).toEqual([]);
  });

  it('sends PUT as POST with _method=PUT in the query and the data in the body', async () => {
    const requests = mockFetch();
    await apiRequest({ method: 'PUT', path: 'crm/tags/4', data: { name: 'Hot' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].json).toEqual({ name: 'Hot', locale: 'en' });
    expect([...requests[0].query.entries()]).toEqual([['_method', 'PUT']]);
  });

  it('sends DELETE as POST with _method=DELETE and the data in the query', async () => {
    const requests = mockFetch();
    await apiRequest({ method: 'DELETE', path: 'crm/stages/3', data: { move_to_stage_id: 9 } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].query.get('_method')).toBe('DELETE');
    expect(requests[0].query.get('move_to_stage_id')).toBe('9');
    expect(requests[0].query.get('locale')).toBe('en');
    expect(requests[0].body).toBeUndefined();
  });

  it('sends PATCH as PATCH with a JSON body', async () => {
    const requests = mockFetch();
    await apiRequest({ method: 'PATCH', path: 'crm/activities/2/toggle-complete', data: { completed: true } });
    expect(requests[0].method).toBe('PATCH');
    expect(requests[0].json).toEqual({ completed: true, locale: 'en' });
  });

  it('writes query lists as name[]=a&name[]=b', async () => {
    const requests = mockFetch();
    await apiRequest({ path: 'inventory/units', data: { ids: [3, 4], status: ['available', 'reserved'] } });
    expect(requests[0].query.getAll('ids[]')).toEqual(['3', '4']);
    expect(requests[0].query.getAll('status[]')).toEqual(['available', 'reserved']);
  });
});

describe('locale and organization_id', () => {
  it('adds the current organization id from the session to every payload', async () => {
    signIn();
    localStorage.setItem(SESSION_KEYS.organizationId, '20');
    const requests = mockFetch();
    await apiRequest({ path: 'crm/leads' });
    await apiRequest({ method: 'POST', path: 'crm/leads', data: { full_name: 'A' } });
    expect(requests[0].query.get('organization_id')).toBe('20');
    expect(requests[0].query.get('locale')).toBe('en');
    expect(requests[1].json).toMatchObject({ organization_id: 20, locale: 'en' });
  });

  it('leaves organization_id out when no organization is current', async () => {
    const requests = mockFetch();
    await apiRequest({ path: 'auth/me' });
    await apiRequest({ method: 'POST', path: 'auth/logout' });
    expect(requests[0].query.has('organization_id')).toBe(false);
    expect(requests[0].query.get('locale')).toBe('en');
    expect(requests[1].json).toEqual({ locale: 'en' });
  });

  it('leaves organization_id out when the stored id is zero', async () => {
    localStorage.setItem(SESSION_KEYS.organizationId, '0');
    const requests = mockFetch();
    await apiRequest({ method: 'POST', path: 'auth/invites/1', data: { accept: true } });
    expect(requests[0].json).toEqual({ accept: true, locale: 'en' });
  });
});

describe('headers', () => {
  it('always asks for JSON and sends the stored token as a bearer', async () => {
    signIn({ token: 'secret-token' });
    const requests = mockFetch();
    await apiRequest({ path: 'auth/me' });
    expect(requests[0].headers.Accept).toBe('application/json');
    expect(requests[0].headers.Authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization on a call marked unauthenticated, even with a token stored', async () => {
    signIn({ token: 'secret-token' });
    const requests = mockFetch();
    await apiRequest({ method: 'POST', path: 'auth/login', authenticated: false, data: { device_name: WEB_DEVICE_NAME } });
    expect(requests[0].headers.Accept).toBe('application/json');
    expect('Authorization' in requests[0].headers).toBe(false);
  });

  it('sends no Authorization when no token is stored', async () => {
    const requests = mockFetch();
    await apiRequest({ path: 'utils/countries' });
    expect('Authorization' in requests[0].headers).toBe(false);
  });
});

describe('multipart bodies', () => {
  it('sends a payload holding a file as multipart form data with the fields keeping their names', async () => {
    const requests = mockFetch();
    const file = pdf('letter.pdf');
    await apiRequest({
      method: 'POST',
      path: 'auth/organizations/3/documents',
      data: { type: 'bank_confirmation_letter', name: 'Letter', file },
    });
    const form = requests[0].form!;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('type')).toBe('bank_confirmation_letter');
    expect(form.get('name')).toBe('Letter');
    expect(form.get('locale')).toBe('en');
    expect((form.get('file') as File).name).toBe('letter.pdf');
    // The browser must write the multipart Content-Type itself (it carries the boundary).
    expect('Content-Type' in requests[0].headers).toBe(false);
  });

  it('sends a list of files as name[] entries', async () => {
    const requests = mockFetch();
    await apiRequest({
      method: 'POST',
      path: 'inventory/projects/2/images',
      data: { kind: 'gallery', images: [pdf('a.png'), pdf('b.png')] },
    });
    const form = requests[0].form!;
    expect(form.getAll('images[]').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(form.get('kind')).toBe('gallery');
  });

  it('puts a multipart PUT’s _method in the query, so the server routes it before its files arrive', async () => {
    const requests = mockFetch();
    await apiRequest({ method: 'PUT', path: 'auth/documents/8', data: { name: 'New', file: pdf('new.pdf') } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].query.get('_method')).toBe('PUT');
    expect(requests[0].form!.get('_method')).toBeNull();
  });
});

describe('downloads', () => {
  it('returns the blob and the file name of Content-Disposition', async () => {
    mockFetch(
      () =>
        new Response('%PDF-1.7 offer', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="offer-12.pdf"' },
        }),
    );
    const file = await apiDownload({ path: ['inventory', 'sale-offers', 12, 'pdf'] });
    expect(file.filename).toBe('offer-12.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 offer');
    expect(file.blob.type).toBe('application/pdf');
  });

  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(filenameFromContentDisposition('attachment; filename=units.xlsx')).toBe('units.xlsx');
    expect(filenameFromContentDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(filenameFromContentDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''%D8%B9%D8%B1%D8%B6.pdf`)).toBe('عرض.pdf');
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
  });
});

describe('errors', () => {
  it('throws HttpError with the status, the message and the first message of each field', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          message: 'The given data was invalid.',
          errors: {
            email: ['These credentials do not match our records.', 'second'],
            'installments.2.percentage': ['Percentages must sum to 100.'],
          },
        },
        422,
      ),
    );
    const error = await apiRequest({ method: 'POST', path: 'auth/login' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.message).toBe('The given data was invalid.');
    expect(httpError.body.errors).toEqual({
      email: 'These credentials do not match our records.',
      'installments.2.percentage': 'Percentages must sum to 100.',
    });
  });

  it('falls back to a generic translatable message when the server sent none', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiRequest({ path: 'crm/leads' }).catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('ra.notification.http_error');
    expect(error.body.errors).toBeUndefined();
  });

  it.each([
    [408, 'The request took too long to arrive.', 'errors.http.request_timeout'],
    [431, 'The request headers are too large.', 'errors.http.headers_too_large'],
  ])('shows its own translation of the %i the server answers before a request exists', async (status, english, key) => {
    mockFetch(() => jsonResponse({ message: english }, status));
    const error = (await apiRequest({ path: 'crm/leads' }).catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(status);
    expect(error.message).toBe(key);
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest({ path: 'crm/leads' }).catch((caught: unknown) => caught)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
  });

  it('reports a 401 or 403 to the forced-logout handler before throwing', async () => {
    const seen: Array<{ status: number; settled: boolean }> = [];
    let settled = false;
    const unregister = setAccessDeniedHandler(async (error) => {
      seen.push({ status: error.status, settled });
    });
    try {
      mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
      await apiRequest({ path: 'crm/leads' }).catch(() => (settled = true));
      mockFetch(() => jsonResponse({ message: 'Forbidden.' }, 403));
      await apiRequest({ path: 'crm/tags' }).catch(() => (settled = true));
      expect(seen).toEqual([
        { status: 401, settled: false },
        { status: 403, settled: true },
      ]);
    } finally {
      unregister();
    }
  });

  it('does not report other failures, nor calls that opted out', async () => {
    const handler = vi.fn();
    const unregister = setAccessDeniedHandler(handler);
    try {
      mockFetch(() => jsonResponse({ message: 'Invalid.' }, 422));
      await apiRequest({ path: 'crm/leads' }).catch(() => undefined);
      mockFetch(() => jsonResponse({ message: 'Unauthenticated.' }, 401));
      await apiRequest({ method: 'POST', path: 'auth/logout', reportAccessDenied: false }).catch(() => undefined);
      expect(handler).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });

  it('answers null for an empty success body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    expect(await apiRequest({ method: 'DELETE', path: 'crm/tags/1' })).toBeNull();
  });
});
