// Beside Approve, the super admin's other answers to a finished signup (organizations.signups.review):
// "Request changes" (a step of the signup's kind and a message, mailed to the applicant with a
// link back into the wizard at that step) and "Reject" (a reason, mailed; the signup is closed).
// Each dialog refuses to send without its text; a refusal of the server is notified.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { SIGNUP_STEPS_BY_KIND, type SignupKind, type SignupStep } from '../../../shared/signup.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import type { Organization } from '../organizationTypes.ts';
import { rejectSignup, requestSignupChanges } from './signupReview.ts';

type Review = 'request_changes' | 'reject';

function ReviewDialog({ organization, review, onClose }: { organization: Organization; review: Review; onClose: () => void }) {
  const translate = useTranslate();
  const api = useApi();
  const refresh = useRefresh();
  const { run, pending } = useServerAction();
  const steps = SIGNUP_STEPS_BY_KIND[organization.kind as SignupKind] ?? [];
  const [step, setStep] = useState<SignupStep>(steps[0] ?? 'company_data');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = text.trim() === '';
  const changes = review === 'request_changes';
  const name = organization.name;

  const send = async () => {
    setTouched(true);
    if (missing) return;
    const done = await run(
      () =>
        changes
          ? requestSignupChanges(api, organization.id, { step, message: text.trim() })
          : rejectSignup(api, organization.id, { reason: text.trim() }),
      { success: `organizations.signup_review.${review}_done`, successArgs: { name }, afterwards: refresh },
    );
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="signup-review-title">
      <DialogTitle id="signup-review-title">{translate(`organizations.signup_review.${review}_title`, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`organizations.signup_review.${review}_intro`)}</DialogContentText>
        {changes && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('organizations.signup_review.step')}
            value={step}
            onChange={(event) => setStep(event.target.value as SignupStep)}
          >
            {steps.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`signup.steps.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          required
          label={translate(changes ? 'organizations.signup_review.message' : 'organizations.signup_review.reason')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={
            touched && missing
              ? translate(changes ? 'organizations.signup_review.message_required' : 'organizations.signup_review.reason_required')
              : undefined
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={changes ? 'primary' : 'error'} disabled={pending} onClick={() => void send()}>
          {translate(changes ? 'organizations.signup_review.send_request' : 'organizations.signup_review.confirm_reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function SignupReviewActions({ organization }: { organization: Organization }) {
  const translate = useTranslate();
  const can = useCan();
  const [open, setOpen] = useState<Review | null>(null);
  if (!can('organizations.signups.review') || organization.status !== 'pending') return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setOpen('request_changes')}>
        {translate('organizations.signup_review.request_changes')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setOpen('reject')}>
        {translate('organizations.signup_review.reject')}
      </Button>
      {open && <ReviewDialog organization={organization} review={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
