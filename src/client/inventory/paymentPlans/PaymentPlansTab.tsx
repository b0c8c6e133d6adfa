// A building's payment plans: each with its installments; managers add, edit and delete them.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BuildingDetail } from '../../../shared/inventory.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { TabSection } from '../../organizations/TabSection.tsx';
import { useCan } from '../../providers/useCan.ts';
import { useApi } from '../../providers/useApi.ts';
import { useDueText } from './useDueText.ts';

export function PaymentPlansTab({ building, onChanged }: { building: BuildingDetail; onChanged: () => Promise<unknown> }) {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const dueText = useDueText();
  const { run } = useServerAction();
  const canManage = can('inventory.manage');
  const base = `/inventory/buildings/${building.id}/building-payment-plan`;

  return (
    <TabSection titleKey="inventory.tabs.payment-plans">
      {canManage && (
        <Button startIcon={<AddIcon />} component={Link} to={base} sx={{ mb: 1 }}>
          {translate('inventory.payment_plans.add')}
        </Button>
      )}
      {building.payment_plans.length === 0 ? (
        <Typography color="text.secondary">{translate('inventory.payment_plans.empty')}</Typography>
      ) : (
        building.payment_plans.map((plan) => (
          <Card key={plan.id} variant="outlined" sx={{ mb: 1 }} component="section" aria-label={plan.name}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 'bold' }}>
                  {plan.name}
                </Typography>
                {canManage && (
                  <>
                    <Button
                      size="small"
                      component={Link}
                      to={`${base}/${plan.id}`}
                      aria-label={translate('inventory.payment_plans.edit', { name: plan.name })}
                    >
                      {translate('ra.action.edit')}
                    </Button>
                    <ConfirmActionButton
                      label="ra.action.delete"
                      ariaLabel={translate('inventory.payment_plans.delete', { name: plan.name })}
                      title="inventory.payment_plans.delete_title"
                      content="inventory.payment_plans.delete_content"
                      messageArgs={{ name: plan.name }}
                      onConfirm={() =>
                        run(() => api.call({ method: 'DELETE', path: ['inventory/payment-plans', plan.id] }), {
                          success: 'inventory.payment_plans.deleted',
                          afterwards: onChanged,
                        })
                      }
                    />
                  </>
                )}
              </Box>
              <List dense disablePadding>
                {plan.installments.map((installment, index) => (
                  <ListItem key={index} disableGutters>
                    <ListItemText primary={`${installment.label} — ${installment.percentage} %`} secondary={dueText(installment)} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        ))
      )}
    </TabSection>
  );
}
