// The landing screens (routing/landingScreens.ts) and the build plugin that preloads their chunks
// (scripts/landing-preloads.ts): each listed path is a route that shows the listed module's page;
// the plugin picks exactly the chunks a page needs beyond the first download; the script it writes
// asks for them on that address with a session stored, and for nothing otherwise.
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, SESSION_KEYS } from '../../src/client/providers/session.ts';
import { RESOURCES } from '../../src/client/resources.ts';
import { LANDING_SCREENS } from '../../src/client/routing/landingScreens.ts';
import { landingPreloads, pathPattern, preloadScript, readPreloadScript, type BundleChunk } from '../../scripts/landing-preloads.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The guarded page a route path shows: a resource's list. */
function pageAt(routePath: string): ComponentType | undefined {
  return Object.entries(RESOURCES).find(([name]) => `/${name}` === routePath)?.[1].list as ComponentType | undefined;
}

describe('landing screens', () => {
  it.each(LANDING_SCREENS.map((screen) => [screen.path, screen.module]))('%s is the route of %s', (routePath, module) => {
    expect(fs.existsSync(path.join(ROOT, module))).toBe(true);
    const name = path.basename(module, '.tsx');
    expect(pageAt(routePath)?.displayName).toBe(`Guarded(${name})`);
  });
});

describe('landingPreloads', () => {
  const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false): BundleChunk => ({
    fileName,
    imports,
    facadeModuleId: facade,
    isEntry,
  });
  const bundle = [
    chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx', true),
    chunk('assets/react.js', []),
    chunk('assets/LeadList.js', ['assets/index.js', 'assets/common.js'], '/app/src/LeadList.tsx'),
    chunk('assets/common.js', ['assets/react.js', 'assets/chips.js']),
    chunk('assets/chips.js', []),
    chunk('assets/Other.js', ['assets/other-only.js'], '/app/src/Other.tsx'),
    chunk('assets/other-only.js', []),
  ];

  it("lists the page's chunk and what it imports, transitively, without the first download's", () => {
    const [[pattern, files]] = landingPreloads(bundle, '/app', [{ path: '/crm/leads', module: 'src/LeadList.tsx' }]) as [
      [string, string[]],
    ];
    expect(pattern).toBe('^/crm/leads/?$');
    expect([...files].sort()).toEqual(['/assets/LeadList.js', '/assets/chips.js', '/assets/common.js']);
  });

  it('fails the build when a screen is no chunk of the bundle', () => {
    expect(() => landingPreloads(bundle, '/app', [{ path: '/gone', module: 'src/Gone.tsx' }])).toThrow(/src\/Gone\.tsx is not a chunk/);
  });

  it('turns :name segments into one segment of the address', () => {
    const kanban = new RegExp(pathPattern('/crm/pipelines/kanban/:id'));
    expect(kanban.test('/crm/pipelines/kanban/12')).toBe(true);
    expect(kanban.test('/crm/pipelines/kanban/12/')).toBe(true);
    expect(kanban.test('/crm/pipelines/kanban')).toBe(false);
    expect(kanban.test('/crm/pipelines/kanban/12/edit')).toBe(false);
  });
});

describe('the preload script', () => {
  const script = preloadScript([['^/crm/leads/?$', ['/assets/LeadList.js', '/assets/common.js']]]);
  const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  const runAt = (address: string) => {
    window.history.replaceState(null, '', address);
    new Function(script)();
  };

  afterEach(() => {
    document.head.innerHTML = '';
    clearSession();
    window.history.replaceState(null, '', '/');
  });

  it('is read back as written (npm run check:bundle lists what it preloads)', () => {
    expect(readPreloadScript(script)).toEqual([['^/crm/leads/?$', ['/assets/LeadList.js', '/assets/common.js']]]);
  });

  it("asks for the screen's chunks on its address when a session is stored", () => {
    localStorage.setItem(SESSION_KEYS.token, 'a-token');
    runAt('/crm/leads');
    expect(preloaded()).toEqual(['/assets/LeadList.js', '/assets/common.js']);
  });

  it('asks for nothing signed out (the address leads to the login page) or on another address', () => {
    runAt('/crm/leads');
    expect(preloaded()).toEqual([]);
    localStorage.setItem(SESSION_KEYS.token, 'a-token');
    runAt('/crm/leads/7');
    expect(preloaded()).toEqual([]);
  });
});
