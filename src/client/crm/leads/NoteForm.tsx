// Adding a note to a lead, with @mention autocomplete over crm/mentions: typing `@ka` offers the
// matching members; choosing one writes `@Full Name` in the box, with a chip under it for each
// member who will be notified. The body sent carries the server's token `@[Full Name](user:ID)`.
import { Box, Button, Chip, List, ListItemButton, ListItemText, Paper, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_NOTE_LENGTH } from '../../../shared/schemas/crm.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useApi } from '../../providers/useApi.ts';
import { useMemberOptions } from '../crmApi.ts';
import { insertMention, mentionCandidates, mentionQueryAt, mentionsInText, toMentionMarkup, type MentionedUser } from './mentions.ts';

export function NoteForm({ leadId, onAdded }: { leadId: number; onAdded: () => unknown }) {
  const translate = useTranslate();
  const api = useApi();
  const members = useMemberOptions();
  const { run, pending } = useServerAction();
  const [body, setBody] = useState('');
  const [caret, setCaret] = useState(0);
  const [chosen, setChosen] = useState<MentionedUser[]>([]);
  const input = useRef<HTMLTextAreaElement | null>(null);

  const mention = mentionQueryAt(body, caret);
  const mentioned = mentionsInText(body, chosen);
  const candidates = mention ? mentionCandidates(members.data ?? [], mention.query) : [];

  const choose = (member: { value: number | string; label: string }) => {
    const user = { id: Number(member.value), full_name: member.label };
    const next = insertMention(body, caret, user);
    setChosen((current) => [...current.filter((one) => one.id !== user.id), user]);
    setBody(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const stored = toMentionMarkup(body, chosen);
    const ok = await run(() => api.call({ method: 'POST', path: ['crm/leads', leadId, 'notes'], data: { body: stored } }), {
      success: 'crm.notes.added',
      afterwards: onAdded,
    });
    if (ok) {
      setBody('');
      setCaret(0);
      setChosen([]);
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
      {mentioned.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }} aria-label={translate('crm.notes.mentioned')} role="list">
          {mentioned.map((user) => (
            <Chip key={user.id} role="listitem" size="small" color="primary" variant="outlined" label={`@${user.full_name}`} />
          ))}
        </Box>
      )}
      <Button sx={{ mt: 1 }} variant="contained" disabled={pending || body.trim() === ''} onClick={() => void submit()}>
        {translate('crm.notes.add')}
      </Button>
    </Box>
  );
}
