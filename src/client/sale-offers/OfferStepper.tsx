// The offer flow's steps — details (client and terms), units, plans and discount — as a stepper
// above each step. Once the draft exists every step is a link, so any of them can be reopened
// while the offer can still change.
import { Step, StepButton, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { offerStepPath } from './saleOfferPaths.ts';

export const OFFER_STEPS = ['details', 'units', 'plans'] as const;
export type OfferStep = (typeof OFFER_STEPS)[number];

/** `offerId`: the draft whose steps to link (none before it is created). */
export function OfferStepper({ active, offerId }: { active: OfferStep; offerId?: number }) {
  const translate = useTranslate();
  const index = OFFER_STEPS.indexOf(active);
  return (
    <Stepper nonLinear={offerId !== undefined} activeStep={index} aria-label={translate('sale_offers.steps.label')} sx={{ my: 2 }}>
      {OFFER_STEPS.map((step, at) => (
        <Step key={step} completed={at < index}>
          {offerId !== undefined && step !== active ? (
            <StepButton component={Link} to={offerStepPath(offerId, step)}>
              {translate(`sale_offers.steps.${step}`)}
            </StepButton>
          ) : (
            <StepLabel>{translate(`sale_offers.steps.${step}`)}</StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  );
}
