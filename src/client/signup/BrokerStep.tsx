// Step 4, brokers only: the broker's registration number (ORN) and broker card. Ends the signup.
import { Form, SaveButton, TextInput } from 'react-admin';
import { brokerDataFields, SIGNUP_FILE_FIELDS } from '../../shared/schemas/signup.ts';
import { FileInputField } from '../forms/FileInputField.tsx';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { SIGNUP_FILE_TYPES } from './signupFiles.ts';
import { sendBrokerData, type SignupProgress } from './signupApi.ts';
import { stepValidator } from './signupSteps.ts';

const FILE = SIGNUP_FILE_FIELDS.broker_data;
const validateBroker = stepValidator(brokerDataFields, FILE);

export function BrokerStep({ uuid, onSaved }: { uuid: string; onSaved: (progress: SignupProgress) => unknown }) {
  const submit = useFormSubmission(async (values: Record<string, unknown>) => {
    await onSaved(await sendBrokerData(uuid, { ...brokerDataFields.parse(values), [FILE]: values[FILE] as File }));
  });
  return (
    <Form onSubmit={submit} validate={validateBroker} noValidate>
      <TextInput source="orn_number" label="signup.fields.orn_number" helperText={false} />
      <FileInputField source={FILE} label={`signup.fields.${FILE}`} accept={SIGNUP_FILE_TYPES} helperText="signup.file_rules" />
      <SaveButton label="signup.finish" />
    </Form>
  );
}
