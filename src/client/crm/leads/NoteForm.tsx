// Adding a note to a lead, with @mention autocomplete over crm/mentions: typing `@ka` offers the
// matching members; choosing one inserts the server's token `@[Full Name](user:ID)`.
import { Box, Button, List, ListItemButton, ListItemText, Paper, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_NOTE_LENGTH } from '../../../shared/schemas/crm.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useApi } from '../../providers/useApi.ts';
import { useMemberOptions } from '../crmApi.ts';
import { insertMention, mentionQueryAt } from './mentions.ts';

export function NoteForm({ leadId, onAdded }: { leadId: number; onAdded: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const members = useMemberOptions();
  const { run, pending } = useServerAction();
  const [body, setBody] = useState('');
  const [caret, setCaret] = useState(0);
  const input = useRef<HTMLTextAreaElement | null>(null);

  const mention = mentionQueryAt(body, caret);
  const candidates = mention
    ? (members.data ?? []).filter((member) => member.label.toLowerCase().includes(mention.query.toLowerCase())).slice(0, 8)
    : [];

  const choose = (member: { value: number | string; label: string }) => {
    const next = insertMention(body, caret, { id: Number(member.value), full_name: member.label });
    setBody(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const ok = await run(() => api.call({ method: 'POST', path: ['crm/leads', leadId, 'notes'], data: { body } }), {
      success: 'crm.notes.added',
      afterwards: onAdded,
    });
    if (ok) {
      setBody('');
      setCaret(0);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        inputRef={input}
        label={translate('crm.notes.body')}
        helperText={translate('crm.notes.mention_help')}
        multiline
        minRows={2}
        fullWidth
        value={body}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
        onChange={(event) => {
          setBody(event.target.value);
          setCaret(event.target.selectionStart ?? event.target.value.length);
        }}
        onSelect={(event) => setCaret((event.target as HTMLTextAreaElement).selectionStart ?? 0)}
      />
      {candidates.length > 0 && (
        <Paper elevation={4} sx={{ position: 'absolute', zIndex: 10, left: 0, right: 0 }}>
          <List dense aria-label={translate('crm.notes.mention_list')} role="listbox">
            {candidates.map((member) => (
              <ListItemButton
                key={member.value}
                role="option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(member)}
              >
                <ListItemText primary={member.label} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      <Button sx={{ mt: 1 }} variant="contained" disabled={pending || body.trim() === ''} onClick={() => void submit()}>
        {translate('crm.notes.add')}
      </Button>
    </Box>
  );
}
