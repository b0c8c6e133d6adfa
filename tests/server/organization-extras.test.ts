import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, organizations, salesAssignments } from '../../src/server/db/schema.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { multipart, pdfBytes, PNG_BYTES } from './support/files.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

describe('sales assignments, logos and API tokens of an organization', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  describe('sales managers', () => {
    const sm = () => w.actors.super_admin_sales_manager.userId;

    it('lets a super admin assign and unassign; the sales manager’s reach follows', async () => {
      const assign = await call(ctx.app, 'POST', `auth/organizations/${w.foreignId}/sales-users/${sm()}`, as(w.actors.super_admin));
      expect(assign.statusCode).toBe(200);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(
        200,
      );
      const listed = await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}/sales-users`, as(w.actors.super_admin));
      expect(listed.json().data.map((u: { id: number }) => u.id)).toEqual([sm()]);
      const unassign = await call(ctx.app, 'DELETE', `auth/organizations/${w.foreignId}/sales-users/${sm()}`, as(w.actors.super_admin));
      expect(unassign.statusCode).toBe(200);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(
        404,
      );
    });

    it('answers 422 when the user is not a sales manager, and 404 when unassigning nobody', async () => {
      const res = await call(
        ctx.app,
        'POST',
        `auth/organizations/${w.foreignId}/sales-users/${w.actors.developer.userId}`,
        as(w.actors.super_admin),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('user_id');
      expect(
        (
          await call(
            ctx.app,
            'DELETE',
            `auth/organizations/${w.foreignId}/sales-users/${w.actors.developer.userId}`,
            as(w.actors.super_admin),
          )
        ).statusCode,
      ).toBe(404);
    });

    it('refuses everyone but the super admin, changing nothing', async () => {
      for (const role of ['super_admin_sales_manager', 'developer_admin', 'broker_admin'] as const) {
        expect(
          (await call(ctx.app, 'POST', `auth/organizations/${w.foreignId}/sales-users/${sm()}`, as(w.actors[role]))).statusCode,
          role,
        ).toBe(403);
      }
      expect(await ctx.db.select().from(salesAssignments).where(eq(salesAssignments.organization_id, w.foreignId))).toEqual([]);
    });
  });

  describe('logo', () => {
    const uploadLogo = (actor: Actor, orgId: number, content: Buffer, filename = 'logo.png') => {
      const { body, headers } = multipart({ organization_id: String(actor.orgId), logo: { filename, content, type: 'image/png' } });
      return call(ctx.app, 'POST', `auth/organizations/${orgId}/upload-logo`, { token: actor.token, body, headers });
    };

    it('lets an admin upload a logo that members then see through the authorized route', async () => {
      const res = await uploadLogo(w.actors.broker_admin, w.brokerId, PNG_BYTES);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.logo_url).toBe(`/api/auth/organizations/${w.brokerId}/logo`);
      const image = await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/logo`, { token: w.actors.broker.token });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload).toEqual(PNG_BYTES);
      const login = await call(ctx.app, 'GET', 'auth/me', { token: w.actors.broker.token });
      expect(login.json().data.organizations[0].logo_url).toBe(`/api/auth/organizations/${w.brokerId}/logo`);
    });

    it('does not serve a logo to someone outside the organization', async () => {
      expect(
        (await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/logo`, { token: w.actors.foreign_admin.token })).statusCode,
      ).toBe(404);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/logo`)).statusCode).toBe(401);
    });

    it('refuses a PDF as a logo, and an SVG that does not parse, keeping the logo it had', async () => {
      await uploadLogo(w.actors.broker_admin, w.brokerId, PNG_BYTES);
      const [before] = await ctx.db.select().from(organizations).where(eq(organizations.id, w.brokerId));
      expect((await uploadLogo(w.actors.broker_admin, w.brokerId, pdfBytes())).statusCode).toBe(422);
      const broken = await uploadLogo(
        w.actors.broker_admin,
        w.brokerId,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g>'),
        'logo.svg',
      );
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors).toEqual({ logo: ['The logo could not be read as an image.'] });
      const [after] = await ctx.db.select().from(organizations).where(eq(organizations.id, w.brokerId));
      expect(after!.logo_path).toBe(before!.logo_path);
    });

    it('stores an SVG logo as a PNG drawn from it, so no script in it (namespaced or not) is ever served', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" width="64" height="32">' +
          '<x:script>alert(document.domain)</x:script><foreignObject><h:script>alert(1)</h:script></foreignObject>' +
          '<style>@import url("https://tracker.example.test/x.css");</style><rect width="64" height="32" fill="#1e88e5"/></svg>',
      );
      const res = await uploadLogo(w.actors.broker_admin, w.brokerId, svg, 'logo.svg');
      expect(res.statusCode).toBe(200);
      const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, w.brokerId));
      expect(row!.logo_path).toMatch(/^logos\/.+\.png$/);
      const image = await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/logo`, { token: w.actors.broker.token });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBe(
        `inline; filename="Marina Test logo.png"; filename*=UTF-8''Marina%20Test%20logo.png`,
      );
      expect(image.rawPayload.subarray(0, 8)).toEqual(PNG_BYTES.subarray(0, 8));
      expect(image.rawPayload.includes('script')).toBe(false);
    });

    it('serves a logo stored as SVG before logos were drawn under a CSP that runs nothing, sandboxed', async () => {
      const storage = createLocalStorage(path.join(ctx.config.dataDir, 'files'));
      const source = path.join(ctx.config.dataDir, 'old-logo.svg');
      await writeFile(
        source,
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>',
      );
      const key = await storage.put(source, { folder: 'logos', extension: 'svg' });
      await ctx.db.update(organizations).set({ logo_path: key }).where(eq(organizations.id, w.brokerId));
      const image = await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/logo`, { token: w.actors.broker.token });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(image.headers['x-content-type-options']).toBe('nosniff');
    });

    it('removes the logo', async () => {
      await uploadLogo(w.actors.developer_admin, w.developerId, PNG_BYTES);
      const res = await call(ctx.app, 'PATCH', `auth/organizations/${w.developerId}/remove-logo`, as(w.actors.developer_admin));
      expect(res.json().data.logo_url).toBeNull();
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.developerId}/logo`, { token: w.actors.developer.token })).statusCode).toBe(
        404,
      );
    });

    it('refuses plain members and another tenant’s admin', async () => {
      expect((await uploadLogo(w.actors.broker, w.brokerId, PNG_BYTES)).statusCode).toBe(403);
      expect((await uploadLogo(w.actors.developer_admin, w.foreignId, PNG_BYTES)).statusCode).toBe(404);
      const [foreign] = await ctx.db.select().from(organizations).where(eq(organizations.id, w.foreignId));
      expect(foreign!.logo_path).toBeNull();
    });
  });

  describe('API tokens', () => {
    it('creates a token shown once, which then acts as the organization’s admin there only', async () => {
      const res = await call(
        ctx.app,
        'POST',
        `auth/api-tokens/${w.developerId}`,
        as(w.actors.super_admin, { body: { name: 'ERP sync', abilities: ['organizations.members.view'] } }),
      );
      expect(res.statusCode).toBe(201);
      const { plain_text_token: plain, id } = res.json().data;
      expect(plain).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const members = await call(ctx.app, 'GET', `auth/organizations/${w.developerId}/users`, { token: plain });
      expect(members.statusCode).toBe(200);
      expect(
        members
          .json()
          .data.map((m: { full_name: string }) => m.full_name)
          .sort(),
      ).toEqual(['Dev Admin', 'Dev Member']);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}/users`, { token: plain })).statusCode).toBe(404);
      expect(
        (await call(ctx.app, 'GET', `auth/organizations/${w.foreignId}/users`, { token: plain, query: { organization_id: w.foreignId } }))
          .statusCode,
      ).toBe(403);
      // Abilities narrow the admin role.
      expect((await call(ctx.app, 'PATCH', `auth/organizations/${w.developerId}`, { token: plain, body: { name: 'x' } })).statusCode).toBe(
        403,
      );

      const list = await call(ctx.app, 'GET', `auth/api-tokens/${w.developerId}`, as(w.actors.super_admin));
      expect(list.json().data).toEqual([
        expect.objectContaining({ id, name: 'ERP sync', abilities: ['organizations.members.view'], last_used_at: expect.any(String) }),
      ]);
      expect(list.body).not.toContain(plain);

      expect((await call(ctx.app, 'DELETE', `auth/api-tokens/${w.developerId}/${id}`, as(w.actors.super_admin))).statusCode).toBe(200);
      expect((await call(ctx.app, 'GET', `auth/organizations/${w.developerId}/users`, { token: plain })).statusCode).toBe(401);
    });

    it('answers 422 for abilities the organization’s admin does not have and an expiry in the past', async () => {
      const res = await call(
        ctx.app,
        'POST',
        `auth/api-tokens/${w.developerId}`,
        as(w.actors.super_admin, {
          body: { name: 'Bad', abilities: ['crm.interact', 'contracts.manage', 'not.an.action'], expires_at: '2001-01-01T00:00:00Z' },
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['abilities.2']);
      const second = await call(
        ctx.app,
        'POST',
        `auth/api-tokens/${w.developerId}`,
        as(w.actors.super_admin, {
          body: { name: 'Bad', abilities: ['contracts.manage'], expires_at: '2001-01-01T00:00:00Z' },
        }),
      );
      expect(Object.keys(second.json().errors).sort()).toEqual(['abilities.0', 'expires_at']);
    });

    it('reads an expiry date as the start of that day (UTC) and a date-time at its time zone; 422, not 500, to one that does not exist or is out of range', async () => {
      const create = (expires_at: string) =>
        call(ctx.app, 'POST', `auth/api-tokens/${w.developerId}`, as(w.actors.super_admin, { body: { name: 'Expiring', expires_at } }));
      expect((await create('2032-02-29')).json().data.expires_at).toBe('2032-02-29T00:00:00.000Z');
      expect((await create('2032-03-01T01:00:00+04:00')).json().data.expires_at).toBe('2032-02-29T21:00:00.000Z');
      const tokenIds = async () => (await ctx.db.select({ id: accessTokens.id }).from(accessTokens)).map((row) => row.id).sort();
      const before = await tokenIds();
      for (const expires_at of [
        '2030-02-30',
        '2030-02-29',
        '2030-02-30T10:00:00Z',
        '9999-12-31',
        '+275760-09-13T00:00:00Z',
        '2030-06-01T10:00',
        'next year',
      ]) {
        const res = await create(expires_at);
        expect(res.statusCode, expires_at).toBe(422);
        expect(Object.keys(res.json().errors), expires_at).toEqual(['expires_at']);
      }
      expect(await tokenIds()).toEqual(before);
    });

    it('is for the super admin only, and revoking another organization’s token is a 404', async () => {
      for (const role of ['super_admin_sales_manager', 'developer_admin'] as const) {
        expect((await call(ctx.app, 'GET', `auth/api-tokens/${w.developerId}`, as(w.actors[role]))).statusCode, role).toBe(403);
      }
      const foreignToken = (
        await call(ctx.app, 'POST', `auth/api-tokens/${w.foreignId}`, as(w.actors.super_admin, { body: { name: 'F' } }))
      ).json().data;
      expect(
        (await call(ctx.app, 'DELETE', `auth/api-tokens/${w.developerId}/${foreignToken.id}`, as(w.actors.super_admin))).statusCode,
      ).toBe(404);
      expect(await ctx.db.select().from(accessTokens).where(eq(accessTokens.id, foreignToken.id))).toHaveLength(1);
    });
  });
});
