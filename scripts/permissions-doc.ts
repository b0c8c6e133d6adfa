// `npm run docs:permissions`: writes docs/permissions.md from the permission matrix
// (scripts/permissions-markdown.ts renders it). Run it after changing src/shared/permissions.ts.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PERMISSIONS } from '../src/shared/permissions.ts';
import { renderPermissionsDoc } from './permissions-markdown.ts';

const PERMISSIONS_DOC_PATH = resolve(import.meta.dirname, '../docs/permissions.md');

writeFileSync(PERMISSIONS_DOC_PATH, renderPermissionsDoc(PERMISSIONS));
console.log(`wrote ${PERMISSIONS_DOC_PATH}`);
