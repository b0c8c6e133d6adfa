// A project's public page: its cover, the sections the developer chose (unit mix with prices,
// gallery at a useful size), and the enquiry form that sends a lead, all without a sign-in.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicProjectEmbed } from '../../src/shared/inventory.ts';
import { jsonResponse, routeFetch, type SentRequest } from './support/fetchMock.ts';
import { imageResponse } from './support/inventoryFactories.ts';
import { renderApp } from './support/renderApp.tsx';

const IMAGES = '/api/embed/projects/good-token/images';

function publicProject(overrides: Partial<PublicProjectEmbed> = {}): PublicProjectEmbed {
  return {
    name: 'Marina Heights',
    developer_name: 'Skyline Builders',
    show: { facts: true, description: false, gallery: true, availability: false, unit_mix: true, prices: true, enquiry: true },
    cover: { url: `${IMAGES}/7`, thumbnail_url: `${IMAGES}/7/thumbnail` },
    facts: { city: 'Dubai', community: 'Dubai Marina', status: 'off_plan', handover_date: null },
    gallery: [
      { url: `${IMAGES}/8`, thumbnail_url: `${IMAGES}/8/thumbnail` },
      { url: `${IMAGES}/9`, thumbnail_url: `${IMAGES}/9/thumbnail` },
    ],
    unit_mix: [
      { type: 'apartment', bedrooms: 0, total: 4, available: 3, price_from: 90_000_000 },
      { type: 'apartment', bedrooms: 2, total: 6, available: 2, price_from: 190_000_000 },
      { type: 'penthouse', bedrooms: 4, total: 1, available: 0, price_from: null },
    ],
    prices: { currency: 'AED', price_from: 90_000_000 },
    enquiry: { form_token: 'sealed-form-token' },
    ...overrides,
  };
}

function publicServer(project: PublicProjectEmbed, routes: Record<string, unknown> = {}) {
  return routeFetch({
    'GET /api/embed/projects/good-token': { data: project },
    [`GET ${IMAGES}/7`]: () => imageResponse(),
    [`GET ${IMAGES}/8`]: () => imageResponse(),
    [`GET ${IMAGES}/9`]: () => imageResponse(),
    ...routes,
  });
}

describe('a project’s public page', () => {
  it('shows the uploaded cover, the unit mix with its prices, and a gallery that enlarges', async () => {
    const requests = publicServer(publicProject());
    renderApp('/embed/projects/good-token');
    await screen.findByRole('heading', { name: 'Marina Heights', level: 1 });
    expect(await screen.findByRole('img', { name: 'Cover of Marina Heights' })).toBeTruthy();
    screen.getByText('From AED 900,000');

    const mix = screen.getByRole('table', { name: 'Unit mix' });
    const rows = within(mix)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Studio', '3 of 4', 'AED\u00a0900,000'],
      ['2 BR Apartment', '2 of 6', 'AED\u00a01,900,000'],
      ['4 BR Penthouse', '0 of 1', 'None available'],
    ]);

    // Gallery pictures load at full size (not the 320 px thumbnails) and open in a dialog.
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    await within(gallery).findByRole('img', { name: 'Marina Heights, image 2' });
    expect(requests.some((request) => request.path.endsWith('/thumbnail'))).toBe(false);
    await userEvent.setup().click(within(gallery).getByRole('button', { name: 'Enlarge Marina Heights, image 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Marina Heights, image 2' })).toBeTruthy();
    expect(requests.every((request) => !request.headers.Authorization)).toBe(true);
  });

  it('leaves out what the developer did not choose: prices, gallery, unit mix, form', async () => {
    publicServer(
      publicProject({
        show: { facts: true, description: false, gallery: false, availability: false, unit_mix: true, prices: false, enquiry: false },
        cover: null,
        gallery: undefined,
        prices: undefined,
        enquiry: undefined,
        unit_mix: [{ type: 'apartment', bedrooms: 1, total: 2, available: 2 }],
      }),
    );
    renderApp('/embed/projects/good-token');
    const mix = await screen.findByRole('table', { name: 'Unit mix' });
    expect(
      within(mix)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Unit', 'Available']);
    within(mix).getByText('1 BR Apartment');
    expect(screen.queryByRole('img', { name: 'Cover of Marina Heights' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Gallery' })).toBeNull();
    expect(screen.queryByText(/^From AED/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Enquire about this project' })).toBeNull();
  });

  it('sends an enquiry with its form token and thanks the visitor; the server’s field errors show', async () => {
    let attempts = 0;
    const requests = publicServer(publicProject(), {
      'POST /api/embed/projects/good-token/enquiries': () =>
        ++attempts === 1
          ? jsonResponse(
              {
                message: 'The given data was invalid.',
                errors: {
                  phone: ['The phone must have at least 6 digits.'],
                  form_token: ['The form was sent too quickly: please wait a moment and send it again.'],
                },
              },
              422,
            )
          : jsonResponse({ message: 'Thank you: your enquiry was sent. The developer will contact you soon.' }, 201),
    });
    renderApp('/embed/projects/good-token');
    const form = await screen.findByRole('form', { name: 'Enquire about this project' });
    const user = userEvent.setup();

    // Nothing leaves while the form is invalid.
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await within(form).findByText('The name field is required.');
    within(form).getByText('Please agree to be contacted about this project.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Layla Haddad' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Phone/ }), { target: { value: '+971 50 123 4567' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), { target: { value: 'A 2 bedroom, please.' } });
    await user.click(within(form).getByRole('checkbox', { name: 'I agree that Skyline Builders may contact me about this project.' }));
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await within(form).findByText('The phone must have at least 6 digits.');
    // The form token has no field: its message is the form's alert.
    expect(within(form).getByRole('alert').textContent).toBe('The form was sent too quickly: please wait a moment and send it again.');

    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await screen.findByText('Thank you: your enquiry was sent. The developer will contact you soon.');
    const posts = requests.filter((request: SentRequest) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.json).toMatchObject({
      name: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: '',
      message: 'A 2 bedroom, please.',
      consent: true,
      website: '',
      form_token: 'sealed-form-token',
    });
    expect(posts[1]!.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Enquire about this project' })).toBeNull());
  });
});
