// Step 2: the bank account and the bank's confirmation letter (PDF, JPEG or PNG).
import { Form, SaveButton, TextInput } from 'react-admin';
import { bankDataFields, SIGNUP_FILE_FIELDS } from '../../shared/schemas/signup.ts';
import { FileInputField } from '../forms/FileInputField.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { SIGNUP_FILE_TYPES } from './signupFiles.ts';
import { sendBankData, type SignupProgress } from './signupApi.ts';
import { stepValidator } from './signupSteps.ts';

const FILE = SIGNUP_FILE_FIELDS.bank_data;
const validateBank = stepValidator(bankDataFields, FILE);
const label = (name: string) => `signup.fields.${name}`;

export function BankDataStep({ uuid, onSaved }: { uuid: string; onSaved: (progress: SignupProgress) => unknown }) {
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    await onSaved(await sendBankData(uuid, { ...bankDataFields.parse(values), [FILE]: values[FILE] as File }));
  });
  return (
    <Form onSubmit={submit} validate={validateBank} noValidate>
      <TextInput source="bank_name" label={label('bank_name')} helperText={false} />
      <TextInput source="account_name" label={label('account_name')} helperText={false} />
      <TextInput source="iban" label={label('iban')} helperText={false} />
      <TextInput source="swift" label={label('swift')} helperText={false} />
      <FileInputField source={FILE} label={label(FILE)} accept={SIGNUP_FILE_TYPES} helperText="signup.file_rules" />
      <SaveButton label="signup.next" />
    </Form>
  );
}
