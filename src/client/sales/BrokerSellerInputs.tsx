// The seller of a broker sale (docs/api.md "Sales": `broker_organization_id`, `agent_user_id`): a
// broker organization found by name (GET sales/broker-sellers, at most 50 per search) and one of
// its agents. The organizations seen are kept, so the chosen one keeps its name and agents while
// the search moves on; choosing another organization clears an agent that is not its own.
import { Grid } from '@mui/material';
import { useEffect, useState } from 'react';
import { AutocompleteInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BrokerSeller } from '../../shared/sales.ts';
import { useDebouncedValue } from '../forms/useDebouncedValue.ts';
import { useBrokerSellers } from './salesApi.ts';

const SEARCH_DELAY_MS = 300;

export function BrokerSellerInputs() {
  const sellerType = useWatch({ name: 'seller_type' });
  if (sellerType !== 'broker') return null;
  return <BrokerSellerFields />;
}

function BrokerSellerFields() {
  const [search, setSearch] = useState('');
  const sellers = useBrokerSellers(useDebouncedValue(search.trim(), SEARCH_DELAY_MS));
  const [seen, setSeen] = useState<Map<number, BrokerSeller>>(() => new Map());
  const { getValues, setValue } = useFormContext();
  const organizationId = useWatch({ name: 'broker_organization_id' }) as number | null | undefined;

  useEffect(() => {
    if (!sellers.data?.length) return;
    setSeen((known) => {
      const next = new Map(known);
      for (const seller of sellers.data) next.set(seller.id, seller);
      return next;
    });
  }, [sellers.data]);

  const chosen = organizationId ? seen.get(organizationId) : undefined;
  const choices = (sellers.data ?? []).map((seller) => ({ id: seller.id, name: seller.name }));
  if (chosen && !choices.some((choice) => choice.id === chosen.id)) choices.unshift({ id: chosen.id, name: chosen.name });
  const agentChoices = (chosen?.agents ?? []).map((agent) => ({ id: agent.id, name: agent.name }));

  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteInput
          source="broker_organization_id"
          label="sales.fields.broker_organization_id"
          choices={choices}
          setFilter={setSearch}
          translateChoice={false}
          isPending={sellers.isPending}
          onChange={(value: unknown) => {
            const agent = getValues('agent_user_id') as number | null | undefined;
            const organization = typeof value === 'number' ? seen.get(value) : undefined;
            if (agent && !organization?.agents.some((member) => member.id === agent)) setValue('agent_user_id', null);
          }}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="agent_user_id"
          label="sales.fields.agent_user_id"
          choices={agentChoices}
          translateChoice={false}
          disabled={!chosen}
          fullWidth
        />
      </Grid>
    </>
  );
}
