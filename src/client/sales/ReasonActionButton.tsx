// A sale's action that asks for a reason before it is posted (a bounced cheque): a
// SaleActionDialog with the reason.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiRequest } from '../providers/httpClient.ts';
import { SaleActionDialog } from './SaleActionDialog.tsx';
import { SaleReasonField } from './SaleReasonField.tsx';

export interface ReasonActionTexts {
  /** The button's label. */
  action: string;
  title: string;
  content: string;
  confirm: string;
  /** The notice once done. */
  done: string;
}

export function ReasonActionButton({
  path,
  texts,
  titleOptions,
  size,
}: {
  /** Where the reason is posted, as `api.call` takes it. */
  path: ApiRequest['path'];
  /** Translation keys. */
  texts: ReasonActionTexts;
  titleOptions?: Record<string, string | number>;
  size?: 'small' | 'medium';
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <SaleActionDialog
      label={translate(texts.action)}
      title={translate(texts.title, titleOptions)}
      content={translate(texts.content)}
      confirm={translate(texts.confirm)}
      success={texts.done}
      danger
      buttonProps={{ size }}
      ready={reason.trim() !== ''}
      onOpen={() => setReason('')}
      request={() => ({ method: 'POST', path, data: { reason } })}
    >
      <SaleReasonField value={reason} onChange={setReason} />
    </SaleActionDialog>
  );
}
