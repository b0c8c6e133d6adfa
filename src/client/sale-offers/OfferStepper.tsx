// The create flow's steps — details (the draft), units, plans — as a stepper above each step.
import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';

export const OFFER_STEPS = ['details', 'units', 'plans'] as const;
export type OfferStep = (typeof OFFER_STEPS)[number];

export function OfferStepper({ active }: { active: OfferStep }) {
  const translate = useTranslate();
  const index = OFFER_STEPS.indexOf(active);
  return (
    <Stepper activeStep={index} aria-label={translate('sale_offers.steps.label')} sx={{ my: 2 }}>
      {OFFER_STEPS.map((step, at) => (
        <Step key={step} completed={at < index}>
          <StepLabel>{translate(`sale_offers.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
