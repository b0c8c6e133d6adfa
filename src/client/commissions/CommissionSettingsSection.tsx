// The developer admin's commission settings, on his organization's page (docs/api.md
// "Commissions": commissions/settings): the stage at which a sale's commission line is created
// (booking, SPA, or a paid percentage of the final price) and each project's rate per seller type,
// in percent with 2 decimals. A blank rate means no commission for that seller. Saving replaces them all.
import {
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { COMMISSION_TRIGGERS, type CommissionSettings, type CommissionTrigger } from '../../shared/commissions.ts';
import { SELLER_TYPES, type SellerType } from '../../shared/sales.ts';
import { useServerAction } from '../forms/useServerAction.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useApi } from '../providers/useApi.ts';
import { COMMISSIONS, useCommissionSettings, useRefreshCommissions } from './commissionsApi.ts';

type RateValues = Record<number, Record<SellerType, string>>;

const percentText = (hundredths: number | null) => (hundredths === null ? '' : String(hundredths / 100));

function SettingsForm({ settings }: { settings: CommissionSettings }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefreshCommissions();
  const { run, pending } = useServerAction();
  const [trigger, setTrigger] = useState<CommissionTrigger>(settings.trigger);
  const [paid, setPaid] = useState(percentText(settings.paid_hundredths));
  const [rates, setRates] = useState<RateValues>(() =>
    Object.fromEntries(
      settings.projects.map((project) => [
        project.project_id,
        Object.fromEntries(SELLER_TYPES.map((type) => [type, percentText(project.rates[type])])) as Record<SellerType, string>,
      ]),
    ),
  );
  const setRate = (projectId: number, type: SellerType, value: string) =>
    setRates((current) => ({ ...current, [projectId]: { ...current[projectId]!, [type]: value } }));
  const save = () =>
    run(
      () =>
        api.call({
          method: 'PUT',
          path: [COMMISSIONS, 'settings'],
          data: {
            trigger,
            ...(trigger === 'paid_percentage' ? { paid_percentage: paid } : {}),
            rates: settings.projects.flatMap((project) =>
              SELLER_TYPES.filter((type) => rates[project.project_id]?.[type].trim()).map((type) => ({
                project_id: project.project_id,
                seller_type: type,
                percentage: rates[project.project_id]![type].trim(),
              })),
            ),
          },
        }),
      { success: 'commissions.settings.saved', afterwards: refresh },
    );
  return (
    <>
      <TextField
        select
        label={translate('commissions.fields.trigger')}
        value={trigger}
        onChange={(event) => setTrigger(event.target.value as CommissionTrigger)}
        sx={{ minWidth: 240, mb: 2, me: 2 }}
      >
        {COMMISSION_TRIGGERS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`commissions.triggers.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {trigger === 'paid_percentage' && (
        <TextField
          label={translate('commissions.fields.paid_percentage')}
          value={paid}
          onChange={(event) => setPaid(event.target.value)}
          inputMode="decimal"
          sx={{ mb: 2 }}
        />
      )}
      {settings.projects.length === 0 ? (
        <Typography color="text.secondary">{translate('commissions.settings.no_projects')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('commissions.settings.rates')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('commissions.fields.project')}</TableCell>
              {SELLER_TYPES.map((type) => (
                <TableCell key={type}>{translate(`sales.seller_types.${type}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {settings.projects.map((project) => (
              <TableRow key={project.project_id}>
                <TableCell>{project.project_name}</TableCell>
                {SELLER_TYPES.map((type) => (
                  <TableCell key={type}>
                    <TextField
                      size="small"
                      value={rates[project.project_id]?.[type] ?? ''}
                      onChange={(event) => setRate(project.project_id, type, event.target.value)}
                      inputMode="decimal"
                      slotProps={{
                        htmlInput: {
                          'aria-label': translate('commissions.settings.rate_of', {
                            project: project.project_name,
                            seller: translate(`sales.seller_types.${type}`),
                          }),
                        },
                      }}
                      sx={{ width: 96 }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button variant="contained" sx={{ mt: 2 }} disabled={pending} onClick={save}>
        {translate('commissions.settings.save')}
      </Button>
    </>
  );
}

export function CommissionSettingsSection() {
  const translate = useTranslate();
  const settings = useCommissionSettings();
  if (!settings.data) return <QueryFallback error={settings.error} />;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-label={translate('commissions.settings.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('commissions.settings.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('commissions.settings.help')}
        </Typography>
        <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
      </CardContent>
    </Card>
  );
}
