// `/signup/:source` (visitors only): the wizard for an allowed source (src/shared/signup.ts),
// the not-found page for any other.
import { useParams } from 'react-router-dom';
import { isSignupSource } from '../../shared/signup.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { SignupWizard } from './SignupWizard.tsx';

export function SignupPage() {
  const { source } = useParams();
  return isSignupSource(source) ? <SignupWizard source={source} /> : <NotFoundPage />;
}
