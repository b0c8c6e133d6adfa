// An audit entry's details as labelled lines, not JSON: a role or status as old → new, the fields
// a change touched, the request and its answer, then whatever else the entry keeps (the email a
// sign-in named, the missing permission…), each under its label.
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from './auditTypes.ts';

/** `broker_admin` → "Broker admin": the fallback of a key without its own label. */
const humanize = (key: string) => {
  const words = key.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Keys shown in their own lines (or not at all: `route` goes with `method`). */
const SHOWN_APART = new Set(['values', 'previous', 'fields', 'method', 'route', 'status']);

function useDetailText() {
  const translate = useTranslate();
  const field = (name: string) => translate(`audit.detail_fields.${name}`, { _: humanize(name) });
  const value = (name: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    if (typeof raw === 'boolean') return translate(raw ? 'audit.yes' : 'audit.no');
    if (name === 'role' && typeof raw === 'string') return translate(`roles.${raw}`, { _: humanize(raw) });
    if (name === 'status' && typeof raw === 'string') return humanize(raw);
    if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
    return JSON.stringify(raw);
  };
  return { field, value };
}

export function AuditDetails({ entry, label }: { entry: AuditEntry; label: string }) {
  const translate = useTranslate();
  const { field, value } = useDetailText();
  const details = entry.details;
  const values = asRecord(details.values);
  const previous = asRecord(details.previous);
  const lines: { label: string; text: string }[] = Object.keys(values).map((name) => ({
    label: field(name),
    text: name in previous ? `${value(name, previous[name])} → ${value(name, values[name])}` : value(name, values[name]),
  }));
  if (Array.isArray(details.fields) && details.fields.length > 0) {
    lines.push({ label: translate('audit.detail.fields'), text: details.fields.map((name) => field(String(name))).join(', ') });
  }
  if (typeof details.method === 'string') {
    lines.push({
      label: translate('audit.detail.request'),
      text: `${details.method} ${typeof details.route === 'string' ? details.route : ''}`.trim(),
    });
  }
  if (details.status !== undefined) lines.push({ label: translate('audit.detail.status'), text: String(details.status) });
  for (const [name, raw] of Object.entries(details)) {
    if (!SHOWN_APART.has(name)) lines.push({ label: translate(`audit.detail.${name}`, { _: humanize(name) }), text: value(name, raw) });
  }
  if (lines.length === 0) return <>{translate('audit.no_details')}</>;
  return (
    <Box
      component="dl"
      aria-label={translate(label)}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {lines.map((line, index) => (
        <Fragment key={index}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {line.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {line.text}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
