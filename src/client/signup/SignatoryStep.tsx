// Step 3: the person authorised to sign for the company, with an ID document. For a developer this
// ends the signup.
import { Form, SaveButton, TextInput } from 'react-admin';
import { SIGNUP_FILE_FIELDS, signatoryDataFields } from '../../shared/schemas/signup.ts';
import { CountryInput } from '../forms/CountryInput.tsx';
import { FileInputField } from '../forms/FileInputField.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { SIGNUP_FILE_TYPES } from './signupFiles.ts';
import { sendSignatoryData, type SignupProgress } from './signupApi.ts';
import { stepValidator } from './signupSteps.ts';

const FILE = SIGNUP_FILE_FIELDS.auth_signatory_data;
const validateSignatory = stepValidator(signatoryDataFields, FILE);
const label = (name: string) => `signup.fields.signatory_${name}`;

export function SignatoryStep({ uuid, last, onSaved }: { uuid: string; last: boolean; onSaved: (progress: SignupProgress) => unknown }) {
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    await onSaved(await sendSignatoryData(uuid, { ...signatoryDataFields.parse(values), [FILE]: values[FILE] as File }));
  });
  return (
    <Form onSubmit={submit} validate={validateSignatory} noValidate>
      <TextInput source="full_name" label={label('full_name')} helperText={false} />
      <TextInput source="email" type="email" label={label('email')} helperText={false} />
      <TextInput source="phone" type="tel" label={label('phone')} helperText={false} />
      <CountryInput source="nationality" label={label('nationality')} />
      <FileInputField source={FILE} label={label(FILE)} accept={SIGNUP_FILE_TYPES} helperText="signup.file_rules" />
      <SaveButton label={last ? 'signup.finish' : 'signup.next'} />
    </Form>
  );
}
