// A list of free-text values (a lead's communities), each its own chip: Enter adds what was typed,
// leaving the field adds it too (nothing typed is lost), a chip's cross removes it. The chips wrap
// onto as many lines as they need, so every value stays readable in full.
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { FieldError } from 'react-hook-form';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The first message of the field or of one of its values (`interests.communities.2`). */
function firstMessage(error: FieldError | FieldError[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.map((item) => item?.message).find(Boolean);
  return (
    error.message ??
    firstMessage(
      Object.values(error).find((item) => Array.isArray(item) || (item && typeof item === 'object' && 'message' in item)) as
        FieldError | undefined,
    )
  );
}

export function FreeTextArrayInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [typed, setTyped] = useState('');
  const values = asList(field.value);
  const add = (text: string) => {
    const value = text.trim();
    if (value !== '' && !values.includes(value)) field.onChange([...values, value]);
    setTyped('');
  };
  const error = firstMessage(fieldState.error as FieldError | FieldError[] | undefined);
  const help = error ? translate(error, { _: error }) : helperText ? translate(helperText) : ' ';
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={values}
      onChange={(_event, next) => {
        field.onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))]);
        setTyped('');
      }}
      inputValue={typed}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onBlur={() => {
        add(typed);
        field.onBlur();
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={value}
              {...itemProps}
              sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            />
          );
        })
      }
      sx={{ width: '100%' }}
      renderInput={(params) => (
        <TextField {...params} name={field.name} label={translate(label)} error={Boolean(error)} helperText={help} size="small" />
      )}
    />
  );
}
